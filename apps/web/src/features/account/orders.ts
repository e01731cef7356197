import { orderBadgeColour, PROFILE_RECENT_ORDERS, type BadgeColour } from '@wholesale/rules';

// The profile's order list and rewards, as pure functions (storefront spec, section 4:
// newest first, all or one status; the 2 most recent on the main view; last month's points).

export interface OrderLike {
  id: number;
  order_date: string;
  order_status: string;
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first; the same date falls back to the higher id (created later). */
export function newestFirst<T extends OrderLike>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.order_date) - time(a.order_date) || b.id - a.id);
}

export const ALL = 'all';

export function filterByStatus<T extends OrderLike>(orders: readonly T[], status: string): T[] {
  const sorted = newestFirst(orders);
  return status === ALL ? sorted : sorted.filter((o) => o.order_status === status);
}

export function recentOrders<T extends OrderLike>(orders: readonly T[]): T[] {
  return newestFirst(orders).slice(0, PROFILE_RECENT_ORDERS);
}

/** The statuses offered in the filter: the buyer-side ones, plus any other the orders carry. */
export function statusOptions(orders: readonly OrderLike[]): string[] {
  const base = ['pending', 'processing', 'shipped', 'complete', 'cancelled'];
  for (const o of orders) if (!base.includes(o.order_status)) base.push(o.order_status);
  return base;
}

export function badgeColour(status: string): BadgeColour {
  return orderBadgeColour(status, 'buyer');
}

/** Dictionary key of a status (`quote sent` → quoteSent), or null for an unknown one (shown as is). */
export function statusKey(status: string): string {
  return status.replace(/ ([a-z])/g, (_, c: string) => c.toUpperCase());
}

export interface PointsLike {
  id: number;
  amount: number;
  created_on: string;
}

/** Records from the same day of the previous month up to now, newest first. */
export function lastMonthRecords<T extends PointsLike>(records: readonly T[], now: Date): T[] {
  const from = new Date(now);
  from.setMonth(from.getMonth() - 1);
  const lo = from.getTime();
  const hi = now.getTime();
  return records
    .filter((r) => {
      const t = time(r.created_on);
      return t >= lo && t <= hi;
    })
    .sort((a, b) => time(b.created_on) - time(a.created_on) || b.id - a.id);
}
