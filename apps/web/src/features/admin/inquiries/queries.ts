import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';

// The Inquiries page's calls, through the tRPC integration. Its keys are under the 'admin' path, so
// the header's Refresh Data refetches them.

export type AdminInquiry = RouterOutputs['admin']['inquiries']['list'][number];
export type InquiryReplyInput = RouterInputs['admin']['inquiries']['reply'];

/** As fresh as the other admin pages: staff act on what they see. */
const INQUIRIES_STALE_MS = 10_000;

export function inquiriesQuery() {
  return trpc.admin.inquiries.list.queryOptions(undefined, { staleTime: INQUIRIES_STALE_MS });
}
