import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the app (module-level so the route table can prefetch into it). */
export const queryClient = createQueryClient();

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Tuned for slow mobile networks: reuse data for a minute, retry once (not on 4xx), and do
      // not refetch just because the window regained focus. Asked even when the browser says it
      // is offline ('offlineFirst'): the service worker answers with what it kept (issue 22);
      // only a failed read waits for the connection to retry.
      queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      // A mutation (useMutation over the tRPC integration) is sent when asked, even when the
      // browser says it is offline, and fails there like a plain call: the pages say so themselves
      // (checkout keeps its idempotency key for the retry) rather than wait, paused, for 'online'.
      mutations: { networkMode: 'always' },
    },
  });
}

/** Retry a failed query once, unless the server answered with a 4xx (not found, bad input ...). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status =
    (error as { data?: { httpStatus?: unknown }; status?: unknown } | null)?.data?.httpStatus ??
    (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
