// The shipment record as a PDF for the inspector, on landscape US Letter (nine columns do not fit
// upright): the seller, the range of days and when it was made, then one row per order line and
// lot, the header repeated on every page, and the totals. Staff read it in their own language.
import { pacificTimestamp } from '@wholesale/rules';
import { templateContext } from '../mail/templates/common';
import { businessIn, finish, GREY, newDocument, PAGE, rule } from './document';
import type { ShipmentRecordData } from './shipment-record-data';

const WIDTH = 792 - 2 * PAGE.margin;
const BOTTOM = 612 - PAGE.margin - 20;

/** The columns, left to right; their widths add up to the page's (692) with 6 between each. */
const COLUMNS = [
  { key: 'shipped', width: 56 },
  { key: 'company', width: 100 },
  { key: 'address', width: 128 },
  { key: 'order', width: 56 },
  { key: 'product', width: 120 },
  { key: 'lot', width: 60 },
  { key: 'establishment', width: 40 },
  { key: 'cases', width: 34, right: true },
  { key: 'netLbs', width: 50, right: true },
] as const;
const GAP = 6;
type Column = (typeof COLUMNS)[number]['key'];
/** Each column with its x: the widths before it and a gap after each. */
const PLACED = COLUMNS.map((c, i) => ({
  key: c.key,
  width: c.width,
  align: 'right' in c ? ('right' as const) : ('left' as const),
  x: PAGE.margin + COLUMNS.slice(0, i).reduce((sum, before) => sum + before.width + GAP, 0),
}));

const pounds = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function shipmentRecordPdf(data: ShipmentRecordData): PDFKit.PDFDocument {
  const { locale } = data;
  const { LL } = templateContext(locale);
  const t = LL.mail.lots.record;
  const business = businessIn(locale);
  const doc = newDocument(
    { title: `${t.title()} ${data.from} – ${data.to}`, author: business.name, subject: t.title() },
    'landscape',
  );
  /** A row's height: its tallest cell (the company, the address and the product wrap), and a gap. */
  const rowHeight = (values: Record<Column, string>): number =>
    Math.max(...PLACED.map((c) => doc.heightOfString(values[c.key] || ' ', { width: c.width }))) + 4;
  const cells = (y: number, values: Record<Column, string>, bold = false): number => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8)
      .fillColor('black');
    const height = rowHeight(values);
    for (const c of PLACED) doc.text(values[c.key], c.x, y, { width: c.width, align: c.align });
    return y + height;
  };
  const header = (y: number): number => {
    const next = cells(
      y,
      {
        shipped: t.shipped(),
        company: t.company(),
        address: t.address(),
        order: t.order(),
        product: t.product(),
        lot: t.lot(),
        establishment: t.establishment(),
        cases: t.cases(),
        netLbs: t.netLbs(),
      },
      true,
    );
    rule(doc, next - 2, WIDTH);
    return next + 2;
  };

  // --- heading: the seller on the left, the record and its range on the right ---
  doc.font('bold').fontSize(16).fillColor('black').text(business.name, PAGE.margin, PAGE.margin, { width: 340 });
  doc.font('regular').fontSize(9).fillColor(GREY).text(business.address, { width: 340 });
  doc.text(`${business.phone} · ${business.email}`, { width: 340 });
  const left = doc.y;
  doc.font('bold').fontSize(18).fillColor('black');
  doc.text(t.title(), PAGE.margin + 340, PAGE.margin, { width: WIDTH - 340, align: 'right' });
  doc.font('regular').fontSize(9);
  doc.text(t.range({ from: data.from, to: data.to }), { width: WIDTH - 340, align: 'right' });
  doc.text(t.made({ at: pacificTimestamp(new Date(data.made_at)) }), { width: WIDTH - 340, align: 'right' });
  let y = Math.max(left, doc.y) + 18;

  if (data.rows.length === 0) {
    doc.font('regular').fontSize(11).fillColor(GREY).text(t.none(), PAGE.margin, y, { width: WIDTH });
    return finish(doc, (page, pages) => t.foot({ from: data.from, to: data.to, page, pages }));
  }

  y = header(y);
  let cases = 0;
  let lbs = 0;
  for (const r of data.rows) {
    cases += r.cases;
    lbs += r.net_lbs ?? 0;
    const values: Record<Column, string> = {
      shipped: r.shipped_on,
      company: r.company,
      address: r.address,
      order: r.order_number,
      product: locale === 'ko' ? r.product_ko || r.product : r.product,
      lot: r.lot_code ?? '—',
      establishment: r.establishment ?? '',
      cases: String(r.cases),
      netLbs: r.net_lbs === null ? '' : `${pounds.format(r.net_lbs)}${r.estimated ? ` ${t.estimated()}` : ''}`,
    };
    doc.font('regular').fontSize(8);
    if (y + rowHeight(values) > BOTTOM) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    y = cells(y, values);
  }
  rule(doc, y, WIDTH);
  if (y + 30 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(t.totals({ rows: data.rows.length, cases, lbs: pounds.format(lbs) }), PAGE.margin, y + 8, {
      width: WIDTH,
      align: 'right',
    });
  return finish(doc, (page, pages) => t.foot({ from: data.from, to: data.to, page, pages }));
}
