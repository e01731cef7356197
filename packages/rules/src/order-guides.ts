// Order guides: a company's lists of products with a par level each (the stock a kitchen wants on
// its shelf after the delivery). Par and on hand are counted in the product's ordering unit
// (boxes, or packs of a catch-weight product); the cart takes whole units only.
import { ORDER_LINE_MAX_QUANTITY } from './order-money';

/** The longest guide name ("Weekday", "Weekend prep"). */
export const ORDER_GUIDE_NAME_MAX = 60;
/** Guides a company may keep: enough for every shift and season, bounded so a list stays one page. */
export const ORDER_GUIDES_MAX = 20;
/** Products on one guide: as many as one order may hold. */
export const ORDER_GUIDE_MAX_LINES = 100;
/** A par level is a whole number of units from 1 to what one order line may hold. */
export const ORDER_GUIDE_MAX_PAR = ORDER_LINE_MAX_QUANTITY;
/** The most on hand a buyer can type (a half-used box is 0.5): larger counts mean nothing to order. */
export const ORDER_GUIDE_MAX_ON_HAND = 99_999;

/**
 * What to order of one product: par − on hand, rounded up to whole units, never below 0 and at
 * most one order line's maximum. On hand may be fractional (an opened box); an empty, negative or
 * unreadable count is taken as nothing on hand, so the buyer orders up to par rather than nothing.
 * Counted in hundredths so that 1.1 − 0.1 is 1, not 1.0000000000000002 rounded up to 2.
 */
export function guideOrderQuantity(par: number, onHand: number | null | undefined): number {
  if (!Number.isFinite(par) || par <= 0) return 0;
  const have = typeof onHand === 'number' && Number.isFinite(onHand) && onHand > 0 ? onHand : 0;
  const missing = Math.round(par * 100) - Math.round(Math.min(have, ORDER_GUIDE_MAX_ON_HAND) * 100);
  if (missing <= 0) return 0;
  return Math.min(ORDER_LINE_MAX_QUANTITY, Math.ceil(missing / 100));
}

/**
 * A typed on-hand count as a number: '' is null (not counted yet), '1,5' reads as 1.5 (Korean and
 * European keyboards), anything else that is not a plain non-negative number is null.
 */
export function parseOnHand(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text.length === 0 || text.length > 9 || !/^\d*\.?\d*$/.test(text) || text === '.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
