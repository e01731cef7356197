import { publicProcedure, signedInProcedure, router } from '../trpc';

/**
 * The launch deal as the storefront reads it: the Deals page's places left (anyone), and the
 * signed-in buyer's own unused place with the products to choose from (the cart). REST twins:
 * GET /api/deals/launch and /api/deals/launch/mine.
 */
export const dealsRouter = router({
  launch: publicProcedure.query(({ ctx }) => ctx.services.deals.status()),
  mine: signedInProcedure.query(({ ctx }) => ctx.services.deals.mine(ctx.actor)),
});
