// When the 50% deposit (the pickup order's prepayment) is due: by the last day
// the warehouse is open before the pickup day, so staff can take it (by phone, or at the counter)
// before they prepare the order; but never before the order was placed, because a buyer cannot pay
// before ordering, and always on a day (and at an hour) the warehouse is open to take it. An order
// placed after hours, on a weekend or on a holiday when no open day is left before pickup owes it on
// the next open day, which is then the pickup day itself. Open days are the warehouse calendar's
// (pickup.ts): Monday to Friday, less holiday rules, configured dates and the days staff close; open
// hours those of its pickup windows (8:00 AM to 3:30 PM, or the day's special hours).
//
// Calendar dates are 'YYYY-MM-DD' on the warehouse's clock (America/Los_Angeles). Pure: no clock,
// no I/O; the server and the pages get the same answer from the same calendar.

import { addDays } from './business-calendar';
import { isPickupDay, specialHoursOn, toPacific, windowsUnder, type ClosedDays } from './pickup';

/** How far back from the pickup day an open day is looked for (a year of closures is absurd). */
const LOOK_BACK_DAYS = 400;

/**
 * The day the deposit is due, 'YYYY-MM-DD': the last open warehouse day before `pickupDate` that
 * comes after `orderDate`; else the order day itself when the warehouse is open that day and the
 * order came in before it closed (`afterHours` false); else the pickup day (the next open day).
 *
 * Ordered Wednesday Nov 25 2026 (morning) for Monday Nov 30: Thanksgiving (Thu) and the day after
 * (Fri) are closed, the weekend too, so the deposit is due Wednesday Nov 25, the order day; ordered
 * that evening, or on Saturday Nov 28, it is due Monday Nov 30, at pickup.
 */
export function depositDueDate(orderDate: string, pickupDate: string, closed: ClosedDays, afterHours = false): string {
  // addDays throws a RangeError for a malformed date: both are checked before the walk.
  let day = addDays(pickupDate, -1);
  addDays(orderDate, 0);
  // 'YYYY-MM-DD' strings compare in calendar order.
  for (let i = 0; i < LOOK_BACK_DAYS && day > orderDate; i += 1, day = addDays(day, -1)) {
    if (isPickupDay(day, closed)) return day;
  }
  if (!afterHours && isPickupDay(orderDate, closed)) return orderDate;
  // No open day between the order and the pickup: the pickup day is the next one (a pickup on or
  // before the order day is never offered; the order day keeps the function total).
  return pickupDate > orderDate ? pickupDate : orderDate;
}

/** When the warehouse stops taking money on 'YYYY-MM-DD' ('HH:MM'): the end of its last window; null when it has none. */
export function closingTimeOn(date: string, closed: ClosedDays): string | null {
  return windowsUnder(specialHoursOn(date, closed)).at(-1)?.end ?? null;
}

/** depositDueDate for instants (an order's `order_date` and its window's start), read on the warehouse's clock. */
export function depositDueFor(orderedAt: Date | string, pickupStart: Date | string, closed: ClosedDays): string {
  const at = (value: Date | string) => toPacific(typeof value === 'string' ? new Date(value) : value);
  const ordered = at(orderedAt);
  const closes = closingTimeOn(ordered.date, closed);
  // 'HH:MM' strings compare in clock order.
  const afterHours = closes === null || ordered.time >= closes;
  return depositDueDate(ordered.date, at(pickupStart).date, closed, afterHours);
}
