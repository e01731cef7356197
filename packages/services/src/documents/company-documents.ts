// A company's dated documents: where it stands (its current license and resale certificate, its
// renewals, the resale check), an upload of a renewed one (the owner's waits for staff, an
// admin's is on file at once), and the admin's dating of a file.
import {
  businessDate,
  EXPIRING_DOCUMENT_TYPES,
  hasExpired,
  resaleCertificateCheck,
  type ExpiringDocumentType,
} from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  companyUploadInput,
  DOCUMENT_ERRORS,
  parseInput,
  requireAdmin,
  requireSignedIn,
  ValidationError,
  type CompanyDocument,
  type CompanyDocuments,
  type DocumentRenewal,
  type DocumentsService,
} from '@wholesale/contract';
import { RESALE_SETTING_KEY } from '../accounts/document-expiry';
import { CLIENT_LIMITS, peekClient } from '../accounts/limits';
import { MemoryRateLimiter } from '../accounts/rate-limit';
import { storeDocument } from '../accounts/uploads';
import { rowOrNotFound, systemClock, type Db } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';
import { companyOf, uploader } from './company';
import { readResaleSetting } from './resale-setting';
import { DOCUMENT_COLUMNS, documentById, RENEWAL_COLUMNS, toDocument, toRenewal, type DocumentsDeps } from './rows';

/**
 * The company's dated documents, the latest upload of each type alone (DISTINCT ON the type); the
 * caller picks the columns and which uploads count.
 */
function latestOfEachType(db: Db, companyId: number) {
  return db
    .selectFrom('user_documents')
    .distinctOn('document_type')
    .where('user_id', '=', companyId)
    .where('document_type', 'in', EXPIRING_DOCUMENT_TYPES)
    .orderBy('document_type')
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc');
}

/** Per type, the company's current document: its latest upload staff accepted or no review was asked of. */
async function currentOf(
  db: Db,
  companyId: number,
  now: string,
  forAdmin: boolean,
): Promise<Record<ExpiringDocumentType, CompanyDocument | null>> {
  const rows = await latestOfEachType(db, companyId)
    .select(DOCUMENT_COLUMNS)
    .where((eb) => eb.or([eb('review_status', 'is', null), eb('review_status', '=', 'accepted')]))
    .execute();
  const of = (type: ExpiringDocumentType) => {
    const row = rows.find((r) => r.document_type === type);
    return row ? toDocument(row, now, forAdmin) : null;
  };
  return { 'business-license': of('business-license'), 'resale-certificate': of('resale-certificate') };
}

/** Per type, the company's latest upload when it is not on file: a renewal waiting for staff, or refused. */
async function renewalsOf(db: Db, companyId: number): Promise<DocumentRenewal[]> {
  const rows = await latestOfEachType(db, companyId).select(RENEWAL_COLUMNS).execute();
  return rows.filter((r) => r.review_status === 'pending' || r.review_status === 'refused').map(toRenewal);
}

export function createCompanyDocuments(
  deps: DocumentsDeps,
  settings: ReadCache,
): Pick<DocumentsService, 'current' | 'checkUpload' | 'upload' | 'setExpiry'> {
  const { db, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const limiter = deps.limiter ?? new MemoryRateLimiter();
  const limits = deps.limits ?? CLIENT_LIMITS;
  const today = () => businessDate(clock());

  return {
    async current(actor, companyId) {
      const company = await companyOf(db, actor, companyId);
      const now = today();
      const [docs, renewals, setting] = await Promise.all([
        currentOf(db, company.id, now, company.admin),
        renewalsOf(db, company.id),
        settings.get(RESALE_SETTING_KEY, () => readResaleSetting(db)),
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
      const company = await uploader(db, actor, companyId);
      if (company.admin) return;
      await peekClient(limiter, limits, 'uploads', `company:${company.id}`);
      await peekClient(limiter, limits, 'uploadBytes', `company:${company.id}`);
    },

    async upload(actor, raw, companyId) {
      const company = await uploader(db, actor, companyId);
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
      return documentById(db, documentId, today(), company.admin);
    },

    async setExpiry(actor, documentId, expiresOn) {
      const admin = requireAdmin(actor);
      const row = await rowOrNotFound(
        db.selectFrom('user_documents').select(['id', 'document_type']).where('id', '=', documentId),
        ACCOUNT_ERRORS.documentNotFound,
      );
      if (!(EXPIRING_DOCUMENT_TYPES as readonly string[]).includes(row.document_type))
        throw new ValidationError(DOCUMENT_ERRORS.notDated);
      await db
        .updateTable('user_documents')
        .set({ expires_on: expiresOn, expiry_set_by: admin.userId, expiry_set_at: clock() })
        .where('id', '=', documentId)
        .execute();
      return documentById(db, documentId, today(), true);
    },
  };
}
