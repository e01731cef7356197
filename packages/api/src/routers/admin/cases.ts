import { caseAddCall, caseRemoveCall, gs1ParseInput, gtinSetCall, orderCasesCall } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** Cases weighed at the scale (traceability), staff only. REST twins: /api/orders/:id/cases, /api/gs1/parse. */
export const adminCasesRouter = router({
  add: adminProcedure
    .input(caseAddCall)
    .mutation(({ ctx, input }) => ctx.services.cases.add(ctx.actor, input.orderId, input.case)),
  remove: adminProcedure
    .input(caseRemoveCall)
    .mutation(({ ctx, input }) => ctx.services.cases.remove(ctx.actor, input.orderId, input.caseId)),
  list: adminProcedure
    .input(orderCasesCall)
    .query(({ ctx, input }) => ctx.services.cases.list(ctx.actor, input.orderId)),
  parse: adminProcedure
    .input(gs1ParseInput)
    .mutation(({ ctx, input }) => ctx.services.cases.parse(ctx.actor, input.barcode)),
  productGtins: adminProcedure.query(({ ctx }) => ctx.services.cases.productGtins(ctx.actor)),
  setGtin: adminProcedure
    .input(gtinSetCall)
    .mutation(({ ctx, input }) => ctx.services.cases.setGtin(ctx.actor, input.itemId, input.gtin)),
});
