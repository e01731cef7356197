// REST door to standing orders: "repeat this order every week" is
// POST /api/orders/:id/repeat (in orders.ts); here the buyer's own list, pause/resume, every 1 or
// 2 weeks, skip the next cycle (and undo it) and end. Each route parses with the contract's schemas
// and calls the same service as tRPC `orders.standing.*`; who may is decided there.
import type { FastifyInstance } from 'fastify';
import type { OrdersService } from '@wholesale/contract';
import { standingOrderRef, standingOrderUpdateInput } from '@wholesale/contract';
import { anyActor, jsonRoutes } from './answer';

export async function standingOrderRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }): Promise<void> {
  const rest = jsonRoutes(app);
  const standing = orders.standing;
  const ref = { params: standingOrderRef };

  // GET /api/standing-orders → { success, data } the buyer's own, not ended
  rest.get('/', anyActor, {}, (actor) => standing.list(actor));

  // PATCH /api/standing-orders/:standingOrderId { paused?, every_weeks? } → { success, data }
  rest.patch('/:standingOrderId', anyActor, { ...ref, body: standingOrderUpdateInput }, (actor, { params, body }) =>
    standing.update(actor, params.standingOrderId, body),
  );

  // DELETE /api/standing-orders/:standingOrderId → { success, data } ended (orders already made stay)
  rest.delete('/:standingOrderId', anyActor, ref, (actor, { params }) => standing.end(actor, params.standingOrderId));

  // POST /api/standing-orders/:standingOrderId/skip → { success, data } the next cycle not made yet is skipped
  rest.post('/:standingOrderId/skip', anyActor, ref, (actor, { params }) =>
    standing.skip(actor, params.standingOrderId),
  );

  // DELETE /api/standing-orders/:standingOrderId/skip → { success, data } the latest week skipped is
  // back (409 orders.standingNoSkip once its order would have been made)
  rest.delete('/:standingOrderId/skip', anyActor, ref, (actor, { params }) =>
    standing.unskip(actor, params.standingOrderId),
  );
}
