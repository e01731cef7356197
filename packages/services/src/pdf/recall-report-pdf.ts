// A recall's report for the inspector, drawn with pdfkit on US Letter in the reader's language:
// the recall (reason, when it was made and its notices sent), each lot with its dates and what
// was produced, weighed and never sold, then each company that received a lot or holds one on an
// order: its contacts, cases and pounds by lot, pickup dates, and when its notice was sent,
// acknowledged and reminded. Written as flowing text: pdfkit starts a new page where one ends.
import type { RecalledLot, RecallCompany } from '@wholesale/contract';
import { templateContext, type MailLocale } from '../mail/templates/common';
import { formatPacificDateTime } from '../mail/templates/pickup-slot';
import { businessIn, CONTENT_WIDTH, finish, GREY, heading, newDocument, PAGE, rule } from './document';

/** What the report shows (plain JSON: it crosses to a PDF worker). */
export interface RecallReportData {
  locale: MailLocale;
  recall: { id: number; reason: string; created_at: string; notices_sent_at: string | null; closed_at: string | null };
  lots: RecalledLot[];
  companies: RecallCompany[];
  /** ISO 8601: when the report was made */
  printed_at: string;
}

export function recallReportPdf(data: RecallReportData): PDFKit.PDFDocument {
  const { locale } = data;
  const { LL } = templateContext(locale);
  const t = LL.mail.recallReport;
  const when = (instant: string | null) => (instant ? formatPacificDateTime(locale, instant) : t.never());
  const doc = newDocument({
    title: t.title({ id: data.recall.id }),
    author: LL.common.brand(),
    subject: t.title({ id: data.recall.id }),
  });
  let y = heading(doc, businessIn(locale), LL.mail.invoice.phone(), t.title({ id: data.recall.id }), [
    t.printed({ when: when(data.printed_at) }),
  ]);
  y += 12;
  rule(doc, y);
  doc.font('regular').fontSize(10).fillColor('black');
  doc.text(`${t.reason()}: ${data.recall.reason}`, PAGE.margin, y + 8, { width: CONTENT_WIDTH });
  doc.text(`${t.created()}: ${when(data.recall.created_at)}`);
  doc.text(`${t.noticesSent()}: ${when(data.recall.notices_sent_at)}`);
  if (data.recall.closed_at) doc.text(`${t.closed()}: ${when(data.recall.closed_at)}`);

  doc.moveDown();
  doc.font('bold').fontSize(12).text(t.lots());
  doc.font('regular').fontSize(10);
  for (const l of data.lots) {
    const product = locale === 'ko' && l.item.name_ko ? l.item.name_ko : l.item.name;
    doc.font('bold').text(`${t.lot()} ${l.lot_code} · ${product} · EST. ${l.establishment}`, { width: CONTENT_WIDTH });
    doc.font('regular').text(
      t.lotLine({
        produced: l.produced_on,
        packed: l.packed_on,
        useBy: l.use_by ?? '-',
        producedCases: l.cases_produced,
        weighed: l.cases_weighed,
        unsold: l.cases_unsold,
      }),
      { width: CONTENT_WIDTH },
    );
  }

  doc.moveDown();
  doc
    .font('bold')
    .fontSize(12)
    .text(t.customers({ count: data.companies.length }));
  if (data.companies.length === 0) doc.font('regular').fontSize(10).fillColor(GREY).text(t.noCustomers());
  for (const c of data.companies) {
    doc.moveDown(0.5);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(c.company || c.contact_name, { width: CONTENT_WIDTH });
    doc.font('regular').fontSize(9);
    doc.text([c.contact_name, c.email, c.phone].filter(Boolean).join(' · '), { width: CONTENT_WIDTH });
    for (const l of c.lots)
      doc.text(
        t.companyLot({
          lot: l.lot_code,
          shipped: l.shipped_cases,
          lbs: l.shipped_lbs.toFixed(2),
          unshipped: l.unshipped_cases,
        }),
        { width: CONTENT_WIDTH },
      );
    if (c.pickup_dates.length > 0) doc.text(`${t.pickups()}: ${c.pickup_dates.join(', ')}`, { width: CONTENT_WIDTH });
    if (c.unshipped_orders.length > 0)
      doc.text(`${t.unshippedOrders()}: ${c.unshipped_orders.join(', ')}`, { width: CONTENT_WIDTH });
    doc.text(
      c.notice
        ? t.notice({
            sent: when(c.notice.sent_at),
            acknowledged: when(c.notice.acknowledged_at),
            reminded: when(c.notice.reminded_at),
          })
        : t.noNotice(),
      { width: CONTENT_WIDTH },
    );
  }
  return finish(doc, (page, pages) => LL.mail.invoice.page({ page, pages }));
}
