import type { RouterOutputs } from '@wholesale/api';
import type { TranslationFunctions } from '@wholesale/i18n';
import { formatUsd, NOT_SALES_ORDER_STATUSES } from '@wholesale/rules';
import { dateLocale, formatPacificMoment, type DateLocale } from '../../lib/pickupText';

// Where an order's payments stand and its invoice, as pure functions: the
// words of the state line and of each payment our team recorded, and the invoice's links. Unit
// tested in payment.test.ts. Amounts are the server's (integer cents there, dollars here).

type Detail = RouterOutputs['orders']['detail'];
export type OrderPayments = Detail['payment'];
export type OrderPayment = OrderPayments['payments'][number];
type LL = Pick<TranslationFunctions, 'buyerOrders' | 'common'>;

/**
 * Whether the order is declined, cancelled or awaiting approval (no state line, no invoice): the
 * orders that are not sales. Nothing is handed over, or nothing yet (an order awaiting the company
 * owner's approval is not the warehouse's until approved).
 */
export const isClosedOrder = (status: string): boolean =>
  (NOT_SALES_ORDER_STATUSES as readonly string[]).includes(status);

/** "Deposit due: $512.50" / "Deposit paid" / "Paid in full". */
export function paymentStateText(LL: LL, payment: Pick<OrderPayments, 'state' | 'prepayment_due'>): string {
  const P = LL.buyerOrders.payment;
  if (payment.state === 'paid') return P.statePaid();
  if (payment.state === 'prepaid') return P.statePrepaid();
  return P.stateDue({ amount: formatUsd(payment.prepayment_due) });
}

/**
 * The order card's payment badge, beside its status: "Deposit due" while the deposit is owed,
 * "Paid in full" once all is; none once only the balance is left (the usual state until pickup)
 * nor for a declined or cancelled order.
 */
export function paymentBadge(
  LL: LL,
  status: string,
  state: OrderPayments['state'],
): { text: string; tone: 'due' | 'paid' } | null {
  if (isClosedOrder(status)) return null;
  const P = LL.buyerOrders.payment;
  if (state === 'prepayment_due') return { text: P.badgeDue(), tone: 'due' };
  if (state === 'paid') return { text: P.statePaid(), tone: 'paid' };
  return null;
}

/** "Deposit, card" / "Balance, cash". */
export function paymentTitle(LL: LL, p: Pick<OrderPayment, 'kind' | 'method'>): string {
  const P = LL.buyerOrders.payment;
  if (p.kind === 'prepayment') return p.method === 'card' ? P.prepaymentCard() : P.prepaymentCash();
  return p.method === 'card' ? P.balanceCard() : P.balanceCash();
}

/** What a payment collected and why it differs from what it settled: ["Collected $548.75", "incl. $48.75 sales tax"]. */
export function paymentDetails(LL: LL, p: Pick<OrderPayment, 'collected' | 'discount' | 'tax'>): string[] {
  const P = LL.buyerOrders.payment;
  const out = [P.collected({ amount: formatUsd(p.collected) })];
  if (p.discount > 0) out.push(P.cashDiscount({ amount: formatUsd(p.discount) }));
  if (p.tax > 0) out.push(P.cardTax({ amount: formatUsd(p.tax) }));
  return out;
}

/** One payment as the order's page lists it. */
export interface PaymentLine {
  id: number;
  /** "Deposit, card" */
  title: string;
  /** the part of the order it settled: "$500.00" */
  amount: string;
  /** when it was received, on the warehouse's clock: "Wed, Nov 25 · 3:05 PM PT" */
  when: string;
  /** "Collected $548.75", then the discount or the tax */
  details: string[];
}

export function paymentLine(LL: LL, locale: string, p: OrderPayment, now: Date = new Date()): PaymentLine {
  return {
    id: p.id,
    title: paymentTitle(LL, p),
    amount: formatUsd(p.applied),
    when: formatPacificMoment(p.received_at, dateLocale(locale), LL.common.pacificZone(), now),
    details: paymentDetails(LL, p),
  };
}

/** What the order's page offers for its invoice. */
export type InvoiceOffer =
  | { kind: 'none' }
  /** not yet: catch-weight lines are still to be weighed */
  | { kind: 'later' }
  | {
      kind: 'ready';
      /** in the account's language (the server's default) */
      href: string;
      /** the other language's */
      other: { href: string; lang: DateLocale };
    };

/**
 * The invoice's links: none for a declined or cancelled order, a note while any catch-weight line
 * is unweighed, otherwise the PDF in the account's language and in the other one. `accountLocale`
 * is the account's language (its mails'); unknown, the page's is taken for it.
 */
export function invoiceOffer(
  order: Pick<Detail, 'id' | 'order_status'> & { amounts: Pick<Detail['amounts'], 'estimated'> },
  accountLocale: string,
): InvoiceOffer {
  if (isClosedOrder(order.order_status)) return { kind: 'none' };
  if (order.amounts.estimated) return { kind: 'later' };
  const href = `/api/orders/${order.id}/invoice.pdf`;
  const other: DateLocale = dateLocale(accountLocale) === 'ko' ? 'en' : 'ko';
  return { kind: 'ready', href, other: { href: `${href}?lang=${other}`, lang: other } };
}

/** The other language's link text, in that language: "in English" / "한국어로". */
export function invoiceOtherText(LL: LL, lang: DateLocale): string {
  const P = LL.buyerOrders.payment;
  return lang === 'ko' ? P.invoiceInKo() : P.invoiceInEn();
}
