import {
  adminOrderExportInput,
  adminOrderPageInput,
  bulkStatusInput,
  forecastInput,
  orderRef,
  orderTextInput,
  paymentInput,
  pickListInput,
  pickupRangeInput,
  staffOrderInput,
  statusChangeInput,
  weighInput,
} from '@wholesale/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';

/**
 * The back office's Orders page. adminProcedure refuses others; the service checks again. The CSV
 * exports are not here: they stream every order (or order line) as a file from
 * GET /api/admin/orders/export.csv and /lines.csv, nor the packing slips (PDFs, REST only).
 */
export const adminOrdersRouter = router({
  /** One page of the filtered list (the page's first is what an admin sees on opening it). */
  list: adminProcedure
    .input(adminOrderPageInput.prefault({}))
    .query(({ ctx, input }) => ctx.services.orders.admin.page(ctx.actor, input)),
  detail: adminProcedure
    .input(orderRef)
    .query(({ ctx, input }) => ctx.services.orders.admin.detail(ctx.actor, input.orderId)),
  setStatus: adminProcedure
    .input(z.object({ ...orderRef.shape, ...statusChangeInput.shape }))
    .mutation(({ ctx, input }) =>
      ctx.services.orders.admin.setStatus(ctx.actor, input.orderId, input.status, input.revision, {
        reason: input.reason,
        notify: input.notify,
      }),
    ),
  weigh: adminProcedure
    .input(z.object({ ...orderRef.shape, weights: weighInput }))
    .mutation(({ ctx, input }) => ctx.services.orders.admin.weigh(ctx.actor, input.orderId, input.weights)),
  /** Money received on an order: what it settles; the cash discount and card tax follow. */
  recordPayment: adminProcedure
    .input(z.object({ ...orderRef.shape, ...paymentInput.shape }))
    .mutation(({ ctx, input: { orderId, ...payment } }) =>
      ctx.services.orders.admin.recordPayment(ctx.actor, orderId, payment),
    ),
  /**
   * A day's pick list; without a date, the next day (today or later, Los Angeles) with pickups.
   * With `to`, the orders and production sheet of the days `date` to `to`; with `notes`, the
   * staff's notes on those orders and their customers.
   */
  pickList: adminProcedure
    .input(pickListInput)
    .query(({ ctx, input }) =>
      ctx.services.orders.admin.pickList(ctx.actor, input.date, input.to, { notes: input.notes }),
    ),
  /**
   * One status for many orders, each through setStatus in its own transaction; answers each
   * order's outcome (POST /api/admin/orders/bulk-status).
   */
  bulkStatus: adminProcedure
    .input(bulkStatusInput)
    .mutation(({ ctx, input }) => ctx.services.orders.admin.bulkStatus(ctx.actor, input)),
  /** "Select all in this filter": the filter's orders, at most 500 (GET /api/admin/orders/selection). */
  selectAll: adminProcedure
    .input(adminOrderExportInput.prefault({}))
    .query(({ ctx, input }) => ctx.services.orders.admin.selectAll(ctx.actor, input)),
  /** The week view: each day's calendar and sales orders' figures (GET /api/admin/orders/week). */
  week: adminProcedure
    .input(pickupRangeInput)
    .query(({ ctx, input }) => ctx.services.orders.admin.week(ctx.actor, input)),
  /**
   * An order message (KakaoTalk, SMS) read into proposed lines; nothing is ordered
   * (POST /api/admin/orders/parse). A mutation although it changes nothing: its text (up to 4,000
   * characters) travels in the body, not in a GET's address.
   */
  parse: adminProcedure
    .input(orderTextInput)
    .mutation(({ ctx, input }) => ctx.services.orders.fromText.parse(ctx.actor, input)),
  /**
   * Standing orders' cycles not made yet, per day and product; a day's each with `cycles_on`
   * (GET /api/admin/standing-orders/forecast).
   */
  forecast: adminProcedure
    .input(forecastInput)
    .query(({ ctx, input }) => ctx.services.orders.admin.forecast(ctx.actor, input)),
  /** An order taken by phone or text, entered for the customer (POST /api/admin/orders). */
  placeForCustomer: adminProcedure
    .input(staffOrderInput)
    .mutation(({ ctx, input }) => ctx.services.orders.admin.placeForCustomer(ctx.actor, input)),
});
