// createRateLimiter without a Redis server: in memory without REDIS_URL, and a clear refusal to
// start when REDIS_URL points nowhere. The shared-counter path against a real Redis is
// rate-limiter.redis.int.test.ts (run where REDIS_URL is set, as in .ci/run's second pass).
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@wholesale/services';
import { createRateLimiter, RedisUnreachableError } from './rate-limiter';

describe('createRateLimiter', () => {
  it('counts in memory without REDIS_URL', async () => {
    const handle = await createRateLimiter(undefined);
    expect(handle.kind).toBe('memory');
    expect(handle.limiter).toBeInstanceOf(MemoryRateLimiter);
    handle.close();
  });

  it('refuses to start with a clear message when Redis cannot be reached', async () => {
    const error = await createRateLimiter('redis://127.0.0.1:1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnreachableError);
    expect((error as Error).message).toMatch(/^Cannot reach Redis at REDIS_URL \(127\.0\.0\.1:1\)/);
  });
});
