// Packing slips as a PDF, drawn with pdfkit on US Letter: one slip per order, each starting on a
// page of its own and written in its buyer's language (so a day's file mixes English and Korean
// pages). A slip shows the seller, the order number and its pickup window in Los Angeles time,
// the buyer with company and phone, the buyer's note, every line (name in the slip's language,
// spec, quantity with its unit, weighed pounds, a box to tick when packed), the boxes and packs,
// and lines to sign. No prices. A long order's table continues on the next page under its header.
import { isCatchWeight, specInWords } from '@wholesale/rules';
import { templateContext } from '../mail/templates/common';
import { unitCount } from '../mail/templates/order-common';
import { formatPickupSlot } from '../mail/templates/pickup-slot';
import { BOTTOM, businessIn, CONTENT_WIDTH, finish, GREY, heading, newDocument, PAGE, rule } from './document';
import { drawLotLines, lotLines, lotLinesHeight } from './lot-lines';
import type { PackingSlip, PackingSlipsData } from './packing-slip-data';

const COLUMNS = {
  item: { x: PAGE.margin, width: 200 },
  spec: { x: PAGE.margin + 206, width: 120 },
  quantity: { x: PAGE.margin + 330, width: 70 },
  weighed: { x: PAGE.margin + 404, width: 60 },
  packed: { x: PAGE.margin + 470, width: CONTENT_WIDTH - 470 },
} as const;

/** A row of the slip's table: an order line, or the launch deal's free product (`free`). */
type SlipRow = Omit<PackingSlip['lines'][number], 'name_ko'> & { free?: boolean };

const pounds = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Draws one slip from the top of the current page; answers how many pages it took. */
function drawSlip(doc: PDFKit.PDFDocument, slip: PackingSlip): number {
  const { locale } = slip;
  const ctx = templateContext(locale);
  const t = ctx.LL.mail.packingSlip;
  const inv = ctx.LL.mail.invoice;
  let pages = 1;
  let y = heading(doc, businessIn(locale), inv.phone(), t.title(), [`${inv.orderNumber()}: ${slip.order_number}`]) + 12;
  // The pickup on a line of its own, across the page: what the warehouse sorts the slips by, and
  // too long beside the seller's address in the heading's right column.
  const pickup = slip.pickup
    ? `${t.pickup()}: ${formatPickupSlot(locale, slip.pickup.start, slip.pickup.end)}`
    : t.noPickup();
  doc.font('bold').fontSize(12).fillColor('black').text(pickup, PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 12;

  // --- the buyer, and their note ---
  doc.font('bold').fontSize(10).fillColor('black').text(t.buyer(), PAGE.margin, y);
  doc.font('regular').fontSize(11);
  const who = [slip.buyer.company, slip.buyer.name, slip.buyer.phone ? `${inv.phone()} ${slip.buyer.phone}` : null];
  for (const line of who.filter((l): l is string => Boolean(l))) doc.text(line, PAGE.margin, doc.y, { width: 300 });
  y = doc.y + 10;
  doc.font('bold').fontSize(10).text(t.note(), PAGE.margin, y);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(slip.note ? 'black' : GREY);
  doc.text(slip.note || t.noNote(), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black');

  // --- the lines ---
  const header = (at: number): number => {
    doc.font('bold').fontSize(9).fillColor('black');
    doc.text(inv.item(), COLUMNS.item.x, at, { width: COLUMNS.item.width });
    doc.text(t.spec(), COLUMNS.spec.x, at, { width: COLUMNS.spec.width });
    doc.text(inv.quantity(), COLUMNS.quantity.x, at, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(inv.weight(), COLUMNS.weighed.x, at, { width: COLUMNS.weighed.width, align: 'right' });
    doc.text(t.packed(), COLUMNS.packed.x, at, { width: COLUMNS.packed.width, align: 'center' });
    rule(doc, at + 14);
    doc.font('regular');
    return at + 19;
  };
  y = header(doc.y + 16);
  let boxes = 0;
  let packs = 0;
  let weighed = 0;
  // The launch deal's free product goes with the goods like any line, worded as on the invoice.
  const free = slip.free_line;
  const rows: SlipRow[] = [
    ...slip.lines.map((line) => ({ ...line, name: locale === 'ko' ? line.name_ko || line.name : line.name })),
    ...(free
      ? [
          {
            ...free,
            name: inv.freeLine({ item: locale === 'ko' ? free.name_ko || free.name : free.name }),
            weighed_lbs: null,
            free: true,
          },
        ]
      : []),
  ];
  for (const line of rows) {
    const cw = isCatchWeight(line.spec);
    if (cw) packs += line.quantity;
    else boxes += line.quantity;
    if (cw && line.weighed_lbs !== null) weighed += line.weighed_lbs;
    const { name } = line;
    const spec = specInWords(ctx.LL.catalogue.specText, line.spec.trim());
    doc.fontSize(10);
    const lots = lotLines(ctx.LL, locale, line.lots);
    const nameHeight = doc.heightOfString(name, { width: COLUMNS.item.width });
    const height =
      Math.max(
        nameHeight + lotLinesHeight(doc, lots, COLUMNS.item.width, 10),
        doc.heightOfString(spec, { width: COLUMNS.spec.width }),
      ) + 8;
    if (y + height > BOTTOM) {
      doc.addPage();
      pages += 1;
      y = header(PAGE.margin);
    }
    doc.fontSize(10).text(name, COLUMNS.item.x, y, { width: COLUMNS.item.width });
    doc.text(spec, COLUMNS.spec.x, y, { width: COLUMNS.spec.width });
    doc.text(unitCount(ctx, cw, line.quantity), COLUMNS.quantity.x, y, {
      width: COLUMNS.quantity.width,
      align: 'right',
    });
    // The free product is not weighed into the order: nothing to write beside it.
    const lbs =
      !cw || line.free
        ? ''
        : line.weighed_lbs === null
          ? t.notWeighed()
          : inv.lbs({ lbs: pounds.format(line.weighed_lbs) });
    doc.text(lbs, COLUMNS.weighed.x, y, { width: COLUMNS.weighed.width, align: 'right' });
    doc
      .rect(COLUMNS.packed.x + COLUMNS.packed.width / 2 - 5, y, 10, 10)
      .lineWidth(0.8)
      .strokeColor('black')
      .stroke();
    drawLotLines(doc, lots, { x: COLUMNS.item.x, y: y + nameHeight + 1, width: COLUMNS.item.width }, GREY);
    doc.font('regular').fontSize(10);
    y += height;
  }
  rule(doc, y);

  // --- the count, and who packed and received it ---
  if (y + 90 > BOTTOM) {
    doc.addPage();
    pages += 1;
    y = PAGE.margin;
  }
  doc.font('bold').fontSize(11).fillColor('black');
  doc.text(t.totals({ boxes, packs }), PAGE.margin, y + 10, { width: CONTENT_WIDTH });
  if (packs > 0 && weighed > 0) doc.text(t.weighedTotal({ lbs: pounds.format(weighed) }), { width: CONTENT_WIDTH });
  y = doc.y + 30;
  doc.font('regular').fontSize(10);
  for (const [i, label] of [t.packedBy(), t.receivedBy()].entries()) {
    const x = PAGE.margin + i * (CONTENT_WIDTH / 2);
    doc.text(label, x, y, { width: 90 });
    doc
      .moveTo(x + 90, y + 11)
      .lineTo(x + CONTENT_WIDTH / 2 - 20, y + 11)
      .strokeColor(GREY)
      .lineWidth(0.5)
      .stroke();
  }
  return pages;
}

/** Draws every slip and ends the document: the answer is a readable stream of the PDF's bytes. */
export function packingSlipsPdf(data: PackingSlipsData): PDFKit.PDFDocument {
  const first = data.slips[0];
  const { LL } = templateContext(first?.locale ?? 'en');
  const doc = newDocument({
    title:
      data.slips.length === 1 && first
        ? `${LL.mail.packingSlip.title()} ${first.order_number}`
        : LL.mail.packingSlip.title(),
    author: LL.common.brand(),
    subject: data.slips.map((s) => s.order_number).join(', '),
  });
  // Which slip each page belongs to, and its place in that slip: each page's foot names them.
  const pageOf: { slip: PackingSlip; page: number; pages: number }[] = [];
  data.slips.forEach((slip, i) => {
    if (i > 0) doc.addPage();
    const pages = drawSlip(doc, slip);
    for (let p = 1; p <= pages; p += 1) pageOf.push({ slip, page: p, pages });
  });
  return finish(doc, (page) => {
    const at = pageOf[page - 1];
    if (!at) return '';
    const t = templateContext(at.slip.locale).LL.mail.packingSlip;
    return t.foot({ number: at.slip.order_number, page: at.page, pages: at.pages });
  });
}
