// Whether an error means "the database cannot be reached right now" (down, restarting, failing
// over, network cut, pool exhausted past its wait) rather than "this query is wrong". The server
// answers the first with 503 and a Retry-After, so clients and load balancers wait and retry;
// the second stays a 500.

/** Node socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), the server shutting down or starting up
 * (57P01-57P03), and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

// What `pg` and its pool throw without a code when a connection dies or cannot be had in time.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Follow `cause` a few steps: services may wrap the driver's error.
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
