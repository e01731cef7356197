import type { Actor, SignupService } from '@wholesale/contract';
import { ACCOUNT_ERRORS, ConflictError } from '@wholesale/contract';
import { enqueueMails } from '../mail/outbox';
import { hashPassword } from './passwords';
import { accountHasEmail, openSignupHasEmail } from './user';
import type { ObjectStorage } from '../storage/types';
import {
  blankToNull,
  isUniqueViolation,
  noMailHook,
  systemClock,
  type Clock,
  type Db,
  type MailQueued,
} from '../kernel/common';
import { admitUpload, issueUploadToken, storeLinkedUpload } from './uploads';
import { chargeClient, CLIENT_LIMITS, type ClientLimits } from './limits';
import type { RateLimiter } from './rate-limit';

function clientTimestamp(value: string | number | undefined): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A path to the admin document route: useless without an admin session. */
function adminDocumentPath(email: string, documentId: number): string {
  return `/api/users/${encodeURIComponent(email)}/documents/${documentId}/download`;
}

export interface SignupDeps {
  db: Db;
  storage: ObjectStorage;
  limiter: RateLimiter;
  limits?: ClientLimits;
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** the business inbox, told of each request once */
  businessEmail: string;
  /** PUBLIC_URL, for the notice's link to the back office */
  publicUrl: string;
}

export function createSignupService(deps: SignupDeps): SignupService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const limits = deps.limits ?? CLIENT_LIMITS;

  /** The "address taken" answers, checked before the hash and again inside the transaction. */
  async function refuseTaken(executor: Db, email: string): Promise<void> {
    if (await accountHasEmail(executor, email)) throw new ConflictError(ACCOUNT_ERRORS.emailTaken);
    if (await openSignupHasEmail(executor, email)) throw new ConflictError(ACCOUNT_ERRORS.requestOpen);
  }

  return {
    // Anyone may ask for an account: the actor is not needed, but it is the first argument
    // of every use case so that a door can never forget to pass it.
    async createSignupRequest(_actor: Actor, input, clientKey) {
      const email = input.email;
      // Every attempt counts, a refused one too: the "address taken" answers cannot be harvested.
      await chargeClient(deps.limiter, limits, 'signup', clientKey);
      // Check first, hash last: a duplicate costs no argon2 work.
      await refuseTaken(db, email);
      // Slow on purpose (argon2id): done before the transaction so it holds no locks meanwhile.
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      try {
        const result = await db.transaction().execute(async (trx) => {
          await refuseTaken(trx, email);

          const request = await trx
            .insertInto('signup_requests')
            .values({
              first_name: input.firstName,
              last_name: input.lastName,
              company: input.companyName,
              email,
              password_hash: passwordHash,
              license_number: input.licenseNumber.toUpperCase(),
              california_resale: blankToNull(input.californiaResale),
              phone: blankToNull(input.phone),
              company_address_1: blankToNull(input.companyAddress1),
              company_address_2: blankToNull(input.companyAddress2),
              city: blankToNull(input.city),
              state: blankToNull(input.state),
              zip_code: blankToNull(input.zipCode),
              client_timestamp: clientTimestamp(input.timestamp),
              locale: input.locale,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const uploadToken = await issueUploadToken(trx, { signupRequestId: request.id }, now, clientKey);
          const name = `${input.firstName} ${input.lastName}`;
          await enqueueMails(trx, [
            {
              to: email,
              template: 'signup-received',
              locale: input.locale,
              data: { name, company: input.companyName },
            },
            // The office hears of it in the same transaction: once per stored request.
            {
              to: deps.businessEmail,
              replyTo: email,
              template: 'signup-notice',
              locale: 'en',
              data: {
                name,
                company: input.companyName,
                email,
                ...(input.phone?.trim() ? { phone: input.phone.trim() } : {}),
                licenseNumber: input.licenseNumber.toUpperCase(),
                reviewUrl: `${deps.publicUrl}/admin/dashboard?page=signup-requests`,
              },
            },
          ]);
          return { signupRequestId: request.id, uploadToken };
        });
        mailQueued();
        return result;
      } catch (err) {
        // Two requests for one e-mail at the same instant: the partial unique index decides.
        if (isUniqueViolation(err)) throw new ConflictError(ACCOUNT_ERRORS.requestOpen, { cause: err });
        throw err;
      }
    },

    async checkUploadToken(_actor: Actor, uploadToken) {
      await admitUpload(db, uploadToken, clock(), 'signup_request_id', { limiter: deps.limiter, limits });
    },

    async uploadSignupDocument(_actor: Actor, raw) {
      const { owner, documentId, key } = await storeLinkedUpload(
        deps,
        raw,
        clock(),
        { owner: 'signup_request_id', folder: 'signup' },
        // A request already decided takes no more files.
        (id) =>
          db
            .selectFrom('signup_requests')
            .select(['id', 'email'])
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst(),
        (trx, request, columns) =>
          trx
            .insertInto('user_documents')
            .values({ signup_request_id: request.id, email: request.email, ...columns })
            .returning('id')
            .executeTakeFirstOrThrow(),
      );
      return { url: adminDocumentPath(owner.email, documentId), key };
    },
  };
}
