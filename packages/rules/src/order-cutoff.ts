// Until when a buyer may change or cancel an order: while it is 'pending' and
// before its cutoff, by default 5:00 PM on the warehouse's clock on the last open warehouse day
// before the pickup day. Walking back skips weekends and every closed day of the warehouse
// calendar (holiday rules, configured dates, the days staff close), so a Monday pickup closes for
// changes on Friday at 5 PM, and one after Thanksgiving on the Wednesday before it. Once an admin
// confirms the order ('order placed' or later) it no longer changes, whatever the time.
//
// Pure: the caller passes the calendar and the instant; the server and the pages agree.

import { addDays } from './business-calendar';
import { DEFAULT_ORDER_STATUS, ORDER_CANCELLED_STATUS, SETTLED_ORDER_STATUSES } from './order-constants';
import { isPickupDay, toPacific, zonedToUtc, type ClosedDays } from './pickup';

/** The default cutoff's wall time on the open day before pickup (Los Angeles, 'HH:MM'). */
export const ORDER_CUTOFF_TIME = '17:00';

/** How far back from the pickup day an open day is looked for (a year of closures is absurd). */
const LOOK_BACK_DAYS = 400;

/**
 * The instant a pending order stops taking the buyer's changes: `time` (Los Angeles) on the last
 * open warehouse day before the pickup day of `pickupStart`. With no open day in the look-back
 * (a calendar closed for a year), the day before pickup.
 *
 * Pickup Mon Nov 30 2026: Sun, Sat, Fri Nov 27 (the day after Thanksgiving) and Thu Nov 26
 * (Thanksgiving) are closed, so changes end Wed Nov 25 at 5:00 PM PST (2026-11-26T01:00:00Z).
 */
export function orderCutoff(pickupStart: Date, closed: ClosedDays, time: string = ORDER_CUTOFF_TIME): Date {
  const before = addDays(toPacific(pickupStart).date, -1);
  let day = before;
  for (let i = 0; i < LOOK_BACK_DAYS && !isPickupDay(day, closed); i += 1) day = addDays(day, -1);
  return zonedToUtc(isPickupDay(day, closed) ? day : before, time);
}

/** Who asks to change an order: staff, or its buyer (the company's owner or the orderer who placed it). */
export type OrderChanger = 'admin' | 'buyer';

/**
 * Why an order does not take this changer's change now; each reason is a code of the contract's
 * ORDER_ERRORS (a cutoff that passed names its instant).
 */
export type OrderChangeRefusal =
  | { reason: 'cancelledLocked' | 'settledLocked' | 'confirmedLocked' | 'notPending' }
  | { reason: 'cutoffPassed'; cutoff: Date };

/**
 * Whether `changer` may change or cancel the order at `now`: null if so, else the refusal. The
 * order view's "changeable" and a change's 409 both read this, so they cannot disagree. Staff change
 * it until it is settled or handed over; its buyer while it is pending, has a pickup window (an
 * order from before pickup windows has no cutoff: only staff change it) and its cutoff is ahead.
 */
export function orderChangeRefusal(
  changer: OrderChanger,
  order: { order_status: string; pickup_start: Date | string | null },
  now: Date,
  closed: ClosedDays,
  time: string = ORDER_CUTOFF_TIME,
): OrderChangeRefusal | null {
  const status = order.order_status;
  if (status === ORDER_CANCELLED_STATUS) return { reason: 'cancelledLocked' };
  if (!adminMayChange(status)) return { reason: 'settledLocked' };
  if (changer === 'admin') return null;
  if (status !== DEFAULT_ORDER_STATUS) return { reason: 'confirmedLocked' };
  if (order.pickup_start === null) return { reason: 'notPending' };
  const cutoff = orderCutoff(new Date(order.pickup_start), closed, time);
  return now.getTime() < cutoff.getTime() ? null : { reason: 'cutoffPassed', cutoff };
}

/**
 * Whether staff may still change or cancel the order: until it is settled (complete, declined or
 * cancelled) or handed over ('delivered'). A shortage or a substitution is found while picking,
 * after the buyer's cutoff and after the confirmation.
 */
export function adminMayChange(status: string): boolean {
  return status !== 'delivered' && !(SETTLED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** A cutoff time setting ('HH:MM', 24-hour, Los Angeles): checked without a backtracking pattern. */
export function isCutoffTime(value: string): boolean {
  if (value.length !== 5 || value[2] !== ':') return false;
  const hours = Number(value.slice(0, 2));
  const minutes = Number(value.slice(3));
  return /^\d\d$/.test(value.slice(0, 2)) && /^\d\d$/.test(value.slice(3)) && hours <= 23 && minutes <= 59;
}
