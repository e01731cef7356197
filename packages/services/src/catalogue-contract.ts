// The catalogue's public surface without its implementation: no database or Node imports, so
// packages/api (whose router type the browser build imports) can depend on it safely.
import type { CatalogueItem } from '@wholesale/rules';
import type { Actor } from './actor';

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
export interface DomainServices {
  catalogue: CatalogueService;
}
