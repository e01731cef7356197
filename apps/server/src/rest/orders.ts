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
import { objectBody, parse, sendPdf, withIdempotencyKey } from './common';

type Deps = { orders: OrdersService };
type OrderDeps = Deps & { books: BooksService };

export async function orderRoutes(app: FastifyInstance, { orders, books }: OrderDeps): Promise<void> {
  // POST /api/orders → 201 { success, data: { id, order_number, order_date, ... } }; a retry with
  // the same Idempotency-Key → 200 with the first order.
  app.post('/', async (request, reply) => {
    const body = parse(
      placeOrderInput,
      withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']),
    );
    const { replayed, ...order } = await orders.placeOrder(await actorOf(request), body);
    return reply.code(replayed ? 200 : 201).send({ success: true, data: order });
  });

  // GET /api/orders(?type&status&q&pickup_from&pickup_to) → { success, data } every order, newest
  // first (admin); pickup_from/pickup_to: Los Angeles days (YYYY-MM-DD, both included, ≤ 62 days)
  app.get('/', async (request) => {
    const filter = parse(adminOrderListInput, request.query);
    return { success: true, data: await orders.admin.list(await actorOf(request), filter) };
  });

  // PUT /api/orders/:orderId/status { status, revision?, reason?, notify? } → { success, data: { id, order_status, ... } } (admin)
  app.put('/:orderId/status', async (request) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const { status, revision, reason, notify } = parse(statusChangeInput, objectBody(request.body));
    return { success: true, data: await orders.admin.setStatus(actor, orderId, status, revision, { reason, notify }) };
  });

  // GET /api/orders/:orderId → { success, data }: the order with its lines, amounts, cutoff_at and
  // revisions (the owner or an admin; another buyer's reads as missing)
  app.get('/:orderId', async (request) => {
    const { orderId } = parse(orderRef, request.params);
    return { success: true, data: await orders.order(await actorOf(request), orderId) };
  });

  // PATCH /api/orders/:orderId { cart_items, pickup_start?, note?, revision? } + Idempotency-Key →
  // { success, data } the repriced order; a retry with the same key answers the same.
  app.patch('/:orderId', async (request) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const body = parse(
      changeOrderInput,
      withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']),
    );
    const { order } = await orders.changeOrder(actor, orderId, body);
    return { success: true, data: order };
  });

  // POST /api/orders/:orderId/cancel { reason?, revision? } → { success, data } with order_status 'cancelled'
  app.post('/:orderId/cancel', async (request) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const body = parse(cancelOrderInput, objectBody(request.body));
    return { success: true, data: await orders.cancelOrder(actor, orderId, body) };
  });

  // POST /api/orders/:orderId/approve → { success, data } the order, now 'pending' (the company's owner)
  app.post('/:orderId/approve', async (request) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    return { success: true, data: await orders.approveOrder(actor, orderId) };
  });

  // POST /api/orders/:orderId/decline { reason? } → { success, data } the order, now 'declined' (the company's owner)
  app.post('/:orderId/decline', async (request) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const body = parse(declineOrderInput, objectBody(request.body));
    return { success: true, data: await orders.declineOrder(actor, orderId, body) };
  });

  // POST /api/orders/:orderId/payments { amount, method, kind, received_at? } (+ Idempotency-Key) → 201
  // { success, data } where the order's payments now stand (admin); a retry with the key answers the first
  app.post('/:orderId/payments', async (request, reply) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const body = parse(paymentInput, withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']));
    return reply.code(201).send({ success: true, data: await orders.admin.recordPayment(actor, orderId, body) });
  });

  // POST /api/orders/:orderId/payments/:paymentId/void { reason } → { success, data } where the
  // order's money stands (staff)
  app.post('/:orderId/payments/:paymentId/void', async (request) => {
    // Who asks first: a guest is told to sign in (401), a buyer refused (403), whatever the body.
    const actor = requireAdmin(await actorOf(request));
    const { orderId, paymentId } = parse(paymentRef, request.params);
    const body = parse(paymentVoidInput, objectBody(request.body));
    return { success: true, data: await books.voidPayment(actor, orderId, paymentId, body) };
  });

  // POST /api/orders/:orderId/refunds { amount, method, reason } + Idempotency-Key → 201 (staff)
  app.post('/:orderId/refunds', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { orderId } = parse(orderRef, request.params);
    const body = parse(refundInput, withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']));
    return reply.code(201).send({ success: true, data: await books.refund(actor, orderId, body) });
  });

  // GET /api/orders/:orderId/invoice.pdf(?lang=en|ko) → application/pdf (the company's members or
  // staff); 409 orders.invoiceNotIssued until the order is complete with every weight final.
  // GET /api/orders/:orderId/confirmation.pdf(?lang=en|ko) → the order confirmation before it.
  // Drawn as they are sent, never written to disk.
  for (const [path, document] of [
    ['/:orderId/invoice.pdf', orders.invoice],
    ['/:orderId/confirmation.pdf', orders.confirmation],
  ] as const) {
    app.get(path, async (request, reply) => {
      const actor = await actorOf(request);
      const { orderId } = parse(orderRef, request.params);
      const { lang } = parse(invoiceQuery, request.query);
      return sendPdf(reply, await document(actor, orderId, lang));
    });
  }

  // POST /api/orders/:orderId/repeat { every_weeks: 1|2 } → 201 { success, data } the standing order (its buyer)
  app.post('/:orderId/repeat', async (request, reply) => {
    const actor = await actorOf(request);
    const { orderId } = parse(orderRef, request.params);
    const body = parse(repeatOrderInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await orders.standing.repeat(actor, orderId, body) });
  });

  // GET /api/orders/user/:userId → { success, data } newest first
  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userOrdersRef, request.params);
    return { success: true, data: await orders.orders(await actorOf(request), userId) };
  });
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
  app.get('/statements/:userId.pdf', async (request, reply) => {
    const actor = await actorOf(request);
    const { userId } = parse(statementRef, request.params);
    const { month, lang } = parse(statementQuery, request.query);
    return sendPdf(reply, await orders.admin.statement(actor, userId, month, lang));
  });

  // GET /api/admin/orders/week?from=YYYY-MM-DD&to=YYYY-MM-DD → { success, data: [{ date, open,
  // closure, orders, boxes, packs, estimated_lbs, by_status }] } per Los Angeles day (≤ 31, admin)
  app.get('/week', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const range = parse(pickupRangeInput, request.query);
    return { success: true, data: await orders.admin.week(actor, range) };
  });

  // POST /api/admin/orders { user_id, cart_items, pickup_slot?, note? } + Idempotency-Key → 201
  // { success, data: the placed order } (admin): an order taken by phone or text, entered for the
  // customer; a retry with the same key → 200 with the first order.
  app.post('/', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(
      staffOrderInput,
      withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']),
    );
    const { replayed, ...order } = await orders.admin.placeForCustomer(actor, body);
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
  app.get('/forecast', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const range = parse(forecastInput, request.query);
    return { success: true, data: await orders.admin.forecast(actor, range) };
  });
}

export async function orderItemRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  // POST /api/order-items { order_id, item_id, quantity, unit_price } → { success }
  app.post('/', async (request) => {
    const body = parse(addOrderLineInput, objectBody(request.body));
    await orders.addOrderLine(await actorOf(request), body);
    return { success: true };
  });

  // GET /api/order-items → { success, data } every line, newest orders first (admin)
  app.get('/', async (request) => ({ success: true, data: await orders.admin.allLines(await actorOf(request)) }));

  // GET /api/order-items/orders/:orderId → { success, data }
  app.get('/orders/:orderId', async (request) => {
    const { orderId } = parse(orderRef, request.params);
    return { success: true, data: await orders.orderLines(await actorOf(request), orderId) };
  });
}

export async function pointsRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  // GET /api/points/user/:userId → { success, data }; 404 when there are none (the storefront reads it as "no points yet").
  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userOrdersRef, request.params);
    const data = await orders.points(await actorOf(request), userId);
    if (data.length === 0) throw new NotFoundError(ORDER_ERRORS.pointsNotFound);
    return { success: true, data };
  });

  // GET /api/points/user/:userId/total → { success, data: { total_points } }
  app.get('/user/:userId/total', async (request) => {
    const { userId } = parse(userOrdersRef, request.params);
    return { success: true, data: await orders.pointsTotal(await actorOf(request), userId) };
  });
}
