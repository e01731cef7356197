import { signupInput } from '@wholesale/contract';
import { publicProcedure, router, sessionOf } from '../trpc';

export const signupRouter = router({
  /** Files follow through POST /api/s3/upload/document with the returned uploadToken. */
  create: publicProcedure
    .input(signupInput)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.signup.createSignupRequest(ctx.actor, input, sessionOf(ctx).clientKey),
    ),
});
