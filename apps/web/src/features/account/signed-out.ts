import { readCookie } from '../../lib/cookies';

// A sign-out the server has not heard of yet. The session lives in an httpOnly cookie that only the
// server can clear, and a phone in a walk-in cooler cannot reach it: the buyer's sign-out would
// then last until the signal came back, and the next person on the phone would be them. So signing
// out first writes this marker (not httpOnly, so the page can), which every request carries from
// then on: the server answers such a request as a guest's, ends the session the cookie names and
// clears both cookies (apps/server/src/auth/session.ts, same names). While the marker is here the
// app counts no one as signed in, whatever a kept answer says. Loaded with the session's code,
// never in the first load.

/** The marker's name on plain http (local development) and behind https (`__Host-`, like the session's). */
export const SIGNED_OUT_COOKIE = 'signed-out';
export const SECURE_SIGNED_OUT_COOKIE = '__Host-signed-out';

/** A week: no session outlives it (a session ends 7 days after sign-in at the latest). */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Where cookies are read and written: document.cookie in the browser (tests pass their own). */
export interface CookieJar {
  cookie: string;
}

function browserJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function isSecure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Marks this browser signed out, whatever the server has heard. */
export function markSignedOut(jar: CookieJar | null = browserJar(), secure = isSecure()): void {
  if (!jar) return;
  const name = secure ? SECURE_SIGNED_OUT_COOKIE : SIGNED_OUT_COOKIE;
  jar.cookie = `${name}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The server has ended the session: the marker has nothing left to say (the server clears it too). */
export function clearSignedOutMark(jar: CookieJar | null = browserJar(), secure = isSecure()): void {
  if (!jar) return;
  const name = secure ? SECURE_SIGNED_OUT_COOKIE : SIGNED_OUT_COOKIE;
  jar.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a sign-out is waiting for the server: no one is signed in on this browser meanwhile. */
export function isMarkedSignedOut(jar: CookieJar | null = browserJar()): boolean {
  if (!jar) return false;
  return (
    readCookie(jar.cookie, SIGNED_OUT_COOKIE) !== null || readCookie(jar.cookie, SECURE_SIGNED_OUT_COOKIE) !== null
  );
}
