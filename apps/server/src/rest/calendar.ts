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
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

type Deps = { orders: OrdersService };

export async function calendarRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  // GET /api/calendar/closed-days → { success, data: [{ date, source: 'rule'|'staff', key?, name?, observed? }] }
  app.get('/closed-days', async (request) => ({
    success: true,
    data: await orders.calendar.closedDays(await actorOf(request)),
  }));

  // PUT /api/calendar/closed-days { dates: ['YYYY-MM-DD', ...] } → { success, data: { days, affected_orders, notified_order_ids } }
  app.put('/closed-days', async (request) => {
    // Who asks first: a guest is told to log in (401), a buyer is refused (403), whatever the body.
    const actor = requireAdmin(await actorOf(request));
    const body = parse(closedDaysInput, objectBody(request.body));
    return { success: true, data: await orders.calendar.setClosedDays(actor, body) };
  });

  // GET /api/calendar/affected-orders → { success, data: [orders picked up on a closed day] }
  app.get('/affected-orders', async (request) => ({
    success: true,
    data: await orders.calendar.affectedOrders(await actorOf(request)),
  }));

  // GET /api/calendar/special-hours → { success, data: [{ date, opens: 'HH:MM', closes: 'HH:MM' }] } from today on
  app.get('/special-hours', async (request) => ({
    success: true,
    data: await orders.calendar.specialHours(await actorOf(request)),
  }));

  // PUT /api/calendar/special-hours { hours: [{ date, opens, closes }] } → { success, data: { hours, affected_orders, notified_order_ids } }
  app.put('/special-hours', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(specialHoursInput, objectBody(request.body));
    return { success: true, data: await orders.calendar.setSpecialHours(actor, body) };
  });

  // GET /api/calendar/orders-outside-hours → { success, data: [orders whose window lies outside their day's special hours] }
  app.get('/orders-outside-hours', async (request) => ({
    success: true,
    data: await orders.calendar.ordersOutsideHours(await actorOf(request)),
  }));

  // POST /api/calendar/move-orders { order_ids: [...] } → { success, data: { results: [{ order_id, order_number,
  // moved, pickup_start, pickup_end, error }] } }: each order on a closed day moved to the next open day
  app.post('/move-orders', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(moveOrdersInput, objectBody(request.body));
    return { success: true, data: await orders.calendar.moveToNextOpenDay(actor, body) };
  });

  // GET /api/calendar/pickup-windows → { success, data: [{ date, weekday, windows: [{ slot, start, end, ... }] }] }
  // every open window still ahead, where staff may move an order
  app.get('/pickup-windows', async (request) => ({
    success: true,
    data: await orders.calendar.pickupWindows(await actorOf(request)),
  }));

  // GET /api/calendar/order-counts → { success, data: [{ date, orders }] } open orders per pickup day, next 12 months
  app.get('/order-counts', async (request) => ({
    success: true,
    data: await orders.calendar.orderCounts(await actorOf(request)),
  }));
}
