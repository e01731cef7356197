// Runs against the Redis at 127.0.0.1:6379 (REDIS_URL overrides), like the services' Redis test:
// the shared-counter path of a multi-process deployment must be proven, so it is not skipped.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter } from '@wholesale/services';
import { createRateLimiter, RedisUnreachableError, type RateLimiterHandle } from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const open: RateLimiterHandle[] = [];

afterAll(() => {
  for (const handle of open) handle.close();
});

describe('createRateLimiter', () => {
  it('counts in memory without REDIS_URL', async () => {
    const handle = await createRateLimiter(undefined);
    expect(handle.kind).toBe('memory');
    expect(handle.limiter).toBeInstanceOf(MemoryRateLimiter);
  });

  it('shares counters between two server processes through Redis', async () => {
    const prefix = `test:server:${randomUUID()}:`;
    const one = await createRateLimiter(REDIS_URL, { prefix });
    const two = await createRateLimiter(REDIS_URL, { prefix });
    open.push(one, two);
    expect(one.limiter).toBeInstanceOf(RedisRateLimiter);
    expect((await one.limiter.hit('login:account:x', 2, 60)).allowed).toBe(true);
    expect((await two.limiter.hit('login:account:x', 2, 60)).allowed).toBe(true);
    const third = await one.limiter.hit('login:account:x', 2, 60);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    await two.limiter.reset('login:account:x');
  });

  it('refuses to start with a clear message when Redis cannot be reached', async () => {
    const error = await createRateLimiter('redis://127.0.0.1:1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnreachableError);
    expect((error as Error).message).toMatch(/^Cannot reach Redis at REDIS_URL \(127\.0\.0\.1:1\)/);
  });
});
