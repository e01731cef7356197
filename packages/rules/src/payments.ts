// Money received on an order, in integer cents. Staff record each payment as
// the part of the order it settles (`applied`: what the order's figures say is due), and the money
// that changes hands follows from it: cash on the balance takes the cash discount off, a card adds
// sales tax. Computing forward from what is settled, never backward from what was collected, keeps
// every figure exact: no rounded percentage is ever inverted.
import { PICKUP_PREPAYMENT_RATIO } from './order-constants';

export const PAYMENT_KINDS = ['prepayment', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The cash discount on the balance can be set up to this many basis points (5%). */
export const CASH_DISCOUNT_MAX_BP = 500;
/** The default card sales tax: Los Angeles County's rate since April 2025 (9.75%). */
export const DEFAULT_CARD_TAX_BP = 975;

/** The business's payment settings, in basis points (1% = 100). */
export interface PaymentTerms {
  /** off a balance paid in cash: 0..CASH_DISCOUNT_MAX_BP */
  cashDiscountBp: number;
  /** added to a card payment */
  cardTaxBp: number;
}

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = {
  cashDiscountBp: CASH_DISCOUNT_MAX_BP,
  cardTaxBp: DEFAULT_CARD_TAX_BP,
};

/** The state of an order's payments. */
export type PaymentState = 'prepayment_due' | 'prepaid' | 'paid';

export interface PaymentAdjustment {
  /** cash discount granted (a balance paid in cash), rounded down */
  discountCents: number;
  /** sales tax on a card payment, rounded half up */
  taxCents: number;
  /** the money that changes hands: applied − discount + tax */
  collectedCents: number;
}

/** What a payment settling `appliedCents` collects, by its kind and method. */
export function paymentAdjustment(
  appliedCents: number,
  kind: PaymentKind,
  method: PaymentMethod,
  terms: PaymentTerms,
): PaymentAdjustment {
  const discountCents =
    method === 'cash' && kind === 'balance'
      ? Math.floor((appliedCents * Math.min(terms.cashDiscountBp, CASH_DISCOUNT_MAX_BP)) / 10_000)
      : 0;
  const taxCents = method === 'card' ? Math.floor((appliedCents * terms.cardTaxBp + 5_000) / 10_000) : 0;
  return { discountCents, taxCents, collectedCents: appliedCents - discountCents + taxCents };
}

/** The 50% to pay before pickup, rounded up to the cent (as orderAmounts splits it). */
export function prepaymentOf(totalCents: number): number {
  return Math.ceil(totalCents * PICKUP_PREPAYMENT_RATIO);
}

/** Where an order's payments stand: nothing to pay before pickup is prepaid; the whole total is paid. */
export function paymentState(totalCents: number, appliedCents: number): PaymentState {
  if (appliedCents >= totalCents) return 'paid';
  return appliedCents >= prepaymentOf(totalCents) ? 'prepaid' : 'prepayment_due';
}

export interface PaymentPosition {
  state: PaymentState;
  /** what the payments settled */
  appliedCents: number;
  /** what was collected (with discounts off and card tax on) */
  collectedCents: number;
  /** what is left of the prepayment */
  prepaymentDueCents: number;
  /** what is left of the order's total */
  dueCents: number;
}

/** The position of an order of `totalCents` after these payments (an overpaid order owes nothing). */
export function paymentPosition(
  totalCents: number,
  payments: readonly { appliedCents: number; collectedCents: number }[],
): PaymentPosition {
  let appliedCents = 0;
  let collectedCents = 0;
  for (const p of payments) {
    appliedCents += p.appliedCents;
    collectedCents += p.collectedCents;
  }
  return {
    state: paymentState(totalCents, appliedCents),
    appliedCents,
    collectedCents,
    prepaymentDueCents: Math.max(0, prepaymentOf(totalCents) - appliedCents),
    dueCents: Math.max(0, totalCents - appliedCents),
  };
}

/** A percentage setting ('9.75') in basis points, or null when it is not a number with at most 2 decimals. */
export function percentToBp(value: string): number | null {
  const text = value.trim();
  if (text.length === 0 || text.length > 6) return null;
  const [whole, fraction = '', ...rest] = text.split('.');
  if (rest.length > 0 || !/^\d{1,3}$/.test(whole ?? '') || !/^\d{0,2}$/.test(fraction)) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
