// The staff's review of an owner's renewed document: the renewals waiting, accepting one with
// the expiry date read on it (it is then on file), or refusing it with a reason mailed to the
// owner in their language. Until it is accepted the document before it stands.
import { sql } from 'kysely';
import { businessDate, EXPIRING_DOCUMENT_TYPES, hasExpired, type ExpiringDocumentType } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  ConflictError,
  DOCUMENT_ERRORS,
  NotFoundError,
  requireAdmin,
  ValidationError,
  type DocumentsService,
  type RenewalToReview,
} from '@wholesale/contract';
import { onFileSql } from '../accounts/document-expiry';
import { iso, noMailHook, systemClock, type Db } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import { greetingName } from '../mail/greeting-name';
import { documentById, documentsUrl, RENEWAL_COLUMNS, RENEWALS_LIST_MAX, toRenewal, type DocumentsDeps } from './rows';

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

export function createRenewalReview(
  deps: DocumentsDeps,
): Pick<DocumentsService, 'renewals' | 'acceptRenewal' | 'refuseRenewal'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async renewals(actor) {
      requireAdmin(actor);
      // The columns are named as the staff's list names them; only the upload's time is turned to text.
      const { rows } = await sql<Omit<RenewalToReview, 'uploaded_at'> & { uploaded_at: Date }>`
        SELECT d.id AS document_id, d.user_id AS company_id, u.company, u.name, d.email, d.document_type,
          d.original_filename, d.file_size, d.uploaded_at,
          to_char(d.expires_on, 'YYYY-MM-DD') AS expires_on,
          (SELECT to_char(c.expires_on, 'YYYY-MM-DD') FROM user_documents c
            WHERE c.user_id = d.user_id AND c.document_type = d.document_type AND ${onFileSql('c')}
            ORDER BY c.uploaded_at DESC, c.id DESC LIMIT 1) AS current_expires_on
        FROM user_documents d JOIN users u ON u.id = d.user_id
        WHERE d.review_status = 'pending'
        ORDER BY d.uploaded_at, d.id
        LIMIT ${RENEWALS_LIST_MAX}`.execute(db);
      return rows.map((r): RenewalToReview => ({ ...r, uploaded_at: iso(r.uploaded_at) }));
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
      return documentById(db, documentId, businessDate(clock()), true);
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
          .returning(RENEWAL_COLUMNS)
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
            name: greetingName(owner),
            company: owner.company,
            documentType: doc.document_type,
            filename: doc.original_filename,
            reason: input.reason,
            documentsUrl: documentsUrl(deps.publicUrl, doc.user_id),
          },
        });
        return row;
      });
      mailQueued();
      return toRenewal(refused);
    },
  };
}
