import { queryOptions } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { loadApi } from '../../../lib/api';
import { adminKeys } from '../queries';

// The Inquiries page's calls. Keys start with 'admin' so the header's Refresh Data refetches them.

export const inquiryKeys = {
  all: [...adminKeys.all, 'inquiries'] as const,
  list: [...adminKeys.all, 'inquiries', 'list'] as const,
};

export type AdminInquiry = RouterOutputs['admin']['inquiries']['list'][number];
export type InquiryStatus = AdminInquiry['status'];
export type InquiryReplyInput = RouterInputs['admin']['inquiries']['reply'];

/** As fresh as the other admin pages: staff act on what they see. */
const INQUIRIES_STALE_MS = 10_000;

export function inquiriesQuery() {
  return queryOptions({
    queryKey: inquiryKeys.list,
    queryFn: async () => (await loadApi()).admin.inquiries.list.query(),
    staleTime: INQUIRIES_STALE_MS,
  });
}

/** Flips resolved ⇄ unresolved; the answer is the value the server stored (spec §4). */
export async function toggleInquiryStatus(id: number): Promise<{ id: number; status: InquiryStatus }> {
  return (await loadApi()).admin.inquiries.toggleStatus.mutate({ id });
}

export async function sendInquiryReply(input: InquiryReplyInput): Promise<void> {
  await (await loadApi()).admin.inquiries.reply.mutate(input);
}

/** A fresh 5-minute link per click: never cached, it would expire while the page stays open. */
export async function inquiryDocumentLink(id: number, documentId: number): Promise<string> {
  const { downloadUrl } = await (await loadApi()).admin.inquiries.documentLink.mutate({ id, documentId });
  return downloadUrl;
}
