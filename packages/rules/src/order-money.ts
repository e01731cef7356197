// The money of an order, in integer cents, shared by the server (which prices and records the order)
// and the web client (which shows the same figures before checkout). Pure: no I/O.
import { CASH_BALANCE_DISCOUNT_RATIO, PICKUP_PREPAYMENT_RATIO, SPECS } from './constants';

/** The catch-weight spec: such an item is priced per lb and its quantity counts packs. */
export const CATCH_WEIGHT_SPEC: (typeof SPECS)[3] = 'C.W. (Catch Weights)';

export function isCatchWeight(spec: string): boolean {
  return spec === CATCH_WEIGHT_SPEC;
}

/** The most of one item a single order line may ask for: far above any real restaurant order. */
export const ORDER_LINE_MAX_QUANTITY = 999;
/** The most lines one order (and one cart) may hold. */
export const ORDER_MAX_LINES = 100;

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
    return { cents: Math.round(line.unitPriceCents * weighedLbs), estimated: false };
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
