import {
  ADMIN_ORDER_STATUSES,
  estimatedLbs,
  NOT_SALES_ORDER_STATUSES,
  REACHABLE_ORDER_STATUSES,
  isUnusualWeight,
  toPacific,
  type OrderType,
} from '@wholesale/rules';
import { adminPageHref } from '../pages';
import { idFromUrl, isChoice, urlParams } from '../urlState';

// Pure helpers of the Orders page and the dashboard: what the URL says about the Orders page,
// CSV file names and address, pick-list grouping, weight input parsing and checking, and the
// dashboard's figures in words.

export type AdminStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * The Orders page's status filter: every status an order can reach, in an order's life's order,
 * but 'awaiting approval' (an orderer's order waits for the company's owner, not for staff).
 */
export const FILTER_STATUSES = REACHABLE_ORDER_STATUSES.filter(
  (s): s is Exclude<(typeof REACHABLE_ORDER_STATUSES)[number], 'awaiting approval'> => s !== 'awaiting approval',
);
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/**
 * The order types, spelled here rather than imported: the rules' ORDER_TYPES (like ORDER_STATUSES)
 * would otherwise be kept in the storefront's first-load chunk for the admin's sake.
 */
export const ADMIN_ORDER_TYPES = ['pickup', 'delivery'] as const satisfies readonly OrderType[];

export interface OrdersView {
  type?: OrderType;
  /** the filters offer the statuses of the admin menu and 'cancelled' */
  status?: FilterStatus;
  q?: string;
  /** the pickup's Los Angeles days, both included (?from=&to=) */
  pickupFrom?: string;
  pickupTo?: string;
  /** the week view, of the week holding this day (?view=week&week=), or this week */
  week?: { of: string | null };
  /** the list's page, from 1 (?pg=) */
  pageNo?: number;
  /** one order's page */
  orderId?: number;
  /** the pick list, of this Los Angeles day (YYYY-MM-DD) or the next with pickups, to `to` */
  pickList?: { date: string | null; to?: string };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is a day the server takes: 'YYYY-MM-DD', a real date, in 2000-2100. */
export function isValidDay(s: string): boolean {
  if (s.length !== 10 || !DAY.test(s)) return false;
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2100-12-31';
}

/** The Orders page's state from its URL (?page=orders&type=pickup&status=pending&q=…&order=12). */
export function parseOrdersView(search: string | URLSearchParams): OrdersView {
  const p = urlParams(search);
  const view: OrdersView = {};
  const type = p.get('type');
  if (isChoice(ADMIN_ORDER_TYPES, type)) view.type = type;
  const status = p.get('status');
  if (isChoice(FILTER_STATUSES, status)) view.status = status;
  const q = (p.get('q') ?? '').trim().slice(0, 100);
  if (q) view.q = q;
  const from = p.get('from');
  const to = p.get('to');
  if (from && isValidDay(from)) view.pickupFrom = from;
  if (to && isValidDay(to) && (!view.pickupFrom || to >= view.pickupFrom)) view.pickupTo = to;
  const pageNo = p.get('pg');
  if (pageNo && /^[1-9]\d{0,4}$/.test(pageNo) && pageNo !== '1') view.pageNo = Number(pageNo);
  const orderId = idFromUrl(p, 'order');
  if (orderId) view.orderId = orderId;
  if (p.get('view') === 'picklist') {
    const date = p.get('date');
    const until = p.get('until');
    view.pickList = { date: date && isValidDay(date) ? date : null };
    if (view.pickList.date && until && isValidDay(until) && until > view.pickList.date) view.pickList.to = until;
  }
  if (p.get('view') === 'week') {
    const of = p.get('week');
    view.week = { of: of && isValidDay(of) ? of : null };
  }
  return view;
}

/** The URL of an Orders page state; filters kept in a fixed order so equal states share a URL. */
export function ordersHref(view: OrdersView = {}): string {
  const p = new URLSearchParams({ page: 'orders' });
  if (view.type) p.set('type', view.type);
  if (view.status) p.set('status', view.status);
  if (view.q?.trim()) p.set('q', view.q.trim());
  if (view.pickupFrom) p.set('from', view.pickupFrom);
  if (view.pickupTo) p.set('to', view.pickupTo);
  if (view.pageNo && view.pageNo > 1) p.set('pg', String(view.pageNo));
  if (view.orderId) p.set('order', String(view.orderId));
  if (view.pickList) {
    p.set('view', 'picklist');
    if (view.pickList.date) p.set('date', view.pickList.date);
    if (view.pickList.date && view.pickList.to) p.set('until', view.pickList.to);
  }
  if (view.week) {
    p.set('view', 'week');
    if (view.week.of) p.set('week', view.week.of);
  }
  const base = adminPageHref('orders');
  return `${base.split('?')[0]}?${p.toString()}`;
}

/** "New order" for a customer (an order taken by phone or text), the customer already chosen. */
export function newOrderHref(customerId?: number): string {
  const base = adminPageHref('new-order');
  return customerId === undefined ? base : `${base}&customer=${customerId}`;
}

/** The list's filter as the server takes it. */
export interface ListFilter {
  type?: OrderType;
  status?: FilterStatus;
  q?: string;
  pickup_from?: string;
  pickup_to?: string;
}

/** The list filter of a state (the server's input). */
export function filterOf(view: OrdersView): ListFilter {
  const f: ListFilter = {};
  if (view.type) f.type = view.type;
  if (view.status) f.status = view.status;
  if (view.q) f.q = view.q;
  if (view.pickupFrom) f.pickup_from = view.pickupFrom;
  if (view.pickupTo) f.pickup_to = view.pickupTo;
  return f;
}

/** Today's date on the warehouse's clock. */
export function pacificToday(now: Date = new Date()): string {
  return toPacific(now).date;
}

/** The two exports of the Orders page: one row per order, or one row per order line. */
export type CsvKind = 'orders' | 'lines';

/** "orders-pickup-pending-2026-11-23.csv" ("order-lines-…" for the lines): what was exported, and on which (Pacific) day. */
export function csvFileName(
  filter: { type?: string; status?: string; q?: string; pickup_from?: string; pickup_to?: string },
  now: Date = new Date(),
  kind: CsvKind = 'orders',
): string {
  const parts = [kind === 'lines' ? 'order-lines' : 'orders'];
  if (filter.type) parts.push(filter.type);
  if (filter.status) parts.push(filter.status.replace(/\s+/g, '-'));
  if (filter.q) {
    const q = filter.q
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30);
    if (q) parts.push(q);
  }
  if (filter.pickup_from) parts.push(`from-${filter.pickup_from}`);
  if (filter.pickup_to) parts.push(`to-${filter.pickup_to}`);
  parts.push(pacificToday(now));
  return `${parts.join('-')}.csv`;
}

/** Where the CSV of a filtered list streams from (every order, or every order's lines, newest first; admin only). */
export function exportCsvUrl(filter: ListFilter & { ids?: readonly number[] }, kind: CsvKind = 'orders'): string {
  const p = new URLSearchParams();
  // the chosen orders of the bulk toolbar's Export
  if (filter.ids) p.set('ids', filter.ids.join(','));
  if (filter.type) p.set('type', filter.type);
  if (filter.status) p.set('status', filter.status);
  if (filter.q?.trim()) p.set('q', filter.q.trim());
  if (filter.pickup_from) p.set('pickup_from', filter.pickup_from);
  if (filter.pickup_to) p.set('pickup_to', filter.pickup_to);
  const query = p.toString();
  return `/api/admin/orders/${kind === 'lines' ? 'lines' : 'export'}.csv${query ? `?${query}` : ''}`;
}

/** One order's packing slip (a PDF in the buyer's language). */
export function packingSlipUrl(id: number): string {
  return `/api/admin/orders/${id}/packing-slip.pdf`;
}

/** Whether an order goes to the warehouse, so has a packing slip (the server refuses the others). */
export function hasPackingSlip(status: string): boolean {
  return !(NOT_SALES_ORDER_STATUSES as readonly string[]).includes(status);
}

/** One PDF of the chosen orders' packing slips (a page each, in each buyer's language). */
export function packingSlipsUrl(ids: readonly number[]): string {
  return `/api/admin/packing-slips.pdf?ids=${ids.join(',')}`;
}

/** One PDF of a Los Angeles day's packing slips: the sales orders the pick list counts. */
export function packingSlipsDayUrl(day: string): string {
  return `/api/admin/packing-slips.pdf?date=${day}`;
}

export function isAdminStatus(status: string): status is AdminStatus {
  return (ADMIN_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * A weighed-pounds field: empty → null (clears the weight), a number 0-99999.99 with at most two
 * decimals → that number, anything else → undefined (invalid).
 */
export function parseWeight(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(t) && !/^\.\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 && n <= 99999.99 ? n : undefined;
}

/** Pounds as the history and the weight check show them: '45.00'. */
export function lbsText(lbs: number): string {
  return lbs.toFixed(2);
}

/** A weight to confirm before saving: far from its line's estimate (see the rules' isUnusualWeight). */
export interface UnusualWeight<L> {
  line: L;
  weighed: number;
  estimate: number;
}

/**
 * The weights about to be saved that lie outside a third to three times their line's estimate
 * (packs × avg lb), in the lines' order: the admin confirms them first, and the server refuses
 * them without that confirmation.
 */
export function unusualWeights<L extends { id: number; quantity: number; avg_weight: number }>(
  lines: readonly L[],
  weights: readonly { line_id: number; weighed_lbs: number | null }[],
): UnusualWeight<L>[] {
  const found: UnusualWeight<L>[] = [];
  for (const line of lines) {
    const w = weights.find((x) => x.line_id === line.id);
    if (w && w.weighed_lbs !== null && isUnusualWeight(w.weighed_lbs, line.quantity, line.avg_weight)) {
      found.push({ line, weighed: w.weighed_lbs, estimate: estimatedLbs(line.quantity, line.avg_weight) });
    }
  }
  return found;
}

/** A weight as the input shows it ('' when not weighed). */
export function weightText(lbs: number | null): string {
  return lbs === null ? '' : String(lbs);
}

/** Orders of a pick list grouped by their pickup window start, in window order. */
export function groupByWindow<
  T extends { pickup_start: string | null; pickup_end: string | null; order_number: string },
>(orders: readonly T[]): { start: string | null; end: string | null; orders: T[] }[] {
  const groups = new Map<string, { start: string | null; end: string | null; orders: T[] }>();
  for (const o of orders) {
    const key = `${o.pickup_start ?? ''}|${o.pickup_end ?? ''}`;
    let g = groups.get(key);
    if (!g) {
      g = { start: o.pickup_start, end: o.pickup_end, orders: [] };
      groups.set(key, g);
    }
    g.orders.push(o);
  }
  const time = (s: string | null) => (s ? new Date(s).getTime() : Number.POSITIVE_INFINITY);
  const list = [...groups.values()].sort((a, b) => time(a.start) - time(b.start));
  for (const g of list) g.orders.sort((a, b) => a.order_number.localeCompare(b.order_number, 'en', { numeric: true }));
  return list;
}

/** The change between periods in words' parts: direction and "12.5%" in the page's language. */
export function changeParts(
  percent: number | null,
  locale: string,
): { direction: 'up' | 'down' | 'flat' | 'none'; text: string } {
  if (percent === null || !Number.isFinite(percent)) return { direction: 'none', text: '—' };
  if (percent === 0) return { direction: 'flat', text: '0%' };
  const text = `${new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { maximumFractionDigits: 1 }).format(Math.abs(percent))}%`;
  return { direction: percent > 0 ? 'up' : 'down', text };
}

/** A chart day label from 'YYYY-MM-DD' without time zones: "Nov 23" / "11/23". */
export function dayLabel(date: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (locale === 'ko') return `${month}/${day}`;
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[month - 1] ?? m[2]} ${day}`;
}

/** A full date for the screen-reader table: "Mon, Nov 23, 2026" / "2026년 11월 23일 (월)". */
export function dayLong(date: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: locale === 'ko' ? 'long' : 'short',
    day: 'numeric',
  }).format(d);
}

/** Whole dollars for a chart axis: "$1.2k", "$800". */
export function axisUsd(dollars: number): string {
  if (Math.abs(dollars) >= 1000) return `$${(dollars / 1000).toFixed(dollars % 1000 === 0 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}
