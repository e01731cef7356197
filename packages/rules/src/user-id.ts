import { ENCODED_ID_SUFFIX } from './constants';

// Isomorphic (browser and Node): btoa/atob over UTF-8 bytes, no Buffer.

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  // Only the URL-safe alphabet without padding; a length of 4n+1 can never be valid base64.
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || encoded.length % 4 === 1) return null;
  const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The id as it appears in `/profile/user/{encryptedUserId}`: base64url of `${id}-12`. */
export function encodeUserId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`invalid user id: ${id}`);
  return toBase64Url(`${id}${ENCODED_ID_SUFFIX}`);
}

/**
 * Decodes an encoded user id: the part before the first dash must be a positive integer.
 * Returns null for anything else (bad base64, not UTF-8, no number, leading zeros, too large).
 * The URL id is only a locator: the server still checks it against the signed-in user.
 */
export function decodeUserId(encoded: string): number | null {
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  const head = text.split('-', 1)[0] ?? '';
  if (!/^[1-9][0-9]*$/.test(head)) return null;
  const id = Number(head);
  return Number.isSafeInteger(id) ? id : null;
}
