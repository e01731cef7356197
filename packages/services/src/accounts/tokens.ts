import { randomUUID, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Actor } from '../actor';
import { systemClock, type Clock, type Db } from './common';

/**
 * Sessions last 12 hours (a working day; a stolen token is worth that much at most); the web's
 * cookie is renewed on use (see `renew`), so an active buyer stays signed in. Logout ends one
 * session (its jti is revoked), logout-everywhere and a password reset end them all.
 */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A cookie session older than this is re-issued on its next use (sliding expiry). */
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60;

export type Role = 'user' | 'admin';

/** The spec's claims (userId, role, exp) plus `sv`, the user's session version at sign-in, and `jti`, the token's own id. */
export interface SessionClaims {
  userId: number;
  role: Role;
  exp: number;
  iat?: number | undefined;
  sv: number;
  jti: string;
}

const claimsSchema = z.object({
  userId: z.number().int().positive(),
  // the spec: the role defaults to user when absent
  role: z.enum(['user', 'admin']).default('user'),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  sv: z.number().int().nonnegative(),
  // Required: a token without one could not be revoked by logout.
  jti: z.string().min(1).max(64),
});

export interface SessionTokens {
  issue(user: { id: number; is_admin: boolean; session_version: number }): Promise<string>;
  /** The claims if the signature and expiry hold; null otherwise. Does not consult the database. */
  decode(token: string): Promise<SessionClaims | null>;
  /**
   * The actor the token stands for, or null: bad signature, another algorithm, expired, a user
   * that no longer exists, a session version that has moved on, or a role that no longer matches.
   */
  verify(token: string): Promise<Actor | null>;
  /** Ends this one token before its expiry (logout): its jti is listed until it would have expired. */
  revoke(token: string): Promise<void>;
  /**
   * A fresh token for the same session when this valid one is older than SESSION_RENEW_AFTER_SECONDS
   * (sliding expiry for the web's cookie); null when it is still fresh or no longer valid.
   */
  renew(token: string): Promise<string | null>;
}

/** How many verified tokens a process remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 5000;

export function createSessionTokens(deps: { db: Db; secret: string | Uint8Array; clock?: Clock }): SessionTokens {
  const key = typeof deps.secret === 'string' ? new TextEncoder().encode(deps.secret) : deps.secret;
  // HS256 wants a key at least as long as its output (RFC 7518 §3.2).
  if (key.byteLength < 32) throw new Error('SESSION_SECRET must be at least 32 bytes');
  const clock = deps.clock ?? systemClock;
  // jose imports a raw Uint8Array secret into WebCrypto on every sign and verify; imported once,
  // the key costs nothing per request.
  let hmacKey: Promise<webcrypto.CryptoKey> | undefined;
  const signingKey = () => (hmacKey ??= webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  // A browser sends the same token with every request: its signature is checked once, then only
  // its expiry (WebCrypto's HMAC was a tenth of the server's CPU under ten busy admins). Only
  // tokens that verified are remembered, by their exact text; revocation and the user's state are
  // still read from the database by `verify` on every request.
  const verified = new Map<string, SessionClaims>();

  async function decode(token: string): Promise<SessionClaims | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    const known = verified.get(token);
    if (known) {
      // jose's rule, clockTolerance 0: expired once exp is not after now.
      if (known.exp > Math.floor(clock().getTime() / 1000)) return known;
      verified.delete(token);
      return null;
    }
    const claims = await verifySignature(token);
    if (claims) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!); // the oldest
      verified.set(token, claims);
    }
    return claims;
  }

  async function verifySignature(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await signingKey(), {
        // Strict: an "alg: none" or RS256-with-our-secret token is refused before any claim is read.
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
        currentDate: clock(),
        clockTolerance: 0,
      });
      const parsed = claimsSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  async function issue(user: { id: number; is_admin: boolean; session_version: number }): Promise<string> {
    const now = Math.floor(clock().getTime() / 1000);
    return new SignJWT({ userId: user.id, role: user.is_admin ? 'admin' : 'user', sv: user.session_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(await signingKey());
  }

  /** The user row behind valid claims, or null (gone, version moved on, role changed, revoked). */
  async function holder(claims: SessionClaims) {
    // One round trip: the user and whether this token was revoked.
    const row = await deps.db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'is_admin',
        'session_version',
        eb.exists(eb.selectFrom('revoked_sessions').select('jti').where('jti', '=', claims.jti)).as('revoked'),
      ])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.revoked || row.session_version !== claims.sv) return null;
    // The row is the authority on the role: a demoted admin's old token must not stay an admin one.
    if ((row.is_admin ? 'admin' : 'user') !== claims.role) return null;
    return row;
  }

  return {
    issue,
    decode,
    async verify(token) {
      const claims = await decode(token);
      if (!claims) return null;
      const row = await holder(claims);
      if (!row) return null;
      return row.is_admin ? { kind: 'admin', userId: row.id } : { kind: 'buyer', userId: row.id };
    },
    async revoke(token) {
      const claims = await decode(token);
      if (!claims) return;
      const now = clock();
      await deps.db
        .insertInto('revoked_sessions')
        .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      // The list holds only tokens that could still be used: expired entries go as others are added.
      await deps.db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
    },
    async renew(token) {
      const claims = await decode(token);
      if (!claims) return null;
      const now = Math.floor(clock().getTime() / 1000);
      const issuedAt = claims.iat ?? claims.exp - SESSION_TTL_SECONDS;
      if (now - issuedAt < SESSION_RENEW_AFTER_SECONDS) return null;
      const row = await holder(claims);
      return row ? issue(row) : null;
    },
  };
}
