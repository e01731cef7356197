// What a credit memo prints, as plain JSON written down when it is issued (credit_memos.content):
// the PDF is drawn from that record every time, so a memo reads the same on every download.
import type { ClaimReason, ClaimUnit } from '@wholesale/contract';
import type { OrderDocumentContent } from './order-document-data';

export interface CreditMemoContent {
  seller: OrderDocumentContent['seller'];
  buyer: OrderDocumentContent['buyer'];
  /** 'CM-001001' and when it was issued (ISO 8601) */
  number: string;
  issued_at: string;
  order: { number: string; date: string };
  /** the order's invoice in force when the memo was issued */
  invoice: string | null;
  claim: {
    id: number;
    claimed_at: string;
    reason: ClaimReason;
    quantity: number;
    unit: ClaimUnit;
    line: { name: string; name_ko: string; spec: string; quantity: number; total_cents: number };
  };
  amount_cents: number;
  /** the language of the member who reported the problem: the memo's unless another is asked */
  locale: 'en' | 'ko';
}

export interface CreditMemoData {
  locale: 'en' | 'ko';
  content: CreditMemoContent;
}

/** 'credit-memo-CM-001001-ko.pdf' */
export function creditMemoFileName(number: string, locale: 'en' | 'ko'): string {
  return `credit-memo-${number}-${locale}.pdf`;
}
