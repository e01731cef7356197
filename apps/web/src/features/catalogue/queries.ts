import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem, Style } from '@wholesale/rules';
import { getRestData, loadApi } from '../../lib/api';

// Typed React Query hooks over the catalogue (docs/contracts.md). The explicit result types pin
// the contract: tsc fails if the router disagrees. Query keys start with the procedure path so
// callers can invalidate by prefix. The *Query option factories let the route table start a
// page's request while the page's code is still downloading (app/routes.ts).
//
// Listings and the product page read the documented REST GETs (same service functions as
// catalogue.list / catalogue.byId): no tRPC client on their first load, and the server's
// index.html for these pages preloads exactly these URLs (apps/server/src/routes/page-hints.ts),
// so the data is on its way before any JavaScript runs. Keep the two in step.

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
    queryKey: ['catalogue.list', input],
    queryFn: ({ signal }): Promise<CatalogueItem[]> => getRestData<CatalogueItem[]>(catalogueListUrl(input), signal),
  });

export const catalogueItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalogue.byId', { id }],
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

export function useCatalogueSearch(q: string | null, limit: number, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: ['catalogue.search', { q, limit }],
    queryFn: async ({ signal }): Promise<CatalogueItem[]> =>
      (await loadApi()).catalogue.search.query({ q: q ?? '', limit }, { signal }),
    enabled: q !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
