import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '../../lib/api';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';

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
  pickList: (date: string) => ['admin', 'orders', 'pickList', date] as const,
};

export type DashboardPeriod = 'weekly' | 'monthly';
export type OrderFilter = NonNullable<RouterInputs['admin']['orders']['list']>;
export type DashboardFigures = RouterOutputs['admin']['dashboard']['figures'];
export type AdminOrder = RouterOutputs['admin']['orders']['list']['orders'][number];
export type CsvFilter = NonNullable<RouterInputs['admin']['orders']['exportCsv']>;
export type AdminOrderDetail = RouterOutputs['admin']['orders']['detail'];
export type PickList = RouterOutputs['admin']['orders']['pickList'];

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
export type SignupDocument = RouterOutputs['admin']['signupRequests']['documents'][number];

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

export function pickListQuery(date: string) {
  return queryOptions({
    queryKey: adminKeys.pickList(date),
    queryFn: async () => (await loadApi()).admin.orders.pickList.query({ date }),
    staleTime: ADMIN_STALE_MS,
  });
}

export async function setOrderStatus(orderId: number, status: RouterInputs['admin']['orders']['setStatus']['status']) {
  return (await loadApi()).admin.orders.setStatus.mutate({ orderId, status });
}

export async function weighOrder(orderId: number, weights: { line_id: number; weighed_lbs: number | null }[]) {
  return (await loadApi()).admin.orders.weigh.mutate({ orderId, weights });
}

export async function exportOrdersCsv(filter: CsvFilter): Promise<string> {
  return (await loadApi()).admin.orders.exportCsv.query(filter);
}
