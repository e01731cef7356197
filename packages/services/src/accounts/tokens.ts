import { randomUUID, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Actor } from '@wholesale/contract';
import { systemClock, type Clock, type Db } from '../kernel/common';
import type { SessionCache } from './session-cache';

/**
 * A token lasts 12 hours (a working day); the web's cookie is renewed on use (see `renew`), so an
 * active buyer stays signed in, but never past SESSION_MAX_AGE_SECONDS after signing in. A session
 * is everything from one sign-in: its tokens share a session id (`sid`), so logout ends the session
 * with every token renewed from it; logout-everywhere and a password reset end
 * all of a user's sessions.
 */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A cookie session older than this is re-issued on its next use (sliding expiry). */
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60;
/** A session ends this long after its sign-in, however often renewed: then the buyer signs in again. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

type Role = 'user' | 'admin';

/**
 * The spec's claims (userId, role, exp) plus `sv`, the user's session version at sign-in, `jti`,
 * the token's own id, `sid`, the session's id (the jti of its sign-in token, carried over on every
 * renewal), and `auth_time`, when the user signed in (seconds; the session's absolute start).
 */
export interface SessionClaims {
  userId: number;
  role: Role;
  exp: number;
  iat?: number | undefined;
  sv: number;
  jti: string;
  sid: string;
  auth_time: number;
}

const claimsSchema = z
  .object({
    userId: z.number().int().positive(),
    // the spec: the role defaults to user when absent
    role: z.enum(['user', 'admin']).default('user'),
    exp: z.number().int(),
    iat: z.number().int().optional(),
    sv: z.number().int().nonnegative(),
    // Required: a token without one could not be revoked by logout.
    jti: z.string().min(1).max(64),
    // Absent only from tokens issued before sessions had ids: such a token is its own session,
    // started when it was issued (its renewals carry both over), so it is not signed out by the update.
    sid: z.string().min(1).max(64).optional(),
    auth_time: z.number().int().optional(),
  })
  .transform(({ sid, auth_time, ...claims }) => ({
    ...claims,
    sid: sid ?? claims.jti,
    auth_time: auth_time ?? claims.iat ?? claims.exp - SESSION_TTL_SECONDS,
  }));

export interface SessionTokens {
  issue(user: { id: number; is_admin: boolean; session_version: number }): Promise<string>;
  /** The claims if the signature and expiry hold; null otherwise. Does not consult the database. */
  decode(token: string): Promise<SessionClaims | null>;
  /**
   * The actor the token stands for, or null: bad signature, another algorithm, expired, a user
   * that no longer exists, a session version that has moved on, or a role that no longer matches.
   */
  verify(token: string): Promise<Actor | null>;
  /**
   * Ends this token's session before its expiry (logout): the session id is listed in the
   * database until the session's absolute end, so every token of it, renewed before or after, is
   * refused by every process.
   */
  revoke(token: string): Promise<void>;
  /**
   * A fresh token for the same session (same sid and auth_time) when this valid one is older than
   * SESSION_RENEW_AFTER_SECONDS (sliding expiry for the web's cookie), expiring no later than the
   * session's absolute end; null when it is still fresh, no longer valid, or the session cannot
   * last any longer.
   */
  renew(token: string): Promise<string | null>;
  /** A change that can end sessions was committed by this process (a new session version): forget what is kept. */
  sessionsChanged(): void;
}

/** How many verified tokens a process remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 5000;

export function createSessionTokens(deps: {
  db: Db;
  secret: string | Uint8Array;
  clock?: Clock;
  cache?: SessionCache | undefined;
}): SessionTokens {
  const key = typeof deps.secret === 'string' ? new TextEncoder().encode(deps.secret) : deps.secret;
  // HS256 wants a key at least as long as its output (RFC 7518 §3.2).
  if (key.byteLength < 32) throw new Error('SESSION_SECRET must be at least 32 bytes');
  const clock = deps.clock ?? systemClock;
  // jose imports a raw Uint8Array secret into WebCrypto on every sign and verify; imported once,
  // the key costs nothing per request.
  let hmacKey: Promise<webcrypto.CryptoKey> | undefined;
  const signingKey = () =>
    (hmacKey ??= webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
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

  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  /** When the session ends whatever happens: SESSION_MAX_AGE_SECONDS after its sign-in. */
  const sessionEnd = (claims: SessionClaims) => claims.auth_time + SESSION_MAX_AGE_SECONDS;

  /** A token for a new session (sign-in), or for the given one (renewal). */
  async function sign(
    user: { id: number; is_admin: boolean; session_version: number },
    session?: { sid: string; auth_time: number },
  ): Promise<string> {
    const now = nowSeconds();
    const jti = randomUUID();
    const authTime = session?.auth_time ?? now;
    return new SignJWT({
      userId: user.id,
      role: user.is_admin ? 'admin' : 'user',
      sv: user.session_version,
      sid: session?.sid ?? jti,
      auth_time: authTime,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(Math.min(now + SESSION_TTL_SECONDS, authTime + SESSION_MAX_AGE_SECONDS))
      .sign(await signingKey());
  }

  /** The user row behind valid claims, or null (session too old, user gone, version moved on, role changed, logged out). */
  async function holder(claims: SessionClaims) {
    if (sessionEnd(claims) <= nowSeconds()) return null;
    // One round trip: the user and whether this session was ended by logout (in any process);
    // kept in memory, when a cache is given, until anything that can end a session changes.
    const read = async () => ({
      row:
        (await deps.db
          .selectFrom('users')
          .select((eb) => [
            'id',
            'is_admin',
            'session_version',
            'disabled_at',
            eb.exists(eb.selectFrom('revoked_sessions').select('jti').where('jti', '=', claims.sid)).as('revoked'),
          ])
          .where('id', '=', claims.userId)
          .executeTakeFirst()) ?? null,
    });
    const { row } = deps.cache ? await deps.cache.get(`${claims.userId}:${claims.sid}`, read) : await read();
    if (!row || row.revoked || row.disabled_at !== null || row.session_version !== claims.sv) return null;
    // The row is the authority on the role: a demoted admin's old token must not stay an admin one.
    if ((row.is_admin ? 'admin' : 'user') !== claims.role) return null;
    return row;
  }

  return {
    issue: (user) => sign(user),
    sessionsChanged: () => deps.cache?.invalidate(),
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
      // Listed until no token of the session can be valid any more: its absolute end, which is
      // later than this token's expiry when the session was renewed elsewhere (a copied cookie).
      await deps.db
        .insertInto('revoked_sessions')
        .values({ jti: claims.sid, expires_at: new Date(sessionEnd(claims) * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      // This process forgets the session at once (the others hear of it through the database).
      deps.cache?.invalidate();
      // The list holds only sessions that could still be used: ended entries go as others are added.
      await deps.db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
    },
    async renew(token) {
      const claims = await decode(token);
      if (!claims) return null;
      const now = nowSeconds();
      const issuedAt = claims.iat ?? claims.exp - SESSION_TTL_SECONDS;
      if (now - issuedAt < SESSION_RENEW_AFTER_SECONDS) return null;
      // Near the session's end a new token would expire no later than this one: nothing to renew.
      if (Math.min(now + SESSION_TTL_SECONDS, sessionEnd(claims)) <= claims.exp) return null;
      const row = await holder(claims);
      return row ? sign(row, claims) : null;
    },
  };
}
