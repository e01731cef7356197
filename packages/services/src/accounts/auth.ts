import {
  ACCOUNT_ERRORS,
  closedByCompanyError,
  ForbiddenError,
  loginAttemptsError,
  RateLimitedError,
  requireSignedIn,
  UnauthorizedError,
  type Actor,
} from '@wholesale/contract';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, rowOrNotFound, type Db } from '../kernel/common';
import { toAccountUser } from './user';
import type { AuthService } from '@wholesale/contract';
import { rateLimitClientKey } from './client-key';
import type { RateLimiter } from './rate-limit';
import type { SessionTokens } from './tokens';

/**
 * Failed sign-ins allowed per window: per client (address, an IPv6 client by its
 * /64), per client and account, and a much higher ceiling per account across all clients that
 * binds only clients which have already failed for that account, so nobody can lock a buyer out
 * from another address. Every attempt is counted before its password is verified and a correct
 * one takes its count back, so what the windows hold is failures.
 */
export const LOGIN_LIMITS = {
  perClient: 20,
  perClientAccount: 5,
  perAccount: 100,
  windowSeconds: 15 * 60,
} as const;

export interface AuthDeps {
  db: Db;
  tokens: SessionTokens;
  limiter: RateLimiter;
}

export function createAuthService(deps: AuthDeps): AuthService {
  const { db, tokens, limiter } = deps;
  // Verified against when there is no such account, so that a wrong e-mail costs the same argon2
  // work as a wrong password and the two cannot be told apart by timing.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomToken()));

  return {
    async login(_actor: Actor, { email, password }, clientKey) {
      const account = email.toLowerCase();
      const client = rateLimitClientKey(clientKey);
      const clientBucket = `login:client:${client}`;
      const pairBucket = `login:pair:${client}:${account}`;
      const accountBucket = `login:account:${account}`;
      const { windowSeconds } = LOGIN_LIMITS;

      // Counted first, then decided: each counter's increment and its answer
      // are one atomic step, so of any number of concurrent attempts only as many as the limit
      // allows reach the argon2 verification. A correct password then takes its count back.
      const [perClient, pair, accountWide] = await Promise.all([
        limiter.hit(clientBucket, LOGIN_LIMITS.perClient, windowSeconds),
        limiter.hit(pairBucket, LOGIN_LIMITS.perClientAccount, windowSeconds),
        limiter.hit(accountBucket, LOGIN_LIMITS.perAccount, windowSeconds),
      ]);
      // The account-wide ceiling binds only a client with an earlier attempt on this account in the
      // window that was not a success (a success resets the pair): its own failures, or its own
      // attempts still in flight. Nobody else's count can make this true, so a client that has
      // not failed signed in with the right password whatever an attacker does elsewhere.
      const triedHere = pair.count > 1;
      const refusals = [perClient, pair, ...(triedHere ? [accountWide] : [])].filter((r) => !r.allowed);
      if (refusals.length > 0) {
        // The refused attempt stays counted; the window is not extended by it (fixed windows).
        const wait = Math.max(...refusals.map((r) => r.retryAfterSeconds));
        throw new RateLimitedError(loginAttemptsError(wait), wait);
      }

      const user = await db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      const pending = user
        ? undefined
        : await db
            .selectFrom('signup_requests')
            .select(['id', 'password_hash'])
            .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
            .where('status', '=', 'pending')
            .executeTakeFirst();

      // Exactly one argon2 verification on every path.
      const ok = await verifyPassword(user?.password_hash ?? pending?.password_hash ?? (await dummy()), password);

      if (ok) {
        // A correct password is not a failure: it gives back what it counted per client and per
        // account; a signed-in client's own record with this account is forgiven altogether.
        await Promise.all([
          limiter.refund(clientBucket),
          limiter.refund(accountBucket),
          user ? limiter.reset(pairBucket) : limiter.refund(pairBucket),
        ]);
        // A team member the owner removed is disabled: the right password no longer signs in, and
        // (only to one who knows it) says who closed the account and whom to ask.
        if (user && user.disabled_at !== null) throw await closedAccount(db, user.owner_id);
        if (user) return { token: await tokens.issue(user), user: toAccountUser(user) };
        // Only someone who knows the request's password learns that it is pending.
        if (pending) throw new ForbiddenError(ACCOUNT_ERRORS.pending);
      }
      throw new UnauthorizedError(ACCOUNT_ERRORS.invalidCredentials);
    },

    async logout(actor, token) {
      const me = requireSignedIn(actor);
      if (token === undefined) return;
      // Only the caller's own token: a token of someone else's that happens to be sent along is not touched.
      const claims = await tokens.decode(token);
      if (claims?.userId === me.userId) await tokens.revoke(token);
    },

    async logoutEverywhere(actor) {
      const me = requireSignedIn(actor);
      await db
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: new Date() }))
        .where('id', '=', me.userId)
        .execute();
      tokens.sessionsChanged();
    },

    async me(actor) {
      const me = requireSignedIn(actor);
      const row = await rowOrNotFound(
        db.selectFrom('users').selectAll().where('id', '=', me.userId),
        ACCOUNT_ERRORS.userNotFound,
      );
      return toAccountUser(row);
    },

    verifySession: (token) => tokens.verify(token),
    renewSession: (token) => tokens.renew(token),
  };
}

/**
 * Why a disabled account cannot sign in: removal from a team is the only way an account is
 * disabled, and the member row names its company (owner_id). Without one it says no more than a
 * wrong password would.
 */
async function closedAccount(db: Db, ownerId: number | null): Promise<Error> {
  const owner =
    ownerId === null
      ? undefined
      : await db.selectFrom('users').select(['name', 'company']).where('id', '=', ownerId).executeTakeFirst();
  if (!owner) return new UnauthorizedError(ACCOUNT_ERRORS.invalidCredentials);
  const company = owner.company?.trim() || owner.name;
  return new ForbiddenError(closedByCompanyError(company, owner.name.trim() || company));
}
