// REST door to the orders domain (catalogue spec section 7; storefront spec section 7): checkout,
// the documented line-by-line follow-up, a buyer's orders and their items, and reward points.
// Each route reads its input with the domain's own schema and calls the same service function as
// the tRPC procedure; whose records the actor may touch is decided by the service.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BooksService, OrdersService } from '@wholesale/contract';
import {
  addOrderLineInput,
  adminOrderExportInput,
  adminOrderListInput,
  cancelOrderInput,
  changeOrderInput,
  declineOrderInput,
  invoiceQuery,
  NotFoundError,
  ORDER_ERRORS,
  orderRef,
  paymentInput,
  paymentRef,
  paymentVoidInput,
  forecastInput,
  pickupRangeInput,
  placeOrderInput,
  refundInput,
  requireAdmin,
  repeatOrderInput,
  staffOrderInput,
  statementQuery,
  statementRef,
  statusChangeInput,
  userOrdersRef,
} from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { anyActor, jsonRoutes } from './answer';
import { keyedBody, parse, pdfFile } from './common';

type Deps = { orders: OrdersService };
type OrderDeps = Deps & { books: BooksService };

export async function orderRoutes(app: FastifyInstance, { orders, books }: OrderDeps): Promise<void> {
  const rest = jsonRoutes(app);
  const order = { params: orderRef };

  // POST /api/orders → 201 { success, data: { id, order_number, order_date, ... } }; a retry with
  // the same Idempotency-Key → 200 with the first order.
  app.post('/', async (request, reply) => {
    const body = parse(placeOrderInput, keyedBody(request));
    const { replayed, ...placed } = await orders.placeOrder(await actorOf(request), body);
    return reply.code(replayed ? 200 : 201).send({ success: true, data: placed });
  });

  // GET /api/orders(?type&status&q&pickup_from&pickup_to) → { success, data } every order, newest
  // first (admin); pickup_from/pickup_to: Los Angeles days (YYYY-MM-DD, both included, ≤ 62 days)
  rest.get('/', anyActor, { query: adminOrderListInput }, (actor, { query }) => orders.admin.list(actor, query));

  // PUT /api/orders/:orderId/status { status, revision?, reason?, notify? } → { success, data: { id, order_status, ... } } (admin)
  rest.put('/:orderId/status', anyActor, { ...order, body: statusChangeInput }, (actor, { params, body }) => {
    const { status, revision, reason, notify } = body;
    return orders.admin.setStatus(actor, params.orderId, status, revision, { reason, notify });
  });

  // GET /api/orders/:orderId → { success, data }: the order with its lines, amounts, cutoff_at and
  // revisions (the owner or an admin; another buyer's reads as missing)
  rest.get('/:orderId', anyActor, order, (actor, { params }) => orders.order(actor, params.orderId));

  // PATCH /api/orders/:orderId { cart_items, pickup_start?, note?, revision? } + Idempotency-Key →
  // { success, data } the repriced order; a retry with the same key answers the same.
  rest.patch(
    '/:orderId',
    anyActor,
    { ...order, keyedBody: changeOrderInput },
    async (actor, { params, keyedBody: change }) => (await orders.changeOrder(actor, params.orderId, change)).order,
  );

  // POST /api/orders/:orderId/cancel { reason?, revision? } → { success, data } with order_status 'cancelled'
  rest.post('/:orderId/cancel', anyActor, { ...order, body: cancelOrderInput }, (actor, { params, body }) =>
    orders.cancelOrder(actor, params.orderId, body),
  );

  // POST /api/orders/:orderId/approve → { success, data } the order, now 'pending' (the company's owner)
  rest.post('/:orderId/approve', anyActor, order, (actor, { params }) => orders.approveOrder(actor, params.orderId));

  // POST /api/orders/:orderId/decline { reason? } → { success, data } the order, now 'declined' (the company's owner)
  rest.post('/:orderId/decline', anyActor, { ...order, body: declineOrderInput }, (actor, { params, body }) =>
    orders.declineOrder(actor, params.orderId, body),
  );

  // POST /api/orders/:orderId/payments { amount, method, kind, received_at? } (+ Idempotency-Key) → 201
  // { success, data } where the order's payments now stand (admin); a retry with the key answers the first
  rest.create('/:orderId/payments', anyActor, { ...order, keyedBody: paymentInput }, (actor, i) =>
    orders.admin.recordPayment(actor, i.params.orderId, i.keyedBody),
  );

  // POST /api/orders/:orderId/payments/:paymentId/void { reason } → { success, data } where the
  // order's money stands (staff)
  rest.post(
    '/:orderId/payments/:paymentId/void',
    requireAdmin,
    { params: paymentRef, body: paymentVoidInput },
    (actor, { params, body }) => books.voidPayment(actor, params.orderId, params.paymentId, body),
  );

  // POST /api/orders/:orderId/refunds { amount, method, reason } + Idempotency-Key → 201 (staff)
  rest.create('/:orderId/refunds', requireAdmin, { ...order, keyedBody: refundInput }, (actor, i) =>
    books.refund(actor, i.params.orderId, i.keyedBody),
  );

  // GET /api/orders/:orderId/invoice.pdf(?lang=en|ko) → application/pdf (the company's members or
  // staff); 409 orders.invoiceNotIssued until the order is complete with every weight final.
  // GET /api/orders/:orderId/confirmation.pdf(?lang=en|ko) → the order confirmation before it.
  // Drawn as they are sent, never written to disk.
  for (const [path, document] of [
    ['/:orderId/invoice.pdf', orders.invoice],
    ['/:orderId/confirmation.pdf', orders.confirmation],
  ] as const) {
    rest.download(path, anyActor, { ...order, query: invoiceQuery }, async (actor, { params, query }) =>
      pdfFile(await document(actor, params.orderId, query.lang)),
    );
  }

  // POST /api/orders/:orderId/repeat { every_weeks: 1|2 } → 201 { success, data } the standing order (its buyer)
  rest.create('/:orderId/repeat', anyActor, { ...order, body: repeatOrderInput }, (actor, { params, body }) =>
    orders.standing.repeat(actor, params.orderId, body),
  );

  // GET /api/orders/user/:userId → { success, data } newest first
  rest.get('/user/:userId', anyActor, { params: userOrdersRef }, (actor, { params }) =>
    orders.orders(actor, params.userId),
  );
}

/**
 * GET /api/admin/orders/export.csv(?type&status&q) → text/csv: every order of the Orders page's
 * filters, newest first (admin). GET /api/admin/orders/lines.csv(?type&status&q) → text/csv: the
 * lines of the same orders, one row each (the warehouse's view). Streamed as the service reads
 * them, a batch at a time, so neither the server nor the database holds the whole export, and the
 * client's pace sets the reads'. A failure after the first bytes cuts the connection (no final
 * chunk): a client never takes a truncated file for a whole one.
 */
export async function adminOrderRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  const rest = jsonRoutes(app);
  const csv = (reply: FastifyReply, file: string, chunks: AsyncIterable<string>) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(Readable.from(chunks, { objectMode: false }));

  app.get('/export.csv', async (request, reply) => {
    const filter = parse(adminOrderExportInput, request.query);
    return csv(reply, 'orders.csv', await orders.admin.exportCsv(await actorOf(request), filter));
  });

  // GET /api/admin/orders/statements/:userId.pdf?month=YYYY-MM(&lang=en|ko) → application/pdf: a
  // buyer's monthly statement (admin)
  rest.download(
    '/statements/:userId.pdf',
    anyActor,
    { params: statementRef, query: statementQuery },
    async (actor, { params, query }) =>
      pdfFile(await orders.admin.statement(actor, params.userId, query.month, query.lang)),
  );

  // GET /api/admin/orders/week?from=YYYY-MM-DD&to=YYYY-MM-DD → { success, data: [{ date, open,
  // closure, orders, boxes, packs, estimated_lbs, by_status }] } per Los Angeles day (≤ 31, admin)
  rest.get('/week', requireAdmin, { query: pickupRangeInput }, (actor, { query }) => orders.admin.week(actor, query));

  // POST /api/admin/orders { user_id, cart_items, pickup_slot?, note? } + Idempotency-Key → 201
  // { success, data: the placed order } (admin): an order taken by phone or text, entered for the
  // customer; a retry with the same key → 200 with the first order.
  app.post('/', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { replayed, ...order } = await orders.admin.placeForCustomer(
      actor,
      parse(staffOrderInput, keyedBody(request)),
    );
    return reply.code(replayed ? 200 : 201).send({ success: true, data: order });
  });

  app.get('/lines.csv', async (request, reply) => {
    const filter = parse(adminOrderExportInput, request.query);
    return csv(reply, 'order-lines.csv', await orders.admin.exportLinesCsv(await actorOf(request), filter));
  });
}

/**
 * GET /api/admin/standing-orders/forecast?from=YYYY-MM-DD&to=YYYY-MM-DD[&cycles_on=YYYY-MM-DD] →
 * { success, data: { products, days, cycles } } the standing orders' cycles picked up in the range
 * whose orders are not made yet, per day and product (that day's each with `cycles_on`; ≤ 31
 * days, admin).
 */
export async function adminStandingOrderRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  jsonRoutes(app).get('/forecast', requireAdmin, { query: forecastInput }, (actor, { query }) =>
    orders.admin.forecast(actor, query),
  );
}

export async function orderItemRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/order-items { order_id, item_id, quantity, unit_price } → { success } (no data: the
  // answer's `data` is undefined, left out of the JSON)
  rest.post('/', anyActor, { body: addOrderLineInput }, async (actor, { body }) => {
    await orders.addOrderLine(actor, body);
  });

  // GET /api/order-items → { success, data } every line, newest orders first (admin)
  rest.get('/', anyActor, {}, (actor) => orders.admin.allLines(actor));

  // GET /api/order-items/orders/:orderId → { success, data }
  rest.get('/orders/:orderId', anyActor, { params: orderRef }, (actor, { params }) =>
    orders.orderLines(actor, params.orderId),
  );
}

export async function pointsRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  const rest = jsonRoutes(app);
  const user = { params: userOrdersRef };

  // GET /api/points/user/:userId → { success, data }; 404 when there are none (the storefront reads it as "no points yet").
  rest.get('/user/:userId', anyActor, user, async (actor, { params }) => {
    const points = await orders.points(actor, params.userId);
    if (points.length === 0) throw new NotFoundError(ORDER_ERRORS.pointsNotFound);
    return points;
  });

  // GET /api/points/user/:userId/total → { success, data: { total_points } }
  rest.get('/user/:userId/total', anyActor, user, (actor, { params }) => orders.pointsTotal(actor, params.userId));
}
