import { z } from 'zod';
import { customerListInput, customerOrderingInput, userIdInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** The back office's Customers page: every buyer, and one buyer's page. REST twins under /api/admin/customers. */
export const adminCustomersRouter = router({
  list: adminProcedure
    .input(customerListInput)
    .query(({ ctx, input }) => ctx.services.customers.list(ctx.actor, input)),
  detail: adminProcedure
    .input(z.object({ userId: userIdInput }))
    .query(({ ctx, input }) => ctx.services.customers.detail(ctx.actor, input.userId)),
  /** Suspend or lift the customer's company's online ordering (PUT /api/admin/customers/:id/ordering). */
  setOrdering: adminProcedure
    .input(z.object({ userId: userIdInput, ...customerOrderingInput.shape }))
    .mutation(({ ctx, input }) =>
      ctx.services.customers.setOrdering(ctx.actor, input.userId, { suspended: input.suspended }),
    ),
});
