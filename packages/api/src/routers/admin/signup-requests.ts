import {
  approveSignupInput,
  documentRef,
  documentsRef,
  rejectInput,
  signupListInput,
  signupRequestRef,
} from '@wholesale/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';

/** The admin Signup Requests page. adminProcedure refuses others; the service checks again. */
export const adminSignupRequestsRouter = router({
  list: adminProcedure
    .input(signupListInput.optional())
    .query(({ ctx, input }) =>
      ctx.services.accounts.signupAdmin.list(ctx.actor, { showRejected: input?.showRejected }),
    ),

  /** With the expiry dates the admin read on the license and resale certificate, when given. */
  approve: adminProcedure.input(signupRequestRef.extend(approveSignupInput.shape)).mutation(({ ctx, input }) => {
    const { id, ...expiry } = input;
    return ctx.services.accounts.signupAdmin.approve(ctx.actor, id, expiry);
  }),

  reject: adminProcedure
    .input(z.object({ ...signupRequestRef.shape, ...rejectInput.shape }))
    .mutation(({ ctx, input }) => ctx.services.accounts.signupAdmin.reject(ctx.actor, input.id, input.reason)),

  revert: adminProcedure
    .input(signupRequestRef)
    .mutation(({ ctx, input }) => ctx.services.accounts.signupAdmin.revert(ctx.actor, input.id)),

  documents: adminProcedure
    .input(documentsRef)
    .query(({ ctx, input }) => ctx.services.accounts.signupAdmin.documents(ctx.actor, input.email)),

  /** A fresh 5-minute link each time, so a query cache must not keep it: call it on click. */
  downloadLink: adminProcedure
    .input(documentRef)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.signupAdmin.downloadLink(ctx.actor, input.email, input.documentId),
    ),
});
