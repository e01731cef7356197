// The standing-order job: makes the cycles' orders whose time has come, once
// at start (catching up after downtime) and then every STANDING_ORDER_JOB_MS. Every server process
// runs it (periodic-job.ts): the service takes each batch with FOR UPDATE SKIP LOCKED and claims
// each cycle's row, so one order is made per cycle however many processes run.
import type { StandingOrderRun } from '@wholesale/contract';
import { periodicJobStarter } from './periodic-job';

/** How often the job looks for due cycles (they are made at 6:00 AM, three days before pickup). */
export const STANDING_ORDER_JOB_MS = 10 * 60_000;

export const startStandingOrderJob = periodicJobStarter<StandingOrderRun>({
  name: 'standing-order job',
  everyMs: STANDING_ORDER_JOB_MS,
  done: (r) => (r.created + r.unavailable + r.missed > 0 ? 'standing orders made' : null),
});
