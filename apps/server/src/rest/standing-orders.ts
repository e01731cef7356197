// REST door to standing orders: "repeat this order every week" is
// POST /api/orders/:id/repeat (in orders.ts); here the buyer's own list, pause/resume, every 1 or
// 2 weeks, skip the next cycle (and undo it) and end. Each route parses with the contract's schemas and calls
// the same service as tRPC `orders.standing.*`.
import type { FastifyInstance } from 'fastify';
import type { OrdersService } from '@wholesale/contract';
import { standingOrderRef, standingOrderUpdateInput } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function standingOrderRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }): Promise<void> {
  // GET /api/standing-orders → { success, data } the buyer's own, not ended
  app.get('/', async (request) => ({ success: true, data: await orders.standing.list(await actorOf(request)) }));

  // PATCH /api/standing-orders/:standingOrderId { paused?, every_weeks? } → { success, data }
  app.patch('/:standingOrderId', async (request) => {
    const actor = await actorOf(request);
    const { standingOrderId } = parse(standingOrderRef, request.params);
    const body = parse(standingOrderUpdateInput, objectBody(request.body));
    return { success: true, data: await orders.standing.update(actor, standingOrderId, body) };
  });

  // DELETE /api/standing-orders/:standingOrderId → { success, data } ended (orders already made stay)
  app.delete('/:standingOrderId', async (request) => {
    const actor = await actorOf(request);
    const { standingOrderId } = parse(standingOrderRef, request.params);
    return { success: true, data: await orders.standing.end(actor, standingOrderId) };
  });

  // POST /api/standing-orders/:standingOrderId/skip → { success, data } the next cycle not made yet is skipped
  app.post('/:standingOrderId/skip', async (request) => {
    const actor = await actorOf(request);
    const { standingOrderId } = parse(standingOrderRef, request.params);
    return { success: true, data: await orders.standing.skip(actor, standingOrderId) };
  });

  // DELETE /api/standing-orders/:standingOrderId/skip → { success, data } the latest week skipped is
  // back (409 orders.standingNoSkip once its order would have been made)
  app.delete('/:standingOrderId/skip', async (request) => {
    const actor = await actorOf(request);
    const { standingOrderId } = parse(standingOrderRef, request.params);
    return { success: true, data: await orders.standing.unskip(actor, standingOrderId) };
  });
}
