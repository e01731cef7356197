import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';

// The Customers page's data, through the tRPC integration: keys under the 'admin' path, so the
// header's Refresh Data refetches them. A customer's prices are the prices' calls (prices/queries.ts).

export type CustomerSummary = RouterOutputs['admin']['customers']['list'][number];
export type CustomerDetail = RouterOutputs['admin']['customers']['detail'];

const fresh = { staleTime: ADMIN_STALE_MS };

export function customersQuery(q: string | undefined) {
  return trpc.admin.customers.list.queryOptions(q ? { q } : {}, fresh);
}

export function customerQuery(userId: number) {
  return trpc.admin.customers.detail.queryOptions({ userId }, fresh);
}
