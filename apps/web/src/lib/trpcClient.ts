import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@wholesale/api';
import { TRPC_MAX_BATCH } from '@wholesale/rules';
import { noteReached } from '../features/offline/useOnline';

// The tRPC client (~6.3 KB gzip), loaded on demand (lib/api.ts), never in the first load. Types come
// from the server package by inference; no server code is bundled.
//
// Pages reach it through the React Query integration in lib/trpc.ts. Called directly only by the
// session's own calls (the probe every page makes after first paint, sign-in, sign-out, the
// drawer's points), which hold nothing in React Query's cache: they then need this chunk alone.
export const api = createTRPCClient<AppRouter>({
  // The server refuses batches of more calls: split them here.
  links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH, fetch: noticedFetch })],
});

/** fetch, telling the offline notice whether the server was reached (features/offline/useOnline.ts). */
async function noticedFetch(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const answer = await fetch(url, init);
    noteReached(answer);
    return answer;
  } catch (error) {
    if (!init?.signal?.aborted) noteReached(null);
    throw error;
  }
}
