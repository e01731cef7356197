import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@wholesale/api';
import { queryClient } from './queryClient';
import { api } from './trpcClient';

// The one way pages call tRPC: @trpc/tanstack-react-query's options proxy over the router's types.
// `trpc.catalogue.byIds.queryOptions(input)` for useQuery, `.queryKey(input)` / `.queryFilter()` /
// `.pathFilter()` for the cache, `.mutationOptions()` for useMutation: every key is derived from
// the procedure's path and input, none is written by hand (docs/decisions.md, "Web client").
//
// Only lazy chunks import this module (pages, the cart, the back office): ~2.6 KB gzip, with the
// client's ~6.3 KB (lib/trpcClient.ts) and React Query's, that the storefront's first load does
// without. The storefront's catalogue reads keep their own small cache (lib/readCache.ts).
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });

/** The whole proxy's type, for type-only imports from first-load modules. */
export type Trpc = typeof trpc;

/** Query options that pass React Query's signal on, so a query left unused is aborted in flight. */
export const ABORT_ON_UNMOUNT = { trpc: { abortOnUnmount: true } } as const;
