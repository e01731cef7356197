// Per-client limits of the anonymous forms: one client (address, as the
// server sees it through TRUST_PROXY) may send only so many signups, inquiries, password-reset
// requests and reset attempts, and store only so many bytes of documents a day; an IPv6 client is
// its /64 (client-key.ts). Counted in the shared RateLimiter (Redis when REDIS_URL is set, so
// every server process sees the same counts).
import { RateLimitedError, tooManyError } from '@wholesale/contract';
import { rateLimitClientKey } from './client-key';
import type { RateLimiter } from './rate-limit';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

export const CLIENT_LIMITS = {
  signup: { limit: 5, windowSeconds: 60 * 60 },
  inquiry: { limit: 10, windowSeconds: 60 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  uploads: { limit: 30, windowSeconds: 60 * 60 },
  /** bytes of uploaded documents per client per day */
  uploadBytes: { limit: 50 * 1024 * 1024, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, Limit>;

export type ClientLimitName = keyof typeof CLIENT_LIMITS;
export type ClientLimits = Record<ClientLimitName, Limit>;

/** CLIENT_LIMITS with every budget multiplied by `factor` (FORM_LIMIT_SCALE: the e2e suite, whose every client is 127.0.0.1). */
export function scaleClientLimits(factor: number): ClientLimits {
  const scaled = {} as Record<ClientLimitName, Limit>;
  for (const [name, limit] of Object.entries(CLIENT_LIMITS) as [ClientLimitName, Limit][]) {
    scaled[name] = { limit: Math.max(1, Math.round(limit.limit * factor)), windowSeconds: limit.windowSeconds };
  }
  return scaled;
}

/** A client's counter for one budget: an IPv6 client is its /64 (client-key.ts). */
function clientBucket(name: ClientLimitName, clientKey: string): string {
  return `client:${name}:${rateLimitClientKey(clientKey)}`;
}

/**
 * Counts `amount` (1, or a file's bytes) against a client's budget and throws a RateLimitedError
 * (429 with Retry-After) once it is spent. No client key: a direct call (a script, a test), not a
 * door, and nothing is counted.
 */
export async function chargeClient(
  limiter: RateLimiter,
  limits: ClientLimits,
  name: ClientLimitName,
  clientKey: string | undefined,
  amount = 1,
): Promise<void> {
  if (clientKey === undefined) return;
  const { limit, windowSeconds } = limits[name];
  const result = await limiter.hit(clientBucket(name, clientKey), limit, windowSeconds, amount);
  if (!result.allowed)
    throw new RateLimitedError(tooManyError(name, result.retryAfterSeconds), result.retryAfterSeconds);
}

/**
 * Says, without counting, whether a client's budget has room for one more (the
 * upload doors ask before they read a body), and throws the same 429 as chargeClient when it has
 * not. No client key: nothing is counted, nothing is refused.
 */
export async function peekClient(
  limiter: RateLimiter,
  limits: ClientLimits,
  name: ClientLimitName,
  clientKey: string | null | undefined,
): Promise<void> {
  if (clientKey === undefined || clientKey === null) return;
  const result = await limiter.peek(clientBucket(name, clientKey), limits[name].limit);
  if (!result.allowed)
    throw new RateLimitedError(tooManyError(name, result.retryAfterSeconds), result.retryAfterSeconds);
}
