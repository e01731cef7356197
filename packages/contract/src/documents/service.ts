// What a company's documents that expire answer (issue 21, item 7) and the service interface
// @wholesale/services implements. The owner's user id names the company; dates are 'YYYY-MM-DD'
// calendar dates of the warehouse (Los Angeles).
import type { DocumentExpiryStatus, ExpiringDocumentType, ResaleCertificateCheck } from '@wholesale/rules';
import type { z } from 'zod';
import type { Actor } from '../actor';
import type { approveSignupInput, companyUploadInput, resaleSettingInput } from './inputs';

export type ApproveSignupInput = z.output<typeof approveSignupInput>;
export type ResaleSettingInput = z.output<typeof resaleSettingInput>;
export type CompanyUploadParsed = z.output<typeof companyUploadInput>;

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
  /** for an admin only: the e-mail the file is filed under (the admin's download link names it) */
  email?: string;
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
  /** A renewed license or certificate with its expiry date (the owner; an admin names the company); it becomes the current one, older files stay. */
  upload(actor: Actor, input: CompanyUploadInput, companyId?: number): Promise<CompanyDocument>;
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
