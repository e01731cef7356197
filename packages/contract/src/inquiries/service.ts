// What the back office's inquiries answers (output types) and the service interface
// @wholesale/services implements.
import type { Actor } from '../actor';
import type { InquiryReply } from './inputs';

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
  toggleStatus(actor: Actor, id: number): Promise<{ id: number; status: 'resolved' | 'unresolved' }>;
  /** Queues the reply in the outbox and keeps it on the inquiry (when its id is given). */
  reply(actor: Actor, input: InquiryReply): Promise<{ sent: true }>;
  /** A 5-minute signed link to one of the inquiry's files. */
  documentLink(actor: Actor, id: number, documentId: number): Promise<{ downloadUrl: string }>;
}

export interface InquiriesDomain {
  inquiries: InquiriesAdminService;
}
