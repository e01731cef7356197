import type { Redis } from 'ioredis';

export interface RateLimitResult {
  /** false once the window holds more than `limit` hits (hit) or already `limit` (peek) */
  allowed: boolean;
  /** seconds until the window ends; 0 when allowed */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters. `hit` counts one event and says whether it was within the limit;
 * `peek` says, without counting, whether one more event would be; `reset` forgets a key.
 * In memory for one process, in Redis when several server processes share the counters
 * (ARCHITECTURE.md, Scaling out).
 */
export interface RateLimiter {
  /** `amount` (default 1) counts several units at once, e.g. the bytes of an upload. */
  hit(key: string, limit: number, windowSeconds: number, amount?: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_THRESHOLD = 10_000;

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  #live(key: string, now: number): Window | undefined {
    const w = this.#windows.get(key);
    if (w && w.resetAt <= now) {
      this.#windows.delete(key);
      return undefined;
    }
    return w;
  }

  async hit(key: string, limit: number, windowSeconds: number, amount = 1): Promise<RateLimitResult> {
    const now = this.#now();
    // Drop finished windows now and then, so a flood of distinct keys cannot grow the map forever.
    if (this.#windows.size > SWEEP_THRESHOLD) {
      for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k);
    }
    let w = this.#live(key, now);
    if (!w) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.#windows.set(key, w);
    }
    w.count += amount;
    return result(w.count <= limit, w.resetAt - now);
  }

  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const now = this.#now();
    const w = this.#live(key, now);
    return w ? result(w.count < limit, w.resetAt - now) : { allowed: true, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }
}

function result(allowed: boolean, remainingMs: number): RateLimitResult {
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(remainingMs / 1000)) };
}

// INCR and the expiry in one atomic step: two processes hitting a new key at once must not
// leave it without a TTL (which would block the account forever).
const HIT_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[2])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  t = tonumber(ARGV[1])
end
return {c, t}
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, options: { prefix?: string } = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'ratelimit:';
  }

  async hit(key: string, limit: number, windowSeconds: number, amount = 1): Promise<RateLimitResult> {
    const reply = (await this.#redis.eval(HIT_SCRIPT, 1, this.#prefix + key, String(windowSeconds * 1000), String(amount))) as [
      number,
      number,
    ];
    const [count, ttl] = reply;
    return result(count <= limit, ttl);
  }

  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const [count, ttl] = await Promise.all([this.#redis.get(this.#prefix + key), this.#redis.pttl(this.#prefix + key)]);
    const n = count === null ? 0 : Number(count);
    return result(n < limit, ttl);
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }
}
