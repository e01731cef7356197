import type { TranslationFunctions } from '@wholesale/i18n';
import {
  COMPLETE_ORDER_STATUSES,
  formatUsd,
  paymentAdjustment,
  toPacific,
  zonedToUtc,
  type PaymentAdjustment,
  type PaymentKind,
  type PaymentMethod,
  type PaymentState,
} from '@wholesale/rules';

// Pure helpers of an order's Payments section: what a payment collects (the
// server's integer-cent arithmetic, through the same rule) and its words, the form's defaults, the
// checks made before sending, when to ask first, and the order's documents (the invoice or the
// order confirmation) with their addresses.

/** What the order's detail says of its payment terms (percentages, e.g. 5 and 9.75). */
export interface PaymentTermsView {
  cash_discount_percent: number;
  card_tax_percent: number;
}

/** What the form's defaults read of where the order's payments stand (dollars). */
export interface PaymentDue {
  prepayment_due: number;
  due: number;
}

/** Dollars (at most 2 decimals, as the server sends them) in whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A percentage setting as the server sends it (9.75) in basis points (975). */
export function bpOf(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * What to collect for a payment settling `cents` of the order, exactly as the server will record
 * it: the rules' `paymentAdjustment` (tested there, cent by cent) on the terms as the server sends
 * them, percentages made basis points.
 */
export function collectFor(
  cents: number,
  kind: PaymentKind,
  method: PaymentMethod,
  terms: PaymentTermsView,
): PaymentAdjustment {
  return paymentAdjustment(cents, kind, method, {
    cashDiscountBp: bpOf(terms.cash_discount_percent),
    cardTaxBp: bpOf(terms.card_tax_percent),
  });
}

/** The kind the form starts on: the prepayment while some of it is left, else the balance. */
export function defaultKind(p: PaymentDue): PaymentKind {
  return toCents(p.prepayment_due) > 0 ? 'prepayment' : 'balance';
}

/** What a kind leaves to pay, in cents: the rest of the prepayment, or the rest of the total. */
export function leftFor(p: PaymentDue, kind: PaymentKind): number {
  return toCents(kind === 'prepayment' ? p.prepayment_due : p.due);
}

/** The amount field's text for cents: '475.00' ('' for nothing). */
export function amountText(cents: number): string {
  return cents > 0 ? (cents / 100).toFixed(2) : '';
}

/** The amount the form starts on for a kind: what that kind leaves, never more than is due. */
export function defaultAmount(p: PaymentDue, kind: PaymentKind): string {
  return amountText(Math.min(leftFor(p, kind), toCents(p.due)));
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; error: 'invalid' | 'zero' | 'over' };

/**
 * The amount field read as the server will take it: dollars with at most 2 decimals ('$1,250.5'
 * reads as 125050 cents: a leading $ and thousands commas are allowed), more than 0 and at most
 * `dueCents`. Read from its digits, never through a float.
 */
export function checkAmount(text: string, dueCents: number): AmountCheck {
  const t = text.trim().replace(/^\$\s*/, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(t);
  if (t === '' || !m || (m[1] === undefined && m[2] === undefined)) return { ok: false, error: 'invalid' };
  const whole = (m[1] ?? '0').replace(/,/g, '');
  if (whole.length > 9) return { ok: false, error: 'over' };
  const cents = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) return { ok: false, error: 'zero' };
  if (cents > dueCents) return { ok: false, error: 'over' };
  return { ok: true, cents };
}

/** Above this (in cents: $5,000.00) the form asks the admin to check the amount first: a typo guard. */
export const CONFIRM_ABOVE_CENTS = 500_000;

export function needsConfirmation(cents: number): boolean {
  return cents > CONFIRM_ABOVE_CENTS;
}

export type ReceivedCheck = { ok: true; iso: string | undefined } | { ok: false; error: 'invalid' | 'future' };

/** A minute of grace for the admin's clock, as the server gives. */
const GRACE_MS = 60_000;

/**
 * The "received at" field (a datetime-local value, 'YYYY-MM-DDTHH:MM', on the Los Angeles clock)
 * as the server takes it: empty → undefined (now); else the instant as ISO, not in the future.
 */
export function checkReceivedAt(value: string, now: Date = new Date()): ReceivedCheck {
  const v = value.trim();
  if (v === '') return { ok: true, iso: undefined };
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(v);
  if (!m?.[1] || !m[2]) return { ok: false, error: 'invalid' };
  let at: Date;
  try {
    at = zonedToUtc(m[1], m[2]);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  if (Number.isNaN(at.getTime()) || toPacific(at).date !== m[1]) return { ok: false, error: 'invalid' };
  if (at.getTime() > now.getTime() + GRACE_MS) return { ok: false, error: 'future' };
  return { ok: true, iso: at.toISOString() };
}

/** Now on the Los Angeles clock as a datetime-local value ('2026-11-23T14:05'): the field's latest. */
export function pacificNowInput(now: Date = new Date()): string {
  const { date, time } = toPacific(now);
  return `${date}T${time}`;
}

export type InvoiceLang = 'en' | 'ko';

/** The document the order's page offers: its invoice, or before it the order confirmation. */
export type OrderDocument = 'invoice' | 'confirmation';

/**
 * The order's document as the server issues it: none for a declined or cancelled order; the
 * invoice once the order is complete with every weight final (completing issues it); before that
 * the order confirmation, a complete order still estimated included (completed before completing
 * needed every weight: the server refuses its invoice).
 */
export function orderDocument(status: string, estimated: boolean): OrderDocument | null {
  if (isPaymentsClosed(status)) return null;
  return (COMPLETE_ORDER_STATUSES as readonly string[]).includes(status) && !estimated ? 'invoice' : 'confirmation';
}

/** Where an order's document downloads from, in a language. */
export function documentHref(orderId: number, doc: OrderDocument, lang: InvoiceLang): string {
  return `/api/orders/${orderId}/${doc}.pdf?lang=${lang}`;
}

/** The invoice's languages, the buyer's first. */
export function invoiceLanguages(buyerLocale: string): InvoiceLang[] {
  return buyerLocale === 'ko' ? ['ko', 'en'] : ['en', 'ko'];
}

/** Orders that take no payments and have no invoice. */
export function isPaymentsClosed(status: string): boolean {
  return status === 'declined' || status === 'cancelled';
}

// ---------------------------------------------------------------- words

/** Cents as the page writes money: '$1,250.00'. */
export const usdCents = (cents: number): string => formatUsd(cents / 100);

/** The payment state's badge colour (the admin badges' classes). */
export const STATE_BADGE: Record<PaymentState, string> = {
  prepayment_due: 'badge-orange',
  prepaid: 'badge-blue',
  paid: 'badge-green',
};

/** 'Prepayment due', 'Prepaid', 'Paid in full'. */
export function stateLabel(LL: TranslationFunctions, state: PaymentState): string {
  const P = LL.admin.payments;
  return state === 'paid' ? P.statePaid() : state === 'prepaid' ? P.statePrepaid() : P.statePrepaymentDue();
}

/**
 * The Payments section's badge: the payment state of an order still going; for a declined or
 * cancelled order (which owes nothing, so reads "paid"), what it still holds to give back or that
 * nothing is owed.
 */
export function paymentsBadge(
  LL: TranslationFunctions,
  status: string,
  payment: { state: PaymentState; credit: number },
): { text: string; className: string } {
  const P = LL.admin.payments;
  if (isPaymentsClosed(status))
    return payment.credit > 0
      ? { text: P.stateRefundDue(), className: 'badge-orange' }
      : { text: P.stateClosed(), className: 'badge-gray' };
  return { text: stateLabel(LL, payment.state), className: STATE_BADGE[payment.state] };
}

export const kindLabel = (LL: TranslationFunctions, kind: PaymentKind): string =>
  kind === 'prepayment' ? LL.admin.payments.prepayment() : LL.admin.payments.balance();
export const methodLabel = (LL: TranslationFunctions, method: PaymentMethod): string =>
  method === 'cash' ? LL.admin.payments.cash() : LL.admin.payments.card();

/** A percentage as the texts show it: '5', '9.75'. */
const percentText = (percent: number) => String(percent);

/**
 * What to collect for a payment settling `cents`, in words: 'Collect $475.00 (5% cash discount
 * $25.00)', 'Collect $548.75 (incl. 9.75% sales tax $48.75)', 'Collect $500.00 (no cash discount on
 * a prepayment)'.
 */
export function collectText(
  LL: TranslationFunctions,
  cents: number,
  kind: PaymentKind,
  method: PaymentMethod,
  terms: PaymentTermsView,
): string {
  const P = LL.admin.payments;
  const c = collectFor(cents, kind, method, terms);
  const collect = usdCents(c.collectedCents);
  if (method === 'card')
    return P.collectTax({ collect, percent: percentText(terms.card_tax_percent), tax: usdCents(c.taxCents) });
  if (kind === 'balance') {
    return c.discountCents > 0
      ? P.collectDiscount({
          collect,
          percent: percentText(terms.cash_discount_percent),
          discount: usdCents(c.discountCents),
        })
      : P.collectPlain({ collect });
  }
  return bpOf(terms.cash_discount_percent) > 0 ? P.collectNoDiscount({ collect }) : P.collectPlain({ collect });
}

/** A recorded payment's money: '$475.00 (−$25.00 cash discount)', '$548.75 (incl. $48.75 sales tax)', '$500.00'. */
export function collectedText(
  LL: TranslationFunctions,
  p: { collected: number; discount: number; tax: number },
): string {
  const P = LL.admin.payments;
  const amount = formatUsd(p.collected);
  if (toCents(p.tax) > 0) return P.collectedTax({ amount, tax: formatUsd(p.tax) });
  if (toCents(p.discount) > 0) return P.collectedDiscount({ amount, discount: formatUsd(p.discount) });
  return amount;
}

/**
 * The amount field's error in words: "over" in the form's own words (what is left to pay, what
 * the order holds, what may move), the others the same in every money form.
 */
export function amountErrorText(LL: TranslationFunctions, error: 'invalid' | 'zero' | 'over', over: string): string {
  const P = LL.admin.payments;
  return error === 'over' ? over : error === 'zero' ? P.amountZero() : P.amountInvalid();
}
