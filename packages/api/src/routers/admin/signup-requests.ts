import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import { accountsOf } from '../accounts-context';

const id = z.number().int().positive().max(2_147_483_647);

/** The admin Signup Requests page. adminProcedure refuses others; the service checks again. */
export const adminSignupRequestsRouter = router({
  list: adminProcedure
    .input(z.object({ showRejected: z.boolean().optional() }).optional())
    .query(({ ctx, input }) => accountsOf(ctx).signupAdmin.list(ctx.actor, { showRejected: input?.showRejected })),

  approve: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => accountsOf(ctx).signupAdmin.approve(ctx.actor, input.id)),

  reject: adminProcedure
    .input(z.object({ id, reason: z.string().max(2000).optional() }))
    .mutation(({ ctx, input }) => accountsOf(ctx).signupAdmin.reject(ctx.actor, input.id, input.reason)),

  revert: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => accountsOf(ctx).signupAdmin.revert(ctx.actor, input.id)),

  documents: adminProcedure
    .input(z.object({ email: z.string().max(320) }))
    .query(({ ctx, input }) => accountsOf(ctx).signupAdmin.documents(ctx.actor, input.email)),

  /** A fresh 5-minute link each time, so a query cache must not keep it: call it on click. */
  downloadLink: adminProcedure
    .input(z.object({ email: z.string().max(320), documentId: id }))
    .mutation(({ ctx, input }) => accountsOf(ctx).signupAdmin.downloadLink(ctx.actor, input.email, input.documentId)),
});
