// REST door to order guides (a company's lists of products with par levels): the company's list,
// a new guide, a guide's new name or lines, and deleting one. Each route parses with the contract's
// schemas and calls the same service as tRPC `orderGuides.*`.
import type { FastifyInstance } from 'fastify';
import type { OrderGuidesService } from '@wholesale/contract';
import { createOrderGuideInput, orderGuideRef, updateOrderGuideInput } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function orderGuideRoutes(
  app: FastifyInstance,
  { orderGuides }: { orderGuides: OrderGuidesService },
): Promise<void> {
  // GET /api/order-guides → { success, data } the company's guides, by name
  app.get('/', async (request) => ({ success: true, data: await orderGuides.list(await actorOf(request)) }));

  // POST /api/order-guides { name, lines?: [{ item_id, par }] } → 201 { success, data }
  app.post('/', async (request, reply) => {
    const actor = await actorOf(request);
    const body = parse(createOrderGuideInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await orderGuides.create(actor, body) });
  });

  // PUT /api/order-guides/:guideId { name?, lines? } → { success, data }
  app.put('/:guideId', async (request) => {
    const actor = await actorOf(request);
    const { guideId } = parse(orderGuideRef, request.params);
    const body = parse(updateOrderGuideInput, objectBody(request.body));
    return { success: true, data: await orderGuides.update(actor, guideId, body) };
  });

  // DELETE /api/order-guides/:guideId → { success }
  app.delete('/:guideId', async (request) => {
    const actor = await actorOf(request);
    const { guideId } = parse(orderGuideRef, request.params);
    await orderGuides.remove(actor, guideId);
    return { success: true };
  });
}
