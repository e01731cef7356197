// createRateLimiter against a real Redis (REDIS_URL; .ci/run's second pass starts one and sets it):
// the shared-counter path of a multi-process deployment must be proven, so this file fails, not
// skips, when Redis is away. Without REDIS_URL it is not part of the run (vitest.config.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '@wholesale/services';
import { createRateLimiter, type RateLimiterHandle } from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const open: RateLimiterHandle[] = [];

afterAll(() => {
  for (const handle of open) handle.close();
});

describe('createRateLimiter with Redis', () => {
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
});
