// The final invoice as a PDF, drawn with pdfkit on US Letter: the business,
// the buyer (company, license and resale numbers), the invoice's number and date, the order and
// its pickup, every line (weighed pounds for catch weight), the amounts, the payments received,
// the balance due and the cash and card notes. In one language: the buyer's by default. The
// table's header repeats on every page, and every page is numbered "Page n of N".
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import type { OrderLine, OrderPayments } from '@wholesale/contract';
import { templateContext } from '../mail/templates/common';
import { lineItem, unitCount } from '../mail/templates/order-common';
import { formatPacificDate, formatPickupSlot } from '../mail/templates/pickup-slot';
import {
  BOTTOM,
  CONTENT_WIDTH,
  finish,
  GREY,
  heading,
  newDocument,
  PAGE,
  rule,
  type Business,
  type DocumentBuyer,
} from './document';

export interface InvoiceData {
  locale: 'en' | 'ko';
  number: string;
  /** ISO 8601: when the number was given */
  issuedAt: string;
  business: Business;
  buyer: DocumentBuyer & { license: string | null; resale: string | null };
  order: { number: string; date: string; pickup: { start: string; end: string } | null };
  lines: readonly OrderLine[];
  amounts: { subtotal: number; fee: number; total: number };
  payment: OrderPayments;
}

/** The table's columns: x and width (points); the item column takes what is left. */
const COLUMNS = {
  item: { x: PAGE.margin, width: 220 },
  quantity: { x: PAGE.margin + 226, width: 70 },
  weight: { x: PAGE.margin + 300, width: 62 },
  unitPrice: { x: PAGE.margin + 366, width: 70 },
  amount: { x: PAGE.margin + 440, width: CONTENT_WIDTH - 440 },
} as const;

const pounds = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Draws the invoice and ends the document: the answer is the document itself, a readable stream
 * of the PDF's bytes (nothing is written to disk).
 */
export function invoicePdf(data: InvoiceData): PDFKit.PDFDocument {
  const { LL } = templateContext(data.locale);
  const t = LL.mail.invoice;
  const doc = newDocument({
    title: `${t.title()} ${data.number}`,
    author: data.business.name,
    subject: `${t.orderNumber()} ${data.order.number}`,
  });
  const facts = [
    `${t.number()}: ${data.number}`,
    `${t.date()}: ${formatPacificDate(data.locale, data.issuedAt)}`,
    `${t.orderNumber()}: ${data.order.number}`,
    `${t.orderDate()}: ${formatPacificDate(data.locale, data.order.date)}`,
    ...(data.order.pickup
      ? [`${t.pickup()}: ${formatPickupSlot(data.locale, data.order.pickup.start, data.order.pickup.end)}`]
      : []),
  ];
  const top = heading(doc, data.business, t.phone(), t.title(), facts);

  // --- the buyer ---
  let y = top + 18;
  doc.font('bold').fontSize(10).text(t.billTo(), PAGE.margin, y);
  doc.font('regular').fontSize(10);
  const buyerLines = [
    data.buyer.company,
    data.buyer.company ? data.buyer.name : null,
    data.buyer.company ? null : data.buyer.name,
    data.buyer.email,
    data.buyer.phone ? `${t.phone()} ${data.buyer.phone}` : null,
    data.buyer.license ? `${t.license()}: ${data.buyer.license}` : null,
    data.buyer.resale ? `${t.resale()}: ${data.buyer.resale}` : null,
  ].filter((l): l is string => Boolean(l));
  for (const line of buyerLines) doc.text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });

  // --- the lines ---
  y = doc.y + 16;
  const tableHeader = (at: number, continued: boolean): number => {
    doc.font('bold').fontSize(9).fillColor('black');
    if (continued) {
      doc.text(t.continued({ title: `${t.title()} ${data.number}` }), PAGE.margin, at, { width: CONTENT_WIDTH });
      at = doc.y + 6;
    }
    doc.text(t.item(), COLUMNS.item.x, at, { width: COLUMNS.item.width });
    doc.text(t.quantity(), COLUMNS.quantity.x, at, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(t.weight(), COLUMNS.weight.x, at, { width: COLUMNS.weight.width, align: 'right' });
    doc.text(t.unitPrice(), COLUMNS.unitPrice.x, at, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(t.amount(), COLUMNS.amount.x, at, { width: COLUMNS.amount.width, align: 'right' });
    const below = at + 14;
    rule(doc, below);
    doc.font('regular');
    return below + 5;
  };
  y = tableHeader(y, false);
  const ctx = templateContext(data.locale);
  for (const line of data.lines) {
    const cw = isCatchWeight(line.spec);
    const name = lineItem(ctx, { name: data.locale === 'ko' ? line.name_ko || line.name : line.name, spec: line.spec });
    const price = formatUsd(line.unit_price);
    const cells = {
      quantity: unitCount(ctx, cw, line.quantity),
      weight: cw && line.weighed_lbs !== null ? t.lbs({ lbs: pounds.format(line.weighed_lbs) }) : '',
      unitPrice: cw ? t.perLb({ price }) : t.perBox({ price }),
      amount: formatUsd(line.line_total),
    };
    doc.fontSize(9);
    // Only the product's name wraps (the other cells are short): its height is the row's.
    const height = doc.heightOfString(name, { width: COLUMNS.item.width }) + 6;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(PAGE.margin, true);
    }
    doc.text(name, COLUMNS.item.x, y, { width: COLUMNS.item.width });
    doc.text(cells.quantity, COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(cells.weight, COLUMNS.weight.x, y, { width: COLUMNS.weight.width, align: 'right' });
    doc.text(cells.unitPrice, COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(cells.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    y += height;
  }
  rule(doc, y);

  // --- the amounts, the payments, the balance ---
  const p = data.payment;
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: t.subtotal(), value: formatUsd(data.amounts.subtotal) },
    { label: t.fee(), value: formatUsd(data.amounts.fee) },
    { label: t.total(), value: formatUsd(data.amounts.total), bold: true },
  ];
  const paymentRows = p.payments.map((pay) => {
    const head = t.paymentLine({
      date: formatPacificDate(data.locale, pay.received_at),
      kind: pay.kind === 'prepayment' ? t.prepayment() : t.balance(),
      method: pay.method === 'cash' ? t.cash() : t.card(),
    });
    const note =
      pay.discount > 0
        ? t.collectedWithDiscount({ collected: formatUsd(pay.collected), discount: formatUsd(pay.discount) })
        : pay.tax > 0
          ? t.collectedWithTax({ collected: formatUsd(pay.collected), tax: formatUsd(pay.tax) })
          : '';
    return { label: note ? `${head} — ${note}` : head, value: `−${formatUsd(pay.applied)}` };
  });
  const closing: { label: string; value: string; bold?: boolean }[] = [
    { label: t.paid(), value: formatUsd(p.paid) },
    { label: t.balanceDue(), value: formatUsd(p.due), bold: true },
  ];
  const notes = [
    t.cashNote({ percent: String(p.cash_discount_percent) }),
    t.cardNote({ percent: String(p.card_tax_percent) }),
    t.methodsNote(),
    t.thanks(),
  ];
  // Keep the totals block together: a new page when it would not fit.
  const blockHeight =
    20 + 16 * (rows.length + Math.max(paymentRows.length, 1) + closing.length + 1) + 14 * notes.length + 30;
  y += 10;
  if (y + blockHeight > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const amountRow = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9.5);
    const labelHeight = doc.heightOfString(label, { width: 330 });
    doc.text(label, PAGE.margin + 100, y, { width: 330, align: 'right' });
    doc.text(value, COLUMNS.amount.x - 20, y, { width: COLUMNS.amount.width + 20, align: 'right' });
    y += Math.max(labelHeight, 12) + 4;
  };
  for (const r of rows) amountRow(r.label, r.value, r.bold);
  y += 6;
  doc.font('bold').fontSize(10).text(t.paymentsHeading(), PAGE.margin, y);
  y = doc.y + 4;
  if (paymentRows.length === 0) {
    doc.font('regular').fontSize(9.5).fillColor(GREY).text(t.noPayments(), PAGE.margin, y);
    doc.fillColor('black');
    y = doc.y + 4;
  }
  for (const r of paymentRows) amountRow(r.label, r.value);
  y += 4;
  for (const r of closing) amountRow(r.label, r.value, r.bold);

  y += 14;
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const note of notes) {
    doc.text(note, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }

  return finish(doc, (page, pages) => t.page({ page, pages }));
}

/** The file's name: 'invoice-INV-001001.pdf'. */
export function invoiceFileName(number: string): string {
  return `invoice-${number}.pdf`;
}
