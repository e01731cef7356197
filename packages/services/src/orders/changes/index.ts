// Changing and cancelling a placed order: PATCH /api/orders/:id, POST /api/orders/:id/cancel and
// their tRPC twins. The buyer changes a pending order until its cutoff; staff change it (a
// shortage, a substitution) until it is complete, declined or cancelled.
//
// One transaction per change, on the order's row lock: the order is locked first, so a change, a
// status change (admin/status.ts locks the same row) and a weighing of one order take turns, and
// what each checks (status, cutoff, revision, the change's key) is what it writes on.
//
// locked-order.ts: the lock and the checks; lines.ts: the lines as the change wants them;
// change.ts and cancel.ts: the two calls; mails.ts: what they mail.
import { createCancelOrder } from './cancel';
import { createChangeOrder } from './change';
import type { OrderChangeDeps } from './locked-order';

export type { OrderChangeDeps } from './locked-order';

export function createOrderChanges(deps: OrderChangeDeps) {
  return { changeOrder: createChangeOrder(deps), cancelOrder: createCancelOrder(deps) };
}
