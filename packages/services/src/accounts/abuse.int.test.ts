// Anonymous levers on the accounts context. Password hashing: checks come first and the hash
// last, both are limited per client, and at most HASH_CONCURRENCY new hashes run at once. Lockout
// and the anonymous forms' limits follow.
import { describe, expect, it, vi } from 'vitest';
import { ConflictError, forgotPasswordInput, parseInput, RateLimitedError, ValidationError } from '@wholesale/contract';
import { BUSY_MESSAGE, HASH_CONCURRENCY, hashCount, hashPassword } from './passwords';
import { expectError } from './expect-error';
import { CLIENT_LIMITS } from './limits';
import { parsedSignupPayload, PASSWORD, uniqueEmail, useAccountsWorld } from './testing';

const w = useAccountsWorld();
// Many password hashes a test: twice the world's time.
vi.setConfig({ testTimeout: 60_000 });

const JUNK_TOKEN = 'x'.repeat(43);
let clientCounter = 0;
const client = (prefix: string) => `${prefix}-${(clientCounter += 1)}`;

describe('password hashing is not an anonymous CPU lever', () => {
  it('a junk reset link costs no hash', async () => {
    const before = hashCount();
    for (let i = 0; i < 10; i += 1) {
      await expectError(
        w.services.passwordReset.reset(w.guest, {
          email: w.buyerA.email,
          token: `${JUNK_TOKEN}${i}`,
          newPassword: 'new-password-1',
        }),
        ValidationError,
        'This password reset link is invalid or has expired. Please request a new one.',
      );
    }
    expect(hashCount()).toBe(before);
  });

  it('a signup for a taken address costs no hash', async () => {
    const before = hashCount();
    await expectError(
      w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(w.buyerA.email)),
      ConflictError,
      'An account with this email already exists',
    );
    expect(hashCount()).toBe(before);
  });

  it('limits reset attempts and signups per client with 429, a wait and a clear message', async () => {
    const ip = client('reset');
    for (let i = 0; i < CLIENT_LIMITS.resetPassword.limit; i += 1) {
      await expectError(
        w.services.passwordReset.reset(
          w.guest,
          { email: w.buyerA.email, token: JUNK_TOKEN, newPassword: 'new-password-1' },
          ip,
        ),
        ValidationError,
      );
    }
    const limited = await expectError(
      w.services.passwordReset.reset(
        w.guest,
        { email: w.buyerA.email, token: JUNK_TOKEN, newPassword: 'new-password-1' },
        ip,
      ),
      RateLimitedError,
    );
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.message).toMatch(
      /^Too many password reset attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    // another client is not affected
    await expectError(
      w.services.passwordReset.reset(
        w.guest,
        { email: w.buyerA.email, token: JUNK_TOKEN, newPassword: 'new-password-1' },
        client('reset'),
      ),
      ValidationError,
    );

    const signupIp = client('signup');
    for (let i = 0; i < CLIENT_LIMITS.signup.limit; i += 1) {
      await expectError(
        w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(w.buyerA.email), signupIp),
        ConflictError,
      );
    }
    const signupLimited = await expectError(
      w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(uniqueEmail('s')), signupIp),
      RateLimitedError,
    );
    expect(signupLimited.message).toMatch(
      /^Too many signup requests from your network\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('runs at most HASH_CONCURRENCY hashes at once and answers "busy" when the queue is full', async () => {
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => hashPassword(`password-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
      expect(((r as PromiseRejectedResult).reason as Error).message).toBe(BUSY_MESSAGE);
    }
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(HASH_CONCURRENCY);
    // and it recovers
    await expect(hashPassword('after')).resolves.toMatch(/^\$argon2id\$/);
  });

  it('a real login stays fast while 50 junk resets run', async () => {
    // warm the path once
    await w.services.auth.login(w.guest, { email: w.buyerB.email, password: PASSWORD }, 'owner-warm');
    const junk = Array.from({ length: 50 }, (_, i) =>
      w.services.passwordReset
        .reset(w.guest, { email: w.buyerA.email, token: `${JUNK_TOKEN}j${i}`, newPassword: 'new-password-1' })
        .catch(() => undefined),
    );
    const started = performance.now();
    await w.services.auth.login(w.guest, { email: w.buyerB.email, password: PASSWORD }, 'owner');
    const elapsed = performance.now() - started;
    await Promise.all(junk);
    expect(elapsed).toBeLessThan(500);
  });
});

describe('uploads count against the daily storage budget of the client that created the request', () => {
  it('refuses the file that would pass the budget with 429 and a clear message', async () => {
    const { createSignupService } = await import('./signup');
    const { BUSINESS_EMAIL, PDF } = await import('./testing');
    const { MemoryRateLimiter } = await import('./rate-limit');
    const limits = { ...CLIENT_LIMITS, uploadBytes: { limit: PDF.byteLength * 2 + 10, windowSeconds: 24 * 60 * 60 } };
    const signup = createSignupService({
      db: w.handle.db,
      storage: w.storage,
      limiter: new MemoryRateLimiter(),
      limits,
      businessEmail: BUSINESS_EMAIL,
      publicUrl: 'https://shop.test',
    });
    const email = uniqueEmail('budget');
    const { uploadToken } = await signup.createSignupRequest(w.guest, parsedSignupPayload(email), 'uploader');
    const file = () => ({
      uploadToken,
      userEmail: email,
      documentType: 'business-license',
      filename: 'l.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    await signup.uploadSignupDocument(w.guest, file());
    await signup.uploadSignupDocument(w.guest, file());
    const refused = await expectError(signup.uploadSignupDocument(w.guest, file()), RateLimitedError);
    expect(refused.message).toMatch(
      /^Your network has uploaded too much data today\. Please try again in \d+ hours\.$/,
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(60 * 60);
  });
});

describe('forgot-password takes the same time for known and unknown addresses', () => {
  it('medians of many samples agree within a tolerance', async () => {
    const samples = 60;
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (email: string) => {
      const input = parseInput(forgotPasswordInput, { email });
      const started = performance.now();
      await w.services.passwordReset.requestReset(w.guest, input);
      return performance.now() - started;
    };
    // interleaved, so drift of the machine hits both alike; the known address's own mail limit is
    // lifted so every request does the full work
    for (let i = 0; i < samples; i += 1) {
      await w.limiter.reset(`reset:${w.buyerA.id}`);
      known.push(await time(w.buyerA.email));
      unknown.push(await time(`ghost${i}@restaurant.test`));
      await w.services.passwordReset.idle();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [k, u] = [median(known), median(unknown)];
    // Both answer without touching the database: well under a millisecond apart.
    expect(Math.abs(k - u), `known ${k.toFixed(3)} ms, unknown ${u.toFixed(3)} ms`).toBeLessThan(
      Math.max(1, 0.25 * Math.max(k, u)),
    );
    // and the known address did get its links
    const links = await w.handle.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', w.buyerA.id)
      .execute();
    expect(links.length).toBeGreaterThanOrEqual(samples);
  });
});
