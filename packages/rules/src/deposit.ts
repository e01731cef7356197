// When the 50% deposit (the pickup order's prepayment) is due: by the last day
// the warehouse is open before the pickup day, so staff can take it (by phone, or at the counter)
// before they prepare the order; but never before the day the order was placed, because a buyer
// cannot pay before ordering. Open days are the warehouse calendar's (pickup.ts): Monday to Friday,
// less holiday rules, configured dates and the days staff close.
//
// Calendar dates are 'YYYY-MM-DD' on the warehouse's clock (America/Los_Angeles). Pure: no clock,
// no I/O; the server and the pages get the same answer from the same calendar.

import { addDays } from './business-calendar';
import { isPickupDay, toPacific, type ClosedDays } from './pickup';

/** How far back from the pickup day an open day is looked for (a year of closures is absurd). */
const LOOK_BACK_DAYS = 400;

/**
 * The day the deposit is due, 'YYYY-MM-DD': the last open warehouse day before `pickupDate`, but
 * never before `orderDate` (an order placed on the last open day, or later, owes it that day).
 *
 * Ordered Wednesday Nov 25 2026 for Monday Nov 30: Thanksgiving (Thu) and the day after (Fri) are
 * closed, the weekend too, so the deposit is due Wednesday Nov 25, the order day.
 */
export function depositDueDate(orderDate: string, pickupDate: string, closed: ClosedDays): string {
  // addDays throws a RangeError for a malformed date: both are checked before the walk.
  let day = addDays(pickupDate, -1);
  addDays(orderDate, 0);
  // 'YYYY-MM-DD' strings compare in calendar order.
  for (let i = 0; i < LOOK_BACK_DAYS && day > orderDate; i += 1, day = addDays(day, -1)) {
    if (isPickupDay(day, closed)) return day;
  }
  return orderDate;
}

/** depositDueDate for instants (an order's `order_date` and its window's start), read on the warehouse's clock. */
export function depositDueFor(orderedAt: Date | string, pickupStart: Date | string, closed: ClosedDays): string {
  const date = (value: Date | string) => toPacific(typeof value === 'string' ? new Date(value) : value).date;
  return depositDueDate(date(orderedAt), date(pickupStart), closed);
}
