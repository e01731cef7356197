import { recallInput, recallRef } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** Recalls, staff only. REST twins under /api/recalls (the report's PDF and CSV are REST downloads). */
export const adminRecallsRouter = router({
  create: adminProcedure.input(recallInput).mutation(({ ctx, input }) => ctx.services.recalls.create(ctx.actor, input)),
  list: adminProcedure.query(({ ctx }) => ctx.services.recalls.list(ctx.actor)),
  byId: adminProcedure.input(recallRef).query(({ ctx, input }) => ctx.services.recalls.byId(ctx.actor, input.recallId)),
  sendNotices: adminProcedure
    .input(recallRef)
    .mutation(({ ctx, input }) => ctx.services.recalls.sendNotices(ctx.actor, input.recallId)),
  close: adminProcedure
    .input(recallRef)
    .mutation(({ ctx, input }) => ctx.services.recalls.close(ctx.actor, input.recallId)),
});
