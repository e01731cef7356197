// A company's documents that expire (issue 21, item 7). The business license and the California
// resale certificate carry the day they expire on the file's own row (user_documents.expires_on,
// migration 0022); a company's current document of a type is its latest upload of that type on file (rows
// of the owner, whose id names the company), and older files stay. The admin dates them when
// approving a signup (accounts/signup-admin.ts) and on the customer's page; the owner uploads a
// renewed one from the profile with its date (the signup's file checks, without a token: the
// session is the credential). Every member reads where the company stands (checkout's notice).
//
// An owner's renewal waits for staff (review_status 'pending', migration 0023): until an admin
// accepts it, with the expiry date they read on it, it is not on file, and the document before it
// (an expired certificate's hold included) stands. Refused, its reason is mailed to the owner in
// their language. An admin's own upload is on file at once.
//
// The reminder job mails the owner 30 and 7 days before a current document expires: each reminder
// is a document_reminders row written with its mail in one transaction, keyed by (document, kind,
// date), so any number of processes may run the job and each reminder goes once. An expired
// document gets no mail: checkout says so to whoever orders, and the dashboard lists it.
import { sql } from 'kysely';
import { toJson } from '@wholesale/db';
import {
  businessDate,
  daysUntil,
  DOCUMENT_REMINDER_DAYS,
  documentExpiryStatus,
  encodeUserId,
  expiringSoonUntil,
  EXPIRING_DOCUMENT_TYPES,
  hasExpired,
  resaleCertificateCheck,
  type ExpiringDocumentType,
} from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  COMPANY_ERRORS,
  companyUploadInput,
  ConflictError,
  DOCUMENT_ERRORS,
  ForbiddenError,
  NotFoundError,
  parseInput,
  requireAdmin,
  requireSignedIn,
  UnauthorizedError,
  ValidationError,
  type Actor,
  type CompanyDocument,
  type CompanyDocuments,
  type DocumentRenewal,
  type DocumentReviewStatus,
  type DocumentsService,
  type ExpiringDocument,
  type RenewalToReview,
  type ResaleSetting,
} from '@wholesale/contract';
import { onFileSql, RESALE_SETTING_KEY } from '../accounts/document-expiry';
import { CLIENT_LIMITS, peekClient, type ClientLimits } from '../accounts/limits';
import { MemoryRateLimiter, type RateLimiter } from '../accounts/rate-limit';
import { storeDocument } from '../accounts/uploads';
import { iso, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { ReadCache } from '../kernel/read-cache';
import { enqueueMail } from '../mail/outbox';
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
const currentDocuments = sql`(
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

function toDocument(r: DocumentRow, today: string, forAdmin: boolean): CompanyDocument {
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

const DOCUMENT_COLUMNS = [
  'id',
  'document_type',
  'original_filename',
  'file_size',
  'uploaded_at',
  sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
  'email',
  'review_status',
] as const;

function toRenewal(r: {
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

/**
 * The current documents of every company that expire by `today` + 30 days or have expired, the
 * soonest first: the admin's dashboard list. Owners only (a disabled or admin account is no company).
 */
export async function expiringDocuments(db: Db, today: string): Promise<ExpiringDocument[]> {
  const { rows } = await sql<{
    id: number;
    user_id: number;
    document_type: string;
    expires_on: string;
    company: string | null;
    name: string;
  }>`
    SELECT c.id, c.user_id, c.document_type, to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on, u.company, u.name
    FROM ${currentDocuments} c JOIN users u ON u.id = c.user_id
    WHERE c.expires_on IS NOT NULL AND c.expires_on <= ${expiringSoonUntil(today)}::date
      AND u.owner_id IS NULL AND u.is_admin = false AND u.disabled_at IS NULL
    ORDER BY c.expires_on, c.id
    LIMIT ${EXPIRING_LIST_MAX}`.execute(db);
  return rows.map((r) => ({
    document_id: r.id,
    company_id: r.user_id,
    company: r.company,
    name: r.name,
    document_type: r.document_type as ExpiringDocumentType,
    expires_on: r.expires_on,
    days_left: daysUntil(r.expires_on, today),
    status: hasExpired(r.expires_on, today) ? 'expired' : 'expiring',
  }));
}

export function createDocumentsService(deps: DocumentsDeps): DocumentsService {
  const { db, storage, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const limiter = deps.limiter ?? new MemoryRateLimiter();
  const limits = deps.limits ?? CLIENT_LIMITS;
  const settings = deps.settingsCache ?? new ReadCache({ ttlMs: RESALE_SETTING_CACHE_MS });

  const today = () => businessDate(clock());

  /**
   * The company a call is about, and whether the actor may upload for it: an admin names it (an
   * owner's account; anything else is 404); a buyer's is their own company (naming another is
   * 403), and only its owner uploads.
   */
  async function companyOf(
    actor: Actor,
    companyId?: number,
  ): Promise<{ id: number; company: string | null; email: string; canUpload: boolean; admin: boolean }> {
    const me = requireSignedIn(actor);
    if (me.kind === 'admin') {
      if (companyId === undefined) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
      const owner = await db
        .selectFrom('users')
        .select(['id', 'company', 'email', 'is_admin', 'owner_id'])
        .where('id', '=', companyId)
        .executeTakeFirst();
      if (!owner || owner.is_admin || owner.owner_id !== null) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
      return { id: owner.id, company: owner.company, email: owner.email, canUpload: true, admin: true };
    }
    const row = await db
      .selectFrom('users as m')
      .innerJoin('users as o', (join) => join.on(sql`o.id`, '=', sql`coalesce(m.owner_id, m.id)`))
      .select(['m.id', 'm.owner_id', 'm.company_role', 'm.disabled_at', 'o.id as company_id', 'o.company', 'o.email'])
      .where('m.id', '=', me.userId)
      .executeTakeFirst();
    if (!row) throw new UnauthorizedError();
    if (companyId !== undefined && companyId !== row.company_id) throw new ForbiddenError();
    const owner = row.owner_id === null && row.company_role === 'owner' && row.disabled_at === null;
    return { id: row.company_id, company: row.company, email: row.email, canUpload: owner, admin: false };
  }

  async function uploader(actor: Actor, companyId?: number) {
    const company = await companyOf(actor, companyId);
    // An orderer or a viewer reads where the company stands, but the owner answers for its papers.
    if (!company.canUpload) throw new ForbiddenError(COMPANY_ERRORS.ownerOnly);
    return company;
  }

  async function readSetting(): Promise<ResaleSetting> {
    const row = await db
      .selectFrom('business_settings')
      .select(['value', 'updated_at'])
      .where('key', '=', RESALE_SETTING_KEY)
      .executeTakeFirst();
    if (!row) return { allow_expired: false, is_default: true, updated_at: null };
    const value = row.value as { allow_expired?: unknown } | null;
    return { allow_expired: value?.allow_expired === true, is_default: false, updated_at: iso(row.updated_at) };
  }

  async function currentOf(
    companyId: number,
    now: string,
    forAdmin: boolean,
  ): Promise<Record<ExpiringDocumentType, CompanyDocument | null>> {
    const rows = await db
      .selectFrom('user_documents')
      .select(DOCUMENT_COLUMNS)
      .distinctOn('document_type')
      .where('user_id', '=', companyId)
      .where('document_type', 'in', EXPIRING_DOCUMENT_TYPES)
      .where((eb) => eb.or([eb('review_status', 'is', null), eb('review_status', '=', 'accepted')]))
      .orderBy('document_type')
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const of = (type: ExpiringDocumentType) => {
      const row = rows.find((r) => r.document_type === type);
      return row ? toDocument(row, now, forAdmin) : null;
    };
    return { 'business-license': of('business-license'), 'resale-certificate': of('resale-certificate') };
  }

  /** Per type, the company's latest upload when it is not on file: a renewal waiting for staff, or refused. */
  async function renewalsOf(companyId: number): Promise<DocumentRenewal[]> {
    const rows = await db
      .selectFrom('user_documents')
      .select([
        'id',
        'document_type',
        'original_filename',
        'uploaded_at',
        sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
        'review_status',
        'review_reason',
        'reviewed_at',
      ])
      .distinctOn('document_type')
      .where('user_id', '=', companyId)
      .where('document_type', 'in', EXPIRING_DOCUMENT_TYPES)
      .orderBy('document_type')
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.filter((r) => r.review_status === 'pending' || r.review_status === 'refused').map(toRenewal);
  }

  /** A renewal staff decide on, locked for the decision: it exists, and it still waits (else 409). */
  async function lockPending(trx: Db, documentId: number) {
    const row = await trx
      .selectFrom('user_documents')
      .select(['id', 'user_id', 'document_type', 'original_filename', 'review_status'])
      .where('id', '=', documentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.user_id === null || !(EXPIRING_DOCUMENT_TYPES as readonly string[]).includes(row.document_type))
      throw new NotFoundError(ACCOUNT_ERRORS.documentNotFound);
    if (row.review_status !== 'pending') throw new ConflictError(DOCUMENT_ERRORS.renewalNotPending);
    return { ...row, user_id: row.user_id, document_type: row.document_type as ExpiringDocumentType };
  }

  async function documentById(id: number, forAdmin: boolean): Promise<CompanyDocument> {
    const row = await db.selectFrom('user_documents').select(DOCUMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(ACCOUNT_ERRORS.documentNotFound);
    return toDocument(row, today(), forAdmin);
  }

  /** The owner's profile, documents section: `${publicUrl}/profile/user/<encoded id>#documents`. */
  const documentsUrl = (ownerId: number) =>
    `${publicUrl.replace(/\/+$/, '')}/profile/user/${encodeUserId(ownerId)}#documents`;

  return {
    async current(actor, companyId) {
      const company = await companyOf(actor, companyId);
      const now = today();
      const [docs, renewals, setting] = await Promise.all([
        currentOf(company.id, now, company.admin),
        renewalsOf(company.id),
        settings.get(RESALE_SETTING_KEY, readSetting),
      ]);
      const resale = docs['resale-certificate'];
      return {
        company_id: company.id,
        company: company.company,
        today: now,
        can_upload: company.canUpload,
        license: docs['business-license'],
        resale_certificate: resale,
        renewals,
        resale_check: resaleCertificateCheck(resale?.expires_on ?? null, now, setting.allow_expired),
      } satisfies CompanyDocuments;
    },

    async checkUpload(actor, companyId) {
      const company = await uploader(actor, companyId);
      if (company.admin) return;
      await peekClient(limiter, limits, 'uploads', `company:${company.id}`);
      await peekClient(limiter, limits, 'uploadBytes', `company:${company.id}`);
    },

    async upload(actor, raw, companyId) {
      const company = await uploader(actor, companyId);
      const input = parseInput(companyUploadInput, raw);
      const now = clock();
      // A renewal that has already run out renews nothing.
      if (hasExpired(input.expiresOn, businessDate(now)))
        throw new ValidationError(DOCUMENT_ERRORS.alreadyExpired, { expiresOn: DOCUMENT_ERRORS.alreadyExpired });
      const by = requireSignedIn(actor).userId;
      const { documentId } = await storeDocument(
        db,
        storage,
        { input, tokenId: null, now, folder: 'company', ownerId: company.id },
        (trx, columns) =>
          trx
            .insertInto('user_documents')
            .values({
              user_id: company.id,
              email: company.email,
              ...columns,
              expires_on: input.expiresOn,
              expiry_set_by: by,
              expiry_set_at: now,
              uploaded_by: by,
              // An owner's renewal waits for staff; an admin's is read already.
              ...(company.admin
                ? { review_status: 'accepted' as const, reviewed_by: by, reviewed_at: now }
                : { review_status: 'pending' as const }),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        // An admin's uploads are not counted; a company's count against its own budget.
        company.admin ? undefined : { limiter, limits, clientKey: `company:${company.id}` },
      );
      return documentById(documentId, company.admin);
    },

    async setExpiry(actor, documentId, expiresOn) {
      const admin = requireAdmin(actor);
      const row = await db
        .selectFrom('user_documents')
        .select(['id', 'document_type'])
        .where('id', '=', documentId)
        .executeTakeFirst();
      if (!row) throw new NotFoundError(ACCOUNT_ERRORS.documentNotFound);
      if (!(EXPIRING_DOCUMENT_TYPES as readonly string[]).includes(row.document_type))
        throw new ValidationError(DOCUMENT_ERRORS.notDated);
      await db
        .updateTable('user_documents')
        .set({ expires_on: expiresOn, expiry_set_by: admin.userId, expiry_set_at: clock() })
        .where('id', '=', documentId)
        .execute();
      return documentById(documentId, true);
    },

    async renewals(actor) {
      requireAdmin(actor);
      const { rows } = await sql<{
        id: number;
        user_id: number;
        company: string | null;
        name: string;
        email: string;
        document_type: ExpiringDocumentType;
        original_filename: string;
        file_size: number;
        uploaded_at: Date;
        expires_on: string | null;
        current_expires_on: string | null;
      }>`
        SELECT d.id, d.user_id, u.company, u.name, d.email, d.document_type, d.original_filename, d.file_size, d.uploaded_at,
          to_char(d.expires_on, 'YYYY-MM-DD') AS expires_on,
          (SELECT to_char(c.expires_on, 'YYYY-MM-DD') FROM user_documents c
            WHERE c.user_id = d.user_id AND c.document_type = d.document_type AND ${onFileSql('c')}
            ORDER BY c.uploaded_at DESC, c.id DESC LIMIT 1) AS current_expires_on
        FROM user_documents d JOIN users u ON u.id = d.user_id
        WHERE d.review_status = 'pending'
        ORDER BY d.uploaded_at, d.id
        LIMIT ${RENEWALS_LIST_MAX}`.execute(db);
      return rows.map((r): RenewalToReview => ({
        document_id: r.id,
        company_id: r.user_id,
        company: r.company,
        name: r.name,
        email: r.email,
        document_type: r.document_type,
        original_filename: r.original_filename,
        file_size: r.file_size,
        uploaded_at: iso(r.uploaded_at),
        expires_on: r.expires_on,
        current_expires_on: r.current_expires_on,
      }));
    },

    async acceptRenewal(actor, documentId, input) {
      const admin = requireAdmin(actor);
      const now = clock();
      // What the admin read on the file: a date already past renews nothing.
      if (hasExpired(input.expires_on, businessDate(now)))
        throw new ValidationError(DOCUMENT_ERRORS.alreadyExpired, { expires_on: DOCUMENT_ERRORS.alreadyExpired });
      await db.transaction().execute(async (trx) => {
        await lockPending(trx, documentId);
        await trx
          .updateTable('user_documents')
          .set({
            review_status: 'accepted',
            reviewed_by: admin.userId,
            reviewed_at: now,
            review_reason: null,
            expires_on: input.expires_on,
            expiry_set_by: admin.userId,
            expiry_set_at: now,
          })
          .where('id', '=', documentId)
          .execute();
      });
      return documentById(documentId, true);
    },

    async refuseRenewal(actor, documentId, input) {
      const admin = requireAdmin(actor);
      const now = clock();
      const refused = await db.transaction().execute(async (trx) => {
        const doc = await lockPending(trx, documentId);
        const row = await trx
          .updateTable('user_documents')
          .set({ review_status: 'refused', reviewed_by: admin.userId, reviewed_at: now, review_reason: input.reason })
          .where('id', '=', documentId)
          .returning([
            'id',
            'document_type',
            'original_filename',
            'uploaded_at',
            sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
            'review_status',
            'review_reason',
            'reviewed_at',
          ])
          .executeTakeFirstOrThrow();
        // The owner reads why, in their language, at the address they have today (not the file's).
        const owner = await trx
          .selectFrom('users')
          .select(['email', 'locale', 'first_name', 'name', 'company'])
          .where('id', '=', doc.user_id)
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, {
          to: owner.email,
          ...(deps.businessEmail ? { replyTo: deps.businessEmail } : {}),
          locale: owner.locale,
          template: 'document-renewal-refused',
          data: {
            name: owner.first_name || owner.name || undefined,
            company: owner.company,
            documentType: doc.document_type,
            filename: doc.original_filename,
            reason: input.reason,
            documentsUrl: documentsUrl(doc.user_id),
          },
        });
        return row;
      });
      mailQueued();
      return toRenewal(refused);
    },

    async resaleSetting(actor) {
      requireAdmin(actor);
      return readSetting();
    },

    async setResaleSetting(actor, input) {
      const admin = requireAdmin(actor);
      const value = toJson({ allow_expired: input.allow_expired });
      await db
        .insertInto('business_settings')
        .values({ key: RESALE_SETTING_KEY, value, updated_by: admin.userId })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value, updated_by: admin.userId, updated_at: sql<Date>`now()` }),
        )
        .execute();
      settings.invalidate();
      return readSetting();
    },

    async runReminders() {
      const now = today();
      const [far, near] = DOCUMENT_REMINDER_DAYS;
      // The reminders due today and not yet sent: kind 7 in the last 7 days (the expiry day
      // included), 30 before that; none once expired. The same reminder for another date (a
      // corrected one) is another reminder.
      const { rows } = await sql<{
        id: number;
        user_id: number;
        document_type: ExpiringDocumentType;
        expires_on: string;
        kind: 30 | 7;
        email: string;
        locale: 'en' | 'ko';
        first_name: string;
        name: string;
        company: string | null;
      }>`
        SELECT c.id, c.user_id, c.document_type, to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on, k.kind,
          u.email, u.locale, u.first_name, u.name, u.company
        FROM ${currentDocuments} c
        JOIN users u ON u.id = c.user_id
        CROSS JOIN LATERAL (SELECT CASE WHEN c.expires_on - ${now}::date <= ${sql.lit(near)} THEN ${sql.lit(near)} ELSE ${sql.lit(far)} END AS kind) k
        WHERE c.expires_on BETWEEN ${now}::date AND (${now}::date + ${sql.lit(far)})
          AND u.owner_id IS NULL AND u.is_admin = false AND u.disabled_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM document_reminders r WHERE r.document_id = c.id AND r.kind = k.kind AND r.expires_on = c.expires_on)
        ORDER BY c.expires_on, c.id`.execute(db);
      let mailed = 0;
      for (const r of rows) {
        // One transaction per reminder: its row and its mail together. Another process that got
        // here first holds (or has committed) the same key, and this insert then writes nothing.
        const sent = await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('document_reminders')
            .values({ document_id: r.id, kind: r.kind, expires_on: r.expires_on })
            .onConflict((oc) => oc.doNothing())
            .returning('document_id')
            .executeTakeFirst();
          if (!claimed) return false;
          await enqueueMail(trx, {
            to: r.email,
            locale: r.locale,
            template: 'document-expiring',
            data: {
              name: r.first_name || r.name || undefined,
              company: r.company,
              documentType: r.document_type,
              expiresOn: r.expires_on,
              daysLeft: daysUntil(r.expires_on, now),
              documentsUrl: documentsUrl(r.user_id),
            },
          });
          return true;
        });
        if (sent) mailed += 1;
      }
      if (mailed > 0) mailQueued();
      return { mailed };
    },
  };
}
