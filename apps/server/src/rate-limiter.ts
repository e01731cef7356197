// The login and password-reset rate limits count in Redis when REDIS_URL is set, so that every
// server process behind a load balancer shares the counters (ARCHITECTURE.md, Scaling out), and in
// memory otherwise (the one-process `npm start`).
import { Redis } from 'ioredis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '@wholesale/services';

export interface RateLimiterHandle {
  limiter: RateLimiter;
  kind: 'redis' | 'memory';
  /** Drops the Redis connection, or stops the in-memory limiter's sweep timer. */
  close(): void;
}

export class RedisUnreachableError extends Error {
  constructor(host: string, cause: unknown) {
    super(`Cannot reach Redis at REDIS_URL (${host}): ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RedisUnreachableError';
  }
}

/** Connects at start, so a wrong REDIS_URL stops the server with a clear message instead of failing sign-ins later. */
export async function createRateLimiter(
  redisUrl: string | undefined,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): Promise<RateLimiterHandle> {
  if (!redisUrl) {
    const memory = new MemoryRateLimiter();
    return { limiter: memory, kind: 'memory', close: () => memory.close() };
  }
  // No offline queue: while Redis is away a sign-in fails at once instead of hanging.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  // ioredis reports connection trouble as 'error' events (without a listener Node would crash) and
  // keeps reconnecting: report the first error of each outage, not every retry.
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    options.onError?.(error);
  });
  redis.on('ready', () => {
    down = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnreachableError(new URL(redisUrl).host, error);
  }
  return {
    limiter: new RedisRateLimiter(redis, options.prefix !== undefined ? { prefix: options.prefix } : {}),
    kind: 'redis',
    close: () => redis.disconnect(),
  };
}
