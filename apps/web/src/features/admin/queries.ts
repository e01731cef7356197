import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';
import { exportCsvUrl, type CsvKind, type filterOf } from './orders/helpers';

// The admin data, through the tRPC integration (lib/trpc.ts): keys and types come from the router.
// Every key starts with the 'admin' path, so Refresh Data (`trpc.admin.pathFilter()`) refetches
// exactly the back office's data; the changes invalidate by path (`trpc.admin.orders.pathFilter()`).

export type DashboardPeriod = 'weekly' | 'monthly';
export type OrderFilter = NonNullable<RouterInputs['admin']['orders']['list']>;
export type DashboardFigures = RouterOutputs['admin']['dashboard']['figures'];
export type AdminOrder = RouterOutputs['admin']['orders']['list']['orders'][number];
/** The Orders page's filters, which the CSV export takes too. */
export type CsvFilter = ReturnType<typeof filterOf>;
export type AdminOrderDetail = RouterOutputs['admin']['orders']['detail'];

/** Staff act on what they see: keep it fresh rather than the storefront's one minute. */
export const ADMIN_STALE_MS = 10_000;
const fresh = { staleTime: ADMIN_STALE_MS };

export function signupRequestsQuery(showRejected: boolean) {
  return trpc.admin.signupRequests.list.queryOptions({ showRejected }, fresh);
}

/** A request's documents; the address in lower case (the server compares it so), one cache entry per person. */
export function documentsQuery(email: string) {
  return trpc.admin.signupRequests.documents.queryOptions({ email: email.toLowerCase() }, fresh);
}

export type SignupRequest = RouterOutputs['admin']['signupRequests']['list'][number];

/** A rejection's input: a blank reason is no reason. */
export function rejectInput(id: number, reason: string): RouterInputs['admin']['signupRequests']['reject'] {
  const trimmed = reason.trim();
  return trimmed === '' ? { id } : { id, reason: trimmed };
}

export function dashboardQuery(period: DashboardPeriod) {
  return trpc.admin.dashboard.figures.queryOptions({ period }, fresh);
}

/** The dashboard's first items of the Item List and the catalogue's Active/Hidden counts. */
export function dashboardItemsQuery() {
  return trpc.admin.items.page.queryOptions({ pageSize: DASHBOARD_ITEMS }, fresh);
}
const DASHBOARD_ITEMS = 12;

export function ordersQuery(filter: OrderFilter) {
  return trpc.admin.orders.list.queryOptions(filter, fresh);
}

export function orderDetailQuery(orderId: number) {
  return trpc.admin.orders.detail.queryOptions({ orderId }, fresh);
}

/** A day's (or range's) pick list; with `notes`, the staff's notes on its orders and their customers. */
export function pickListQuery(date: string | null, to?: string, notes = false) {
  const range = date ? (to ? { date, to } : { date }) : {};
  return trpc.admin.orders.pickList.queryOptions(notes ? { ...range, notes } : range, fresh);
}

/** Each day's calendar and sales orders' figures, from `from` to `to`. */
export function weekQuery(from: string, to: string) {
  return trpc.admin.orders.week.queryOptions({ from, to }, fresh);
}
export type PickupDaySummary = RouterOutputs['admin']['orders']['week'][number];

/**
 * The standing orders' cycles not made yet, from `from` to `to`: per day and product, and with
 * `cyclesOn` each cycle of that day.
 */
export function forecastQuery(from: string, to: string, cyclesOn?: string) {
  return trpc.admin.orders.forecast.queryOptions(cyclesOn ? { from, to, cycles_on: cyclesOn } : { from, to }, fresh);
}
export type Forecast = RouterOutputs['admin']['orders']['forecast'];

/** The staff's notes on an order, or on a customer. */
export function orderNotesQuery(orderId: number) {
  return trpc.admin.notes.forOrder.queryOptions({ orderId }, fresh);
}
export function customerNotesQuery(customerId: number) {
  return trpc.admin.notes.forCustomer.queryOptions({ customerId }, fresh);
}
export type StaffNote = RouterOutputs['admin']['notes']['forOrder'][number];

/** A refused REST call, shaped like a tRPC client error, so the guard and the toasts read both alike. */
class RestCallError extends Error {
  readonly data: { httpStatus: number; code: string | null };
  constructor(status: number, message: string) {
    super(message);
    this.data = { httpStatus: status, code: status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : null };
  }
}

/**
 * Every order (or every order line) of the filtered list as CSV, from the server's streaming
 * export (a plain GET with the session cookie). The file is whole or this fails: the server cuts
 * the connection rather than end a broken export, and reading the cut body rejects.
 */
export async function exportOrdersCsv(
  filter: CsvFilter & { ids?: readonly number[] },
  kind: CsvKind = 'orders',
): Promise<Blob> {
  const res = await fetch(exportCsvUrl(filter, kind), { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new RestCallError(res.status, typeof body?.error === 'string' ? body.error : res.statusText);
  }
  return res.blob();
}
