// The money rows under an order document's lines, in words: what the order costs, what the way it
// was paid took off and added, each payment as collected, and what is left or was paid above it.
// Pure (no drawing), so the figures are tested apart from the PDF.
import { formatUsd, fromCents, invoiceFigures, type InvoiceFigures } from '@wholesale/rules';
import type { TranslationFunctions } from '@wholesale/i18n/sync';
import { formatPacificDate } from '../mail/templates/pickup-slot';
import type { OrderDocumentContent } from './order-document-data';

export interface AmountRow {
  label: string;
  value: string;
  bold?: boolean;
}

export interface DocumentAmounts {
  figures: InvoiceFigures;
  /** subtotal, fee, total; the cash discount and the card tax with what they make, where any */
  totals: AmountRow[];
  /** one row per payment, as collected */
  payments: AmountRow[];
  /** collected, the balance due, and the company's credit where the payments went above the total */
  closing: AmountRow[];
  /** the notes under them: the cash and card terms only while something is left to pay */
  notes: string[];
}

const usd = (cents: number) => formatUsd(fromCents(cents));

export function documentAmounts(
  t: TranslationFunctions['mail']['invoice'],
  locale: 'en' | 'ko',
  content: OrderDocumentContent,
): DocumentAmounts {
  const refunds = content.refunds ?? [];
  const moves = content.credit_moves ?? [];
  // A refund takes back what it returns (and the card tax with it); credit moved in settles part
  // of the order without money changing hands, credit moved out the other way round.
  const figures = invoiceFigures({ subtotalCents: content.subtotal_cents, feeCents: content.fee_cents }, [
    ...content.payments.map((p) => ({
      appliedCents: p.applied_cents,
      discountCents: p.discount_cents,
      taxCents: p.tax_cents,
      collectedCents: p.collected_cents,
    })),
    ...refunds.map((r) => ({
      appliedCents: -r.amount_cents,
      discountCents: 0,
      taxCents: -r.tax_cents,
      collectedCents: -r.returned_cents,
    })),
    ...moves.map((m) => ({
      appliedCents: m.direction === 'in' ? m.amount_cents : -m.amount_cents,
      discountCents: 0,
      taxCents: 0,
      collectedCents: 0,
    })),
  ]);
  const totals: AmountRow[] = [
    { label: t.subtotal(), value: usd(figures.subtotalCents) },
    { label: t.fee(), value: usd(figures.feeCents) },
    { label: t.total(), value: usd(figures.totalCents), bold: true },
  ];
  if (figures.cashDiscountCents > 0)
    totals.push({ label: t.cashDiscount(), value: `−${usd(figures.cashDiscountCents)}` });
  if (figures.cardTaxCents > 0) totals.push({ label: t.cardTax(), value: `+${usd(figures.cardTaxCents)}` });
  if (figures.cashDiscountCents > 0 || figures.cardTaxCents > 0)
    totals.push({ label: t.charged(), value: usd(figures.chargedCents), bold: true });

  const payments = content.payments.map((p) => ({
    label: t.paymentLine({
      date: formatPacificDate(locale, p.received_at),
      kind: p.kind === 'prepayment' ? t.prepayment() : t.balance(),
      method: p.method === 'cash' ? t.cash() : t.card(),
    }),
    value: usd(p.collected_cents),
  }));
  const method = (m: 'cash' | 'card') => (m === 'cash' ? t.cash() : t.card());
  for (const r of refunds)
    payments.push({
      label: t.refundLine({ date: formatPacificDate(locale, r.refunded_at), method: method(r.method) }),
      value: `−${usd(r.returned_cents)}`,
    });
  for (const m of moves)
    payments.push({
      label:
        m.direction === 'in'
          ? t.creditIn({ date: formatPacificDate(locale, m.moved_at), number: m.order_number })
          : t.creditOut({ date: formatPacificDate(locale, m.moved_at), number: m.order_number }),
      value: m.direction === 'in' ? usd(m.amount_cents) : `−${usd(m.amount_cents)}`,
    });

  const closing: AmountRow[] = [
    { label: t.collected(), value: usd(figures.collectedCents) },
    { label: t.balanceDue(), value: usd(figures.balanceDueCents), bold: true },
  ];
  if (figures.overpaidCents > 0) closing.push({ label: t.credit(), value: usd(figures.overpaidCents), bold: true });

  const owing = figures.balanceDueCents > 0;
  const notes = [
    ...(owing
      ? [
          t.cashNote({ percent: String(content.terms.cash_discount_percent) }),
          t.cardNote({ percent: String(content.terms.card_tax_percent) }),
        ]
      : []),
    t.methodsNote(),
    t.thanks(),
  ];
  return { figures, totals, payments, closing, notes };
}
