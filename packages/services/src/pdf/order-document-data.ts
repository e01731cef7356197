// What an order's documents (the invoice, the order confirmation) print, as plain JSON. An issued
// invoice keeps it as it stood at issue (invoices.content): the PDF is drawn from that record every
// time, so an invoice reads the same on every download. The confirmation draws it from the order
// as it stands.
import type { PaymentKind, PaymentMethod, PaymentTermsCode } from '@wholesale/rules';
import type { LaunchDealLine, OrderLine } from '@wholesale/contract';
import type { Business, DocumentBuyer } from './document';

/** A payment as the document lists it, in cents (rules' invoiceFigures adds them up). */
export interface DocumentPayment {
  received_at: string;
  kind: PaymentKind;
  method: PaymentMethod;
  applied_cents: number;
  discount_cents: number;
  tax_cents: number;
  collected_cents: number;
}

/** Money handed back before the document was made (a card refund returns its sales tax too). */
export interface DocumentRefund {
  refunded_at: string;
  method: PaymentMethod;
  amount_cents: number;
  tax_cents: number;
  returned_cents: number;
}

/** The company's credit moved into the order from another of its orders, or out of it. */
export interface DocumentCreditMove {
  moved_at: string;
  direction: 'in' | 'out';
  order_number: string;
  amount_cents: number;
}

export interface OrderDocumentContent {
  /** the seller in both languages, and its seller's permit number as set when the document was made */
  seller: { en: Business; ko: Business; permit: string | null };
  /** the company billed: its owner's name and contacts, address, license and resale numbers */
  buyer: DocumentBuyer & { address: string[]; license: string | null; resale: string | null };
  order: { number: string; date: string; pickup: { start: string; end: string } | null };
  lines: OrderLine[];
  /** the launch deal's free line, at $0; absent from documents made before the deal existed */
  free_line?: LaunchDealLine | null;
  subtotal_cents: number;
  fee_cents: number;
  payments: DocumentPayment[];
  /** absent from invoices issued before refunds existed: none */
  refunds?: DocumentRefund[];
  credit_moves?: DocumentCreditMove[];
  /** the cash discount and the card sales tax, in percent, for the notes under the balance */
  terms: { cash_discount_percent: number; card_tax_percent: number };
  /** whether a catch-weight line is priced at its estimated weight (a confirmation only) */
  estimated: boolean;
  /** the language of the member who placed the order: the document's unless another is asked */
  locale: 'en' | 'ko';
  /** an invoice's terms and the Los Angeles day it falls due ('YYYY-MM-DD'); absent before terms existed */
  payment_terms?: PaymentTermsCode;
  due_on?: string;
}

/** Which document is drawn from the content: an issued invoice, or the order's confirmation. */
export type OrderDocumentHeading =
  | { kind: 'invoice'; number: string; issuedAt: string; replaces: string | null }
  | { kind: 'confirmation'; madeAt: string };

export interface OrderDocumentData {
  locale: 'en' | 'ko';
  heading: OrderDocumentHeading;
  content: OrderDocumentContent;
}

/** The invoice's file name, with its language: 'invoice-INV-001001-ko.pdf'. */
export function invoiceFileName(number: string, locale: 'en' | 'ko'): string {
  return `invoice-${number}-${locale}.pdf`;
}

/** The confirmation's: 'order-confirmation-WS-1042-en.pdf'. */
export function confirmationFileName(orderNumber: string, locale: 'en' | 'ko'): string {
  return `order-confirmation-${orderNumber}-${locale}.pdf`;
}
