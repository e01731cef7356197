// REST door to the order-message reader, admins only: an order sent by KakaoTalk or SMS, pasted by
// staff, read into proposed lines. Calls the same service function as tRPC admin.orders.parse;
// nothing is ordered.
import type { FastifyInstance } from 'fastify';
import { orderTextInput, requireAdmin, type OrdersService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function orderTextRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }): Promise<void> {
  // POST /api/admin/orders/parse { text } → { success, data: { lines: [{ text, item_id, quantity,
  // unit, confidence }], unknown: [{ text }] } }; over 4,000 characters or 100 lines → 400
  app.post('/parse', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(orderTextInput, objectBody(request.body));
    return { success: true, data: await orders.fromText.parse(actor, input) };
  });
}
