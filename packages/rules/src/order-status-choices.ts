// Which statuses staff may set an order to, from the one it has: the back office's status menu
// offers exactly these and the status change refuses anything else. Also which changes reopen a
// closed order (they need a reason) and when an order may be called a missed pickup.
import {
  ORDER_CANCELLED_STATUS,
  ORDER_MISSED_STATUS,
  type ADMIN_ORDER_STATUSES,
  type OrderType,
} from './order-constants';

/** A status staff may set from the menu. */
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * A pickup order is never "contacted" or "quote sent" (those are the delivery quote's steps):
 * it is placed, packed (ready), handed over, declined, or its buyer did not come.
 */
const PICKUP_CHOICES: readonly AdminOrderStatus[] = [
  'pending',
  'order placed',
  'ready for pickup',
  'complete',
  'declined',
  ORDER_MISSED_STATUS,
];

/** A delivery order is quoted first; nothing waits at the warehouse, so it has no pickup to miss. */
const DELIVERY_CHOICES: readonly AdminOrderStatus[] = [
  'pending',
  'contacted',
  'quote sent',
  'order placed',
  'complete',
  'declined',
];

/**
 * The menu's statuses for an order of `type` now `current`: its type's choices, with the current
 * status first when it is not one of them (shown, so the menu says where the order is; choosing
 * it is no change).
 */
export function statusChoices(type: OrderType | string, current: string): readonly string[] {
  const choices = type === 'delivery' ? DELIVERY_CHOICES : PICKUP_CHOICES;
  return (choices as readonly string[]).includes(current) ? choices : [current, ...choices];
}

/** Whether staff may set an order of `type` now `current` to `to` (the same status is no change). */
export function isStatusChoice(type: OrderType | string, current: string, to: string): boolean {
  return to !== current && statusChoices(type, current).includes(to);
}

/**
 * Closed orders: handed over, declined, cancelled (its buyer was told so), or a missed pickup.
 * Setting one to anything else reopens it (back on the pick list, owing again), which staff
 * explain in a reason kept in the order's history.
 */
export const CLOSED_ORDER_STATUSES: readonly string[] = [
  'complete',
  'completed',
  'declined',
  ORDER_CANCELLED_STATUS,
  ORDER_MISSED_STATUS,
];

/** Whether changing `from` to `to` reopens a closed order. Closing it another way is not a reopening. */
export function isReopening(from: string, to: string): boolean {
  return from !== to && CLOSED_ORDER_STATUSES.includes(from) && !CLOSED_ORDER_STATUSES.includes(to);
}

/** Why an order may not be called a missed pickup yet: its window has not ended (`end`, ISO). */
export interface MissedPickupRefusal {
  reason: 'missedTooEarly';
  end: string;
}

/**
 * Null when an order whose pickup window ends at `pickupEnd` may be set to 'missed pickup' at
 * `now`: only once the window has ended. An order with no window (placed before windows
 * existed) has no end to wait for.
 */
export function missedPickupRefusal(pickupEnd: string | Date | null, now: Date): MissedPickupRefusal | null {
  if (pickupEnd === null) return null;
  const end = new Date(pickupEnd);
  return now.getTime() >= end.getTime() ? null : { reason: 'missedTooEarly', end: end.toISOString() };
}
