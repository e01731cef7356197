import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '../../lib/api';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { exportCsvUrl, type CsvKind, type filterOf } from './orders/helpers';

// The admin data, through the on-demand tRPC client (types inferred from the router). Every key
// starts with 'admin', so Refresh Data refetches exactly the admin page's data.

export const adminKeys = {
  all: ['admin'] as const,
  signupRequests: (showRejected: boolean) => ['admin', 'signupRequests', { showRejected }] as const,
  signupRequestsAll: ['admin', 'signupRequests'] as const,
  documents: (email: string) => ['admin', 'documents', email.toLowerCase()] as const,
  dashboard: (period: DashboardPeriod) => ['admin', 'dashboard', period] as const,
  dashboardAll: ['admin', 'dashboard'] as const,
  orders: (filter: OrderFilter) => ['admin', 'orders', 'list', filter] as const,
  ordersAll: ['admin', 'orders'] as const,
  orderDetail: (orderId: number) => ['admin', 'orders', 'detail', orderId] as const,
  /** null: the next day with pickups (the server chooses it) */
  pickList: (date: string | null) => ['admin', 'orders', 'pickList', date] as const,
};

export type DashboardPeriod = 'weekly' | 'monthly';
export type OrderFilter = NonNullable<RouterInputs['admin']['orders']['list']>;
export type DashboardFigures = RouterOutputs['admin']['dashboard']['figures'];
export type AdminOrder = RouterOutputs['admin']['orders']['list']['orders'][number];
/** The Orders page's filters, which the CSV export takes too. */
export type CsvFilter = ReturnType<typeof filterOf>;
export type AdminOrderDetail = RouterOutputs['admin']['orders']['detail'];

/** Staff act on what they see: keep it fresh rather than the storefront's one minute. */
export const ADMIN_STALE_MS = 10_000;

export function signupRequestsQuery(showRejected: boolean) {
  return queryOptions({
    queryKey: adminKeys.signupRequests(showRejected),
    queryFn: async () => (await loadApi()).admin.signupRequests.list.query({ showRejected }),
    staleTime: ADMIN_STALE_MS,
  });
}

export function documentsQuery(email: string) {
  return queryOptions({
    queryKey: adminKeys.documents(email),
    queryFn: async () => (await loadApi()).admin.signupRequests.documents.query({ email }),
    staleTime: ADMIN_STALE_MS,
  });
}

export type SignupRequest = RouterOutputs['admin']['signupRequests']['list'][number];

export async function approveRequest(id: number) {
  return (await loadApi()).admin.signupRequests.approve.mutate({ id });
}

export async function rejectRequest(id: number, reason: string) {
  const trimmed = reason.trim();
  return (await loadApi()).admin.signupRequests.reject.mutate(trimmed === '' ? { id } : { id, reason: trimmed });
}

export async function revertRequest(id: number) {
  return (await loadApi()).admin.signupRequests.revert.mutate({ id });
}

/** A fresh short-lived link per click (never cached: it expires in minutes). */
export async function documentLink(email: string, documentId: number): Promise<string> {
  const { downloadUrl } = await (await loadApi()).admin.signupRequests.downloadLink.mutate({ email, documentId });
  return downloadUrl;
}

export function dashboardQuery(period: DashboardPeriod) {
  return queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: async () => (await loadApi()).admin.dashboard.figures.query({ period }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** The dashboard's first items of the Item List and the catalogue's Active/Hidden counts. */
export function dashboardItemsQuery() {
  return queryOptions({
    queryKey: [...adminKeys.all, 'items', 'dashboard'] as const,
    queryFn: async () => (await loadApi()).admin.items.page.query({ pageSize: DASHBOARD_ITEMS }),
    staleTime: ADMIN_STALE_MS,
  });
}
const DASHBOARD_ITEMS = 12;

export function ordersQuery(filter: OrderFilter) {
  return queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: async () => (await loadApi()).admin.orders.list.query(filter),
    staleTime: ADMIN_STALE_MS,
  });
}

export function orderDetailQuery(orderId: number) {
  return queryOptions({
    queryKey: adminKeys.orderDetail(orderId),
    queryFn: async () => (await loadApi()).admin.orders.detail.query({ orderId }),
    staleTime: ADMIN_STALE_MS,
  });
}

export function pickListQuery(date: string | null) {
  return queryOptions({
    queryKey: adminKeys.pickList(date),
    queryFn: async () => (await loadApi()).admin.orders.pickList.query(date ? { date } : {}),
    staleTime: ADMIN_STALE_MS,
  });
}

export async function setOrderStatus(orderId: number, status: RouterInputs['admin']['orders']['setStatus']['status']) {
  return (await loadApi()).admin.orders.setStatus.mutate({ orderId, status });
}

export async function weighOrder(orderId: number, weights: RouterInputs['admin']['orders']['weigh']['weights']) {
  return (await loadApi()).admin.orders.weigh.mutate({ orderId, weights });
}

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
export async function exportOrdersCsv(filter: CsvFilter, kind: CsvKind = 'orders'): Promise<Blob> {
  const res = await fetch(exportCsvUrl(filter, kind), { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new RestCallError(res.status, typeof body?.error === 'string' ? body.error : res.statusText);
  }
  return res.blob();
}
