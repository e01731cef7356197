// Runs against the Redis at 127.0.0.1:6379 (REDIS_URL overrides). Not skipped when Redis is
// absent: the shared-counter path of a multi-process deployment must be proven, so this fails.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './rate-limit';

let a: Redis;
let b: Redis;
const prefix = `test:ratelimit:${randomUUID()}:`;

beforeAll(async () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // No retries and no offline queue: an unreachable Redis fails this file at once.
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

describe('RedisRateLimiter', () => {
  it('shares one counter between two processes (two connections) and sets a TTL', async () => {
    const first = new RedisRateLimiter(a, { prefix });
    const second = new RedisRateLimiter(b, { prefix });
    expect(await first.hit('login:x', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await second.hit('login:x', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await first.peek('login:x', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await second.hit('login:x', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await first.hit('login:x', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await second.peek('login:x', 3)).allowed).toBe(false);
    const ttl = await a.pttl(`${prefix}login:x`);
    expect(ttl).toBeGreaterThan(0);
    await second.reset('login:x');
    expect(await first.peek('login:x', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('counts concurrent hits exactly and ends the window on time', async () => {
    const rl = new RedisRateLimiter(a, { prefix });
    const results = await Promise.all(Array.from({ length: 10 }, () => rl.hit('burst', 4, 1)));
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await rl.hit('burst', 4, 1)).allowed).toBe(true);
  });

  it('counts an amount at once (the bytes of an upload), shared between processes', async () => {
    const first = new RedisRateLimiter(a, { prefix });
    const second = new RedisRateLimiter(b, { prefix });
    expect((await first.hit('bytes', 1000, 60, 600)).allowed).toBe(true);
    expect((await second.hit('bytes', 1000, 60, 400)).allowed).toBe(true);
    const over = await first.hit('bytes', 1000, 60, 1);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterSeconds).toBeGreaterThan(0);
  });
});
