// Runs against the Redis at REDIS_URL, only where it is set (.ci/run's second pass starts Redis and
// sets it; `npm test`'s embedded pass leaves this file out, see vitest.config.ts). Not skipped when
// Redis is absent: the shared-counter path of a multi-process deployment must be proven, so this fails.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './rate-limit';

let a: Redis;
let b: Redis;
const prefix = `test:ratelimit:${randomUUID()}:`;

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let unreachable: unknown;

beforeAll(async () => {
  // No retries and no offline queue: an unreachable Redis fails this file at once.
  const options = { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null };
  a = new Redis(url, options);
  b = new Redis(url, options);
  try {
    await a.connect();
    await b.connect();
  } catch (error) {
    unreachable = error;
  }
}, 60_000);

// Every test fails (rather than being skipped after a failed beforeAll) when Redis is away.
beforeEach(() => {
  if (unreachable) throw new Error(`Redis at ${url} is unreachable: ${String(unreachable)}`);
});

afterAll(async () => {
  const keys = a?.status === 'ready' ? await a.keys(`${prefix}*`) : [];
  if (keys.length) await a.del(...keys);
  a?.disconnect();
  b?.disconnect();
});

describe('RedisRateLimiter', () => {
  it('shares one counter between two processes (two connections) and sets a TTL', async () => {
    const first = new RedisRateLimiter(a, { prefix });
    const second = new RedisRateLimiter(b, { prefix });
    expect(await first.hit('login:x', 3, 60)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    expect(await second.hit('login:x', 3, 60)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    expect(await first.peek('login:x', 3)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    expect(await second.hit('login:x', 3, 60)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    const refused = await first.hit('login:x', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await second.peek('login:x', 3)).allowed).toBe(false);
    const ttl = await a.pttl(`${prefix}login:x`);
    expect(ttl).toBeGreaterThan(0);
    await second.reset('login:x');
    expect(await first.peek('login:x', 3)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
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

  it('counts before deciding: of 20 concurrent hits from two processes exactly the limit pass, and the count is reported', async () => {
    const first = new RedisRateLimiter(a, { prefix });
    const second = new RedisRateLimiter(b, { prefix });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit('attempts', 5, 60)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('takes a refund back within the window, keeps its TTL, never goes below zero and never revives a finished key', async () => {
    const first = new RedisRateLimiter(a, { prefix });
    const second = new RedisRateLimiter(b, { prefix });
    await first.hit('refund', 2, 60);
    await first.hit('refund', 2, 60);
    expect((await first.hit('refund', 2, 60)).allowed).toBe(false);
    await second.refund('refund');
    expect(await first.peek('refund', 2)).toMatchObject({ allowed: false, count: 2 });
    await second.refund('refund', 5);
    expect(await first.peek('refund', 2)).toMatchObject({ allowed: true, count: 0 });
    expect(await a.pttl(`${prefix}refund`)).toBeGreaterThan(50_000);
    await first.refund('no-such-key');
    expect(await a.exists(`${prefix}no-such-key`)).toBe(0);
  });
});
