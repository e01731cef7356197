// A credit memo as a PDF on US Letter, in one language: the seller with its permit, the memo's
// number and date, the order and invoice it credits, the company credited, the claimed line (what
// was wrong, how much) and the credit. One page: nothing in it grows.
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { templateContext } from '../mail/templates/common';
import { lineItem, unitCount } from '../mail/templates/order-common';
import { formatPacificDate } from '../mail/templates/pickup-slot';
import { CONTENT_WIDTH, finish, heading, newDocument, PAGE, rule } from './document';
import type { CreditMemoData } from './credit-memo-data';

const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function creditMemoPdf(data: CreditMemoData): PDFKit.PDFDocument {
  const { locale, content } = data;
  const ctx = templateContext(locale);
  const t = ctx.LL.mail.creditMemo;
  const inv = ctx.LL.mail.invoice;
  const seller = content.seller[locale];
  const doc = newDocument({
    title: `${t.title()} ${content.number}`,
    author: seller.name,
    subject: `${inv.orderNumber()} ${content.order.number}`,
  });
  const facts = [
    `${t.number()}: ${content.number}`,
    `${t.date()}: ${formatPacificDate(locale, content.issued_at)}`,
    `${inv.orderNumber()}: ${content.order.number}`,
    ...(content.invoice ? [`${t.invoice()}: ${content.invoice}`] : []),
    t.claim({ id: content.claim.id, date: formatPacificDate(locale, content.claim.claimed_at) }),
  ];
  const permit = content.seller.permit ? [inv.sellerPermit({ number: content.seller.permit })] : [];
  let y = heading(doc, seller, inv.phone(), t.title(), facts, permit) + 20;

  // --- the company credited ---
  doc.font('bold').fontSize(10).fillColor('black').text(t.creditTo(), PAGE.margin, y);
  doc.font('regular').fontSize(10);
  const b = content.buyer;
  const buyerLines = [
    b.company,
    b.name,
    ...b.address,
    b.email,
    b.license ? `${inv.license()}: ${b.license}` : null,
    b.resale ? `${inv.resale()}: ${b.resale}` : null,
  ].filter((l): l is string => Boolean(l));
  for (const line of buyerLines) doc.text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });

  // --- the line claimed and the credit ---
  y = doc.y + 20;
  const c = content.claim;
  const cw = isCatchWeight(c.line.spec);
  const quantity = twoDecimals.format(c.quantity);
  const rows: Array<readonly [string, string]> = [
    [
      inv.item(),
      lineItem(ctx, { name: locale === 'ko' ? c.line.name_ko || c.line.name : c.line.name, spec: c.line.spec }),
    ],
    [inv.quantity(), unitCount(ctx, cw, c.line.quantity)],
    [inv.amount(), formatUsd(c.line.total_cents / 100)],
    [t.reason(), ctx.LL.mail.claimReasons[c.reason]()],
    [
      t.claimed(),
      c.unit === 'lb' ? t.pounds({ quantity }) : c.quantity === 1 ? t.box({ quantity }) : t.boxes({ quantity }),
    ],
  ];
  rule(doc, y);
  y += 8;
  for (const [label, value] of rows) {
    doc.font('bold').fontSize(9.5).text(label, PAGE.margin, y, { width: 160 });
    doc
      .font('regular')
      .fontSize(9.5)
      .text(value, PAGE.margin + 170, y, { width: CONTENT_WIDTH - 170 });
    y = Math.max(doc.y, y + 12) + 6;
  }
  rule(doc, y);
  y += 10;
  doc
    .font('bold')
    .fontSize(12)
    .text(t.credit(), PAGE.margin, y, { width: CONTENT_WIDTH - 120 });
  doc.text(formatUsd(content.amount_cents / 100), PAGE.margin + CONTENT_WIDTH - 120, y, { width: 120, align: 'right' });
  y = doc.y + 18;
  doc.font('regular').fontSize(9).fillColor('#555555');
  doc.text(t.note({ order: content.order.number }), PAGE.margin, y, { width: CONTENT_WIDTH });
  return finish(doc, (page, pages) => inv.page({ page, pages }));
}
