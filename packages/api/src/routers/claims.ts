import { claimDecisionInput, claimRef, claimsQuery, orderRef } from '@wholesale/contract';
import { z } from 'zod';
import { adminProcedure, router, signedInProcedure } from '../trpc';

/**
 * Claims: a buyer's report of a problem with a completed order (reported through the REST door
 * POST /api/orders/:id/claims, which carries the photos) and staff's decision. REST twins:
 * GET /api/claims, GET /api/orders/:id/claims, POST /api/claims/:id/decision.
 */
export const claimsRouter = router({
  /** Staff: every company's; a buyer: their company's. */
  list: signedInProcedure.input(claimsQuery).query(({ ctx, input }) => ctx.services.claims.list(ctx.actor, input)),
  /** An order's claims and whether the buyer may still report a problem. */
  forOrder: signedInProcedure
    .input(orderRef)
    .query(({ ctx, input }) => ctx.services.claims.forOrder(ctx.actor, input.orderId)),
});

export const adminClaimsRouter = router({
  decide: adminProcedure
    // Nested: the decision's one-of-two rule is a refinement, which an extended object would drop.
    .input(z.object({ ...claimRef.shape, decision: claimDecisionInput }))
    .mutation(({ ctx, input }) => ctx.services.claims.decide(ctx.actor, input.claimId, input.decision)),
});
