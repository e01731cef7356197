import type { TranslationFunctions } from '@wholesale/i18n';
import {
  BUYER_ORDER_STATUSES,
  buyerOrderStatus,
  isCatchWeight,
  orderBadgeColour,
  PROFILE_RECENT_ORDERS,
  type BadgeColour,
} from '@wholesale/rules';

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
function newestFirst<T extends OrderLike>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.order_date) - time(a.order_date) || b.id - a.id);
}

export const ALL = 'all';

export function filterByStatus<T extends OrderLike>(orders: readonly T[], status: string): T[] {
  const sorted = newestFirst(orders);
  return status === ALL ? sorted : sorted.filter((o) => buyerOrderStatus(o.order_status) === status);
}

export function recentOrders<T extends OrderLike>(orders: readonly T[]): T[] {
  return newestFirst(orders).slice(0, PROFILE_RECENT_ORDERS);
}

/**
 * The statuses offered in the filter: every status a buyer's order can show (checkout's 'pending'
 * and the admin's menu, 'order placed' included; never a staff step such as 'quote sent', nor
 * 'shipped', which no pickup order reaches), in the order of an order's life, plus any other status
 * the buyer's own orders carry (an imported one).
 */
export function statusOptions(orders: readonly OrderLike[]): string[] {
  const options: string[] = [...BUYER_ORDER_STATUSES];
  for (const o of orders) {
    const s = buyerOrderStatus(o.order_status);
    if (!options.includes(s)) options.push(s);
  }
  return options;
}

export function badgeColour(status: string): BadgeColour {
  return orderBadgeColour(status, 'buyer');
}

/** Key of a status in the shared `orderStatus` dictionary (`quote sent` → quoteSent). */
export function statusKey(status: string): string {
  return status.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
}

/**
 * A status's word in the page's language, from the one dictionary buyers and staff share (the
 * profile, the back office's badges, menus and history); an unknown status is shown as it is.
 */
export function statusLabel(LL: Pick<TranslationFunctions, 'orderStatus'>, status: string): string {
  const fn = (LL.orderStatus as unknown as Record<string, (() => string) | undefined>)[statusKey(status)];
  // typesafe-i18n answers an unknown key with a function that returns '': that is "unknown" too.
  const text = typeof fn === 'function' ? fn() : '';
  return text || status;
}

/** "2 boxes" / "3 packs" (a catch-weight line counts packs). */
export function quantityText(LL: Pick<TranslationFunctions, 'buyerOrders'>, spec: string, n: number): string {
  return isCatchWeight(spec) ? LL.buyerOrders.packs({ n }) : LL.buyerOrders.boxes({ n });
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
