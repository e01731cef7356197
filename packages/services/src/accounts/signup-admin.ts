import {
  ACCOUNT_ERRORS,
  ConflictError,
  DOCUMENT_ERRORS,
  NotFoundError,
  requireAdmin,
  ValidationError,
} from '@wholesale/contract';
import { enqueueMail } from '../mail/outbox';
import type { UrlSigner } from '../storage/url-signer';
import {
  blankToNull,
  iso,
  isUniqueViolation,
  noMailHook,
  rowOrNotFound,
  systemClock,
  type Clock,
  type Db,
  type MailQueued,
} from '../kernel/common';
import type { SignupAdminService, SignupRequestView } from '@wholesale/contract';
import { accountHasEmail } from './user';
import { grantLaunchDealPlace } from '../deals/places';

/** How long an admin's download link works. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

/** The route apps/server serves signed links at; it checks the signature with the same secret. */
export const SIGNED_FILE_PATH = '/files/signed';

/**
 * The link to a private file. The signature covers only the key and the expiry; `filename` (the
 * name the file was uploaded under) rides along as `name`, display only, so the browser saves the
 * file under that name rather than the storage key's `<uuid>.pdf`.
 */
export function signedFileUrl(key: string, link: { exp: number; sig: string }, filename?: string): string {
  const params = new URLSearchParams({ key, exp: String(link.exp), sig: link.sig });
  if (filename) params.set('name', filename);
  return `${SIGNED_FILE_PATH}?${params.toString()}`;
}

/** An admin's link to download a stored document, good for DOWNLOAD_LINK_TTL_SECONDS; 404 when there is none. */
export function documentDownload(
  signer: UrlSigner,
  doc: { storage_key: string; original_filename: string } | undefined,
  now: Date,
): { downloadUrl: string } {
  if (!doc) throw new NotFoundError(ACCOUNT_ERRORS.documentNotFound);
  const link = signer.sign(doc.storage_key, DOWNLOAD_LINK_TTL_SECONDS, now);
  return { downloadUrl: signedFileUrl(doc.storage_key, link, doc.original_filename) };
}

/**
 * The request, locked for this transaction so that two admins deciding on it at once take turns
 * (and an approval creates one account); 404 when there is none, 409 when it is not `status`.
 */
async function lockRequest(trx: Db, id: number, status: 'pending' | 'rejected') {
  const request = await rowOrNotFound(
    trx.selectFrom('signup_requests').selectAll().where('id', '=', id).forUpdate(),
    ACCOUNT_ERRORS.requestNotFound,
  );
  if (request.status !== status) {
    throw new ConflictError(
      status === 'pending' ? ACCOUNT_ERRORS.requestNotPending : ACCOUNT_ERRORS.requestNotRejected,
    );
  }
  return request;
}

/** An admin's decision on a request: its new state, with who decided (`by`) and when (`at`). */
async function recordDecision(
  trx: Db,
  id: number,
  decision: {
    status: 'approved' | 'rejected' | 'pending';
    show: boolean;
    user_id?: number;
    reject_reason?: string | null;
    by: number;
    at: Date;
  },
): Promise<void> {
  const { by, at, ...state } = decision;
  await trx
    .updateTable('signup_requests')
    .set({ ...state, reviewed_by: by, reviewed_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export interface SignupAdminDeps {
  db: Db;
  signer: UrlSigner;
  /** PUBLIC_URL, for the login link in the approval e-mail */
  publicUrl: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}

export function createSignupAdminService(deps: SignupAdminDeps): SignupAdminService {
  const { db, signer, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async list(actor, options) {
      requireAdmin(actor);
      const statuses: ('pending' | 'rejected')[] = options?.showRejected ? ['pending', 'rejected'] : ['pending'];
      const rows = await db
        .selectFrom('signup_requests')
        .selectAll()
        .where('status', 'in', statuses)
        .where((eb) => (options?.showRejected ? eb.val(true) : eb('show', '=', true)))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r): SignupRequestView => ({
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        company: r.company,
        email: r.email,
        license_number: r.license_number,
        california_resale: r.california_resale,
        phone: r.phone,
        company_address_1: r.company_address_1,
        company_address_2: r.company_address_2,
        company_address_3: r.company_address_3,
        city: r.city,
        state: r.state,
        zip_code: r.zip_code,
        timestamp: iso(r.created_at),
        status: r.status,
        show: r.show,
        reject_reason: r.reject_reason,
      }));
    },

    async approve(actor, id, expiry) {
      const admin = requireAdmin(actor);
      const now = clock();
      try {
        const result = await db.transaction().execute(async (trx) => {
          const request = await lockRequest(trx, id, 'pending');
          if (await accountHasEmail(trx, request.email)) throw new ConflictError(ACCOUNT_ERRORS.emailTaken);

          const user = await trx
            .insertInto('users')
            .values({
              name: `${request.first_name} ${request.last_name}`.trim(),
              first_name: request.first_name,
              last_name: request.last_name,
              email: request.email,
              phone_number: request.phone,
              company: request.company,
              license_number: request.license_number,
              california_resale: request.california_resale,
              password_hash: request.password_hash,
              signup_request_id: request.id,
              // the language of the page at signup: every later mail to this buyer speaks it
              locale: request.locale,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const line1 = blankToNull(request.company_address_1);
          if (line1) {
            await trx
              .insertInto('addresses')
              .values({
                user_id: user.id,
                address_line_1: line1,
                address_line_2: blankToNull(
                  [request.company_address_2, request.company_address_3].filter(Boolean).join(', '),
                ),
                city: request.city ?? '',
                state: request.state ?? '',
                zip_code: request.zip_code ?? '',
              })
              .execute();
          }
          // One of the launch deal's places, while it runs and has one: in this transaction, so
          // an approval that fails gives its place back.
          await grantLaunchDealPlace(trx, user.id, now);
          await recordDecision(trx, id, {
            status: 'approved',
            show: true,
            user_id: user.id,
            by: admin.userId,
            at: now,
          });
          await trx
            .updateTable('user_documents')
            .set({ user_id: user.id })
            .where('signup_request_id', '=', id)
            .execute();
          // The expiry dates the admin read on the files: each on the request's
          // latest file of its type, the company's current one.
          const dated = [
            ['business-license', 'license_expires_on', expiry?.license_expires_on, DOCUMENT_ERRORS.noLicense],
            ['resale-certificate', 'resale_expires_on', expiry?.resale_expires_on, DOCUMENT_ERRORS.noResaleCertificate],
          ] as const;
          for (const [type, field, expiresOn, missing] of dated) {
            if (expiresOn === undefined) continue;
            const file = await trx
              .selectFrom('user_documents')
              .select('id')
              .where('signup_request_id', '=', id)
              .where('document_type', '=', type)
              .orderBy('uploaded_at', 'desc')
              .orderBy('id', 'desc')
              .executeTakeFirst();
            if (!file) throw new ValidationError(missing, { [field]: missing });
            await trx
              .updateTable('user_documents')
              .set({ expires_on: expiresOn, expiry_set_by: admin.userId, expiry_set_at: now })
              .where('id', '=', file.id)
              .execute();
          }
          await enqueueMail(trx, {
            to: request.email,
            template: 'signup-approved',
            locale: request.locale,
            data: { name: request.first_name, publicUrl },
          });
          return { userId: user.id };
        });
        mailQueued();
        return result;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ACCOUNT_ERRORS.emailTaken, { cause: err });
        throw err;
      }
    },

    async reject(actor, id, rawReason) {
      const admin = requireAdmin(actor);
      const reason = blankToNull(rawReason);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const request = await lockRequest(trx, id, 'pending');
        await recordDecision(trx, id, {
          status: 'rejected',
          show: false,
          reject_reason: reason,
          by: admin.userId,
          at: now,
        });
        await enqueueMail(trx, {
          to: request.email,
          template: 'signup-rejected',
          locale: request.locale,
          data: { name: request.first_name, ...(reason ? { reason } : {}) },
        });
      });
      mailQueued();
    },

    async revert(actor, id) {
      const admin = requireAdmin(actor);
      const now = clock();
      try {
        await db.transaction().execute(async (trx) => {
          await lockRequest(trx, id, 'rejected');
          await recordDecision(trx, id, {
            status: 'pending',
            show: true,
            reject_reason: null,
            by: admin.userId,
            at: now,
          });
        });
      } catch (err) {
        // Since the rejection the same e-mail sent a new request, which is the open one now.
        if (isUniqueViolation(err)) throw new ConflictError(ACCOUNT_ERRORS.requestOpen, { cause: err });
        throw err;
      }
    },

    async documents(actor, email) {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('user_documents')
        .select(['id', 'document_type', 'original_filename', 'file_size', 'uploaded_at'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        documentType: r.document_type,
        originalFilename: r.original_filename,
        fileSize: r.file_size,
        uploadedAt: iso(r.uploaded_at),
      }));
    },

    async downloadLink(actor, email, id) {
      requireAdmin(actor);
      const doc = await db
        .selectFrom('user_documents')
        .select(['storage_key', 'original_filename'])
        .where('id', '=', id)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      return documentDownload(signer, doc, clock());
    },
  };
}
