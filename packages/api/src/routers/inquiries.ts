import { inquiryInput } from '@wholesale/contract';
import { publicProcedure, router, sessionOf } from '../trpc';

export const inquiriesRouter = router({
  /** Files follow through the upload route with the returned uploadToken. */
  create: publicProcedure
    .input(inquiryInput)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.inquiries.createInquiry(ctx.actor, input, sessionOf(ctx).clientKey),
    ),
});
