import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordInput,
  loginInput,
  parseInput,
  RateLimitedError,
  resetPasswordInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { latestMail } from '../mail/outbox-testing';
import { sha256Hex } from '../kernel/common';
import { expectError } from './expect-error';
import { LOGIN_LIMITS } from './auth';
import { atTheDoor, PASSWORD, sealedLink, SESSION_SECRET, uniqueEmail, useAccountsWorld } from './testing';
import { SESSION_TTL_SECONDS } from './tokens';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
const w = useAccountsWorld();

const key = new TextEncoder().encode(SESSION_SECRET);

/** `claims` signed with the services' own key (HS256 unless `alg` says), for an hour, with `jti` when given. */
async function signedWithKey(claims: JWTPayload, { alg = 'HS256', jti }: { alg?: string; jti?: string } = {}) {
  const token = new SignJWT(claims).setProtectedHeader({ alg }).setExpirationTime('1h');
  return (jti === undefined ? token : token.setJti(jti)).sign(key);
}

describe('login and session tokens', () => {
  it('issues an HS256 token with userId, role, exp (12 hours) and sv, which verifies to the actor', async () => {
    // The clock is real: the token is issued somewhere between these two readings.
    const issuedFrom = Math.floor(w.now().getTime() / 1000);
    const { token, user } = await w.services.auth.login(
      w.guest,
      { email: 'alice@restaurant.test', password: PASSWORD },
      'c1',
    );
    expect(user.id).toBe(w.buyerA.id);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ userId: w.buyerA.id, role: 'user', sv: 0 });
    const issuedBy = Math.floor(w.now().getTime() / 1000);
    expect(payload.exp).toBeGreaterThanOrEqual(issuedFrom + SESSION_TTL_SECONDS);
    expect(payload.exp).toBeLessThanOrEqual(issuedBy + SESSION_TTL_SECONDS);
    expect(await w.services.auth.verifySession(token)).toEqual({ kind: 'buyer', userId: w.buyerA.id });

    const adminLogin = await w.services.auth.login(w.guest, { email: 'Boss@Wholesale.test', password: PASSWORD }, 'c1');
    expect(await w.services.auth.verifySession(adminLogin.token)).toEqual({ kind: 'admin', userId: w.admin.id });
  });

  it('rejects tampered, foreign-algorithm, unsigned, expired and stale tokens', async () => {
    const { token } = await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'c2');
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ userId: w.admin.id, role: 'admin', sv: 0, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await w.services.auth.verifySession(`${h}.${forged}.${s}`)).toBeNull();
    expect(await w.services.auth.verifySession(`${h}.${p}.${s!.slice(0, -2)}xx`)).toBeNull();
    expect(await w.services.auth.verifySession('garbage')).toBeNull();
    const unsigned = new UnsecuredJWT({ userId: w.admin.id, role: 'admin', sv: 0 }).setExpirationTime('1h').encode();
    expect(await w.services.auth.verifySession(unsigned)).toBeNull();
    const hs512 = await signedWithKey({ userId: w.buyerB.id, role: 'user', sv: 0 }, { alg: 'HS512' });
    expect(await w.services.auth.verifySession(hs512)).toBeNull();
    // a correctly signed token claiming admin for a buyer: the row decides
    const wrongRole = await signedWithKey({ userId: w.buyerB.id, role: 'admin', sv: 0 }, { jti: 'wrong-role' });
    expect(await w.services.auth.verifySession(wrongRole)).toBeNull();
    const noSv = await signedWithKey({ userId: w.buyerB.id, role: 'user' }, { jti: 'no-sv' });
    expect(await w.services.auth.verifySession(noSv)).toBeNull();
    // a well-formed token of the old shape, without a jti, cannot be revoked: refused
    const noJti = await signedWithKey({ userId: w.buyerB.id, role: 'user', sv: 0 });
    expect(await w.services.auth.verifySession(noJti)).toBeNull();

    expect(await w.services.auth.verifySession(token)).not.toBeNull();
    w.advance(SESSION_TTL_SECONDS * 1000 + 1000);
    expect(await w.services.auth.verifySession(token)).toBeNull();
  });

  it('logout ends that one session (its jti is revoked), not the other sessions of the user', async () => {
    const one = await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'lo1');
    const two = await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'lo2');
    // someone else's token sent along is not touched
    await w.services.auth.logout(w.buyerB.actor, one.token);
    expect(await w.services.auth.verifySession(one.token)).not.toBeNull();
    await w.services.auth.logout(w.buyerA.actor, one.token);
    expect(await w.services.auth.verifySession(one.token)).toBeNull();
    expect(await w.services.auth.verifySession(two.token)).not.toBeNull();
  });

  it('logout-everywhere ends old sessions; a new login works', async () => {
    const first = await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'c3');
    const actor = (await w.services.auth.verifySession(first.token))!;
    await w.services.auth.logout(actor);
    expect(await w.services.auth.verifySession(first.token)).not.toBeNull();
    await w.services.auth.logoutEverywhere(actor);
    expect(await w.services.auth.verifySession(first.token)).toBeNull();
    const second = await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'c3');
    expect(await w.services.auth.verifySession(second.token)).toEqual(actor);
    await expectError(w.services.auth.logoutEverywhere(w.guest), UnauthorizedError);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const a = await expectError(
      w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: 'wrong' }, 'c4'),
      UnauthorizedError,
    );
    const b = await expectError(
      w.services.auth.login(w.guest, { email: 'nobody@restaurant.test', password: 'wrong' }, 'c4'),
      UnauthorizedError,
    );
    expect(a.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(b.message).toBe(a.message);
    expect(b.constructor).toBe(a.constructor);
    // a malformed e-mail is refused at the door, by the contract's schema
    await expectError(
      atTheDoor(loginInput, { email: 'bad', password: 'x' }).then((input) =>
        w.services.auth.login(w.guest, input, 'c4'),
      ),
      ValidationError,
      VALIDATION_MESSAGES.email,
    );
  });

  it('limits failures per client and account: the attacker gets 429 after 5, the owner from another address still signs in', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClientAccount; i++) {
      await expectError(
        w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: `bad${i}` }, 'ip-attacker'),
        UnauthorizedError,
      );
    }
    const limited = await expectError(
      w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'ip-attacker'),
      RateLimitedError,
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(limited.httpStatus).toBe(429);
    expect(limited.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The owner, from an address that has not failed, is not locked out.
    await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'ip-owner');
    // other accounts from the attacker's address are not affected by the pair limit
    await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'ip-attacker');
    w.advance(LOGIN_LIMITS.windowSeconds * 1000);
    await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'ip-attacker');
  });

  it('a per-account ceiling across all clients binds only clients that have failed for that account', async () => {
    const email = 'bob@restaurant.test';
    // many addresses, each failing a few times: together over the account-wide ceiling
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      await expectError(
        w.services.auth.login(w.guest, { email, password: 'wrong' }, `bot-${Math.floor(i / 4)}`),
        UnauthorizedError,
      );
    }
    // a bot that already failed is now refused even before its own pair limit
    await expectError(w.services.auth.login(w.guest, { email, password: 'wrong' }, 'bot-0'), RateLimitedError);
    // the owner's clean address still gets in with the right password
    await w.services.auth.login(w.guest, { email, password: PASSWORD }, 'owner-laptop');
    w.advance(LOGIN_LIMITS.windowSeconds * 1000);
  });

  it('limits failures per client across accounts', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClient; i++) {
      await expectError(
        w.services.auth.login(w.guest, { email: uniqueEmail('spray'), password: 'x' }, 'attacker'),
        UnauthorizedError,
      );
    }
    await expectError(
      w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'attacker'),
      RateLimitedError,
    );
    await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'someone-else');
  });
});

describe('password reset', () => {
  // As the doors call them: the body parsed with the contract's schema first, so a body the schema
  // refuses (a password too short) rejects like the service's own refusals.
  const requestReset = async (raw: z.input<typeof forgotPasswordInput>) =>
    w.services.passwordReset.requestReset(w.guest, parseInput(forgotPasswordInput, raw));
  const reset = async (raw: z.input<typeof resetPasswordInput>) =>
    w.services.passwordReset.reset(w.guest, parseInput(resetPasswordInput, raw));

  async function latestResetToken(email: string): Promise<string> {
    // the link and its mail are prepared off the request path
    await w.services.passwordReset.idle();
    // the reset mail is stored sealed
    const link = sealedLink(await latestMail(w.handle.db, { to: email, template: 'password-reset' }), 'reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    return link.searchParams.get('token')!;
  }

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const before = await w.handle.db.selectFrom('mail_outbox').select('id').execute();
    const unknown = await requestReset({ email: 'ghost@restaurant.test' });
    await w.services.passwordReset.idle();
    expect((await w.handle.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(before.length);
    const known = await requestReset({ email: 'BOB@restaurant.test', locale: 'ko' });
    expect(known).toEqual(unknown);
    const token = await latestResetToken('bob@restaurant.test');
    const rows = await w.handle.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', w.buyerB.id)
      .execute();
    expect(rows.some((r) => r.token_hash === sha256Hex(token))).toBe(true);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('resets once, ends every session, and refuses reuse, a wrong token or a short password', async () => {
    const old = await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'r1');
    await requestReset({ email: 'bob@restaurant.test' });
    const token = await latestResetToken('bob@restaurant.test');

    await expectError(
      reset({ email: 'bob@restaurant.test', token, newPassword: '12345' }),
      ValidationError,
      'Password must be at least 6 characters long',
    );
    await expectError(
      reset({ email: 'bob@restaurant.test', token: 'y'.repeat(43), newPassword: 'new-secret' }),
      ValidationError,
      ACCOUNT_MESSAGES.resetLink,
    );
    // the right token for another e-mail is no good either
    await expectError(
      reset({ email: 'alice@restaurant.test', token, newPassword: 'new-secret' }),
      ValidationError,
      ACCOUNT_MESSAGES.resetLink,
    );

    const done = await reset({ email: 'bob@restaurant.test', token, newPassword: 'new-secret' });
    expect(done.message).toBe('Password reset successfully! You can now log in with your new password.');
    expect(await w.services.auth.verifySession(old.token)).toBeNull();
    await expectError(
      w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: PASSWORD }, 'r1'),
      UnauthorizedError,
    );
    const fresh = await w.services.auth.login(w.guest, { email: 'bob@restaurant.test', password: 'new-secret' }, 'r1');
    expect(await w.services.auth.verifySession(fresh.token)).toEqual(w.buyerB.actor);

    await expectError(
      reset({ email: 'bob@restaurant.test', token, newPassword: 'another-one' }),
      ValidationError,
      ACCOUNT_MESSAGES.resetLink,
    );
  });

  it('expires after 30 minutes, and a newer request voids the older link', async () => {
    await requestReset({ email: 'alice@restaurant.test' });
    const first = await latestResetToken('alice@restaurant.test');
    await requestReset({ email: 'alice@restaurant.test' });
    const second = await latestResetToken('alice@restaurant.test');
    expect(second).not.toBe(first);
    await expectError(
      reset({ email: 'alice@restaurant.test', token: first, newPassword: 'newer-pass' }),
      ValidationError,
    );
    w.advance(31 * 60_000);
    await expectError(
      reset({ email: 'alice@restaurant.test', token: second, newPassword: 'newer-pass' }),
      ValidationError,
      ACCOUNT_MESSAGES.resetLink,
    );
    await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 'r2');
  });
});
