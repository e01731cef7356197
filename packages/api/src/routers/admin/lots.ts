import { lotImportInput, lotInput, lotListInput, lotRef } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** Production lots (traceability), staff only. REST twins under /api/lots. */
export const adminLotsRouter = router({
  create: adminProcedure.input(lotInput).mutation(({ ctx, input }) => ctx.services.lots.create(ctx.actor, input)),
  import: adminProcedure
    .input(lotImportInput)
    .mutation(({ ctx, input }) => ctx.services.lots.importCsv(ctx.actor, input)),
  list: adminProcedure.input(lotListInput).query(({ ctx, input }) => ctx.services.lots.list(ctx.actor, input)),
  byId: adminProcedure.input(lotRef).query(({ ctx, input }) => ctx.services.lots.byId(ctx.actor, input.lotId)),
});
