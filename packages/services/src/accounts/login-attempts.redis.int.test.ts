// Attempts counted before the password is verified, on the shared counters of a multi-process
// deployment: with the limits in Redis
// (two connections, as two server processes), a burst of concurrent wrong passwords for one
// account from one client still reaches the argon2 verification at most the limit's times.
// Runs against the Redis at REDIS_URL, only where it is set (vitest.config.ts), and fails (not
// skips) when Redis is away, like rate-limit.redis.int.test.ts.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimitedError, UnauthorizedError } from '@wholesale/contract';
import { createAuthService, LOGIN_LIMITS } from './auth';
import { expectError } from './expect-error';
import { verifications } from './passwords';
import { RedisRateLimiter } from './rate-limit';
import { PASSWORD, useAccountsWorld } from './testing';

const w = useAccountsWorld();
// Bursts of argon2 verifications: twice the world's time a test.
vi.setConfig({ testTimeout: 60_000 });

const prefix = `test:login-attempts:${randomUUID()}:`;
let a: Redis;
let b: Redis;

beforeAll(async () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const options = { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null };
  a = new Redis(url, options);
  b = new Redis(url, options);
  await a.connect();
  await b.connect();
}, 60_000);

afterAll(async () => {
  const keys = a ? await a.keys(`${prefix}*`) : [];
  if (keys.length) await a.del(...keys);
  a?.disconnect();
  b?.disconnect();
});

describe('sign-in attempts counted in Redis', () => {
  it('50 concurrent wrong passwords through two processes verify at most the limit; the owner elsewhere signs in', async () => {
    const processes = [a, b].map((redis) =>
      createAuthService({
        db: w.handle.db,
        tokens: w.services.tokens,
        limiter: new RedisRateLimiter(redis, { prefix }),
      }),
    );
    const before = verifications().count;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        processes[i % 2]!.login(w.guest, { email: w.buyerA.email, password: `guess-${i}` }, '203.0.113.50'),
      ),
    );
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as Error) : undefined));
    expect(verifications().count - before).toBeLessThanOrEqual(LOGIN_LIMITS.perClientAccount);
    expect(reasons.filter((e) => e instanceof UnauthorizedError)).toHaveLength(LOGIN_LIMITS.perClientAccount);
    expect(reasons.filter((e) => e instanceof RateLimitedError)).toHaveLength(50 - LOGIN_LIMITS.perClientAccount);
    await expectError(
      processes[0]!.login(w.guest, { email: w.buyerA.email, password: PASSWORD }, '203.0.113.50'),
      RateLimitedError,
    );
    await processes[1]!.login(w.guest, { email: w.buyerA.email, password: PASSWORD }, '203.0.113.51');
  });
});
