// What a company's documents that expire answer and the service interface
// @wholesale/services implements. The owner's user id names the company; dates are 'YYYY-MM-DD'
// calendar dates of the warehouse (Los Angeles).
import type { DocumentExpiryStatus, ExpiringDocumentType, ResaleCertificateCheck } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { AcceptRenewalInput, RefuseRenewalInput, ResaleSettingInput } from './inputs';
/** An owner's renewal waits for staff: 'pending', then 'accepted' or 'refused'; null: no review asked (signup files, an admin's). */
export type DocumentReviewStatus = 'pending' | 'accepted' | 'refused';

/** The upload as the REST door reads it from the multipart body: raw fields the service parses. */
export interface CompanyUploadInput {
  documentType: string;
  expiresOn: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A company's current document of one type (its latest upload of that type). */
export interface CompanyDocument {
  id: number;
  document_type: ExpiringDocumentType;
  original_filename: string;
  file_size: number;
  uploaded_at: string;
  /** null: no expiry date known */
  expires_on: string | null;
  status: DocumentExpiryStatus;
  /** days from today to the expiry date (negative once expired); null when undated */
  days_left: number | null;
  /** an owner's upload waits for staff ('pending') and counts only once 'accepted'; null: none asked */
  review_status: DocumentReviewStatus | null;
  /** for an admin only: the e-mail the file is filed under (the admin's download link names it) */
  email?: string;
}

/**
 * An owner's renewal of one type not (yet) on file: the latest upload of that type, when it waits
 * for staff or was refused. `expires_on` is the date the owner gave; staff confirm it on accepting.
 */
export interface DocumentRenewal {
  id: number;
  document_type: ExpiringDocumentType;
  original_filename: string;
  uploaded_at: string;
  expires_on: string | null;
  status: 'pending' | 'refused';
  /** a refusal's reason; null while pending */
  reason: string | null;
  reviewed_at: string | null;
}

/** One line of the staff's list of renewals to review (the dashboard), the oldest upload first. */
export interface RenewalToReview {
  document_id: number;
  company_id: number;
  company: string | null;
  /** the owner's name */
  name: string;
  /** the e-mail the file is filed under (the download link names it) */
  email: string;
  document_type: ExpiringDocumentType;
  original_filename: string;
  file_size: number;
  uploaded_at: string;
  /** the date the owner gave on upload */
  expires_on: string | null;
  /** the company's current document of that type: its expiry date, null when none or undated */
  current_expires_on: string | null;
}

/** GET /api/company/documents: the company's license and resale certificate, and what checkout makes of them. */
export interface CompanyDocuments {
  company_id: number;
  company: string | null;
  /** the warehouse's today, the dates were judged against */
  today: string;
  /** the company's owner, or an admin: may upload a renewed document */
  can_upload: boolean;
  license: CompanyDocument | null;
  resale_certificate: CompanyDocument | null;
  /** the owner's renewals not on file: waiting for staff, or refused (with the reason), one per type at most */
  renewals: DocumentRenewal[];
  /** what checkout does with the resale certificate today (the business setting applied) */
  resale_check: ResaleCertificateCheck;
}

/** One line of the dashboard's list: a current document expiring within 30 days, or expired. */
export interface ExpiringDocument {
  document_id: number;
  company_id: number;
  company: string | null;
  /** the owner's name */
  name: string;
  document_type: ExpiringDocumentType;
  expires_on: string;
  /** negative once expired */
  days_left: number;
  status: 'expiring' | 'expired';
}

/** The business setting: may a company order with an expired resale certificate (with a warning)? */
export interface ResaleSetting {
  allow_expired: boolean;
  /** true while no admin has saved it: orders are refused (the default) */
  is_default: boolean;
  updated_at: string | null;
}

/** One run of the reminder job. */
export interface DocumentReminderRun {
  /** reminders mailed now (each once, whatever ran before or beside) */
  mailed: number;
}

export interface DocumentsService {
  /** The company's current documents (any of its members; an admin names the company). */
  current(actor: Actor, companyId?: number): Promise<CompanyDocuments>;
  /** Before an upload's body is read: the actor may upload for that company and its budget is not spent. */
  checkUpload(actor: Actor, companyId?: number): Promise<void>;
  /**
   * A renewed license or certificate with its expiry date (the owner; an admin names the company).
   * An admin's becomes the current one at once; an owner's waits for staff (review_status
   * 'pending') and lifts nothing until accepted. Older files stay.
   */
  upload(actor: Actor, input: CompanyUploadInput, companyId?: number): Promise<CompanyDocument>;
  /** The owners' renewals waiting for staff, the oldest first (admins). */
  renewals(actor: Actor): Promise<RenewalToReview[]>;
  /** Accepts a pending renewal with the expiry date read on it (admins): it is on file from now on. */
  acceptRenewal(actor: Actor, documentId: number, input: AcceptRenewalInput): Promise<CompanyDocument>;
  /** Refuses a pending renewal with a reason, mailed to the owner in their language (admins). */
  refuseRenewal(actor: Actor, documentId: number, input: RefuseRenewalInput): Promise<DocumentRenewal>;
  /** Enters or changes (null: clears) a license's or certificate's expiry date (admins). */
  setExpiry(actor: Actor, documentId: number, expiresOn: string | null): Promise<CompanyDocument>;
  /** The setting (admins). */
  resaleSetting(actor: Actor): Promise<ResaleSetting>;
  setResaleSetting(actor: Actor, input: ResaleSettingInput): Promise<ResaleSetting>;
  /** The reminder job: mails the owners of documents 30 and 7 days from expiry, each reminder once. */
  runReminders(): Promise<DocumentReminderRun>;
}

export interface DocumentsDomain {
  documents: DocumentsService;
}
