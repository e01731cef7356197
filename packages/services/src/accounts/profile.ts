import {
  ACCOUNT_ERRORS,
  ConflictError,
  NotFoundError,
  RateLimitedError,
  requireAdmin,
  ValidationError,
} from '@wholesale/contract';
import { enqueueMail } from '../mail/outbox';
import { greetingName } from '../mail/greeting-name';
import { requireSelfOrAdmin } from '../kernel/ownership';
import { verifyPassword } from './passwords';
import {
  blankToNull,
  isUniqueViolation,
  noMailHook,
  rowOrNotFound,
  systemClock,
  type Clock,
  type Db,
  type MailQueued,
} from '../kernel/common';
import { accountHasEmail, toAccountUser } from './user';
import type { ProfileService } from '@wholesale/contract';
import type { RateLimiter } from './rate-limit';

/** Wrong current passwords allowed per account per window on the e-mail change. */
export const EMAIL_CHANGE_FAILURES = { limit: 5, windowSeconds: 15 * 60 } as const;

export interface ProfileDeps {
  db: Db;
  clock?: Clock;
  /** counts wrong current passwords on the e-mail change */
  limiter: RateLimiter;
  onMailQueued?: MailQueued;
}

/** Reads and changes of a user's own profile: the user themself or an admin (see requireSelfOrAdmin). */
export function createProfileService(deps: ProfileDeps): ProfileService {
  const { db, limiter } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  /**
   * A new e-mail address needs the password of whoever makes the change (the buyer, or the admin
   * acting for them): a stolen session alone cannot move the account to another inbox and then
   * take it over with forgot-password.
   */
  async function requirePassword(actorUserId: number, password: string | undefined): Promise<void> {
    if (password === undefined || password === '') {
      throw new ValidationError(ACCOUNT_ERRORS.currentPasswordRequired, {
        current_password: ACCOUNT_ERRORS.currentPasswordRequired,
      });
    }
    const bucket = `email-change:${actorUserId}`;
    // Counted before the verification, in one atomic step with the decision:
    // concurrent guesses get no more argon2 verifications than the limit. A right password takes
    // its count back. Only the session's own holder reaches this bucket, so nobody else can use
    // it to block the owner.
    const budget = await limiter.hit(bucket, EMAIL_CHANGE_FAILURES.limit, EMAIL_CHANGE_FAILURES.windowSeconds);
    if (!budget.allowed) throw new RateLimitedError(ACCOUNT_ERRORS.tooManyPasswordTries, budget.retryAfterSeconds);
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', actorUserId).executeTakeFirst();
    if (row && (await verifyPassword(row.password_hash, password))) {
      await limiter.refund(bucket);
      return;
    }
    throw new ValidationError(ACCOUNT_ERRORS.currentPasswordWrong, {
      current_password: ACCOUNT_ERRORS.currentPasswordWrong,
    });
  }

  async function loadUser(userId: number) {
    return rowOrNotFound(db.selectFrom('users').selectAll().where('id', '=', userId), ACCOUNT_ERRORS.userNotFound);
  }

  return {
    async getUser(actor, userId) {
      requireSelfOrAdmin(actor, userId);
      return toAccountUser(await loadUser(userId));
    },

    async updateProfile(actor, userId, update) {
      requireSelfOrAdmin(actor, userId);
      const before = await loadUser(userId);
      const changesEmail = update.email !== undefined && update.email.toLowerCase() !== before.email.toLowerCase();
      // Checked before the transaction: the argon2 verification holds no row lock.
      if (changesEmail && actor.kind !== 'guest') await requirePassword(actor.userId, update.current_password);
      let noticeQueued = false;
      try {
        const result = await db.transaction().execute(async (trx) => {
          const current = await rowOrNotFound(
            trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate(),
            ACCOUNT_ERRORS.userNotFound,
          );
          if (update.email !== undefined && update.email.toLowerCase() !== current.email.toLowerCase()) {
            if (!changesEmail) throw new ConflictError(ACCOUNT_ERRORS.profileChanged);
            if (await accountHasEmail(trx, update.email, userId)) throw new ConflictError(ACCOUNT_ERRORS.emailTaken);
          }
          const row = await trx
            .updateTable('users')
            .set({
              // The drawer greets by first name: a new full name carries a new first and last name.
              ...(update.name !== undefined ? { name: update.name, ...splitName(update.name) } : {}),
              ...(update.email !== undefined ? { email: update.email } : {}),
              ...(update.phone_number !== undefined ? { phone_number: blankToNull(update.phone_number) } : {}),
              ...(update.locale !== undefined ? { locale: update.locale } : {}),
              updated_at: clock(),
            })
            .where('id', '=', userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (row.email.toLowerCase() !== current.email.toLowerCase()) {
            // The notice goes to the OLD address: the owner learns of a change they did not make.
            await enqueueMail(trx, {
              to: current.email,
              template: 'email-changed',
              locale: current.locale,
              data: { name: greetingName(current), newEmail: row.email },
            });
            noticeQueued = true;
          }
          return toAccountUser(row);
        });
        if (noticeQueued) mailQueued();
        return result;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ACCOUNT_ERRORS.emailTaken, { cause: err });
        throw err;
      }
    },

    async addresses(actor, userId) {
      requireSelfOrAdmin(actor, userId);
      const rows = await db
        .selectFrom('addresses')
        .select(['id', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      // The spec's client reads 404 as "no address".
      if (rows.length === 0) throw new NotFoundError(ACCOUNT_ERRORS.noAddress);
      return rows;
    },

    async listUsers(actor) {
      requireAdmin(actor);
      const rows = await db.selectFrom('users').selectAll().orderBy('id').limit(10_000).execute();
      return rows.map(toAccountUser);
    },

    async allAddresses(actor) {
      requireAdmin(actor);
      return db
        .selectFrom('addresses')
        .select(['id', 'user_id', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code'])
        .orderBy('user_id')
        .orderBy('id')
        .limit(10_000)
        .execute();
    },
  };
}

/** "Alice Mae Park" → first "Alice", last "Mae Park"; a one-word name (e.g. 김민지) is all first name. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
