import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '../../lib/api';
import type { RouterOutputs } from '@wholesale/api';

// The admin data, through the on-demand tRPC client (types inferred from the router). Every key
// starts with 'admin', so Refresh Data refetches exactly the admin page's data.

export const adminKeys = {
  all: ['admin'] as const,
  signupRequests: (showRejected: boolean) => ['admin', 'signupRequests', { showRejected }] as const,
  signupRequestsAll: ['admin', 'signupRequests'] as const,
  documents: (email: string) => ['admin', 'documents', email.toLowerCase()] as const,
};

/** Staff act on what they see: keep it fresh rather than the storefront's one minute. */
const ADMIN_STALE_MS = 10_000;

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
