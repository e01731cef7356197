import { recallTokenInput } from '@wholesale/contract';
import { publicProcedure, signedInProcedure, router } from '../trpc';

/**
 * A company's recall notices: its members read their own; the mail's link shows and acknowledges
 * its notice by the token alone (no sign-in: the owner may open it on any device).
 */
export const recallsRouter = router({
  mine: signedInProcedure.query(({ ctx }) => ctx.services.recalls.mine(ctx.actor)),
  notice: publicProcedure.input(recallTokenInput).query(({ ctx, input }) => ctx.services.recalls.notice(input.token)),
  acknowledge: publicProcedure
    .input(recallTokenInput)
    .mutation(({ ctx, input }) => ctx.services.recalls.acknowledge(input.token)),
});
