// The product's wording for the catalogue (items, search, the Item List): each message's code is
// `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and services can
// both read it.
import { formatUsd, fromCents, ITEM_MAX_PRICE_CENTS } from '@wholesale/rules';
import { coded, codesOf } from '../errors';

/** Messages of the spec's error catalogue. */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';

export const ITEM_UPDATE_FAILED = 'Failed to update product';
/** An item's price above ITEM_MAX_PRICE_CENTS: "A price can be at most $10,000.00". */
export const PRICE_TOO_HIGH = `A price can be at most ${formatUsd(fromCents(ITEM_MAX_PRICE_CENTS))}`;

export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** A cart holds at most a few dozen lines; more ids than this is not a storefront request. */
export const BY_IDS_MAX = 200;
/** Largest value of a PostgreSQL `integer` column: a bigger id cannot exist. */
export const MAX_ITEM_ID = 2_147_483_647;
/** An item's names, type, brand, grade and origin; its descriptions; its ingredient and allergen lists. */
export const ITEM_SHORT_TEXT_MAX = 200;
export const ITEM_LONG_TEXT_MAX = 5000;
export const ITEM_LIST_MAX = 100;

/** The catalogue's refusals (catalogue spec wording), and the limits of its search and admin form. */
export const CATALOGUE_MESSAGES = {
  productNotFound: PRODUCT_NOT_FOUND,
  fetchFailed: PRODUCTS_FETCH_FAILED,
  updateFailed: ITEM_UPDATE_FAILED,
  priceTooHigh: PRICE_TOO_HIGH,
  searchLimit: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}`,
  // The Item List form's own refusals (the form words them by code in the admin's language).
  shortTextTooLong: `At most ${ITEM_SHORT_TEXT_MAX} characters`,
  longTextTooLong: `At most ${ITEM_LONG_TEXT_MAX} characters`,
  weightTooLarge: 'Too large',
  unknownSpec: 'Unknown spec',
  unknownStyle: 'Unknown style',
  unknownSpecies: 'Unknown species',
  unknownVisibility: 'Unknown visibility',
  showFlag: 'show must be true or false',
  list: 'Expected a comma-separated list',
  tooManyEntries: `At most ${ITEM_LIST_MAX} entries`,
} as const;

/** A product photo the admin uploads (services' catalogue/photos.ts); too large a file is validation.fileTooLarge. */
export const PHOTO_MESSAGES = {
  notImage: 'The file must be a JPEG, PNG, WebP or AVIF image',
  tooManyPixels: 'The image is too large: at most 40 megapixels',
  tooMany: 'A product has at most 12 photos',
  badPosition: 'There is no such photo to replace',
} as const;

export const CATALOGUE_ERRORS = coded('catalogue', CATALOGUE_MESSAGES);
export const CATALOGUE_CODES = codesOf(CATALOGUE_ERRORS);
export const PHOTO_ERRORS = coded('photos', PHOTO_MESSAGES);
export const PHOTO_CODES = codesOf(PHOTO_ERRORS);
