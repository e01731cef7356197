// Password hashing: argon2id with OWASP's minimum parameters (m = 19456 KiB, t = 2, p = 1).
// Native code (prebuilt binaries), so only server-side code imports this module.
import { hash, verify } from '@node-rs/argon2';
import { COMMON_ERRORS, RateLimitedError } from '@wholesale/contract';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * New hashes (signup, password reset) run at most this many at a time, and at most
 * HASH_QUEUE_MAX more wait; beyond that the caller gets BUSY_MESSAGE (429). Each hash takes a
 * libuv thread for tens of milliseconds: unbounded, a flood of anonymous signups or resets would
 * queue every sign-in's verification behind it. Sign-in's verification is not
 * gated: it keeps the other threads.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_MAX = 16;
export const BUSY_MESSAGE = COMMON_ERRORS.busy.message;
const BUSY_RETRY_SECONDS = 5;

let running = 0;
const waiting: (() => void)[] = [];
let hashesStarted = 0;

/** How many new hashes have been computed since start (tests count them). */
export function hashCount(): number {
  return hashesStarted;
}

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) throw new RateLimitedError(COMMON_ERRORS.busy, BUSY_RETRY_SECONDS);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  // @node-rs/argon2's default algorithm is argon2id; its enum is a `const enum` that isolated
  // modules cannot reference, so the tests assert the algorithm from the output instead.
  return gated(() => {
    hashesStarted += 1;
    return hash(plain, ARGON2_OPTIONS);
  });
}

let verified = { count: 0, last: '' };

/** How many stored hashes have been verified since start, and the last one (tests count them). */
export function verifications(): { count: number; last: string } {
  return verified;
}

/** Whether `plain` matches `hashed`; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  verified = { count: verified.count + 1, last: hashed };
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
