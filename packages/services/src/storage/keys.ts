/**
 * Object keys are validated the same way for every backend, so that a key which is safe on
 * MinIO can never become a path traversal on local disk (or the other way round).
 *
 * A key is 1..1024 characters of `/`-separated segments; each segment starts with a letter or
 * digit and continues with letters, digits, `.`, `_` or `-`. That rules out `..`, `.`, empty
 * segments, absolute paths, backslashes, NUL and other control characters, and keeps every
 * dot-prefixed name free for the local-disk adapter's own bookkeeping (`.meta`, `.tmp`).
 */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 1024;

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/**
 * A list prefix may end with `/` or stop mid-segment (`products/mar`), and may be empty; it must
 * not climb out of the store either.
 */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(trimmed)) throw new InvalidKeyError(prefix);
}
