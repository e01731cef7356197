// Uploaded documents of signups and companies (licenses, resale certificates), their expiry
// reminders, and the one-time upload tokens of the anonymous forms.
import type { Generated } from 'kysely';
import type { DocumentType, UploadMimeType } from '@wholesale/rules';
import type { CreatedAt, Nullable, NullableTimestamp, Timestamp } from './columns';

export interface DocumentColumns {
  document_type: DocumentType;
  /** key in the storage adapter (MinIO or local disk); unique */
  storage_key: string;
  original_filename: string;
  content_type: UploadMimeType;
  /** bytes, 1..10485760 */
  file_size: number;
  uploaded_at: CreatedAt;
}

export interface UserDocumentsTable extends DocumentColumns {
  id: Generated<number>;
  /** at least one of signup_request_id and user_id is set (CHECK) */
  signup_request_id: Nullable<number>;
  user_id: Nullable<number>;
  /** owner e-mail (the upload call names the owner by e-mail; admin lists by e-mail) */
  email: string;
  /**
   * 'YYYY-MM-DD': the day a business license or resale certificate expires (good through that day);
   * null when not known. Only those two types carry one (CHECK; migration 0022).
   */
  expires_on: Nullable<string>;
  /** who entered the expiry date (the owner on upload, an admin) and when */
  expiry_set_by: Nullable<number>;
  expiry_set_at: NullableTimestamp;
  /** who uploaded a file after signup (the company's owner from the profile, or an admin); null for signup files */
  uploaded_by: Nullable<number>;
  /**
   * An owner's renewal waits for staff (migration 0023): 'pending', then 'accepted' or 'refused'.
   * null: no review asked (the signup's files, dated on approval). Only null or 'accepted' can be
   * the company's current document of its type.
   */
  review_status: Nullable<DocumentReviewStatus>;
  reviewed_by: Nullable<number>;
  reviewed_at: NullableTimestamp;
  /** a refusal's reason, mailed to the owner (at most 2,000 characters) */
  review_reason: Nullable<string>;
}

export type DocumentReviewStatus = 'pending' | 'accepted' | 'refused';

/**
 * A reminder mailed to a company's owner that a document expires (migration 0022): at most one
 * per document, kind (30 or 7 days before) and date reminded of, written with its mail.
 */
export interface DocumentRemindersTable {
  document_id: number;
  kind: 30 | 7;
  /** 'YYYY-MM-DD': the expiry date the mail named */
  expires_on: string;
  sent_at: CreatedAt;
}

export interface UploadTokensTable {
  id: Generated<number>;
  /** sha-256 (hex) of a token handed to the client that just created the owner below */
  token_hash: string;
  /** exactly one of signup_request_id and inquiry_id is set (CHECK) */
  signup_request_id: Nullable<number>;
  inquiry_id: Nullable<number>;
  expires_at: Timestamp;
  uses: Generated<number>;
  created_at: CreatedAt;
  /** the client (address) that created the owner: its uploads count against that client's daily budget */
  client_key: Nullable<string>;
}
