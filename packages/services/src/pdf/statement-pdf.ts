// A buyer's monthly statement, for staff to send: the month's orders with what
// each has had paid and what is left, the payments received in the month, and what the buyer owes
// today on all confirmed and completed orders. US Letter, in one language.
import { formatUsd } from '@wholesale/rules';
import { templateContext } from '../mail/templates/common';
import { formatPacificDate } from '../mail/templates/pickup-slot';
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

export interface StatementData {
  locale: 'en' | 'ko';
  /** 'YYYY-MM' */
  month: string;
  madeAt: string;
  business: Business;
  buyer: DocumentBuyer;
  orders: { order_number: string; order_date: string; status: string; total: number; paid: number; due: number }[];
  payments: {
    received_at: string;
    order_number: string;
    kind: 'prepayment' | 'balance';
    method: 'cash' | 'card';
    applied: number;
    collected: number;
  }[];
  /** what the buyer owes today on confirmed and completed orders */
  openBalance: number;
}

const COLUMNS = [
  { key: 'date', x: PAGE.margin, width: 90, align: 'left' },
  { key: 'order', x: PAGE.margin + 92, width: 90, align: 'left' },
  { key: 'status', x: PAGE.margin + 184, width: 90, align: 'left' },
  { key: 'total', x: PAGE.margin + 276, width: 76, align: 'right' },
  { key: 'paid', x: PAGE.margin + 354, width: 76, align: 'right' },
  { key: 'due', x: PAGE.margin + 432, width: CONTENT_WIDTH - 432, align: 'right' },
] as const;

/** 'November 2026' / '2026년 11월'. */
function monthWords(locale: 'en' | 'ko', month: string): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

export function statementPdf(data: StatementData): PDFKit.PDFDocument {
  const { LL } = templateContext(data.locale);
  const t = LL.mail.statement;
  const inv = LL.mail.invoice;
  const monthText = monthWords(data.locale, data.month);
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
    doc.font('regular').fontSize(9.5).fillColor(GREY).text(t.noOrders(), PAGE.margin, y);
    doc.fillColor('black');
    y = doc.y + 8;
  } else {
    y = header(y);
    for (const o of data.orders) {
      if (y + 16 > BOTTOM) {
        doc.addPage();
        y = header(PAGE.margin);
      }
      const cells = {
        date: formatPacificDate(data.locale, o.order_date),
        order: o.order_number,
        status: statusText(o.status),
        total: formatUsd(o.total),
        paid: formatUsd(o.paid),
        due: formatUsd(o.due),
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
  if (data.payments.length === 0) {
    doc.font('regular').fontSize(9.5).fillColor(GREY).text(t.noPayments(), PAGE.margin, y);
    doc.fillColor('black');
    y = doc.y + 8;
  }
  for (const p of data.payments) {
    if (y + 16 > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    const what = `${inv.paymentLine({ date: formatPacificDate(data.locale, p.received_at), kind: p.kind === 'prepayment' ? inv.prepayment() : inv.balance(), method: p.method === 'cash' ? inv.cash() : inv.card() })} · ${p.order_number}`;
    doc.font('regular').fontSize(9).text(what, PAGE.margin, y, { width: 380, lineBreak: false, ellipsis: true });
    doc.text(formatUsd(p.applied), PAGE.margin + 380, y, { width: CONTENT_WIDTH - 380, align: 'right' });
    y += 16;
  }

  // --- the totals ---
  y += 10;
  if (y + 70 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  rule(doc, y);
  y += 8;
  const totals: [string, string, boolean][] = [
    [t.ordersTotal(), formatUsd(data.orders.reduce((n, o) => n + o.total, 0)), false],
    [t.paymentsTotal(), formatUsd(data.payments.reduce((n, p) => n + p.applied, 0)), false],
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
