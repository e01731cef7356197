import { QueryClient } from '@tanstack/react-query';
import { noteQueryClient } from './api';
import { FRESH_MS } from './readCache';
import { retryOnce } from './retry';

/**
 * The one QueryClient of the app: a lazy chunk of its own, loaded with the pages, the cart and the
 * back office that use it; never in the storefront's first load, whose catalogue reads have their
 * own small cache (lib/readCache.ts). It says it is here (lib/api.ts), so the first load's code can
 * reach its answers once there are any.
 */
export const queryClient = createQueryClient();
noteQueryClient(queryClient);

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Tuned for slow mobile networks: reuse data for a minute, retry once (not on 4xx), and do
      // not refetch just because the window regained focus. Asked even when the browser says it
      // is offline ('offlineFirst'): the service worker answers with what it kept;
      // only a failed read waits for the connection to retry.
      queries: { staleTime: FRESH_MS, retry: retryOnce, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      // A mutation (useMutation over the tRPC integration) is sent when asked, even when the
      // browser says it is offline, and fails there like a plain call: the pages say so themselves
      // (checkout keeps its idempotency key for the retry) rather than wait, paused, for 'online'.
      mutations: { networkMode: 'always' },
    },
  });
}
