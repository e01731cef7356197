import { inquiryInput } from '@wholesale/services/contract';
import { publicProcedure, router } from '../trpc';
import { accountsOf } from './accounts-context';

export const inquiriesRouter = router({
  /** Files follow through the upload route with the returned uploadToken. */
  create: publicProcedure.input(inquiryInput).mutation(({ ctx, input }) => accountsOf(ctx).inquiries.createInquiry(ctx.actor, input)),
});
