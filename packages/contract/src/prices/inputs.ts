// The zod schemas of buyers' prices and price lists, parsed once at the door (REST and
// tRPC alike); services receive the parsed value. Prices are US dollars, as the catalogue's are.
import { fromCents, ITEM_MAX_PRICE_CENTS, ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import { z } from 'zod';
import { body, idInput, text, textError, wholeNumberInput } from '../inputs';
import {
  BUYER_PRICES_MAX,
  PRICE_CSV_MAX_CHARS,
  PRICE_LIST_MAX_PRICES,
  PRICE_LIST_NAME_MAX,
  PRICE_CODES,
} from './messages';

/** Whether a dollar amount is a whole number of cents (12.5 and 12.50 are; 12.505 is not). */
function wholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** A price: above $0, at most $10,000.00 (the items' bound), in whole cents. */
export const priceInput = z
  .number({ error: PRICE_CODES.price })
  .positive({ error: PRICE_CODES.price })
  .max(fromCents(ITEM_MAX_PRICE_CENTS), { error: PRICE_CODES.price })
  .refine(wholeCents, { error: PRICE_CODES.price });

const itemIdInput = idInput(PRICE_CODES.item);

/** From this many boxes (or lb of catch weight) on; 1 (any quantity) when left out. */
export const minQuantityInput = wholeNumberInput(PRICE_CODES.minQuantity, 1, ORDER_LINE_MAX_QUANTITY);

export const priceListRef = z.object({ priceListId: idInput(PRICE_CODES.listNotFound) });

/**
 * PUT /api/users/:id/prices and tRPC admin.prices.setBuyerPrices: the buyer's own prices for these
 * items (the others are left as they are); a price of null removes the own price for its item.
 */
export const buyerPricesInput = body({
  prices: z
    .array(z.object({ item_id: itemIdInput, price: priceInput.nullable() }, { error: PRICE_CODES.prices }), {
      error: PRICE_CODES.prices,
    })
    .max(BUYER_PRICES_MAX, { error: PRICE_CODES.tooManyOwnPrices })
    .refine((prices) => new Set(prices.map((p) => p.item_id)).size === prices.length, {
      error: PRICE_CODES.ownTwice,
    }),
});
export type BuyerPricesInput = z.output<typeof buyerPricesInput>;

const listPrice = z.object(
  { item_id: itemIdInput, price: priceInput, min_quantity: minQuantityInput.default(1) },
  { error: PRICE_CODES.prices },
);

/** One price per item and minimum quantity. */
function oncePerTier(prices: readonly { item_id: number; min_quantity: number }[]): boolean {
  return new Set(prices.map((p) => `${p.item_id}:${p.min_quantity}`)).size === prices.length;
}

/**
 * POST /api/price-lists and PUT /api/price-lists/:id (tRPC admin.prices.createList/updateList):
 * the list's name and all its prices (a PUT replaces them).
 */
export const priceListInput = body({
  name: text({ error: textError(PRICE_CODES.name) })
    .trim()
    .min(1, { error: PRICE_CODES.name })
    .max(PRICE_LIST_NAME_MAX, { error: PRICE_CODES.name, abort: true }),
  prices: z
    .array(listPrice, { error: PRICE_CODES.prices })
    .max(PRICE_LIST_MAX_PRICES, { error: PRICE_CODES.tooManyPrices })
    .refine(oncePerTier, { error: PRICE_CODES.twice }),
});
export type PriceListInput = z.output<typeof priceListInput>;

/** PUT /api/users/:id/price-list: the list the buyer buys at, or null for none. */
export const assignPriceListInput = body({
  price_list_id: idInput(PRICE_CODES.priceListId).nullable(),
});
export type AssignPriceListInput = z.output<typeof assignPriceListInput>;

/**
 * POST /api/price-lists/:id/import and tRPC admin.prices.importList: a CSV file's text that
 * replaces the list's prices (the columns of GET /api/price-lists/:id/export.csv).
 */
export const priceListImportInput = body({
  csv: z.string({ error: PRICE_CODES.csv }).max(PRICE_CSV_MAX_CHARS, { error: PRICE_CODES.csv, abort: true }),
});
export type PriceListImportInput = z.output<typeof priceListImportInput>;
