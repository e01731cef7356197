// A session keeps one id across renewals, logout ends the session (every token
// renewed from it, in every process), and a session ends 7 days after sign-in however often renewed.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { PASSWORD, SESSION_SECRET, useAccountsWorld } from './testing';
import { createSessionTokens, SESSION_RENEW_AFTER_SECONDS, SESSION_TTL_SECONDS } from './tokens';
import { followSessionChanges, SessionCache } from './session-cache';

const w = useAccountsWorld();

const HOUR = 60 * 60 * 1000;
/** The absolute session age: 7 days from sign-in, however often the session is renewed. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function claimsOf(token: string): Record<string, unknown> & { exp: number; jti: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown> & {
    exp: number;
    jti: string;
    sid: string;
  };
}

async function signIn(email: string, client: string): Promise<string> {
  return (await w.services.auth.login(w.guest, { email, password: PASSWORD }, client)).token;
}

/** Moves the clock past the renewal age and renews. */
async function renewLater(token: string, hours = 2): Promise<string> {
  w.advance(hours * HOUR);
  const renewed = await w.services.auth.renewSession(token);
  expect(renewed, 'renewed').toBeTruthy();
  return renewed!;
}

describe('sessions', () => {
  it('a renewed token carries the session id of the one it replaces', async () => {
    const first = await signIn(w.buyerA.email, 's1');
    const second = await renewLater(first);
    const third = await renewLater(second);
    expect(claimsOf(first).sid).toBeTruthy();
    expect(claimsOf(second).sid).toBe(claimsOf(first).sid);
    expect(claimsOf(third).sid).toBe(claimsOf(first).sid);
    expect(new Set([claimsOf(first).jti, claimsOf(second).jti, claimsOf(third).jti]).size).toBe(3);
    // another sign-in is another session
    expect(claimsOf(await signIn(w.buyerA.email, 's1')).sid).not.toBe(claimsOf(first).sid);
  });

  it('logout with the old token ends the renewed one too, and the other way round', async () => {
    const old = await signIn(w.buyerA.email, 's2');
    const renewed = await renewLater(old);
    const other = await signIn(w.buyerA.email, 's2');
    expect(await w.services.auth.verifySession(old)).toEqual(w.buyerA.actor);
    expect(await w.services.auth.verifySession(renewed)).toEqual(w.buyerA.actor);

    await w.services.auth.logout(w.buyerA.actor, old);
    expect(await w.services.auth.verifySession(old)).toBeNull();
    expect(await w.services.auth.verifySession(renewed)).toBeNull();
    // a copied cookie cannot renew itself back to life
    w.advance(2 * HOUR);
    expect(await w.services.auth.renewSession(renewed)).toBeNull();
    // the buyer's other session goes on
    expect(await w.services.auth.verifySession(other)).toEqual(w.buyerA.actor);

    const again = await signIn(w.buyerB.email, 's3');
    const againRenewed = await renewLater(again);
    await w.services.auth.logout(w.buyerB.actor, againRenewed);
    expect(await w.services.auth.verifySession(again)).toBeNull();
    expect(await w.services.auth.verifySession(againRenewed)).toBeNull();
  });

  it('a logout is seen by every process: another token checker on the same database refuses the session', async () => {
    const elsewhere = createSessionTokens({ db: w.handle.db, secret: SESSION_SECRET, clock: w.now });
    const token = await signIn(w.buyerA.email, 's4');
    const renewed = await renewLater(token);
    // the other process has checked (and remembered) both tokens
    expect(await elsewhere.verify(token)).toEqual(w.buyerA.actor);
    expect(await elsewhere.verify(renewed)).toEqual(w.buyerA.actor);
    await w.services.auth.logout(w.buyerA.actor, renewed);
    expect(await elsewhere.verify(token)).toBeNull();
    expect(await elsewhere.verify(renewed)).toBeNull();
  });

  it("kept in memory, a session still ends at once: by this process's logout, new password or logout everywhere, and by another's through the database", async () => {
    const hereCache = new SessionCache();
    const thereCache = new SessionCache();
    const unfollowHere = await followSessionChanges(w.handle.db, w.handle.listen, hereCache);
    const unfollowThere = await followSessionChanges(w.handle.db, w.handle.listen, thereCache);
    // The later tests sign tokens with A's session version as it is now: put back at the end.
    const { session_version: version } = await w.handle.db
      .selectFrom('users')
      .select('session_version')
      .where('id', '=', w.buyerA.id)
      .executeTakeFirstOrThrow();
    // A's next session version, as logout everywhere or a new password writes it, straight to the row.
    const newSessionVersion = () =>
      w.handle.db
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
        .where('id', '=', w.buyerA.id)
        .execute();
    try {
      const here = createSessionTokens({ db: w.handle.db, secret: SESSION_SECRET, clock: w.now, cache: hereCache });
      const there = createSessionTokens({ db: w.handle.db, secret: SESSION_SECRET, clock: w.now, cache: thereCache });
      const token = await signIn(w.buyerA.email, 's-cache-1');
      expect(await here.verify(token)).toEqual(w.buyerA.actor);
      expect(await there.verify(token)).toEqual(w.buyerA.actor);
      expect(hereCache.size).toBe(1);
      // Kept: the database is not asked again (a row changed by hand without a notification is not seen).
      expect(await here.verify(token)).toEqual(w.buyerA.actor);

      // This process's logout: refused by the very next check here, and there once the database says so.
      await here.revoke(token);
      expect(await here.verify(token)).toBeNull();
      await expect.poll(() => there.verify(token), { timeout: 5000 }).toBeNull();

      // Another session, ended by a new session version written by another process (logout everywhere, a new password).
      const second = await signIn(w.buyerA.email, 's-cache-2');
      expect(await here.verify(second)).toEqual(w.buyerA.actor);
      expect(await there.verify(second)).toEqual(w.buyerA.actor);
      await newSessionVersion();
      await expect.poll(() => here.verify(second), { timeout: 5000 }).toBeNull();
      await expect.poll(() => there.verify(second), { timeout: 5000 }).toBeNull();

      // This process's own new version is forgotten at once, before any notification.
      const third = await signIn(w.buyerA.email, 's-cache-3');
      expect(await here.verify(third)).toEqual(w.buyerA.actor);
      await newSessionVersion();
      here.sessionsChanged();
      expect(await here.verify(third)).toBeNull();
    } finally {
      await w.handle.db.updateTable('users').set({ session_version: version }).where('id', '=', w.buyerA.id).execute();
      await unfollowHere();
      await unfollowThere();
    }
  });

  it('without a change feed nothing is kept: every check reads the database', async () => {
    const untrusted = new SessionCache({ trusted: false });
    const tokens = createSessionTokens({ db: w.handle.db, secret: SESSION_SECRET, clock: w.now, cache: untrusted });
    const token = await signIn(w.buyerB.email, 's-cache-4');
    expect(await tokens.verify(token)).toEqual(w.buyerB.actor);
    expect(untrusted.size).toBe(0);
    await w.handle.db
      .insertInto('revoked_sessions')
      .values({ jti: claimsOf(token).sid, expires_at: new Date(w.now().getTime() + HOUR) })
      .execute();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a session ends 7 days after sign-in, however often it is renewed', async () => {
    const before = Math.floor(w.now().getTime() / 1000);
    let token = await signIn(w.buyerB.email, 's5');
    // auth_time: when the buyer signed in (seconds)
    const authTime = claimsOf(token).auth_time as number;
    expect(authTime - before).toBeGreaterThanOrEqual(0);
    expect(authTime - before).toBeLessThanOrEqual(2);
    const start = authTime * 1000;
    // an active buyer renews every 11 hours: never past the seventh day
    while (w.now().getTime() + 11 * HOUR < start + SESSION_MAX_AGE_SECONDS * 1000) {
      token = await renewLater(token, 11);
      expect(claimsOf(token).auth_time).toBe(authTime);
      expect(claimsOf(token).exp).toBeLessThanOrEqual(authTime + SESSION_MAX_AGE_SECONDS);
      expect(await w.services.auth.verifySession(token)).toEqual(w.buyerB.actor);
    }
    // the last renewal is cut at the seventh day, and no renewal goes beyond it
    expect(claimsOf(token).exp).toBe(authTime + SESSION_MAX_AGE_SECONDS);
    w.advance(start + SESSION_MAX_AGE_SECONDS * 1000 - w.now().getTime() - 60_000);
    expect(await w.services.auth.verifySession(token)).toEqual(w.buyerB.actor);
    expect(await w.services.auth.renewSession(token)).toBeNull();
    w.advance(61_000);
    expect(await w.services.auth.verifySession(token)).toBeNull();
    expect(await w.services.auth.renewSession(token)).toBeNull();
    // signing in again starts a new session
    expect(await w.services.auth.verifySession(await signIn(w.buyerB.email, 's5'))).toEqual(w.buyerB.actor);
  });

  it('a token signed with an auth_time over 7 days ago is refused even before its exp', async () => {
    const now = Math.floor(w.now().getTime() / 1000);
    const key = new TextEncoder().encode(SESSION_SECRET);
    const stale = await new SignJWT({
      userId: w.buyerA.id,
      role: 'user',
      sv: 0,
      sid: 'stale-session',
      auth_time: now - SESSION_MAX_AGE_SECONDS - 1,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('stale-token')
      .setIssuedAt(now - 60)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(key);
    expect(await w.services.auth.verifySession(stale)).toBeNull();
  });

  it('a token from before session ids (jti only) still works, its renewal joins its session, and logout ends both', async () => {
    const now = Math.floor(w.now().getTime() / 1000);
    const key = new TextEncoder().encode(SESSION_SECRET);
    const legacy = await new SignJWT({ userId: w.buyerA.id, role: 'user', sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('legacy-token-1')
      .setIssuedAt(now - SESSION_RENEW_AFTER_SECONDS - 10)
      .setExpirationTime(now + SESSION_TTL_SECONDS - SESSION_RENEW_AFTER_SECONDS - 10)
      .sign(key);
    expect(await w.services.auth.verifySession(legacy)).toEqual(w.buyerA.actor);
    const renewed = await w.services.auth.renewSession(legacy);
    expect(renewed).toBeTruthy();
    expect(claimsOf(renewed!).sid).toBe('legacy-token-1');
    await w.services.auth.logout(w.buyerA.actor, renewed!);
    expect(await w.services.auth.verifySession(legacy)).toBeNull();
    expect(await w.services.auth.verifySession(renewed!)).toBeNull();
  });
});
