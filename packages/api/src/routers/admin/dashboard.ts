import { dashboardInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** The back office's Dashboard page. */
export const adminDashboardRouter = router({
  figures: adminProcedure
    .input(dashboardInput.prefault({}))
    .query(({ ctx, input }) => ctx.services.dashboard.figures(ctx.actor, input)),
});
