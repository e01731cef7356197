import { dashboardInput } from '@wholesale/services/contract';
import { adminProcedure, router } from '../../trpc';

/** The back office's Dashboard page. */
export const adminDashboardRouter = router({
  figures: adminProcedure.input(dashboardInput.optional()).query(({ ctx, input }) => ctx.services.dashboard.figures(ctx.actor, input)),
});
