import type { Actor } from '@wholesale/contract';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES, ValidationError, type PasswordResetService } from '@wholesale/contract';
import { enqueueMail } from '../mail/outbox';
import { greetingName } from '../mail/greeting-name';
import type { OutboxSealer } from '../mail/sealing';
import { PASSWORD_RESET_TTL_MINUTES } from '../mail/templates/password-reset';
import { hashPassword } from './passwords';
import {
  noMailHook,
  randomToken,
  sha256Hex,
  systemClock,
  type Clock,
  type Db,
  type MailQueued,
} from '../kernel/common';
import { chargeClient, CLIENT_LIMITS, type ClientLimits } from './limits';
import type { RateLimiter } from './rate-limit';

/** Reset mails per address per hour: beyond this the request is answered the same but not sent. */
const RESET_MAILS_PER_HOUR = 5;

export interface PasswordResetDeps {
  db: Db;
  limiter: RateLimiter;
  /** PUBLIC_URL: the mail links to `${publicUrl}/reset-password?email=...&token=...` */
  publicUrl: string;
  /** seals the mail, whose link works as a password, before it is stored */
  sealer: OutboxSealer;
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** per-client limits (CLIENT_LIMITS unless a test narrows them) */
  limits?: ClientLimits;
  /** where a failure of the off-request reset mail is reported (console.error by default) */
  reportError?: (err: unknown) => void;
  /** called after a new password ended a user's sessions (the kept session state is dropped) */
  onSessionsChanged?: () => void;
}

export function createPasswordResetService(deps: PasswordResetDeps): PasswordResetService {
  const { db, limiter, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const limits = deps.limits ?? CLIENT_LIMITS;

  const reportError =
    deps.reportError ??
    ((err: unknown) => console.error('password reset mail failed:', err instanceof Error ? err.message : err));
  /** Reset links being prepared off the request path (idle() waits for them). */
  const pending = new Set<Promise<void>>();

  async function sendResetLink(email: string, locale: 'en' | 'ko'): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (!user) return;
    const budget = await limiter.hit(`reset:${user.id}`, RESET_MAILS_PER_HOUR, 60 * 60);
    if (!budget.allowed) return;

    const token = randomToken();
    const now = clock();
    await db.transaction().execute(async (trx) => {
      // Only the newest link works: a mail that lingers in an old inbox is dead.
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          user_id: user.id,
          token_hash: sha256Hex(token),
          expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        })
        .execute();
      const mail = {
        to: user.email,
        template: 'password-reset',
        locale,
        data: { name: greetingName(user), email: user.email, token, publicUrl },
      } as const;
      await enqueueMail(trx, mail, deps.sealer);
    });
    mailQueued();
  }

  /** The live reset link for this e-mail and token, if there is one (locked when `trx` is a transaction). */
  function findLink(executor: Db, email: string, token: string, now: Date, lock: boolean) {
    let query = executor
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id as tokenId', 'u.id as userId'])
      .where('t.token_hash', '=', sha256Hex(token))
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()));
    // Locked: the same link used twice at once must succeed only once.
    if (lock) query = query.forUpdate('t');
    return query.executeTakeFirst();
  }

  return {
    async requestReset(_actor: Actor, input, clientKey) {
      await chargeClient(limiter, limits, 'forgotPassword', clientKey);
      // Answered before anything depends on the address: the look-up, the link and the mail are
      // done off the request path, so a known address and an unknown one take the same time.
      // The answer never depends on whether the account exists.
      const work = sendResetLink(input.email, input.locale).catch((err: unknown) => reportError(err));
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },

    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async reset(_actor: Actor, input, clientKey) {
      await chargeClient(limiter, limits, 'resetPassword', clientKey);
      const now = clock();
      // Check first, hash last: a junk link costs one indexed lookup, never an argon2 hash.
      if (!(await findLink(db, input.email, input.token, now, false)))
        throw new ValidationError(ACCOUNT_ERRORS.resetLink);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        const row = await findLink(trx, input.email, input.token, now, true);
        if (!row) throw new ValidationError(ACCOUNT_ERRORS.resetLink);
        const used = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('id', '=', row.tokenId)
          .where('used_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!used) throw new ValidationError(ACCOUNT_ERRORS.resetLink);
        // A new password ends every session: the version in old tokens no longer matches.
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            session_version: eb('session_version', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', row.userId)
          .execute();
      });
      deps.onSessionsChanged?.();
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  };
}
