import type { TranslationFunctions } from '@wholesale/i18n';
import { formatUsd, type PaymentMethod } from '@wholesale/rules';
import type { AdminOrderDetail } from '../queries';
import { collectFor, isPaymentsClosed, toCents, usdCents, type PaymentTermsView } from './payments';

// Pure helpers of money going back on an order's Payments section: a payment voided (with why),
// a refund (a card refund hands the card's sales tax on it back, as the server computes it), and
// the order's credit moved to another open order of the same company. Tested in moneyBack.test.ts.

type OrderPayments = AdminOrderDetail['payment'];
export type PaymentRow = OrderPayments['payments'][number];
export type RefundRow = OrderPayments['refunds'][number];
export type CreditMoveRow = OrderPayments['credit_moves'][number];

/** The most characters of a void's or a refund's reason (the server's MONEY_REASON_MAX). */
export const MONEY_REASON_MAX = 500;

export type ReasonCheck = { ok: true; reason: string } | { ok: false; error: 'required' | 'tooLong' };

/** A reason as the server takes it: trimmed, required, at most `max` characters (MONEY_REASON_MAX). */
export function checkReason(text: string, max: number = MONEY_REASON_MAX): ReasonCheck {
  const reason = text.trim();
  if (reason === '') return { ok: false, error: 'required' };
  if (reason.length > max) return { ok: false, error: 'tooLong' };
  return { ok: true, reason };
}

/** Whether a payment still counts toward what the order holds. */
export const isCounted = (p: Pick<PaymentRow, 'voided'>): boolean => p.voided === null;

/**
 * Whether the Void button is offered: a counted payment no larger than what the order holds (once
 * part of it was refunded or moved as credit, the server refuses to void it).
 */
export function canVoid(p: Pick<PaymentRow, 'voided' | 'applied'>, paid: number): boolean {
  return isCounted(p) && toCents(p.applied) <= toCents(paid);
}

/** What a refund of `cents` off the order hands back, in cents: a card's sales tax on it comes back too. */
export function refundFor(
  cents: number,
  method: PaymentMethod,
  terms: PaymentTermsView,
): { taxCents: number; returnedCents: number } {
  // The tax a card payment of that much would have added (prepayment: no cash discount applies).
  const { taxCents } = collectFor(cents, 'prepayment', method, terms);
  return { taxCents, returnedCents: cents + taxCents };
}

/** 'Return $548.75 (incl. 9.75% sales tax $48.75)' for a card, 'Return $500.00' for cash. */
export function refundReturnText(
  LL: TranslationFunctions,
  cents: number,
  method: PaymentMethod,
  terms: PaymentTermsView,
): string {
  const P = LL.admin.payments;
  const r = refundFor(cents, method, terms);
  const returned = usdCents(r.returnedCents);
  return r.taxCents > 0
    ? P.refundReturnTax({ returned, percent: String(terms.card_tax_percent), tax: usdCents(r.taxCents) })
    : P.refundReturnPlain({ returned });
}

/** A refund's money handed back: '$548.75 (incl. $48.75 sales tax)', '$500.00'. */
export function returnedText(LL: TranslationFunctions, r: Pick<RefundRow, 'returned' | 'tax'>): string {
  const amount = formatUsd(r.returned);
  return toCents(r.tax) > 0 ? LL.admin.payments.returnedTax({ amount, tax: formatUsd(r.tax) }) : amount;
}

/**
 * The order's credit line, or null when it holds none: 'Credit $120.00', or for a declined or
 * cancelled order (all it holds is to go back) 'Deposit to refund $512.50'.
 */
export function creditText(LL: TranslationFunctions, status: string, credit: number): string | null {
  if (toCents(credit) <= 0) return null;
  const amount = formatUsd(credit);
  const P = LL.admin.payments;
  return isPaymentsClosed(status) ? P.depositToRefund({ amount }) : P.credit({ amount });
}

/** 'Credit from WS-00041' (moved in) / 'Credit moved to WS-00043' (moved out). */
export function creditMoveText(LL: TranslationFunctions, m: Pick<CreditMoveRow, 'direction' | 'order_number'>): string {
  const P = LL.admin.payments;
  return m.direction === 'in' ? P.creditFrom({ number: m.order_number }) : P.creditTo({ number: m.order_number });
}

/** An order of the company as the customer's page lists it. */
export interface CompanyOrder {
  id: number;
  order_number: string;
  order_status: string;
  total_amount: number;
  paid: number;
}

/** An order credit may move to, with what it has left to pay (cents). */
export interface CreditTarget {
  id: number;
  order_number: string;
  dueCents: number;
}

/**
 * The orders credit may move to from order `fromId`: the company's others that are neither
 * declined nor cancelled and still have something left to pay (the server refuses the rest).
 */
export function creditTargets(fromId: number, orders: readonly CompanyOrder[]): CreditTarget[] {
  return orders
    .filter((o) => o.id !== fromId && !isPaymentsClosed(o.order_status))
    .map((o) => ({ id: o.id, order_number: o.order_number, dueCents: toCents(o.total_amount) - toCents(o.paid) }))
    .filter((o) => o.dueCents > 0);
}

/** The most that may move to a target: the order's credit, and no more than the target has left to pay. */
export function moveMaxCents(creditCents: number, target: CreditTarget | undefined): number {
  return target ? Math.max(0, Math.min(creditCents, target.dueCents)) : creditCents;
}
