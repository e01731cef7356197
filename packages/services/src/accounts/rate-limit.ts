import type { Redis } from 'ioredis';

export interface RateLimitResult {
  /** false once the window holds more than `limit` hits (hit) or already `limit` (peek) */
  allowed: boolean;
  /** seconds until the window ends; 0 when allowed */
  retryAfterSeconds: number;
  /** what the window holds: after this hit (hit), or now (peek) */
  count: number;
}

/**
 * Fixed-window counters. `hit` counts and says, in the same atomic step, whether the count is
 * within the limit: callers count an attempt first and then decide, so
 * concurrent attempts cannot all pass a check made before any of them is counted. `refund` takes
 * back what an attempt that turned out harmless counted (a correct password); `peek` says,
 * without counting, whether one more event would be allowed; `reset` forgets a key.
 * In memory for one process, in Redis when several server processes share the counters
 * (ARCHITECTURE.md, Scaling out).
 */
export interface RateLimiter {
  /** `amount` (default 1) counts several units at once, e.g. the bytes of an upload. */
  hit(key: string, limit: number, windowSeconds: number, amount?: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Takes `amount` (default 1) back from a live window, never below zero; no window, nothing happens. */
  refund(key: string, amount?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Keys the in-memory limiter holds at most (about 200 bytes each). */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;
/** How often the in-memory limiter drops finished windows. */
const MEMORY_LIMITER_SWEEP_MS = 60_000;

export interface MemoryRateLimiterOptions {
  now?: () => number;
  /** hard cap on keys: when full, a new key evicts the oldest window */
  maxKeys?: number;
  /** the sweep timer's period (0: no timer) */
  sweepIntervalMs?: number;
}

/**
 * One process's counters. A hit costs O(1) however many keys there are: finished
 * windows are dropped by a timer (unref'd, so it never keeps the process alive; `close()` stops
 * it), and past `maxKeys` a new key evicts the oldest window (Map order is insertion order, and a
 * key that expired and came back is re-inserted), so a flood of distinct keys cannot grow the map.
 * The price: a flood of more than `maxKeys` fresh keys within one window forgets the oldest
 * counts. Several processes, or a need for more, is what REDIS_URL is for.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;
  readonly #maxKeys: number;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxKeys = Math.max(1, options.maxKeys ?? MEMORY_LIMITER_MAX_KEYS);
    const every = options.sweepIntervalMs ?? MEMORY_LIMITER_SWEEP_MS;
    if (every > 0) {
      // The timer holds the limiter only weakly: one that nobody closed can still be collected.
      const self = new WeakRef(this);
      const timer = setInterval(() => {
        const limiter = self.deref();
        if (limiter) limiter.sweep();
        else clearInterval(timer);
      }, every);
      timer.unref();
      this.#timer = timer;
    }
  }

  /** How many keys are held (live or not yet swept). */
  get size(): number {
    return this.#windows.size;
  }

  /** Drops every finished window (the timer calls this). */
  sweep(): void {
    const now = this.#now();
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }

  /** Stops the sweep timer. The counters keep working (and are swept no more). */
  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
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
    let w = this.#live(key, now);
    if (!w) {
      if (this.#windows.size >= this.#maxKeys) {
        const oldest = this.#windows.keys().next();
        if (!oldest.done) this.#windows.delete(oldest.value);
      }
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.#windows.set(key, w);
    }
    w.count += amount;
    return result(w.count <= limit, w.resetAt - now, w.count);
  }

  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const now = this.#now();
    const w = this.#live(key, now);
    return w ? result(w.count < limit, w.resetAt - now, w.count) : { allowed: true, retryAfterSeconds: 0, count: 0 };
  }

  async refund(key: string, amount = 1): Promise<void> {
    const w = this.#live(key, this.#now());
    if (w) w.count = Math.max(0, w.count - amount);
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }
}

function result(allowed: boolean, remainingMs: number, count: number): RateLimitResult {
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(remainingMs / 1000)), count };
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

// DECRBY keeps the key's TTL; a key that has expired is not brought back (without a TTL).
const REFUND_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local c = redis.call('DECRBY', KEYS[1], ARGV[1])
if c < 0 then redis.call('INCRBY', KEYS[1], -c) end
return 1
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, options: { prefix?: string } = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'ratelimit:';
  }

  async hit(key: string, limit: number, windowSeconds: number, amount = 1): Promise<RateLimitResult> {
    const reply = (await this.#redis.eval(
      HIT_SCRIPT,
      1,
      this.#prefix + key,
      String(windowSeconds * 1000),
      String(amount),
    )) as [number, number];
    const [count, ttl] = reply;
    return result(count <= limit, ttl, count);
  }

  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const [count, ttl] = await Promise.all([this.#redis.get(this.#prefix + key), this.#redis.pttl(this.#prefix + key)]);
    const n = count === null ? 0 : Number(count);
    return result(n < limit, ttl, n);
  }

  async refund(key: string, amount = 1): Promise<void> {
    await this.#redis.eval(REFUND_SCRIPT, 1, this.#prefix + key, String(amount));
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }
}
