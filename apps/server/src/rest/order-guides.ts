// REST door to order guides (a company's lists of products with par levels): the company's list,
// a new guide, a guide's new name or lines, and deleting one. Each route parses with the contract's
// schemas and calls the same service as tRPC `orderGuides.*`; who may is decided there.
import type { FastifyInstance } from 'fastify';
import type { OrderGuidesService } from '@wholesale/contract';
import { createOrderGuideInput, orderGuideRef, updateOrderGuideInput } from '@wholesale/contract';
import { anyActor, jsonRoutes } from './answer';

export async function orderGuideRoutes(
  app: FastifyInstance,
  { orderGuides }: { orderGuides: OrderGuidesService },
): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/order-guides → { success, data } the company's guides, by name
  rest.get('/', anyActor, {}, (actor) => orderGuides.list(actor));

  // POST /api/order-guides { name, lines?: [{ item_id, par }] } → 201 { success, data }
  rest.create('/', anyActor, { body: createOrderGuideInput }, (actor, { body }) => orderGuides.create(actor, body));

  // PUT /api/order-guides/:guideId { name?, lines? } → { success, data }
  rest.put('/:guideId', anyActor, { params: orderGuideRef, body: updateOrderGuideInput }, (actor, { params, body }) =>
    orderGuides.update(actor, params.guideId, body),
  );

  // DELETE /api/order-guides/:guideId → { success } (no data: the answer's `data` is undefined, left out of the JSON)
  rest.delete('/:guideId', anyActor, { params: orderGuideRef }, (actor, { params }) =>
    orderGuides.remove(actor, params.guideId),
  );
}
