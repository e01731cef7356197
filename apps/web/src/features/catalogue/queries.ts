import type { CatalogueItem, Style } from '@wholesale/rules';
import { getRestData, loadApi } from '../../lib/api';
import { invalidateReads, useRead, type Read } from '../../lib/readCache';

// The catalogue's reads (docs/contracts.md) over the first load's small cache (lib/readCache.ts),
// not React Query: the storefront's pages (home, listings, a product) then need none of it. The
// explicit result types pin the contract: tsc fails if the REST reader or the router disagrees.
// The *Read factories let the route table start a page's request while the page's code is still
// downloading (app/routes.ts).
//
// Listings and the product page read the documented REST GETs (same service functions as
// catalogue.list / catalogue.byId): no tRPC client on their first load, and the server's HTML for
// these pages preloads exactly these URLs (apps/server/src/site/page-hints.ts), so the data is
// on its way before any JavaScript runs. Keep the two in step.

/** The REST URL of a listing's items (all visible items without a style). */
export function catalogueListUrl(input: { style?: Style }): string {
  return input.style ? `/api/items/style/${encodeURIComponent(input.style)}` : '/api/items';
}

/** The REST URL of one item. */
export function catalogueItemUrl(id: number): string {
  return `/api/items/${id}`;
}

export function catalogueListRead(input: { style?: Style }): Read<CatalogueItem[]> {
  const url = catalogueListUrl(input);
  return { key: `catalogue.list ${url}`, fetch: (signal) => getRestData<CatalogueItem[]>(url, signal) };
}

export function catalogueItemRead(id: number): Read<CatalogueItem> {
  const url = catalogueItemUrl(id);
  return { key: `catalogue.byId ${url}`, fetch: (signal) => getRestData<CatalogueItem>(url, signal) };
}

/** Search through tRPC (catalogue.search), with the plain client loaded on first use (the search box asks for it on focus). */
export function catalogueSearchRead(q: string, limit: number): Read<CatalogueItem[]> {
  return {
    key: `catalogue.search ${limit} ${q}`,
    fetch: async (signal) => (await loadApi()).catalogue.search.query({ q, limit }, { signal }),
  };
}

export function useCatalogueList(input: { style?: Style }) {
  return useRead(catalogueListRead(input));
}

/** One item; `enabled: false` reads nothing (pending). */
export function useCatalogueItem(id: number, { enabled = true } = {}) {
  return useRead(enabled ? catalogueItemRead(id) : null);
}

/**
 * The home page's "Only Here" item through the documented REST endpoint (GET /api/items/:id,
 * same service function as catalogue.byId): the product page's own read, so following the card
 * opens the page from the cache. Only fields that do not depend on the buyer (name, image) are
 * shown from it.
 */
export function useFeaturedItem(id: number) {
  return useCatalogueItem(id);
}

/** `q` null searches nothing; `keepPrevious`: the last results stay while the next are asked. */
export function useCatalogueSearch(q: string | null, limit: number, { keepPrevious = false } = {}) {
  return useRead(q === null ? null : catalogueSearchRead(q, limit), { keepPrevious });
}

/**
 * The catalogue's answers are to be asked again: an item or a price was saved in the back office,
 * or who is signed in changed (prices depend on who asks). What is on screen is asked at once.
 */
export function invalidateCatalogue(): void {
  invalidateReads();
}
