// The zod schemas of the dashboard, parsed once at the door (REST and tRPC alike); services receive
// The parsed value.
import { z } from 'zod';
import { DASHBOARD_CODES } from './messages';

export const dashboardInput = z.object({
  period: z.enum(['weekly', 'monthly'], { error: DASHBOARD_CODES.period }).default('weekly'),
});
export type DashboardInput = z.output<typeof dashboardInput>;
