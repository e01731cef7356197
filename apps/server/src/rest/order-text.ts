// REST door to the order-message reader, admins only: an order sent by KakaoTalk or SMS, pasted by
// staff, read into proposed lines. Calls the same service function as tRPC admin.orders.parse;
// nothing is ordered.
import type { FastifyInstance } from 'fastify';
import { orderTextInput, requireAdmin, type OrdersService } from '@wholesale/contract';
import { jsonRoutes } from './answer';

export async function orderTextRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }): Promise<void> {
  // POST /api/admin/orders/parse { text } → { success, data: { lines: [{ text, item_id, quantity,
  // unit, confidence }], unknown: [{ text }] } }; over 4,000 characters or 100 lines → 400
  jsonRoutes(app).post('/parse', requireAdmin, { body: orderTextInput }, (actor, { body }) =>
    orders.fromText.parse(actor, body),
  );
}
