// An order's document as a PDF, drawn with pdfkit on US Letter: the issued invoice (its number, the
// invoice it replaces) or the order confirmation before it (no number, "not an invoice", marked as
// an estimate while a catch-weight line is unweighed). Both show the seller with its seller's
// permit, the company billed with its address, license and resale numbers, the order and its
// pickup, every line (weighed pounds for catch weight), and the money (document-amounts.ts). In
// one language; the table's header repeats on every page, and every page is numbered.
import { formatUsd, isCatchWeight, TERMS_DAYS, type PaymentTermsCode } from '@wholesale/rules';
import type { TranslationFunctions } from '@wholesale/i18n/sync';
import { templateContext } from '../mail/templates/common';
import { lineItem, unitCount } from '../mail/templates/order-common';
import {
  formatPacificDate,
  formatPacificShortDate,
  formatPickupSlot,
  middayInLosAngeles,
} from '../mail/templates/pickup-slot';
import { BOTTOM, CONTENT_WIDTH, finish, GREY, heading, newDocument, noneLine, PAGE, rule } from './document';
import { documentAmounts, type AmountRow } from './document-amounts';
import { drawLotLines, lotLines, lotLinesHeight } from './lot-lines';
import type { OrderDocumentData } from './order-document-data';

/** The table's columns: x and width (points); the item column takes what is left. */
const COLUMNS = {
  item: { x: PAGE.margin, width: 220 },
  quantity: { x: PAGE.margin + 226, width: 70 },
  weight: { x: PAGE.margin + 300, width: 62 },
  unitPrice: { x: PAGE.margin + 366, width: 70 },
  amount: { x: PAGE.margin + 440, width: CONTENT_WIDTH - 440 },
} as const;

/** 'Net 15 days' / '순 15일': the terms in the document's words. */
function termsText(t: TranslationFunctions['mail']['invoice'], terms: PaymentTermsCode): string {
  return terms === 'pickup' ? t.termsPickup() : t.termsNet({ days: TERMS_DAYS[terms] });
}

/**
 * The launch deal's free line under the others: one unit of the product at $0, named as given.
 * Answers the y below it.
 */
function drawFreeLine(
  doc: PDFKit.PDFDocument,
  ctx: ReturnType<typeof templateContext>,
  content: OrderDocumentData['content'],
  y: number,
  newPage: () => number,
): number {
  const free = content.free_line;
  if (!free) return y;
  const t = ctx.LL.mail.invoice;
  const cw = isCatchWeight(free.spec);
  const item = lineItem(ctx, { name: ctx.locale === 'ko' ? free.name_ko || free.name : free.name, spec: free.spec });
  const name = t.freeLine({ item });
  const zero = formatUsd(0);
  doc.font('regular').fontSize(9);
  const height = doc.heightOfString(name, { width: COLUMNS.item.width }) + 6;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = newPage();
  }
  doc.text(name, COLUMNS.item.x, y, { width: COLUMNS.item.width });
  doc.text(unitCount(ctx, cw, free.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  doc.text(cw ? t.perLb({ price: zero }) : t.perBox({ price: zero }), COLUMNS.unitPrice.x, y, {
    width: COLUMNS.unitPrice.width,
    align: 'right',
  });
  doc.text(zero, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
  return y + height;
}

const pounds = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Draws the document and ends it: the answer is the document itself, a readable stream of the
 * PDF's bytes (nothing is written to disk).
 */
export function orderDocumentPdf(data: OrderDocumentData): PDFKit.PDFDocument {
  const { locale, content } = data;
  const ctx = templateContext(locale);
  const t = ctx.LL.mail.invoice;
  const invoice = data.heading.kind === 'invoice' ? data.heading : null;
  const title = invoice ? t.title() : t.confirmationTitle();
  const fullTitle = invoice ? `${title} ${invoice.number}` : `${title} ${content.order.number}`;
  const seller = content.seller[locale];
  const doc = newDocument({
    title: fullTitle,
    author: seller.name,
    subject: `${t.orderNumber()} ${content.order.number}`,
  });
  const facts = [
    ...(invoice
      ? [`${t.number()}: ${invoice.number}`, `${t.date()}: ${formatPacificDate(locale, invoice.issuedAt)}`]
      : []),
    `${t.orderNumber()}: ${content.order.number}`,
    `${t.orderDate()}: ${formatPacificDate(locale, content.order.date)}`,
    ...(content.order.pickup
      ? [`${t.pickup()}: ${formatPickupSlot(locale, content.order.pickup.start, content.order.pickup.end)}`]
      : []),
    ...(invoice && content.payment_terms && content.due_on
      ? [
          `${t.terms()}: ${termsText(t, content.payment_terms)}`,
          `${t.dueDate()}: ${formatPacificShortDate(locale, middayInLosAngeles(content.due_on))}`,
        ]
      : []),
    ...(invoice?.replaces ? [t.replaces({ number: invoice.replaces })] : []),
  ];
  const permit = content.seller.permit ? [t.sellerPermit({ number: content.seller.permit })] : [];
  const top = heading(doc, seller, t.phone(), title, facts, permit);

  // --- what the document is, before an invoice exists ---
  let y = top + 12;
  if (!invoice) {
    const marks = [t.confirmationNote(), ...(content.estimated ? [t.estimate()] : [])];
    doc.font('bold').fontSize(9.5).fillColor('black');
    for (const mark of marks) {
      doc.text(mark, PAGE.margin, y, { width: CONTENT_WIDTH });
      y = doc.y + 2;
    }
  }

  // --- the company billed ---
  y += 8;
  doc.font('bold').fontSize(10).fillColor('black').text(t.billTo(), PAGE.margin, y);
  doc.font('regular').fontSize(10);
  const b = content.buyer;
  const buyerLines = [
    b.company,
    b.company ? b.name : null,
    b.company ? null : b.name,
    ...b.address,
    b.email,
    b.phone ? `${t.phone()} ${b.phone}` : null,
    b.license ? `${t.license()}: ${b.license}` : null,
    b.resale ? `${t.resale()}: ${b.resale}` : null,
  ].filter((l): l is string => Boolean(l));
  for (const line of buyerLines) doc.text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });

  // --- the lines ---
  y = doc.y + 16;
  const tableHeader = (at: number, continued: boolean): number => {
    doc.font('bold').fontSize(9).fillColor('black');
    if (continued) {
      doc.text(t.continued({ title: fullTitle }), PAGE.margin, at, { width: CONTENT_WIDTH });
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
  // A pack date shows its year when it is not the document's.
  const lotToday = (invoice?.issuedAt ?? content.order.date).slice(0, 10);
  for (const line of content.lines) {
    const cw = isCatchWeight(line.spec);
    const name = lineItem(ctx, { name: locale === 'ko' ? line.name_ko || line.name : line.name, spec: line.spec });
    const price = formatUsd(line.unit_price);
    const cells = {
      quantity: unitCount(ctx, cw, line.quantity),
      weight: cw && line.weighed_lbs !== null ? t.lbs({ lbs: pounds.format(line.weighed_lbs) }) : '',
      unitPrice: cw ? t.perLb({ price }) : t.perBox({ price }),
      amount: formatUsd(line.line_total),
    };
    doc.fontSize(9);
    // Only the product's name (and its lots under it) wraps: the other cells are short, so its height is the row's.
    const lots = lotLines(ctx.LL, locale, line.lots, lotToday);
    const nameHeight = doc.heightOfString(name, { width: COLUMNS.item.width });
    const height = nameHeight + lotLinesHeight(doc, lots, COLUMNS.item.width, 9) + 6;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(PAGE.margin, true);
    }
    doc.text(name, COLUMNS.item.x, y, { width: COLUMNS.item.width });
    doc.text(cells.quantity, COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(cells.weight, COLUMNS.weight.x, y, { width: COLUMNS.weight.width, align: 'right' });
    doc.text(cells.unitPrice, COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(cells.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    drawLotLines(doc, lots, { x: COLUMNS.item.x, y: y + nameHeight + 1, width: COLUMNS.item.width }, GREY);
    doc.font('regular').fontSize(9);
    y += height;
  }
  y = drawFreeLine(doc, ctx, content, y, () => tableHeader(PAGE.margin, true));
  rule(doc, y);

  // --- the money ---
  const money = documentAmounts(t, locale, content);
  // Keep the block together: a new page when it would not fit.
  const rowCount = money.totals.length + Math.max(money.payments.length, 1) + money.closing.length + 1;
  const blockHeight = 20 + 16 * rowCount + 14 * money.notes.length + 30;
  y += 10;
  if (y + blockHeight > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const amountRow = (r: AmountRow) => {
    doc.font(r.bold ? 'bold' : 'regular').fontSize(r.bold ? 11 : 9.5);
    const labelHeight = doc.heightOfString(r.label, { width: 330 });
    doc.text(r.label, PAGE.margin + 100, y, { width: 330, align: 'right' });
    doc.text(r.value, COLUMNS.amount.x - 20, y, { width: COLUMNS.amount.width + 20, align: 'right' });
    y += Math.max(labelHeight, 12) + 4;
  };
  money.totals.forEach(amountRow);
  y += 6;
  doc.font('bold').fontSize(10).text(t.paymentsHeading(), PAGE.margin, y);
  y = doc.y + 4;
  if (money.payments.length === 0) y = noneLine(doc, t.noPayments(), y, 4);
  money.payments.forEach(amountRow);
  y += 4;
  money.closing.forEach(amountRow);

  y += 14;
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const note of money.notes) {
    doc.text(note, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }

  return finish(doc, (page, pages) => t.page({ page, pages }));
}
