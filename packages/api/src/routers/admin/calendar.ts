import { closedDaysInput } from '@wholesale/services/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The back office's Calendar page (issue 18): the closed days of the next 12 months, the orders
 * on them, and the days staff close. REST twins: GET and PUT /api/calendar/closed-days.
 */
export const adminCalendarRouter = router({
  closedDays: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.closedDays(ctx.actor)),
  affectedOrders: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.affectedOrders(ctx.actor)),
  orderCounts: adminProcedure.query(({ ctx }) => ctx.services.orders.calendar.orderCounts(ctx.actor)),
  setClosedDays: adminProcedure.input(closedDaysInput).mutation(({ ctx, input }) => ctx.services.orders.calendar.setClosedDays(ctx.actor, input)),
});
