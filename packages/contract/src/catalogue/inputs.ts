// The zod schemas of the catalogue (items, search, the Item List), parsed once at the door (REST
// and tRPC alike); services receive the parsed value.
import { fromCents, ITEM_MAX_PRICE_CENTS, SPECIES, SPECS, STYLES } from '@wholesale/rules';
import { z } from 'zod';
import { body, INPUT_CODES, idInput, pageInput, text } from '../inputs';
import {
  BY_IDS_MAX,
  CATALOGUE_CODES,
  ITEM_LIST_MAX,
  ITEM_LONG_TEXT_MAX,
  ITEM_SHORT_TEXT_MAX,
  PHOTO_CODES,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY_LENGTH,
} from './messages';

// The catalogue's inputs, defined once for the REST routes, the tRPC procedures and the service.

/** An item id from a path, a body or a tRPC call; a malformed one reads like a missing one. */
export const itemIdInput = idInput(CATALOGUE_CODES.productNotFound);
export const itemRef = z.object({ id: itemIdInput });
export const styleInput = z.enum(STYLES, { error: CATALOGUE_CODES.fetchFailed });
export const catalogueListInput = z.object({ style: styleInput.optional() });
/** `ids` as a list (tRPC) or one comma-separated string (REST `?ids=1,2,3`). */
export const itemIdsInput = z.object({
  ids: z
    .union(
      [
        z
          .string()
          // BY_IDS_MAX ids of up to 10 digits, each with a comma and a space: read no further.
          .max(BY_IDS_MAX * 12, { error: CATALOGUE_CODES.fetchFailed, abort: true })
          .transform((raw) =>
            raw
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part !== ''),
          ),
        // Counted before each id is read: a 1 MB body holds a list of 100,000.
        z.array(z.unknown()).max(BY_IDS_MAX, { error: CATALOGUE_CODES.fetchFailed, abort: true }),
      ],
      { error: CATALOGUE_CODES.fetchFailed },
    )
    .pipe(z.array(idInput(CATALOGUE_CODES.fetchFailed)).max(BY_IDS_MAX, { error: CATALOGUE_CODES.fetchFailed })),
});
export const searchInput = z.object({
  q: text({ error: INPUT_CODES.searchTooLong }).max(SEARCH_MAX_QUERY_LENGTH, {
    error: INPUT_CODES.searchTooLong,
  }),
  limit: z
    .number()
    .int()
    .min(1, { error: CATALOGUE_CODES.searchLimit })
    .max(SEARCH_MAX_LIMIT, { error: CATALOGUE_CODES.searchLimit })
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.output<typeof searchInput>;

/** The refusal of a text over `max`: the short fields' or the descriptions' words. */
const tooLong = (max: number) =>
  max <= ITEM_SHORT_TEXT_MAX ? CATALOGUE_CODES.shortTextTooLong : CATALOGUE_CODES.longTextTooLong;
const itemText = (max: number, multiline = false) =>
  text({ error: INPUT_CODES.expectedText }, { multiline })
    .trim()
    .max(max, { error: tooLong(max) });
const requiredItemText = (max: number) =>
  text({ error: (issue) => (issue.input === undefined ? INPUT_CODES.required : INPUT_CODES.expectedText) })
    .trim()
    .max(max, { error: tooLong(max) })
    .min(1, { error: INPUT_CODES.required });
/**
 * US dollars: a number from 0 (the editor's number inputs have a minimum of 0) to $10,000.00, so
 * a price × the most of one line (999) is an exact integer of cents.
 */
const dollars = z
  .number({ error: INPUT_CODES.number })
  .min(0, { error: INPUT_CODES.notNegative })
  .max(fromCents(ITEM_MAX_PRICE_CENTS), { error: CATALOGUE_CODES.priceTooHigh });
/** The spec's comma lists: "a, b,, c" → ["a", "b", "c"] (trimmed, empties dropped); a list is taken as it is. */
const commaList = z
  .union(
    [
      z
        .array(text().max(ITEM_SHORT_TEXT_MAX))
        .max(ITEM_LIST_MAX, { error: CATALOGUE_CODES.tooManyEntries, abort: true }),
      text()
        .max(ITEM_LONG_TEXT_MAX)
        .transform((text) => text.split(',')),
    ],
    { error: CATALOGUE_CODES.list },
  )
  .transform((list) => list.map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(z.array(z.string()).max(ITEM_LIST_MAX, { error: CATALOGUE_CODES.tooManyEntries }));

const itemFields = {
  name: requiredItemText(ITEM_SHORT_TEXT_MAX),
  name_ko: requiredItemText(ITEM_SHORT_TEXT_MAX),
  type: itemText(ITEM_SHORT_TEXT_MAX),
  type_ko: itemText(ITEM_SHORT_TEXT_MAX),
  description: itemText(ITEM_LONG_TEXT_MAX, true),
  description_ko: itemText(ITEM_LONG_TEXT_MAX, true),
  price: dollars,
  /** 0 or null: no discount (buyers pay the list price) */
  discounted_price: dollars.nullable(),
  brand: itemText(ITEM_SHORT_TEXT_MAX),
  grade: itemText(ITEM_SHORT_TEXT_MAX),
  origin: itemText(ITEM_SHORT_TEXT_MAX),
  spec: z.enum(SPECS, { error: CATALOGUE_CODES.unknownSpec }),
  style: z.enum(STYLES, { error: CATALOGUE_CODES.unknownStyle }),
  species: z.enum(SPECIES, { error: CATALOGUE_CODES.unknownSpecies }),
  avg_weight: z
    .number({ error: INPUT_CODES.number })
    .min(0, { error: INPUT_CODES.notNegative })
    .max(9999.99, { error: CATALOGUE_CODES.weightTooLarge }),
  show: z.boolean({ error: CATALOGUE_CODES.showFlag }),
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
export type ItemUpdate = z.output<typeof itemUpdateInput>;

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
export type ItemCreate = z.output<typeof itemCreateInput>;

export const ADMIN_ITEMS_PAGE_SIZE = 50;

/** The Item List: a search of names (both languages), cut, brand or id; filters; a page (from 1). */
export const itemPageInput = z.object({
  q: text({ error: INPUT_CODES.searchTooLong })
    .trim()
    .max(SEARCH_MAX_QUERY_LENGTH, { error: INPUT_CODES.searchTooLong })
    .optional(),
  style: z.enum(STYLES, { error: CATALOGUE_CODES.unknownStyle }).optional(),
  species: z.enum(SPECIES, { error: CATALOGUE_CODES.unknownSpecies }).optional(),
  visibility: z.enum(['active', 'hidden'], { error: CATALOGUE_CODES.unknownVisibility }).optional(),
  page: pageInput,
  pageSize: z.number().int().min(1).max(200).default(ADMIN_ITEMS_PAGE_SIZE),
});
export type ItemPageQuery = z.output<typeof itemPageInput>;

/** The photo a new upload replaces (1-based), from the multipart field `replace`; empty: a new photo. */
export const photoPositionInput = z
  .union(
    [
      z.literal('').transform(() => undefined),
      z
        .string()
        .max(6, { error: PHOTO_CODES.badPosition, abort: true })
        .regex(/^[1-9][0-9]*$/, { error: PHOTO_CODES.badPosition })
        .transform(Number),
    ],
    { error: PHOTO_CODES.badPosition },
  )
  .optional();
