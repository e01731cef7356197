import { closedDaysInput, moveOrdersInput, specialHoursInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The back office's Calendar page: the closed days of the next 12 months, the orders
 * on them, the days staff close and the days of special hours. REST twins under /api/calendar.
 */
export const adminCalendarRouter = router({
  closedDays: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.closedDays(ctx.actor)),
  affectedOrders: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.affectedOrders(ctx.actor)),
  orderCounts: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.orderCounts(ctx.actor)),
  setClosedDays: adminProcedure
    .input(closedDaysInput)
    .mutation(({ ctx, input }) => ctx.services.orders.calendar.setClosedDays(ctx.actor, input)),
  specialHours: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.specialHours(ctx.actor)),
  ordersOutsideHours: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.ordersOutsideHours(ctx.actor)),
  setSpecialHours: adminProcedure
    .input(specialHoursInput)
    .mutation(({ ctx, input }) => ctx.services.orders.calendar.setSpecialHours(ctx.actor, input)),
  /** Every open window still ahead: where staff may move an order. */
  pickupWindows: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.pickupWindows(ctx.actor)),
  /** Orders on closed days, each moved to the next open day (the buyer mailed); each order's result. */
  moveToNextOpenDay: adminProcedure
    .input(moveOrdersInput)
    .mutation(({ ctx, input }) => ctx.services.orders.calendar.moveToNextOpenDay(ctx.actor, input)),
});
