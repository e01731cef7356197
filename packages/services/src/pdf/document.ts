// What the server's PDFs share (the invoice, the monthly statement): a US Letter page in Noto
// Sans KR, the business's heading with the document's title and facts on the right, and "Page n
// of N" on every page.
import PDFDocument from 'pdfkit';
import { BUSINESS_CONTACT } from '@wholesale/rules';
import { templateContext, type MailLocale } from '../mail/templates/common';
import { pdfFonts } from './fonts';

export const PAGE = { width: 612, height: 792, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The bottom of the writing area: below it, the page number. */
export const BOTTOM = PAGE.height - PAGE.margin - 20;
export const GREY = '#555555';
export const RULE = '#cccccc';

export interface Business {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** The business as the documents head it, in the document's language. */
export function businessIn(locale: MailLocale): Business {
  const { LL } = templateContext(locale);
  return {
    name: LL.common.brand(),
    address: LL.company.address(),
    phone: BUSINESS_CONTACT.phone.display,
    email: BUSINESS_CONTACT.email,
  };
}

/** Whom a document is for: the buyer's name (their e-mail when the account has none) and contacts. */
export interface DocumentBuyer {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
}

export function documentBuyer(user: {
  name: string | null;
  email: string;
  company: string | null;
  phone_number: string | null;
}): DocumentBuyer {
  return { name: user.name || user.email, company: user.company, email: user.email, phone: user.phone_number };
}

/** A new document with the two fonts registered ('regular', 'bold'); every page numbered at its end. */
export function newDocument(
  info: { title: string; author: string; subject: string },
  layout: 'portrait' | 'landscape' = 'portrait',
): PDFKit.PDFDocument {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    layout,
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  // pdfkit takes a parsed fontkit font as well as a file (its types name only files and buffers).
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  doc.font('regular').fontSize(10).fillColor('black');
  return doc;
}

/**
 * The business on the left (name, address, phone and e-mail), the document's title and its facts
 * ('Invoice no.: INV-001001') on the right; answers the y below both.
 */
export function heading(
  doc: PDFKit.PDFDocument,
  business: Business,
  phoneLabel: string,
  title: string,
  facts: readonly string[],
  /** more lines under the business's contacts (its seller's permit number) */
  sellerLines: readonly string[] = [],
): number {
  doc.font('bold').fontSize(18).fillColor('black').text(business.name, PAGE.margin, PAGE.margin, { width: 300 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  doc.text(business.address, { width: 300 });
  doc.text(`${phoneLabel} ${business.phone} · ${business.email}`, { width: 300 });
  for (const line of sellerLines) doc.text(line, { width: 300 });
  const left = doc.y;
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(22)
    .text(title, PAGE.margin + 300, PAGE.margin, { width: CONTENT_WIDTH - 300, align: 'right' });
  doc.font('regular').fontSize(9);
  for (const fact of facts) doc.text(fact, PAGE.margin + 200, doc.y, { width: CONTENT_WIDTH - 200, align: 'right' });
  return Math.max(left, doc.y);
}

/** A list's "nothing here" line, in grey at `y`; answers where what follows starts, `gap` below it. */
export function noneLine(doc: PDFKit.PDFDocument, text: string, y: number, gap: number): number {
  doc.font('regular').fontSize(9.5).fillColor(GREY).text(text, PAGE.margin, y);
  doc.fillColor('black');
  return doc.y + gap;
}

/** A horizontal rule across the page at `y` (a landscape page passes its own width). */
export function rule(doc: PDFKit.PDFDocument, y: number, width: number = CONTENT_WIDTH): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + width, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

/** Writes "Page n of N" under every page and ends the document. */
export function finish(doc: PDFKit.PDFDocument, pageText: (page: number, pages: number) => string): PDFKit.PDFDocument {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(8).fillColor(GREY);
    // Written below the bottom margin: lift it so pdfkit does not start a new page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    // The page's own size: a landscape page's foot sits lower and spans wider.
    doc.text(pageText(i + 1, range.count), PAGE.margin, doc.page.height - PAGE.margin, {
      width: doc.page.width - 2 * PAGE.margin,
      align: 'center',
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return doc;
}
