import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';
import { claimsInput, type ClaimsView } from './model';

// The Claims page's data. claims.list answers staff every company's claims (a buyer their own); it
// sits outside the 'admin' path, so Refresh Data refetches the claims path as well.

export type ClaimsPageData = RouterOutputs['claims']['list'];
export type AdminClaim = ClaimsPageData['claims'][number];

export function claimsQuery(view: ClaimsView) {
  return trpc.claims.list.queryOptions(claimsInput(view), { staleTime: ADMIN_STALE_MS });
}
