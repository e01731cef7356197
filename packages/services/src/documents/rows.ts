// What the document calls share: their dependencies and limits, the companies' current dated
// documents as SQL, a document and a renewal as the wire carries them, and the owner's link.
import { sql } from 'kysely';
import {
  daysUntil,
  documentExpiryStatus,
  encodeUserId,
  EXPIRING_DOCUMENT_TYPES,
  type ExpiringDocumentType,
} from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  type CompanyDocument,
  type DocumentRenewal,
  type DocumentReviewStatus,
} from '@wholesale/contract';
import { onFileSql } from '../accounts/document-expiry';
import type { ClientLimits } from '../accounts/limits';
import type { RateLimiter } from '../accounts/rate-limit';
import { iso, rowOrNotFound, type Clock, type Db, type MailQueued } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';
import type { ObjectStorage } from '../storage/types';

export interface DocumentsDeps {
  db: Db;
  storage: ObjectStorage;
  /** PUBLIC_URL: the reminder links to the owner's profile */
  publicUrl: string;
  /** counts a company's uploads (the anonymous forms' per-client budgets, keyed by the company) */
  limiter?: RateLimiter;
  limits?: ClientLimits;
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** where the setting is kept between reads; 10 s by default */
  settingsCache?: ReadCache;
  /** the business inbox: the Reply-To of a refused renewal's mail (none: no Reply-To) */
  businessEmail?: string;
}

/** How long a process keeps the setting it read (a save here drops it at once). */
export const RESALE_SETTING_CACHE_MS = 10_000;
/** The dashboard's list is at most this long. */
export const EXPIRING_LIST_MAX = 100;
/** The staff's list of renewals to review is at most this long (the oldest first). */
export const RENEWALS_LIST_MAX = 100;

/**
 * The companies' current documents of the dated types: each company's latest upload of each type
 * that is on file (not a renewal waiting for staff, nor a refused one), whatever its date (a newer
 * undated file replaces an older dated one), with the owner's row.
 */
export const currentDocuments = sql`(
  SELECT DISTINCT ON (d.user_id, d.document_type) d.id, d.user_id, d.document_type, d.expires_on
  FROM user_documents d
  WHERE d.user_id IS NOT NULL AND d.document_type IN (${sql.join(EXPIRING_DOCUMENT_TYPES.map((t) => sql.lit(t)))}) AND ${onFileSql('d')}
  ORDER BY d.user_id, d.document_type, d.uploaded_at DESC, d.id DESC
)`;

interface DocumentRow {
  id: number;
  document_type: string;
  original_filename: string;
  file_size: number;
  uploaded_at: Date;
  expires_on: string | null;
  email: string;
  review_status: DocumentReviewStatus | null;
}

export function toDocument(r: DocumentRow, today: string, forAdmin: boolean): CompanyDocument {
  return {
    id: r.id,
    document_type: r.document_type as ExpiringDocumentType,
    original_filename: r.original_filename,
    file_size: r.file_size,
    uploaded_at: iso(r.uploaded_at),
    expires_on: r.expires_on,
    status: documentExpiryStatus(r.expires_on, today),
    days_left: r.expires_on === null ? null : daysUntil(r.expires_on, today),
    review_status: r.review_status,
    ...(forAdmin ? { email: r.email } : {}),
  };
}

export const DOCUMENT_COLUMNS = [
  'id',
  'document_type',
  'original_filename',
  'file_size',
  'uploaded_at',
  sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
  'email',
  'review_status',
] as const;

/** The columns a renewal is read with (its review included). */
export const RENEWAL_COLUMNS = [
  'id',
  'document_type',
  'original_filename',
  'uploaded_at',
  sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
  'review_status',
  'review_reason',
  'reviewed_at',
] as const;

export function toRenewal(r: {
  id: number;
  document_type: string;
  original_filename: string;
  uploaded_at: Date;
  expires_on: string | null;
  review_status: DocumentReviewStatus | null;
  review_reason: string | null;
  reviewed_at: Date | null;
}): DocumentRenewal {
  return {
    id: r.id,
    document_type: r.document_type as ExpiringDocumentType,
    original_filename: r.original_filename,
    uploaded_at: iso(r.uploaded_at),
    expires_on: r.expires_on,
    status: r.review_status === 'refused' ? 'refused' : 'pending',
    reason: r.review_reason,
    reviewed_at: r.reviewed_at === null ? null : iso(r.reviewed_at),
  };
}

export async function documentById(db: Db, id: number, today: string, forAdmin: boolean): Promise<CompanyDocument> {
  const row = await rowOrNotFound(
    db.selectFrom('user_documents').select(DOCUMENT_COLUMNS).where('id', '=', id),
    ACCOUNT_ERRORS.documentNotFound,
  );
  return toDocument(row, today, forAdmin);
}

/** The owner's profile, documents section: `${publicUrl}/profile/user/<encoded id>#documents`. */
export const documentsUrl = (publicUrl: string, ownerId: number) =>
  `${publicUrl.replace(/\/+$/, '')}/profile/user/${encodeUserId(ownerId)}#documents`;
