// Sign-in attempts (and the e-mail change's password check) are counted
// before the password is verified, atomically, so a burst of concurrent guesses gets no more
// argon2 verifications than the limit; and IPv6 clients are counted by their /64.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgotPasswordInput,
  parseInput,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { LOGIN_LIMITS } from './auth';
import { expectError } from './expect-error';
import { verifications } from './passwords';
import { EMAIL_CHANGE_FAILURES } from './profile';
import { PASSWORD, uniqueEmail, useAccountsWorld } from './testing';

const w = useAccountsWorld();
// Bursts of argon2 verifications: twice the world's time a test.
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  // every test starts with fresh windows
  w.advance(LOGIN_LIMITS.windowSeconds * 1000 + 1000);
});

async function settle(calls: Promise<unknown>[]) {
  const results = await Promise.allSettled(calls);
  const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as Error) : undefined));
  return {
    unauthorized: reasons.filter((e) => e instanceof UnauthorizedError).length,
    limited: reasons.filter((e) => e instanceof RateLimitedError).length,
    validation: reasons.filter((e) => e instanceof ValidationError).length,
    succeeded: results.filter((r) => r.status === 'fulfilled').length,
  };
}

/** As many wrong passwords for `email` from `client` as one client may try on one account, each refused. */
async function failAllTries(email: string, password: string, client: string) {
  for (let i = 0; i < LOGIN_LIMITS.perClientAccount; i++) {
    await expectError(w.services.auth.login(w.guest, { email, password }, client), UnauthorizedError);
  }
}

describe('sign-in attempts are counted before the password is verified', () => {
  it('50 concurrent wrong passwords for one account from one client verify at most the per-client-and-account limit', async () => {
    const before = verifications().count;
    const outcome = await settle(
      Array.from({ length: 50 }, (_, i) =>
        w.services.auth.login(w.guest, { email: w.buyerA.email, password: `guess-${i}` }, 'burst-client'),
      ),
    );
    expect(verifications().count - before).toBeLessThanOrEqual(LOGIN_LIMITS.perClientAccount);
    expect(outcome.unauthorized).toBe(LOGIN_LIMITS.perClientAccount);
    expect(outcome.limited).toBe(50 - LOGIN_LIMITS.perClientAccount);

    // the right password from the attacking client is refused too, without a verification
    const mid = verifications().count;
    await expectError(
      w.services.auth.login(w.guest, { email: w.buyerA.email, password: PASSWORD }, 'burst-client'),
      RateLimitedError,
    );
    expect(verifications().count).toBe(mid);
    // the owner, from a client that has not failed, still signs in
    await w.services.auth.login(w.guest, { email: w.buyerA.email, password: PASSWORD }, 'owner-phone');
  });

  it('50 concurrent wrong passwords over many accounts from one client verify at most the per-client limit', async () => {
    const before = verifications().count;
    const outcome = await settle(
      Array.from({ length: 50 }, () =>
        w.services.auth.login(w.guest, { email: uniqueEmail('spray'), password: 'wrong' }, 'spray-client'),
      ),
    );
    expect(verifications().count - before).toBeLessThanOrEqual(LOGIN_LIMITS.perClient);
    expect(outcome.limited).toBeGreaterThanOrEqual(50 - LOGIN_LIMITS.perClient);
    await w.services.auth.login(w.guest, { email: w.buyerB.email, password: PASSWORD }, 'another-client');
  });

  it('once the account-wide ceiling is reached, a client that has failed gets no verification, however many it sends at once; a clean client still signs in', async () => {
    const email = w.buyerB.email;
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      await expectError(
        w.services.auth.login(w.guest, { email, password: 'wrong' }, `bot-${Math.floor(i / 4)}`),
        UnauthorizedError,
      );
    }
    // bot-0 has failed here: a burst of its guesses is refused before any verification
    const before = verifications().count;
    const burst = await settle(
      Array.from({ length: 20 }, () => w.services.auth.login(w.guest, { email, password: 'wrong' }, 'bot-0')),
    );
    expect(burst.limited).toBe(20);
    expect(verifications().count).toBe(before);
    // a fresh address gets one guess, even sent twenty times at once
    const fresh = await settle(
      Array.from({ length: 20 }, () => w.services.auth.login(w.guest, { email, password: 'wrong' }, 'fresh-bot')),
    );
    expect(fresh.unauthorized).toBe(1);
    expect(verifications().count - before).toBe(1);
    // the owner's clean address signs in with the right password
    await w.services.auth.login(w.guest, { email, password: PASSWORD }, 'owner-laptop');
  });

  it('a correct password does not spend the client budget: many sign-ins from one shared address go through', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClient + 5; i++) {
      await w.services.auth.login(
        w.guest,
        { email: i % 2 ? w.buyerA.email : w.buyerB.email, password: PASSWORD },
        'office-nat',
      );
    }
    // and the failures are still counted as before: five, then refused
    await failAllTries(w.buyerA.email, 'typo', 'office-nat');
    await expectError(
      w.services.auth.login(w.guest, { email: w.buyerA.email, password: PASSWORD }, 'office-nat'),
      RateLimitedError,
    );
  });

  it("50 concurrent wrong current passwords on an e-mail change verify at most the limit; the owner's right password then waits too", async () => {
    const b = w.buyerB;
    const before = verifications().count;
    const outcome = await settle(
      Array.from({ length: 50 }, (_, i) =>
        w.services.profile.updateProfile(b.actor, b.id, { email: 'thief@evil.test', current_password: `guess-${i}` }),
      ),
    );
    expect(verifications().count - before).toBeLessThanOrEqual(EMAIL_CHANGE_FAILURES.limit);
    expect(outcome.validation).toBe(EMAIL_CHANGE_FAILURES.limit);
    expect(outcome.limited).toBe(50 - EMAIL_CHANGE_FAILURES.limit);
    expect((await w.services.profile.getUser(b.actor, b.id)).email).toBe(b.email);
    // the budget is the session holder's own: spent, it waits out the window, right password or not
    const mid = verifications().count;
    await expectError(
      w.services.profile.updateProfile(b.actor, b.id, { email: 'bob.2@restaurant.test', current_password: PASSWORD }),
      RateLimitedError,
    );
    expect(verifications().count).toBe(mid);
  });

  it('a right current password does not spend the e-mail change budget', async () => {
    const a = w.buyerA;
    for (let i = 0; i < EMAIL_CHANGE_FAILURES.limit + 2; i++) {
      await w.services.profile.updateProfile(a.actor, a.id, {
        email: `alice.${i}@restaurant.test`,
        current_password: PASSWORD,
      });
    }
    await w.services.profile.updateProfile(a.actor, a.id, { email: a.email, current_password: PASSWORD });
    expect((await w.services.profile.getUser(a.actor, a.id)).email).toBe(a.email);
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('addresses of one /64 share the sign-in budget; another /64 has its own', async () => {
    for (let i = 1; i <= LOGIN_LIMITS.perClientAccount; i++) {
      await expectError(
        w.services.auth.login(
          w.guest,
          { email: w.buyerA.email, password: 'wrong' },
          `2001:db8:aa:1::${i.toString(16)}`,
        ),
        UnauthorizedError,
      );
    }
    // a new address in the same /64, written in another form, is the same client
    await expectError(
      w.services.auth.login(w.guest, { email: w.buyerA.email, password: 'wrong' }, '2001:0DB8:00AA:0001:ffff:1:2:3'),
      RateLimitedError,
    );
    // the neighbouring /64 is another client
    await expectError(
      w.services.auth.login(w.guest, { email: w.buyerA.email, password: 'wrong' }, '2001:db8:aa:2::1'),
      UnauthorizedError,
    );
  });

  it('an IPv4-mapped IPv6 address is the IPv4 client', async () => {
    await failAllTries(w.buyerB.email, 'wrong', '::ffff:198.51.100.7');
    await expectError(
      w.services.auth.login(w.guest, { email: w.buyerB.email, password: PASSWORD }, '198.51.100.7'),
      RateLimitedError,
    );
    await w.services.auth.login(w.guest, { email: w.buyerB.email, password: PASSWORD }, '198.51.100.8');
  });

  it('the anonymous forms count an IPv6 client by its /64 too', async () => {
    let refused: unknown;
    for (let i = 1; i <= 10 && refused === undefined; i++) {
      await w.services.passwordReset
        .requestReset(w.guest, parseInput(forgotPasswordInput, { email: uniqueEmail('f') }), `2001:db8:bb:7:${i}::1`)
        .catch((e: unknown) => (refused = e));
    }
    expect(refused).toBeInstanceOf(RateLimitedError);
    await w.services.passwordReset.requestReset(
      w.guest,
      parseInput(forgotPasswordInput, { email: uniqueEmail('f') }),
      '2001:db8:bb:8::1',
    );
    await w.services.passwordReset.idle();
  });
});
