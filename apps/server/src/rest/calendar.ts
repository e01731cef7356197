// REST door to the warehouse calendar, admins only: the closed days of the next 12
// months, the staff's closed days (PUT replaces them) and the orders on closed days; the days of
// special hours (PUT replaces them) and the orders outside those hours. Each route
// calls the same service function as its tRPC twin (admin.calendar.*); who may is decided there.
import type { FastifyInstance } from 'fastify';
import {
  closedDaysInput,
  moveOrdersInput,
  requireAdmin,
  specialHoursInput,
  type OrdersService,
} from '@wholesale/contract';
import { anyActor, jsonRoutes } from './answer';

type Deps = { orders: OrdersService };

export async function calendarRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/calendar/closed-days → { success, data: [{ date, source: 'rule'|'staff', key?, name?, observed? }] }
  rest.get('/closed-days', anyActor, {}, (actor) => orders.calendar.closedDays(actor));

  // PUT /api/calendar/closed-days { dates: ['YYYY-MM-DD', ...] } → { success, data: { days, affected_orders, notified_order_ids } }
  rest.put('/closed-days', requireAdmin, { body: closedDaysInput }, (actor, { body }) =>
    orders.calendar.setClosedDays(actor, body),
  );

  // GET /api/calendar/affected-orders → { success, data: [orders picked up on a closed day] }
  rest.get('/affected-orders', anyActor, {}, (actor) => orders.calendar.affectedOrders(actor));

  // GET /api/calendar/special-hours → { success, data: [{ date, opens: 'HH:MM', closes: 'HH:MM' }] } from today on
  rest.get('/special-hours', anyActor, {}, (actor) => orders.calendar.specialHours(actor));

  // PUT /api/calendar/special-hours { hours: [{ date, opens, closes }] } → { success, data: { hours, affected_orders, notified_order_ids } }
  rest.put('/special-hours', requireAdmin, { body: specialHoursInput }, (actor, { body }) =>
    orders.calendar.setSpecialHours(actor, body),
  );

  // GET /api/calendar/orders-outside-hours → { success, data: [orders whose window lies outside their day's special hours] }
  rest.get('/orders-outside-hours', anyActor, {}, (actor) => orders.calendar.ordersOutsideHours(actor));

  // POST /api/calendar/move-orders { order_ids: [...] } → { success, data: { results: [{ order_id, order_number,
  // moved, pickup_start, pickup_end, error }] } }: each order on a closed day moved to the next open day
  rest.post('/move-orders', requireAdmin, { body: moveOrdersInput }, (actor, { body }) =>
    orders.calendar.moveToNextOpenDay(actor, body),
  );

  // GET /api/calendar/pickup-windows → { success, data: [{ date, weekday, windows: [{ slot, start, end, ... }] }] }
  // every open window still ahead, where staff may move an order
  rest.get('/pickup-windows', anyActor, {}, (actor) => orders.calendar.pickupWindows(actor));

  // GET /api/calendar/order-counts → { success, data: [{ date, orders }] } open orders per pickup day, next 12 months
  rest.get('/order-counts', anyActor, {}, (actor) => orders.calendar.orderCounts(actor));
}
