import type { RouterOutputs } from '@wholesale/api';
import type { TranslationFunctions } from '@wholesale/i18n';
import {
  CALLED_OFF_ORDER_STATUSES,
  COMPLETE_ORDER_STATUSES,
  formatUsd,
  NOT_SALES_ORDER_STATUSES,
} from '@wholesale/rules';
import { dateLocale, formatPacificMoment, type DateLocale } from '../../lib/pickupText';

// Where an order's payments stand and its documents, as pure functions: the
// words of the state line and of each payment our team recorded, and the links to the invoice or,
// before it, the order confirmation. Unit
// tested in payment.test.ts. Amounts are the server's (integer cents there, dollars here).

type Detail = RouterOutputs['orders']['detail'];
export type OrderPayments = Detail['payment'];
export type OrderPayment = OrderPayments['payments'][number];
export type OrderRefund = OrderPayments['refunds'][number];
export type OrderCreditMove = OrderPayments['credit_moves'][number];
export type OrderCreditMemo = OrderPayments['credit_memos'][number];
type LL = Pick<TranslationFunctions, 'buyerOrders' | 'common'>;

/**
 * Whether the order is declined, cancelled or awaiting approval (no state line, no invoice): the
 * orders that are not sales. Nothing is handed over, or nothing yet (an order awaiting the company
 * owner's approval is not the warehouse's until approved).
 */
export const isClosedOrder = (status: string): boolean =>
  (NOT_SALES_ORDER_STATUSES as readonly string[]).includes(status);

/** A declined or cancelled order: whatever it holds goes back (or to another order), nothing is left to pay. */
export const isCalledOff = (status: string): boolean => CALLED_OFF_ORDER_STATUSES.includes(status);

/**
 * The state line of a declined or cancelled order holding money: "Deposit to refund: $512.50" in
 * place of any "left to pay" or deposit instructions; null otherwise.
 */
export function depositToRefundText(LL: LL, status: string, payment: Pick<OrderPayments, 'credit'>): string | null {
  return isCalledOff(status) && payment.credit > 0
    ? LL.buyerOrders.payment.depositToRefund({ amount: formatUsd(payment.credit) })
    : null;
}

/** "Credit: $20.00" when an order still going holds more than it owes; null otherwise. */
export function creditText(LL: LL, status: string, payment: Pick<OrderPayments, 'credit'>): string | null {
  return !isCalledOff(status) && payment.credit > 0
    ? LL.buyerOrders.payment.credit({ amount: formatUsd(payment.credit) })
    : null;
}

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
  /** unique among the order's money lines: 'p12' a payment, 'r3' a refund, 'c4' a credit move, 'm5' a credit memo */
  key: string;
  /** "Deposit, card" */
  title: string;
  /** the part of the order it settled: "$500.00" */
  amount: string;
  /** when it was received, on the warehouse's clock: "Wed, Nov 25 · 3:05 PM PT" */
  when: string;
  /** "Collected $548.75", then the discount or the tax */
  details: string[];
  /** a credit memo's PDF (its address, without the language) */
  pdf?: string;
}

export function paymentLine(LL: LL, locale: string, p: OrderPayment, now: Date = new Date()): PaymentLine {
  return {
    id: p.id,
    key: `p${p.id}`,
    title: paymentTitle(LL, p),
    amount: formatUsd(p.applied),
    when: formatPacificMoment(p.received_at, dateLocale(locale), LL.common.pacificZone(), now),
    details: paymentDetails(LL, p),
  };
}

/**
 * What the order's page lists of its money, oldest first: the payments that count (a voided one
 * was a mistake and is left out, so it never reads as paid), the refunds with what was handed back,
 * the credit moved in from or out to another order, and the credit memos approved claims issued.
 */
export function moneyLines(LL: LL, locale: string, p: OrderPayments, now: Date = new Date()): PaymentLine[] {
  const zone = LL.common.pacificZone();
  const at = (iso: string) => formatPacificMoment(iso, dateLocale(locale), zone, now);
  const P = LL.buyerOrders.payment;
  const lines: (PaymentLine & { at: string })[] = [
    ...p.payments
      .filter((x) => x.voided === null)
      .map((x) => ({ ...paymentLine(LL, locale, x, now), key: `p${x.id}`, at: x.received_at })),
    ...p.refunds.map((r) => ({
      id: r.id,
      key: `r${r.id}`,
      title: r.method === 'card' ? P.refundCard() : P.refundCash(),
      amount: `−${formatUsd(r.amount)}`,
      when: at(r.refunded_at),
      details: [
        P.returned({ amount: formatUsd(r.returned) }),
        ...(r.tax > 0 ? [P.cardTax({ amount: formatUsd(r.tax) })] : []),
      ],
      at: r.refunded_at,
    })),
    ...p.credit_moves.map((m) => ({
      id: m.id,
      key: `c${m.id}`,
      title: m.direction === 'in' ? P.creditFrom({ number: m.order_number }) : P.creditTo({ number: m.order_number }),
      amount: m.direction === 'in' ? formatUsd(m.amount) : `−${formatUsd(m.amount)}`,
      when: at(m.moved_at),
      details: [],
      at: m.moved_at,
    })),
    ...p.credit_memos.map((m) => ({
      id: m.id,
      key: `m${m.id}`,
      title: P.creditMemo({ number: m.number }),
      amount: formatUsd(m.amount),
      when: at(m.issued_at),
      details: [P.creditMemoNote()],
      pdf: m.url,
      at: m.issued_at,
    })),
  ];
  return lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map(({ at: _at, ...line }) => line);
}

/** A PDF of the order in the screen's language, and in the other one. */
export interface DocumentLinks {
  /** in the screen's language (named: the server's default is the account's mail language) */
  href: string;
  /** the other language's */
  other: { href: string; lang: DateLocale };
}

/** What the order's page offers of its documents. */
export type InvoiceOffer =
  | { kind: 'none' }
  /** a complete order still estimated (completed before completing needed every weight): no document yet */
  | { kind: 'later' }
  /** the invoice, issued when the order was completed */
  | ({ kind: 'invoice' } & DocumentLinks)
  /**
   * Before the invoice: the order confirmation, and a note saying when the invoice comes
   * (`weighing`: once the catch-weight lines are weighed; `complete`: once the order is complete).
   */
  | ({ kind: 'confirmation'; note: 'weighing' | 'complete' } & DocumentLinks);

/** Orders with no documents at all: nothing was or will be handed over. */
const NO_DOCUMENTS: readonly string[] = ['declined', 'cancelled'];

function links(path: string, screenLocale: string): DocumentLinks {
  const shown: DateLocale = dateLocale(screenLocale);
  const other: DateLocale = shown === 'ko' ? 'en' : 'ko';
  return { href: `${path}?lang=${shown}`, other: { href: `${path}?lang=${other}`, lang: other } };
}

/**
 * The order's documents as the server issues them: nothing for a declined or cancelled order;
 * the invoice once the order is complete with every weight final; before that the order
 * confirmation (an order awaiting approval included), with why the invoice is not there yet. Each
 * in the screen's language (`screenLocale`: what the buyer reads now, whatever their mails are in)
 * and in the other one.
 */
export function invoiceOffer(
  order: Pick<Detail, 'id' | 'order_status'> & { amounts: Pick<Detail['amounts'], 'estimated'> },
  screenLocale: string,
): InvoiceOffer {
  if (NO_DOCUMENTS.includes(order.order_status)) return { kind: 'none' };
  const base = `/api/orders/${order.id}`;
  if ((COMPLETE_ORDER_STATUSES as readonly string[]).includes(order.order_status)) {
    // the server refuses the invoice of a complete order still estimated, and offers no confirmation
    // that would read as the final word on it
    if (order.amounts.estimated) return { kind: 'later' };
    return { kind: 'invoice', ...links(`${base}/invoice.pdf`, screenLocale) };
  }
  return {
    kind: 'confirmation',
    note: order.amounts.estimated ? 'weighing' : 'complete',
    ...links(`${base}/confirmation.pdf`, screenLocale),
  };
}

/** The other language's link text, in that language: "in English" / "한국어로". */
export function invoiceOtherText(LL: LL, lang: DateLocale): string {
  const P = LL.buyerOrders.payment;
  return lang === 'ko' ? P.invoiceInKo() : P.invoiceInEn();
}
