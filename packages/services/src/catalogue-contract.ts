// The catalogue's public surface without its implementation: no database or Node imports, so
// packages/api (whose router type the browser build imports) can depend on it safely.
import { STYLES, type CatalogueItem } from '@wholesale/rules';
import { z } from 'zod';
import type { Actor } from './actor';
import type { AccountsDomain } from './accounts/contract';
import type { DashboardDomain } from './dashboard/contract';
import type { OrdersDomain } from './orders/contract';
import { idInput } from './schemas';

/** Messages of the spec's error catalogue. */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';

export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** A cart holds at most a few dozen lines; more ids than this is not a storefront request. */
export const BY_IDS_MAX = 200;
/** Largest value of a PostgreSQL `integer` column: a bigger id cannot exist. */
export const MAX_ITEM_ID = 2_147_483_647;

// The catalogue's inputs, defined once for the REST routes, the tRPC procedures and the service.

/** An item id from a path, a body or a tRPC call; a malformed one reads like a missing one. */
export const itemIdInput = idInput(PRODUCT_NOT_FOUND);
export const itemRef = z.object({ id: itemIdInput });
export const styleInput = z.enum(STYLES, { error: PRODUCTS_FETCH_FAILED });
export const catalogueListInput = z.object({ style: styleInput.optional() });
/** `ids` as a list (tRPC) or one comma-separated string (REST `?ids=1,2,3`). */
export const itemIdsInput = z.object({
  ids: z
    .union([z.string().transform((raw) => raw.split(',').map((part) => part.trim()).filter((part) => part !== '')), z.array(z.unknown())], {
      error: PRODUCTS_FETCH_FAILED,
    })
    .pipe(z.array(idInput(PRODUCTS_FETCH_FAILED)).max(BY_IDS_MAX, { error: PRODUCTS_FETCH_FAILED })),
});
export const searchInput = z.object({
  q: z.string({ error: 'Search text is too long' }).max(SEARCH_MAX_QUERY_LENGTH, { error: 'Search text is too long' }),
  limit: z
    .number()
    .int()
    .min(1, { error: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}` })
    .max(SEARCH_MAX_LIMIT, { error: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}` })
    .default(SEARCH_DEFAULT_LIMIT),
});

export interface CatalogueService {
  /** Visible items, optionally of one style, in catalogue order. */
  list(actor: Actor, options?: { style?: string | undefined }): Promise<CatalogueItem[]>;
  /** One visible item; `id` may come straight from a URL. */
  byId(actor: Actor, id: number | string): Promise<CatalogueItem>;
  /** Visible items among `ids`, in the order asked, each once; unknown and hidden ids are skipped. */
  byIds(actor: Actor, ids: readonly (number | string)[]): Promise<CatalogueItem[]>;
  /** Visible items matching every word of `q` in English or Korean, best matches first. */
  search(actor: Actor, options: { q: string; limit?: number | undefined }): Promise<CatalogueItem[]>;
}

/**
 * The use cases the tRPC layer calls. The full `Services` (index.ts) adds infrastructure such as
 * storage, which only the server touches directly.
 */
export interface DomainServices extends AccountsDomain, OrdersDomain, DashboardDomain {
  catalogue: CatalogueService;
}
