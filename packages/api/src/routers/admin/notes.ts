import { addNoteInput, customerNotesRef, orderNotesRef } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * Staff's internal notes on an order or a customer (never shown to buyers). REST twins:
 * GET /api/admin/orders/:orderId/notes, GET /api/admin/customers/:customerId/notes, POST /api/admin/notes.
 */
export const adminNotesRouter = router({
  forOrder: adminProcedure
    .input(orderNotesRef)
    .query(({ ctx, input }) => ctx.services.notes.forOrder(ctx.actor, input.orderId)),
  forCustomer: adminProcedure
    .input(customerNotesRef)
    .query(({ ctx, input }) => ctx.services.notes.forCustomer(ctx.actor, input.customerId)),
  add: adminProcedure.input(addNoteInput).mutation(({ ctx, input }) => ctx.services.notes.add(ctx.actor, input)),
});
