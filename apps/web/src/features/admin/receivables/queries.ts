import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';
import { receivablesInput, type ReceivablesView } from './model';

// The Receivables page's data, through the tRPC integration: keys under the 'admin' path, so the
// header's Refresh Data refetches them.

export type ReceivablesPage = RouterOutputs['admin']['books']['receivables'];
export type Receivable = ReceivablesPage['companies'][number];

export function receivablesQuery(view: ReceivablesView) {
  return trpc.admin.books.receivables.queryOptions(receivablesInput(view), { staleTime: ADMIN_STALE_MS });
}
