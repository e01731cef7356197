// The money of an order, in integer cents, shared by the server (which prices and records the order)
// and the web client (which shows the same figures before checkout). Pure: no I/O.
import { type SPECS } from './constants';
import { CASH_BALANCE_DISCOUNT_RATIO, PICKUP_PREPAYMENT_RATIO } from './order-constants';

/** The catch-weight spec: such an item is priced per lb and its quantity counts packs. */
export const CATCH_WEIGHT_SPEC: (typeof SPECS)[3] = 'C.W. (Catch Weights)';

export function isCatchWeight(spec: string): boolean {
  return spec === CATCH_WEIGHT_SPEC;
}

/** The most of one item a single order line may ask for: far above any real restaurant order. */
export const ORDER_LINE_MAX_QUANTITY = 999;
/** The most lines one order (and one cart) may hold. */
export const ORDER_MAX_LINES = 100;

// Money is integer cents in PostgreSQL `integer` columns (at most 2,147,483,647: $21,474,836.47).
// The bounds below keep every amount the server computes and stores well inside that, so an
// absurd cart is a 400 that says what may be ordered, never an overflow and a 500:
//   a price    at most ITEM_MAX_PRICE_CENTS, $10,000.00 per box (or per lb);
//   a box line at most ITEM_MAX_PRICE_CENTS × ORDER_LINE_MAX_QUANTITY, $9,990,000.00, exact;
//   an order   at most ORDER_MAX_TOTAL_CENTS, $1,000,000.00, checked before it is written (its
//              lines, being parts of it, are smaller still).
// A catch-weight line (packs × average lb × price per lb, or weighed lb × price) is bounded by the
// order's cap only, checked on the amounts as JavaScript computes them, exact below 2^53 (about
// 9 × 10^15): $10,000 × 999 packs × 9,999.99 lb is 10^13 cents, 10^15 in the hundredths on the way.

/** The largest amount a money column holds: PostgreSQL `integer`. */
export const MONEY_COLUMN_MAX_CENTS = 2_147_483_647;
/** The highest price per box (or per lb of a catch-weight item) an admin may set: $10,000.00. */
export const ITEM_MAX_PRICE_CENTS = 1_000_000;
/** The most one order (and one inquiry's cart) may total, fees included: $1,000,000.00. */
export const ORDER_MAX_TOTAL_CENTS = 100_000_000;

/** Whether an order (or a cart) of this many cents may be placed: a whole number from 0 to the cap. */
export function withinOrderTotal(totalCents: number): boolean {
  return Number.isSafeInteger(totalCents) && totalCents >= 0 && totalCents <= ORDER_MAX_TOTAL_CENTS;
}

export interface LineAmountInput {
  /** the price charged per box (or per lb for a catch-weight item), in cents */
  unitPriceCents: number;
  spec: string;
  /** lbs per pack (used only for catch-weight items) */
  avgWeight: number;
  /** boxes, or packs for a catch-weight item; a whole number > 0 */
  quantity: number;
}

/**
 * A line's amount in cents and whether it is an estimate. A box item is price × boxes, exact.
 * A catch-weight item is estimated as packs × avg_weight × price per lb, rounded to the cent,
 * until the warehouse weighs it (`weighedLbs`), when it becomes weighed lbs × price per lb.
 */
export function lineAmount(line: LineAmountInput, weighedLbs?: number | null): { cents: number; estimated: boolean } {
  if (!isCatchWeight(line.spec)) return { cents: line.unitPriceCents * line.quantity, estimated: false };
  if (typeof weighedLbs === 'number' && Number.isFinite(weighedLbs) && weighedLbs >= 0) {
    // Weighed pounds have 2 decimals too: in hundredths the product is exact before the one rounding
    // (the same sum the back office stores when it weighs a line).
    return { cents: Math.round((line.unitPriceCents * Math.round(weighedLbs * 100)) / 100), estimated: false };
  }
  // avg_weight has 2 decimals: scale to hundredths so the product is an exact integer before rounding.
  const hundredthsOfLb = Math.round(line.avgWeight * 100) * line.quantity;
  return { cents: Math.round((line.unitPriceCents * hundredthsOfLb) / 100), estimated: true };
}

export interface OrderAmounts {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  /** the 50% due now for a pickup order (rounded up to the cent) */
  prepaymentCents: number;
  /** what is left to pay at pickup */
  balanceCents: number;
  /** the most a cash balance saves (up to 5% of the balance, rounded down) */
  cashDiscountMaxCents: number;
  /** true while any line is a catch-weight estimate */
  estimated: boolean;
}

/** Subtotal, fee, total, and the pickup split: 50% prepayment now, the balance at pickup. */
export function orderAmounts(lines: readonly { cents: number; estimated: boolean }[], feeCents = 0): OrderAmounts {
  let subtotalCents = 0;
  let estimated = false;
  for (const l of lines) {
    subtotalCents += l.cents;
    estimated ||= l.estimated;
  }
  const totalCents = subtotalCents + feeCents;
  const prepaymentCents = Math.ceil(totalCents * PICKUP_PREPAYMENT_RATIO);
  const balanceCents = totalCents - prepaymentCents;
  return {
    subtotalCents,
    feeCents,
    totalCents,
    prepaymentCents,
    balanceCents,
    cashDiscountMaxCents: Math.floor(balanceCents * CASH_BALANCE_DISCOUNT_RATIO),
    estimated,
  };
}
