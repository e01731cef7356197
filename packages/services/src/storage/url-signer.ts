import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private objects (buyer documents) that work the same for both storage
 * backends: the server signs `key` + expiry with its secret, and its download route checks the
 * signature before streaming the object from storage. A link cannot be widened to another key
 * or kept beyond its expiry.
 */
export interface SignedObjectLink {
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** base64url HMAC-SHA256 of `key` and `exp`. */
  sig: string;
}

export interface UrlSigner {
  sign(key: string, ttlSeconds: number, now?: Date): SignedObjectLink;
  verify(key: string, link: { exp: number | string; sig: string }, now?: Date): boolean;
}

export function createUrlSigner(secret: string | Buffer): UrlSigner {
  if (secret.length < 16) throw new Error('URL signing secret must be at least 16 bytes');
  const mac = (key: string, exp: number) => createHmac('sha256', secret).update(`object-link\n${key}\n${exp}`).digest();

  return {
    sign(key, ttlSeconds, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));
      return { exp, sig: mac(key, exp).toString('base64url') };
    },
    verify(key, link, now = new Date()) {
      const exp = typeof link.exp === 'string' ? Number(link.exp) : link.exp;
      if (!Number.isSafeInteger(exp) || exp < Math.floor(now.getTime() / 1000)) return false;
      const given = Buffer.from(link.sig, 'base64url');
      const expected = mac(key, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
