// A company's monthly statement, for staff to send: the month's ledger (opening balance, invoices,
// payments applied, credit memos, refunds, closing balance), the month's orders of every member
// with who placed each, what each holds and what is left (declined and cancelled ones listed, not
// counted), the payments received in the month as collected, the refunds and credit memos, and
// what the company owes today on all confirmed and completed orders, aged. US Letter, in one language; a fixed layout in which
// every cell is one line, cut short rather than wrapped onto the next row.
import { formatUsd } from '@wholesale/rules';
import { templateContext } from '../mail/templates/common';
import { formatMonth, formatPacificDate, formatPacificShortDate } from '../mail/templates/pickup-slot';
import {
  BOTTOM,
  CONTENT_WIDTH,
  finish,
  GREY,
  heading,
  newDocument,
  noneLine,
  PAGE,
  rule,
  type Business,
  type DocumentBuyer,
} from './document';

export interface StatementData {
  locale: 'en' | 'ko';
  /** 'YYYY-MM' */
  month: string;
  madeAt: string;
  business: Business;
  buyer: DocumentBuyer;
  orders: {
    order_number: string;
    order_date: string;
    /** the member who placed it */
    placed_by: string;
    status: string;
    /** counted in the month's sales: not declined or cancelled */
    counted: boolean;
    total: number;
    /** what the order holds */
    paid: number;
    /** left to pay on a confirmed or complete order; null where nothing is owed yet or any more */
    due: number | null;
  }[];
  payments: {
    received_at: string;
    order_number: string;
    kind: 'prepayment' | 'balance';
    method: 'cash' | 'card';
    applied: number;
    discount: number;
    tax: number;
    collected: number;
  }[];
  refunds: { refunded_at: string; order_number: string; method: 'cash' | 'card'; returned: number }[];
  creditMemos: { issued_at: string; number: string; order_number: string; amount: number }[];
  financeCharges: { charged_at: string; overdue: number; amount: number }[];
  /** the month's ledger (books/ledger.ts): opening + invoiced − paid − credited + refunded = closing */
  ledger: {
    opening: { at: string; amount: number };
    invoiced: number;
    /** finance charges */
    charged: number;
    paid: number;
    credited: number;
    refunded: number;
    closing: { at: string; amount: number };
  };
  /** what the company owes today on confirmed and completed orders, by days past the due date */
  ageing: { current: number; days_1_30: number; days_31_60: number; days_61_90: number; days_over_90: number };
  /** what the company owes today on confirmed and completed orders */
  openBalance: number;
}

const COLUMNS = [
  { key: 'date', x: PAGE.margin, width: 62, align: 'left' },
  { key: 'order', x: PAGE.margin + 64, width: 70, align: 'left' },
  { key: 'placedBy', x: PAGE.margin + 136, width: 96, align: 'left' },
  { key: 'status', x: PAGE.margin + 234, width: 70, align: 'left' },
  { key: 'total', x: PAGE.margin + 306, width: 66, align: 'right' },
  { key: 'paid', x: PAGE.margin + 374, width: 66, align: 'right' },
  { key: 'due', x: PAGE.margin + 442, width: CONTENT_WIDTH - 442, align: 'right' },
] as const;

/** Dollars added as cents, so a column of amounts never sums to $0.30000000000000004. */
function sumCents(dollars: readonly number[]): number {
  return dollars.reduce((n, d) => n + Math.round(d * 100), 0) / 100;
}

export function statementPdf(data: StatementData): PDFKit.PDFDocument {
  const { LL } = templateContext(data.locale);
  const t = LL.mail.statement;
  const inv = LL.mail.invoice;
  const monthText = formatMonth(data.locale, data.month);
  const doc = newDocument({
    title: `${t.title()} ${data.month}`,
    author: data.business.name,
    subject: data.buyer.company ?? data.buyer.name,
  });
  let y =
    heading(doc, data.business, inv.phone(), t.title(), [
      t.month({ month: monthText }),
      t.made({ date: formatPacificDate(data.locale, data.madeAt) }),
    ]) + 18;

  doc.font('bold').fontSize(10).fillColor('black').text(t.customer(), PAGE.margin, y);
  doc.font('regular').fontSize(10);
  for (const line of [data.buyer.company, data.buyer.name, data.buyer.email, data.buyer.phone].filter(
    (l): l is string => Boolean(l),
  ))
    doc.text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  y = doc.y + 16;

  // --- the month's ledger ---
  const date = (at: string) => formatPacificShortDate(data.locale, at);
  const signed = (dollars: number, sign: '+' | '−') => (dollars === 0 ? formatUsd(0) : `${sign}${formatUsd(dollars)}`);
  const l = data.ledger;
  doc.font('bold').fontSize(11).text(t.ledgerHeading(), PAGE.margin, y);
  y = doc.y + 6;
  const ledgerRows: [string, string, boolean][] = [
    [t.opening({ date: date(l.opening.at) }), formatUsd(l.opening.amount), false],
    [t.invoiced(), signed(l.invoiced, '+'), false],
    ...(l.charged !== 0 ? [[t.financeCharges(), signed(l.charged, '+'), false] as [string, string, boolean]] : []),
    [t.applied(), signed(l.paid, '−'), false],
    [t.credited(), signed(l.credited, '−'), false],
    [t.refunded(), signed(l.refunded, '+'), false],
    [t.closing({ date: date(l.closing.at) }), formatUsd(l.closing.amount), true],
  ];
  for (const [label, value, bold] of ledgerRows) {
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 10.5 : 9.5);
    doc.text(label, PAGE.margin, y, { width: 300, lineBreak: false, ellipsis: true });
    doc.text(value, PAGE.margin + 300, y, { width: 110, align: 'right', lineBreak: false });
    y += bold ? 17 : 15;
  }
  doc.font('regular').fontSize(8).fillColor(GREY).text(t.ledgerNote(), PAGE.margin, y, { width: CONTENT_WIDTH });
  doc.fillColor('black');
  y = doc.y + 14;

  const statusText = (status: string): string => {
    const s = t.statuses;
    switch (status) {
      case 'pending':
        return s.pending();
      case 'contacted':
        return s.contacted();
      case 'quote sent':
        return s.quoteSent();
      case 'order placed':
        return s.placed();
      case 'complete':
      case 'completed':
        return s.complete();
      case 'declined':
        return s.declined();
      case 'cancelled':
        return s.cancelled();
      case 'awaiting approval':
        return s.awaitingApproval();
      case 'ready for pickup':
        return s.readyForPickup();
      case 'missed pickup':
        return s.missedPickup();
      default:
        return s.other({ status });
    }
  };

  // --- the month's orders ---
  doc.font('bold').fontSize(11).text(t.ordersHeading(), PAGE.margin, y);
  y = doc.y + 6;
  const header = (at: number) => {
    doc.font('bold').fontSize(9).fillColor('black');
    const labels = {
      date: t.date(),
      order: t.order(),
      placedBy: t.placedBy(),
      status: t.status(),
      total: t.total(),
      paid: t.paid(),
      due: t.due(),
    };
    for (const c of COLUMNS) doc.text(labels[c.key], c.x, at, { width: c.width, align: c.align });
    rule(doc, at + 14);
    doc.font('regular');
    return at + 19;
  };
  if (data.orders.length === 0) {
    y = noneLine(doc, t.noOrders(), y, 8);
  } else {
    y = header(y);
    for (const o of data.orders) {
      if (y + 16 > BOTTOM) {
        doc.addPage();
        y = header(PAGE.margin);
      }
      const cells = {
        date: formatPacificShortDate(data.locale, o.order_date),
        order: o.order_number,
        placedBy: o.placed_by,
        status: statusText(o.status),
        total: formatUsd(o.total),
        paid: formatUsd(o.paid),
        due: o.due === null ? '—' : formatUsd(o.due),
      };
      doc.fontSize(9);
      for (const c of COLUMNS)
        doc.text(cells[c.key], c.x, y, { width: c.width, align: c.align, lineBreak: false, ellipsis: true });
      y += 16;
    }
    rule(doc, y);
    y += 10;
  }

  // --- the month's payments ---
  if (y + 60 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font('bold').fontSize(11).text(t.paymentsHeading(), PAGE.margin, y);
  y = doc.y + 6;
  if (data.payments.length === 0) y = noneLine(doc, t.noPayments(), y, 8);
  const moneyRow = (what: string, value: string) => {
    if (y + 16 > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.font('regular').fontSize(9).text(what, PAGE.margin, y, { width: 400, lineBreak: false, ellipsis: true });
    doc.text(value, PAGE.margin + 400, y, { width: CONTENT_WIDTH - 400, align: 'right' });
    y += 16;
  };
  for (const p of data.payments) {
    const head = inv.paymentLine({
      date: formatPacificShortDate(data.locale, p.received_at),
      kind: p.kind === 'prepayment' ? inv.prepayment() : inv.balance(),
      method: p.method === 'cash' ? inv.cash() : inv.card(),
    });
    // What changed hands, and why it differs from what the payment settled.
    const note =
      p.discount > 0
        ? ` (${inv.cashDiscount()} −${formatUsd(p.discount)})`
        : p.tax > 0
          ? ` (${inv.cardTax()} +${formatUsd(p.tax)})`
          : '';
    moneyRow(`${head} · ${p.order_number}${note}`, formatUsd(p.collected));
  }
  for (const r of data.refunds) {
    const head = inv.refundLine({
      date: formatPacificShortDate(data.locale, r.refunded_at),
      method: r.method === 'cash' ? inv.cash() : inv.card(),
    });
    moneyRow(`${head} · ${r.order_number}`, `−${formatUsd(r.returned)}`);
  }
  for (const f of data.financeCharges)
    moneyRow(
      t.financeLine({ date: formatPacificShortDate(data.locale, f.charged_at), overdue: formatUsd(f.overdue) }),
      `+${formatUsd(f.amount)}`,
    );
  for (const m of data.creditMemos)
    moneyRow(
      `${t.creditMemoLine({ date: formatPacificShortDate(data.locale, m.issued_at), number: m.number })} · ${m.order_number}`,
      `−${formatUsd(m.amount)}`,
    );

  // --- the totals ---
  y += 10;
  if (y + 70 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  rule(doc, y);
  y += 8;
  const totals: [string, string, boolean][] = [
    [t.ordersTotal(), formatUsd(sumCents(data.orders.filter((o) => o.counted).map((o) => o.total))), false],
    [t.paymentsTotal(), formatUsd(sumCents(data.payments.map((p) => p.collected))), false],
    ...(data.refunds.length > 0
      ? [
          [t.refundsTotal(), `−${formatUsd(sumCents(data.refunds.map((r) => r.returned)))}`, false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    [t.openBalance(), formatUsd(data.openBalance), true],
  ];
  for (const [label, value, bold] of totals) {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 11 : 9.5)
      .fillColor('black');
    doc.text(label, PAGE.margin, y, { width: 400 });
    doc.text(value, PAGE.margin + 400, y, { width: CONTENT_WIDTH - 400, align: 'right' });
    y = doc.y + 6;
  }

  // --- what is owed today, aged ---
  y += 8;
  if (y + 50 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font('bold').fontSize(10).text(t.ageingHeading(), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 4;
  const a = data.ageing;
  const buckets: [string, number][] = [
    [t.ageCurrent(), a.current],
    [t.age1(), a.days_1_30],
    [t.age31(), a.days_31_60],
    [t.age61(), a.days_61_90],
    [t.age91(), a.days_over_90],
  ];
  const cell = CONTENT_WIDTH / buckets.length;
  buckets.forEach(([label, amount], i) => {
    const x = PAGE.margin + i * cell;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(label, x, y, { width: cell - 4, align: 'right', lineBreak: false });
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor('black')
      .text(formatUsd(amount), x, y + 12, { width: cell - 4, align: 'right', lineBreak: false });
  });
  return finish(doc, (page, pages) => inv.page({ page, pages }));
}

/** 'statement-2026-11-alice-bbq.pdf': the month and the company (or name), in safe characters. */
export function statementFileName(month: string, who: string): string {
  const slug = who
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `statement-${month}${slug ? `-${slug}` : ''}.pdf`;
}
