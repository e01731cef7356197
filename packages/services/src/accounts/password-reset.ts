import type { Actor } from '../actor';
import { ValidationError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { PASSWORD_RESET_TTL_MINUTES } from '../mail/templates/password-reset';
import { hashPassword } from '../passwords';
import { noMailHook, parseInput, randomToken, sha256Hex, systemClock, type Clock, type Db, type MailQueued } from './common';
import { ACCOUNT_MESSAGES, type PasswordResetService } from './contract';
import type { RateLimiter } from './rate-limit';
import { forgotPasswordInput, resetPasswordInput } from './schemas';

export { PASSWORD_RESET_TTL_MINUTES };

/** Reset mails per address per hour: beyond this the request is answered the same but not sent. */
export const RESET_MAILS_PER_HOUR = 5;

export interface PasswordResetDeps {
  db: Db;
  limiter: RateLimiter;
  /** PUBLIC_URL: the mail links to `${publicUrl}/reset-password?email=...&token=...` */
  publicUrl: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}

export function createPasswordResetService(deps: PasswordResetDeps): PasswordResetService {
  const { db, limiter, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async requestReset(_actor: Actor, raw) {
      const { email, locale } = parseInput(forgotPasswordInput, raw);
      const answer = { message: ACCOUNT_MESSAGES.resetRequested };
      // The answer never depends on whether the account exists (or on the limit below).
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'name'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (!user) return answer;
      const budget = await limiter.hit(`reset:${user.id}`, RESET_MAILS_PER_HOUR, 60 * 60);
      if (!budget.allowed) return answer;

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
        await enqueueMail(trx, {
          to: user.email,
          template: 'password-reset',
          locale,
          data: { name: user.first_name || user.name || undefined, email: user.email, token, publicUrl },
        });
      });
      mailQueued();
      return answer;
    },

    async reset(_actor: Actor, raw) {
      const input = parseInput(resetPasswordInput, raw);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('password_reset_tokens as t')
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select(['t.id as tokenId', 'u.id as userId'])
          .where('t.token_hash', '=', sha256Hex(input.token))
          .where('t.used_at', 'is', null)
          .where('t.expires_at', '>', now)
          .where((eb) => eb(eb.fn('lower', ['u.email']), '=', input.email.toLowerCase()))
          // Locked: the same link used twice at once must succeed only once.
          .forUpdate('t')
          .executeTakeFirst();
        if (!row) throw new ValidationError(ACCOUNT_MESSAGES.resetLink);
        const used = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('id', '=', row.tokenId)
          .where('used_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!used) throw new ValidationError(ACCOUNT_MESSAGES.resetLink);
        // A new password ends every session: the version in old tokens no longer matches.
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1), updated_at: now }))
          .where('id', '=', row.userId)
          .execute();
      });
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  };
}
