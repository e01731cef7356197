// The inquiries context's back office surface (no database or Node imports). The contact form
// itself (creating an inquiry, its files) is the accounts context's InquiryService.
import { z } from 'zod';
import type { Actor } from '../actor';
import { INQUIRY_NOT_FOUND } from '../accounts/schemas';
import { body, idInput, text } from '../schemas';

export const INQUIRY_MESSAGES = {
  notFound: INQUIRY_NOT_FOUND,
  responseRequired: 'Please enter a response message before sending.',
  recipientMissing: 'Recipient email is missing',
  sendFailed: 'Failed to send email',
  documentNotFound: 'Document not found',
} as const;

export const inquiryIdInput = idInput(INQUIRY_MESSAGES.notFound);
export const inquiryAdminRef = z.object({ id: inquiryIdInput });
export const inquiryDocumentRef = z.object({ id: inquiryIdInput, documentId: idInput(INQUIRY_MESSAGES.documentNotFound) });

const optional = (max: number, multiline = false) => text(undefined, { multiline }).trim().max(max).optional();

/**
 * POST /api/email/send-inquiry-response (catalogue spec section 7) and tRPC admin.inquiries.reply:
 * the spec's body, plus the inquiry's id (so the reply is kept on it) and the reply's language.
 */
export const inquiryReplyInput = body({
  inquiryId: inquiryIdInput.optional(),
  email: text({ error: INQUIRY_MESSAGES.recipientMissing })
    .trim()
    .min(1, { error: INQUIRY_MESSAGES.recipientMissing })
    .max(320, { abort: true })
    .pipe(z.email({ error: 'Invalid email address' })),
  customerName: optional(200),
  responseMessage: text({ error: INQUIRY_MESSAGES.responseRequired }, { multiline: true }).trim().min(1, { error: INQUIRY_MESSAGES.responseRequired }).max(10_000),
  responseType: optional(50),
  originalMessage: optional(10_000, true),
  companyName: optional(200),
  inquiryDate: optional(100),
  locale: z.enum(['en', 'ko']).optional(),
});
export type InquiryReply = z.input<typeof inquiryReplyInput>;

export interface InquiryDocument {
  id: number;
  documentType: string;
  originalFilename: string;
  fileSize: number;
  /** ISO 8601 */
  uploadedAt: string;
}

export interface InquiryReplyRecord {
  message: string;
  to_address: string;
  response_type: string | null;
  sent_by: string | null;
  /** ISO 8601 */
  sent_at: string;
}

/** The storefront spec's Inquiry, with what the back office needs to answer it. */
export interface AdminInquiry {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  license_number: string | null;
  california_resale: string | null;
  company_address_1: string | null;
  company_address_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  message: string | null;
  /** ISO 8601 */
  timestamp: string;
  status: 'resolved' | 'unresolved';
  locale: 'en' | 'ko';
  cart_items: { id: number; name: string; quantity: number; price: number; discounted_price?: number }[];
  /** US dollars, priced by the server when the inquiry was sent */
  cart_total: number | null;
  item_id: number | null;
  /** today's names of the items the inquiry names (its cart and item_id), for showing them in Korean too */
  items: { id: number; name: string; name_ko: string }[];
  documents: InquiryDocument[];
  replies: InquiryReplyRecord[];
}

export interface InquiriesAdminService {
  /** Unresolved first, newest first. */
  list(actor: Actor): Promise<AdminInquiry[]>;
  /** Flips resolved ⇄ unresolved; answers the new value. */
  toggleStatus(actor: Actor, id: unknown): Promise<{ id: number; status: 'resolved' | 'unresolved' }>;
  /** Queues the reply in the outbox and keeps it on the inquiry (when its id is given). */
  reply(actor: Actor, input: InquiryReply): Promise<{ sent: true }>;
  /** A 5-minute signed link to one of the inquiry's files. */
  documentLink(actor: Actor, id: unknown, documentId: unknown): Promise<{ downloadUrl: string }>;
}

export interface InquiriesDomain {
  inquiries: InquiriesAdminService;
}
