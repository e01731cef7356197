import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Actor } from '../actor';
import { systemClock, type Clock, type Db } from './common';

/** Sessions last a week; logout-everywhere and a password reset end them sooner. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type Role = 'user' | 'admin';

/** The spec's claims (userId, role, exp) plus `sv`, the user's session version at sign-in. */
export interface SessionClaims {
  userId: number;
  role: Role;
  exp: number;
  sv: number;
}

const claimsSchema = z.object({
  userId: z.number().int().positive(),
  // the spec: the role defaults to user when absent
  role: z.enum(['user', 'admin']).default('user'),
  exp: z.number().int(),
  sv: z.number().int().nonnegative(),
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
}

export function createSessionTokens(deps: { db: Db; secret: string | Uint8Array; clock?: Clock }): SessionTokens {
  const key = typeof deps.secret === 'string' ? new TextEncoder().encode(deps.secret) : deps.secret;
  // HS256 wants a key at least as long as its output (RFC 7518 §3.2).
  if (key.byteLength < 32) throw new Error('SESSION_SECRET must be at least 32 bytes');
  const clock = deps.clock ?? systemClock;

  async function decode(token: string): Promise<SessionClaims | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
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

  return {
    async issue(user) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ userId: user.id, role: user.is_admin ? 'admin' : 'user', sv: user.session_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_TTL_SECONDS)
        .sign(key);
    },
    decode,
    async verify(token) {
      const claims = await decode(token);
      if (!claims) return null;
      const row = await deps.db
        .selectFrom('users')
        .select(['id', 'is_admin', 'session_version'])
        .where('id', '=', claims.userId)
        .executeTakeFirst();
      if (!row || row.session_version !== claims.sv) return null;
      // The row is the authority on the role: a demoted admin's old token must not stay an admin one.
      if ((row.is_admin ? 'admin' : 'user') !== claims.role) return null;
      return row.is_admin ? { kind: 'admin', userId: row.id } : { kind: 'buyer', userId: row.id };
    },
  };
}
