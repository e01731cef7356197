import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@wholesale/api';
import { TRPC_MAX_BATCH } from '@wholesale/rules';

// Types come from the server package by inference; no server code is bundled.
//
// This module is loaded on demand (see lib/api.ts), not in the home page's first load: the tRPC
// client is ~6.5 KB gzip and the home page needs no RPC until the user searches.
//
// The storefront calls tRPC through this vanilla client inside React Query's useQuery, instead of
// @trpc/react-query's generated hooks, which would add ~4.5 KB gzip to every page. Account and
// admin code (lazy chunks) may use @trpc/react-query with the same QueryClient if they prefer.
export const api = createTRPCClient<AppRouter>({
  // The server refuses batches of more calls: split them here.
  links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH })],
});
