// Sessions at the HTTP door (ARCHITECTURE.md, Sessions). A request's actor comes from
// `Authorization: Bearer <token>` (REST clients) or else from the httpOnly session cookie that
// the tRPC sign-in sets (the web client): `__Host-session` behind an https PUBLIC_URL, `session`
// on plain http (`npm start` on localhost). Either way the token is checked by the services
// (signature, expiry, session version), lazily: only requests that ask for the actor pay the
// database look-up, so images and SPA files never do.
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST, type Actor, type SessionControl } from '@wholesale/contract';
import { SESSION_TTL_SECONDS } from '@wholesale/services';
import { crossSiteRefusal } from './cross-site';

/** The session cookie's name on plain http (local development). */
const SESSION_COOKIE = 'session';
/**
 * Its name behind an https PUBLIC_URL. Browsers accept a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, and then only from this very host: a sibling
 * subdomain or a plain-http response (a network attacker) cannot plant or overwrite it, so it
 * cannot fix a session on the buyer.
 */
const SECURE_SESSION_COOKIE = '__Host-session';

/**
 * A sign-out the server has not heard of yet: the web client writes this (not httpOnly) cookie the
 * moment a buyer signs out, before it asks the server to, since its own script cannot clear the
 * httpOnly session cookie (apps/web/src/features/account/signed-out.ts, same names). On a shared
 * phone without signal the session would otherwise come back with the signal. Every request that
 * carries it is a guest's; the server ends the session its cookie names and clears both cookies.
 * It only ever ends a session, never starts one. `__Host-` behind https, like the session's.
 */
const SIGNED_OUT_COOKIE = 'signed-out';
const SECURE_SIGNED_OUT_COOKIE = '__Host-signed-out';

export interface SessionOptions {
  /** PUBLIC_URL: the cookie is Secure when it is https, and it is our origin for the cross-site check. */
  publicUrl: string;
  /** The services' token check (AuthService.verifySession). */
  verify: (token: string) => Promise<Actor | null>;
  /** The services' sliding renewal (AuthService.renewSession): a fresh token for an old cookie. */
  renew?: (token: string) => Promise<string | null>;
  /** Ends the session of a cookie the browser signed out of without the server (AuthService.logout of that token). */
  end: (token: string) => Promise<void>;
}

type Source = 'bearer' | 'cookie' | 'none';

/** The session cookie's name and attributes, fixed by PUBLIC_URL. */
interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

interface RequestSession {
  source: Source;
  token: string | undefined;
  reply: FastifyReply;
  cookie: SessionCookie;
  verify: (token: string) => Promise<Actor | null>;
  renew: ((token: string) => Promise<string | null>) | undefined;
  actor?: Promise<Actor>;
}

// Per request, on the request itself (a decoration, declared below). Not in a WeakMap keyed by the
// request: under load its entries kept each finished request, with its reply and socket objects,
// alive through young-generation garbage collections, which made every collection slower and
// pushed them into the old generation (measured with --trace-gc; see docs/decisions.md).
declare module 'fastify' {
  interface FastifyRequest {
    sessionState: RequestSession | null;
  }
}

function sessionCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    // Path=/ and no Domain: also what the __Host- prefix requires.
    path: '/',
    // Browsers drop Secure cookies on plain http, which would break `npm start` on localhost.
    secure: publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_SECONDS,
  };
}

/** `__Host-session`, Secure, behind https; `session` on plain http. Only that one name is read. */
function sessionCookie(publicUrl: string): SessionCookie {
  const options = sessionCookieOptions(publicUrl);
  return { name: options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, options };
}

/** The signed-out marker's name and the attributes to clear it with (as the web client writes it). */
function signedOutCookie(publicUrl: string): SessionCookie {
  const secure = publicUrl.startsWith('https:');
  return {
    name: secure ? SECURE_SIGNED_OUT_COOKIE : SIGNED_OUT_COOKIE,
    options: { path: '/', sameSite: 'lax', secure },
  };
}

/**
 * A request carrying the signed-out marker: it is a guest's, and the session its cookie names is
 * ended before anything else is done with it, so even a sign-in sent with the marker starts from
 * an ended session. Once ended, the reply clears the session cookie and the marker; if the session
 * could not be ended (the database away), both stay and the browser's next request tries again.
 */
async function honourSignOut(
  request: FastifyRequest,
  reply: FastifyReply,
  session: RequestSession,
  marker: SessionCookie,
  end: (token: string) => Promise<void>,
): Promise<void> {
  const token = request.cookies[session.cookie.name];
  // Also out of what the page render reads (hasSessionCookie): the page is a guest's.
  delete request.cookies[session.cookie.name];
  if (session.source === 'cookie') {
    session.source = 'none';
    session.token = undefined;
  }
  if (token) {
    try {
      await end(token);
    } catch (err) {
      request.log.error({ err }, 'a session signed out of in the browser could not be ended');
      return;
    }
    clearSessionCookie(reply, session.cookie);
  }
  void reply.clearCookie(marker.name, marker.options);
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function sourceOf(request: FastifyRequest, cookieName: string): { source: Source; token: string | undefined } {
  const bearer = bearerToken(request);
  // An explicit bearer header wins and never falls back to the cookie.
  if (bearer !== undefined) return { source: 'bearer', token: bearer };
  // Behind https the unprefixed name is not read: anyone who can set cookies for our domain
  // (a sibling subdomain, a plain-http response) could plant one.
  const cookie = request.cookies[cookieName];
  if (cookie) return { source: 'cookie', token: cookie };
  return { source: 'none', token: undefined };
}

/**
 * Registers @fastify/cookie and the session hooks on the root instance, so every route (REST,
 * tRPC, files) sees the same actor and the same cross-site rule.
 */
export async function installSessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('sessionState', null);
  const cookie = sessionCookie(options.publicUrl);
  const marker = signedOutCookie(options.publicUrl);
  const publicOrigin = new URL(options.publicUrl).origin;

  // Callback style (no promise per request); a refusal replies here and does not call done().
  app.addHook('onRequest', (request, reply, done) => {
    const { source, token } = sourceOf(request, cookie.name);
    const session: RequestSession = { source, token, reply, cookie, verify: options.verify, renew: options.renew };
    request.sessionState = session;
    const refusal = crossSiteRefusal(request, { source, publicOrigin });
    if (refusal) {
      request.log.warn(
        { origin: request.headers.origin, referer: request.headers.referer },
        'cross-site request refused',
      );
      void reply.code(403).send({ error: refusal, message: refusal });
      return;
    }
    if (request.cookies[marker.name] === undefined) return done();
    void honourSignOut(request, reply, session, marker, options.end).then(() => done());
  });
}

/**
 * The acting user of this request: the verified session, or the guest. Every REST route and the
 * tRPC context call this, so both doors see the same actor. A cookie whose token no longer holds
 * (expired, password reset) is cleared on the reply, so the browser stops sending it.
 */
/**
 * Whether the request carries a session cookie at all, valid or not: the pages' HTML is made in
 * two forms, a guest's and one holding a buyer's places open (site/page-render.ts). Nothing is
 * verified here, and nothing of the account enters the page.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] !== undefined || request.cookies[SECURE_SESSION_COOKIE] !== undefined;
}

export function actorOf(request: FastifyRequest): Promise<Actor> {
  const session = request.sessionState;
  if (!session || session.token === undefined) return Promise.resolve(GUEST);
  const token = session.token;
  session.actor ??= session.verify(token).then(async (actor) => {
    if (actor) {
      // Sliding expiry: an active browser gets a fresh cookie now and then (a bearer token is not renewed).
      if (session.source === 'cookie' && session.renew && !session.reply.sent) {
        const fresh = await session.renew(token).catch(() => null);
        if (fresh && !session.reply.sent) setSessionCookie(session.reply, fresh, session.cookie);
      }
      return actor;
    }
    if (session.source === 'cookie' && !session.reply.sent) clearSessionCookie(session.reply, session.cookie);
    return GUEST;
  });
  return session.actor;
}

function setSessionCookie(reply: FastifyReply, token: string, cookie: SessionCookie): void {
  void reply.setCookie(cookie.name, token, cookie.options);
}

function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  // With the same attributes (Secure, Path=/): a browser ignores a __Host- cookie without them.
  const { maxAge: _maxAge, ...rest } = cookie.options;
  void reply.clearCookie(cookie.name, rest);
}

/** The tRPC context's capability to sign this request's browser in or out. */
export function sessionControl(request: FastifyRequest, reply: FastifyReply): SessionControl {
  const session = request.sessionState;
  const cookie = session?.cookie ?? sessionCookie('http://localhost');
  return {
    clientKey: request.ip,
    token: session?.token,
    set(token) {
      setSessionCookie(reply, token, cookie);
    },
    clear() {
      clearSessionCookie(reply, cookie);
    },
  };
}
