// The catalogue's public surface without its implementation: no database or Node imports, so
// packages/api (whose router type the browser build imports) can depend on it safely.
import { formatUsd, fromCents, ITEM_MAX_PRICE_CENTS, SPECIES, SPECS, STYLES, type CatalogueItem } from '@wholesale/rules';
import { z } from 'zod';
import type { Actor } from './actor';
import type { AccountsDomain } from './accounts/contract';
import type { DashboardDomain } from './dashboard/contract';
import type { InquiriesDomain } from './inquiries/contract';
import type { OrdersDomain } from './orders/contract';
import { body, idInput, text } from './schemas';

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
    .union(
      [
        z
          .string()
          // BY_IDS_MAX ids of up to 10 digits, each with a comma and a space: read no further.
          .max(BY_IDS_MAX * 12, { error: PRODUCTS_FETCH_FAILED, abort: true })
          .transform((raw) => raw.split(',').map((part) => part.trim()).filter((part) => part !== '')),
        // Counted before each id is read: a 1 MB body holds a list of 100,000.
        z.array(z.unknown()).max(BY_IDS_MAX, { error: PRODUCTS_FETCH_FAILED, abort: true }),
      ],
      { error: PRODUCTS_FETCH_FAILED },
    )
    .pipe(z.array(idInput(PRODUCTS_FETCH_FAILED)).max(BY_IDS_MAX, { error: PRODUCTS_FETCH_FAILED })),
});
export const searchInput = z.object({
  q: text({ error: 'Search text is too long' }).max(SEARCH_MAX_QUERY_LENGTH, { error: 'Search text is too long' }),
  limit: z
    .number()
    .int()
    .min(1, { error: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}` })
    .max(SEARCH_MAX_LIMIT, { error: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}` })
    .default(SEARCH_DEFAULT_LIMIT),
});

export const ITEM_UPDATE_FAILED = 'Failed to update product';

const itemText = (max: number, multiline = false) => text({ error: 'Expected text' }, { multiline }).trim().max(max, { error: `At most ${max} characters` });
const requiredItemText = (max: number) =>
  text({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text') })
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .min(1, { error: 'Required' });
/** An item's price above ITEM_MAX_PRICE_CENTS: "A price can be at most $10,000.00". */
export const PRICE_TOO_HIGH = `A price can be at most ${formatUsd(fromCents(ITEM_MAX_PRICE_CENTS))}`;
/**
 * US dollars: a number from 0 (the editor's number inputs have a minimum of 0) to $10,000.00, so
 * a price × the most of one line (999) is an exact integer of cents (issue 17).
 */
const dollars = z
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must be at least 0' })
  .max(fromCents(ITEM_MAX_PRICE_CENTS), { error: PRICE_TOO_HIGH });
/** The spec's comma lists: "a, b,, c" → ["a", "b", "c"] (trimmed, empties dropped); a list is taken as it is. */
const commaList = z
  .union([z.array(text().max(200)).max(100, { error: 'At most 100 entries', abort: true }), text().max(5000).transform((text) => text.split(','))], {
    error: 'Expected a comma-separated list',
  })
  .transform((list) => list.map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(z.array(z.string()).max(100, { error: 'At most 100 entries' }));

const itemFields = {
  name: requiredItemText(200),
  name_ko: requiredItemText(200),
  type: itemText(200),
  type_ko: itemText(200),
  description: itemText(5000, true),
  description_ko: itemText(5000, true),
  price: dollars,
  /** 0 or null: no discount (buyers pay the list price) */
  discounted_price: dollars.nullable(),
  brand: itemText(200),
  grade: itemText(200),
  origin: itemText(200),
  spec: z.enum(SPECS, { error: 'Unknown spec' }),
  style: z.enum(STYLES, { error: 'Unknown style' }),
  species: z.enum(SPECIES, { error: 'Unknown species' }),
  avg_weight: z.number({ error: 'Must be a number' }).min(0, { error: 'Must be at least 0' }).max(9999.99, { error: 'Too large' }),
  show: z.boolean({ error: 'show must be true or false' }),
  ingredients: commaList,
  ingredients_ko: commaList,
  allergens: commaList,
  allergens_ko: commaList,
};

/**
 * PATCH /api/items/:id's body and tRPC admin.items.update: any of the item's fields, or just
 * `show` (the spec sends `{ id, show }` to hide or show an item). An `id` in the body must be the
 * path's.
 */
export const itemUpdateInput = body({ id: itemIdInput.optional(), ...itemFields }).partial();

/**
 * tRPC admin.items.create and POST /api/items: a new product. Its names, kind, spec and price
 * are needed; the rest may follow in the editor. Shown by default: the storefront lists it once it
 * has a photo.
 */
export const itemCreateInput = body({
  ...itemFields,
  type: itemFields.type.default(''),
  type_ko: itemFields.type_ko.default(''),
  description: itemFields.description.default(''),
  description_ko: itemFields.description_ko.default(''),
  discounted_price: itemFields.discounted_price.default(null),
  brand: itemFields.brand.default(''),
  grade: itemFields.grade.default(''),
  origin: itemFields.origin.default(''),
  avg_weight: itemFields.avg_weight.default(0),
  show: itemFields.show.default(true),
  ingredients: itemFields.ingredients.default([]),
  ingredients_ko: itemFields.ingredients_ko.default([]),
  allergens: itemFields.allergens.default([]),
  allergens_ko: itemFields.allergens_ko.default([]),
});
export type ItemCreate = z.input<typeof itemCreateInput>;

export const ADMIN_ITEMS_PAGE_SIZE = 50;

/** The Item List: a search of names (both languages), cut, brand or id; filters; a page (from 1). */
export const itemPageInput = z.object({
  q: text({ error: 'Search text is too long' }).trim().max(SEARCH_MAX_QUERY_LENGTH, { error: 'Search text is too long' }).optional(),
  style: z.enum(STYLES, { error: 'Unknown style' }).optional(),
  species: z.enum(SPECIES, { error: 'Unknown species' }).optional(),
  visibility: z.enum(['active', 'hidden'], { error: 'Unknown visibility' }).optional(),
  page: z.number({ error: 'Unknown page' }).int({ error: 'Unknown page' }).min(1, { error: 'Unknown page' }).max(100_000, { error: 'Unknown page' }).default(1),
  pageSize: z.number().int().min(1).max(200).default(ADMIN_ITEMS_PAGE_SIZE),
});
export type ItemPageQuery = z.input<typeof itemPageInput>;

/** One page of the Item List, and the whole catalogue's counts (the Dashboard shows them). */
export interface ItemPage {
  items: CatalogueItem[];
  page: number;
  page_size: number;
  has_more: boolean;
  counts: { all: number; active: number; hidden: number };
}

export type ItemUpdate = z.input<typeof itemUpdateInput>;

export interface CatalogueService {
  /** Visible items, optionally of one style, in catalogue order. */
  list(actor: Actor, options?: { style?: string | undefined }): Promise<CatalogueItem[]>;
  /** One visible item; `id` may come straight from a URL. */
  byId(actor: Actor, id: number | string): Promise<CatalogueItem>;
  /** Visible items among `ids`, in the order asked, each once; unknown and hidden ids are skipped. */
  byIds(actor: Actor, ids: readonly (number | string)[]): Promise<CatalogueItem[]>;
  /** Visible items matching every word of `q` in English or Korean, best matches first. */
  search(actor: Actor, options: { q: string; limit?: number | undefined }): Promise<CatalogueItem[]>;
  /** Every item, hidden ones included, with its own discount (0 when none): the Item List (admins). */
  adminList(actor: Actor): Promise<CatalogueItem[]>;
  /** The Item List, a page at a time (admins): every item, hidden ones included, as adminList shows it. */
  adminPage(actor: Actor, query?: ItemPageQuery): Promise<ItemPage>;
  /** Changes an item's fields (admins); answers the item as adminList shows it. */
  updateItem(actor: Actor, id: unknown, update: ItemUpdate): Promise<CatalogueItem>;
  /** Adds a product (admins), with no photo yet; answers it as adminList shows it. */
  createItem(actor: Actor, input: ItemCreate): Promise<CatalogueItem>;
  /**
   * Stores an uploaded photo as the storefront's AVIF + JPEG pair (admins): appended after the
   * item's photos, or in place of photo `replace` (1-based). Answers the item as adminList shows it.
   */
  addPhoto(actor: Actor, id: unknown, photo: { bytes: Uint8Array; replace?: unknown }): Promise<CatalogueItem>;
}

/**
 * The use cases the tRPC layer calls. The full `Services` (index.ts) adds infrastructure such as
 * storage, which only the server touches directly.
 */
export interface DomainServices extends AccountsDomain, OrdersDomain, DashboardDomain, InquiriesDomain {
  catalogue: CatalogueService;
}
