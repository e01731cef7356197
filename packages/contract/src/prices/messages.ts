// The product's wording for buyers' prices and price lists: each message's code is
// `prices.<key>` (error-codes.ts).
import { coded, codesOf } from '../errors';

/** The most prices one price list holds (a 10,000-item catalogue with a quantity tier on each). */
export const PRICE_LIST_MAX_PRICES = 20_000;
/** The most own prices one PUT sets or removes. */
export const BUYER_PRICES_MAX = 1_000;
/** The most characters of a price list's CSV (a 20,000-line file with names is under 2 MB). */
export const PRICE_CSV_MAX_CHARS = 4_000_000;
/** The longest line of a price list's CSV (an id, a slug, two names, a quantity and a price). */
export const PRICE_CSV_MAX_LINE = 1_000;
/** The most columns a line of a price list's CSV may have (the export writes 6). */
export const PRICE_CSV_MAX_COLUMNS = 20;
/** A price list's name: 1 to this many characters. */
export const PRICE_LIST_NAME_MAX = 80;

export const PRICE_MESSAGES = {
  price: 'Each price must be a number of dollars above 0 and at most $10,000.00, to the cent',
  minQuantity: 'A minimum quantity must be a whole number from 1 to 999',
  item: 'Each price must name a product by its item_id',
  prices: 'prices must be a list of entries, each with item_id and price',
  tooManyPrices: `A price list can hold at most ${PRICE_LIST_MAX_PRICES.toLocaleString('en-US')} prices`,
  tooManyOwnPrices: `At most ${BUYER_PRICES_MAX.toLocaleString('en-US')} prices can be set at once`,
  twice: 'Each product can have one price per minimum quantity',
  ownTwice: 'Each product can appear once',
  unknownItems: 'Some products do not exist',
  name: `A price list needs a name of 1 to ${PRICE_LIST_NAME_MAX} characters`,
  nameTaken: 'Another price list already has that name',
  listNotFound: 'Price list not found',
  priceListId: 'price_list_id must be a price list id, or null to remove it',
  notABuyer: 'Prices can only be set for a buyer account',
  csv: 'The file must be CSV text of at most 4 MB',
  csvColumns: 'The first line must name the columns: item_id (or slug), min_quantity and price',
  csvItem: 'No product has this item_id or slug',
  csvRows: 'Some lines of the file cannot be imported, so nothing was changed',
  csvLine: `Each line of the file can have at most ${PRICE_CSV_MAX_LINE.toLocaleString('en-US')} characters and ${PRICE_CSV_MAX_COLUMNS} columns, so nothing was changed`,
  csvEmpty:
    'The file has no prices, so nothing was changed. To empty the price list, remove its prices in the list itself.',
} as const;

export const PRICE_ERRORS = coded('prices', PRICE_MESSAGES);
export const PRICE_CODES = codesOf(PRICE_ERRORS);
