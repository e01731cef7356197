import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem, Style } from '@wholesale/rules';
import { getRestData, loadTrpc } from '../../lib/api';
import type { Trpc } from '../../lib/trpc';

// Typed React Query hooks over the catalogue (docs/contracts.md). The explicit result types pin
// the contract: tsc fails if the router disagrees. Every key is the tRPC integration's key for the
// matching procedure (catalogueKey below), so `trpc.catalogue.pathFilter()` reaches them all. The
// *Query option factories let the route table start a page's request while the page's code is
// still downloading (app/routes.ts).
//
// Listings and the product page read the documented REST GETs (same service functions as
// catalogue.list / catalogue.byId): no tRPC client on their first load, and the server's
// index.html for these pages preloads exactly these URLs (apps/server/src/routes/page-hints.ts),
// so the data is on its way before any JavaScript runs. Keep the two in step.

type CatalogueProcedure = 'list' | 'byId' | 'search';
type CatalogueInput<P extends CatalogueProcedure> = Parameters<Trpc['catalogue'][P]['queryKey']>[0];
type CatalogueKey<P extends CatalogueProcedure> = ReturnType<Trpc['catalogue'][P]['queryKey']>;

/**
 * `trpc.catalogue[procedure].queryKey(input)`, built here because this module is in the first load
 * and the integration (lib/trpc.ts) is not: the shape is @trpc/tanstack-react-query's
 * (`[path, { input, type }]`), the types are its own, and queries.test.ts checks that both agree.
 * A REST read so sits where the integration puts the procedure's answer, and shares it.
 */
function catalogueKey<P extends CatalogueProcedure>(procedure: P, input: CatalogueInput<P>): CatalogueKey<P> {
  return [['catalogue', procedure], { input, type: 'query' }] as unknown as CatalogueKey<P>;
}

/** The REST URL of a listing's items (all visible items without a style). */
export function catalogueListUrl(input: { style?: Style }): string {
  return input.style ? `/api/items/style/${encodeURIComponent(input.style)}` : '/api/items';
}

/** The REST URL of one item. */
export function catalogueItemUrl(id: number): string {
  return `/api/items/${id}`;
}

export const catalogueListQuery = (input: { style?: Style }) =>
  queryOptions({
    queryKey: catalogueKey('list', input),
    queryFn: ({ signal }): Promise<CatalogueItem[]> => getRestData<CatalogueItem[]>(catalogueListUrl(input), signal),
  });

export const catalogueItemQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKey('byId', { id }),
    queryFn: ({ signal }): Promise<CatalogueItem> => getRestData<CatalogueItem>(catalogueItemUrl(id), signal),
  });

export function useCatalogueList(input: { style?: Style }) {
  return useQuery(catalogueListQuery(input));
}

export function useCatalogueItem(id: number) {
  return useQuery(catalogueItemQuery(id));
}

/**
 * The home page's "Only Here" item through the documented REST endpoint (GET /api/items/:id,
 * same service function as catalogue.byId): the home page then needs no tRPC client at first load.
 * Only fields that do not depend on the buyer (name, image) are shown from it.
 */
export function useFeaturedItem(id: number) {
  // The product page's own query: following the card then opens the page from the cache.
  return useQuery(catalogueItemQuery(id));
}

/** Search through tRPC (catalogue.search), with its client loaded on first use. */
export const catalogueSearchQuery = (q: string, limit: number) => {
  const input = { q, limit };
  return queryOptions({
    queryKey: catalogueKey('search', input),
    // The integration's own call, once its chunk is here (the search box asks for it on focus);
    // abortOnUnmount: a search typed past is cancelled in flight.
    queryFn: async (context): Promise<CatalogueItem[]> => {
      const { queryFn } = (await loadTrpc()).catalogue.search.queryOptions(input, { trpc: { abortOnUnmount: true } });
      if (typeof queryFn !== 'function') throw new Error('catalogue.search: no query function'); // only for a skipToken input
      return queryFn(context);
    },
  });
};

export function useCatalogueSearch(q: string | null, limit: number, { keepPrevious = false } = {}) {
  return useQuery({
    ...catalogueSearchQuery(q ?? '', limit),
    enabled: q !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
