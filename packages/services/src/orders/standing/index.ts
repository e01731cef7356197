// Standing orders: "repeat this order every week (or every 2 weeks)" on a past
// or current order, the buyer's pause, resume, skip and end, and the job that makes each cycle's
// order STANDING_ORDER_LEAD_DAYS before its pickup, at the prices of that moment, and mails the
// buyer its preview (rules' standing-orders.ts says when and which window).
//
// buyer.ts: the buyer's calls; job.ts: the job that makes each cycle's order; rows.ts: what both read.
import type { StandingOrdersService } from '@wholesale/contract';
import { createStandingOrderCalls } from './buyer';
import { createStandingOrderJob } from './job';
import type { StandingDeps } from './rows';

export type { StandingDeps } from './rows';

export function createStandingOrders(deps: StandingDeps): StandingOrdersService {
  return { ...createStandingOrderCalls(deps), ...createStandingOrderJob(deps) };
}
