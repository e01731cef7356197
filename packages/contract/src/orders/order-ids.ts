// A list of orders the back office acts on together (the Orders page's selection): at most
// BULK_MAX_ORDERS, as REST's query `ids=1,2,3`. Its own module, so the list's filters (inputs.ts)
// and the bulk inputs (bulk.ts) both read it without importing each other.
import { z } from 'zod';
import { ID_MAX } from '../inputs';
import { ORDER_CODES } from './messages';

/** The most orders one bulk action, print or export takes. */
export const BULK_MAX_ORDERS = 500;

/** An id as a number ≤ 10 digits: the longest a list of BULK_MAX_ORDERS + 1 ids can be, commas included. */
const IDS_TEXT_MAX = (BULK_MAX_ORDERS + 1) * 11;

/**
 * 'ids=1,2,3': distinct orders (a repeat counts once), 1 to BULK_MAX_ORDERS of them. The length is
 * checked before the pattern reads it, and the pattern is linear (each id ends at a comma).
 */
export const orderIdsQuery = z
  .string({ error: ORDER_CODES.orderIds })
  .max(IDS_TEXT_MAX, { error: ORDER_CODES.bulkTooMany, abort: true })
  .regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/, { error: ORDER_CODES.orderIds, abort: true })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= ID_MAX), { error: ORDER_CODES.orderIds, abort: true })
  .refine((ids) => ids.length <= BULK_MAX_ORDERS, { error: ORDER_CODES.bulkTooMany });
