// The sessions' hardening at the HTTP door: logout ends a session with all its renewed tokens, as
// cookie and as bearer; a session lasts 7 days from sign-in at most; IPv6 clients are counted by
// their /64; behind an https PUBLIC_URL the session cookie is `__Host-session`, Secure, and HSTS
// is sent.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '@wholesale/services';
import { PASSWORD, type AccountsWorld } from '@wholesale/services/testing';
import { bearer, cookieNamed, setCookieHeaders, trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type OtherServer, type TestServer } from '../testing/test-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HTTP_URL = TEST_PUBLIC_URL;
const HTTPS_URL = 'https://shop.example.com';
const HOUR = 60 * 60 * 1000;
/** The absolute session age: 7 days from sign-in, however often the session is renewed. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** A server to send requests to: the kit's (http PUBLIC_URL) or the one behind https. */
type Server = Pick<TestServer | OtherServer, 'inject'>;

let t: TestServer;
let w: AccountsWorld;
let app: Server;
let secureApp: Server;

beforeAll(async () => {
  // Each request from a client address of its own: the sign-in limits stay out of these tests.
  t = await buildTestServer({ tmpPrefix: 'server-sessions-', freshClientAddresses: true, signIn: [] });
  w = t.world;
  app = t;
  secureApp = await t.buildAnother({ config: { publicUrl: HTTPS_URL } });
});

afterAll(() => t?.close());

function trpcLogin(
  server: Server,
  origin: string,
  email: string,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return server.inject({ ...trpcMutation('auth.login', { email, password: PASSWORD }, { origin }), ...extra });
}

function me(server: Server, headers: Headers) {
  return server.inject(trpcQuery('auth.me', undefined, headers));
}

function logout(server: Server, headers: Headers) {
  return server.inject(trpcMutation('auth.logout', undefined, headers));
}

function profile(server: Server, userId: number, headers: Headers) {
  return server.inject({ method: 'GET', url: `/api/users/${userId}`, headers });
}

const cookie = (token: string): Headers => ({ cookie: `session=${token}` });

/** Signs a buyer in through tRPC, then uses the cookie two hours later: the server renews it. */
async function signInAndRenew(email: string): Promise<{ old: string; renewed: string }> {
  const login = await trpcLogin(app, HTTP_URL, email);
  expect(login.statusCode, login.body).toBe(200);
  const old = cookieNamed(login, 'session')!.value;
  w.advance(2 * HOUR);
  const used = await me(app, cookie(old));
  expect(used.statusCode).toBe(200);
  const renewed = cookieNamed(used, 'session')?.value;
  expect(renewed, 'a renewed cookie').toBeTruthy();
  expect(renewed).not.toBe(old);
  return { old, renewed: renewed! };
}

async function expectRefusedEverywhere(userId: number, ...tokens: string[]) {
  for (const token of tokens) {
    expect((await profile(app, userId, bearer(token))).statusCode).toBe(401);
    expect((await me(app, bearer(token))).statusCode).toBe(401);
    const asCookie = await profile(app, userId, cookie(token));
    expect(asCookie.statusCode).toBe(401);
    // the browser is told to drop it, and is not handed a renewal
    expect(cookieNamed(asCookie, 'session')?.value).toBe('');
    expect((await me(app, cookie(token))).statusCode).toBe(401);
  }
}

describe('logout ends the session, renewed tokens included', () => {
  it('sign in, renew, log out with the renewed cookie: the old and the renewed token are refused as bearer and as cookie', async () => {
    const { old, renewed } = await signInAndRenew(w.buyerA.email);
    expect((await profile(app, w.buyerA.id, bearer(old))).statusCode).toBe(200);
    const out = await logout(app, { ...cookie(renewed), origin: HTTP_URL });
    expect(out.statusCode).toBe(200);
    await expectRefusedEverywhere(w.buyerA.id, old, renewed);
  });

  it('sign in, renew, log out with the old token as bearer: both are refused too', async () => {
    const { old, renewed } = await signInAndRenew(w.buyerB.email);
    expect((await logout(app, bearer(old))).statusCode).toBe(200);
    await expectRefusedEverywhere(w.buyerB.id, old, renewed);
    // a new sign-in works
    const again = await trpcLogin(app, HTTP_URL, w.buyerB.email);
    expect((await me(app, cookie(cookieNamed(again, 'session')!.value))).statusCode).toBe(200);
  });

  it('a cookie session is refused 7 days after sign-in, however often it was renewed', async () => {
    const login = await trpcLogin(app, HTTP_URL, w.buyerA.email);
    let token = cookieNamed(login, 'session')!.value;
    const start = w.now().getTime();
    let renewals = 0;
    while (w.now().getTime() - start < SESSION_MAX_AGE_SECONDS * 1000 - 11 * HOUR) {
      w.advance(10 * HOUR);
      const used = await me(app, cookie(token));
      expect(used.statusCode).toBe(200);
      token = cookieNamed(used, 'session')?.value ?? token;
      renewals += 1;
    }
    expect(renewals).toBeGreaterThan(10);
    w.advance(start + SESSION_MAX_AGE_SECONDS * 1000 - w.now().getTime() + 1000);
    const late = await me(app, cookie(token));
    expect(late.statusCode).toBe(401);
    expect(cookieNamed(late, 'session')?.value).toBe('');
    expect((await profile(app, w.buyerA.id, bearer(token))).statusCode).toBe(401);
  });
});

describe('rate limits key an IPv6 client by its /64', () => {
  it('addresses of one /64 share a sign-in budget; the next /64 does not', async () => {
    const attempt = (remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: w.buyerB.email, password: 'guess' },
        remoteAddress,
      });
    for (let i = 1; i <= LOGIN_LIMITS.perClientAccount; i++) {
      expect((await attempt(`2001:db8:17:7::${i}`)).statusCode).toBe(401);
    }
    expect((await attempt('2001:db8:17:7:abcd:ef01:2345:6789')).statusCode).toBe(429);
    expect((await attempt('2001:db8:17:8::1')).statusCode).toBe(401);
  });
});

describe('the session cookie behind an https PUBLIC_URL', () => {
  it('is __Host-session; Secure; Path=/; HttpOnly; SameSite=Lax with no Domain, HSTS is sent, and the cookie signs requests in', async () => {
    const login = await trpcLogin(secureApp, HTTPS_URL, w.buyerB.email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const header = setCookieHeaders(login).find((h) => h.startsWith('__Host-session='));
    expect(header, 'a __Host-session cookie').toBeDefined();
    const attributes = header!
      .split(/;\s*/)
      .slice(1)
      .map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(cookieNamed(login, 'session')).toBeUndefined();
    const token = cookieNamed(login, '__Host-session')!.value;

    const jar = { cookie: `__Host-session=${token}` };
    const signedIn = await me(secureApp, jar);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(signedIn.json()).toMatchObject({ result: { data: { id: w.buyerB.id } } });
    expect((await profile(secureApp, w.buyerB.id, jar)).statusCode).toBe(200);
    // the unprefixed name (which a sibling subdomain or a plain-http response could plant) is not read
    expect((await me(secureApp, { cookie: `session=${token}` })).statusCode).toBe(401);

    // logout clears the prefixed cookie with the attributes a browser needs to accept it
    const out = await logout(secureApp, { ...jar, origin: HTTPS_URL });
    expect(out.statusCode).toBe(200);
    const cleared = setCookieHeaders(out).find((h) => h.startsWith('__Host-session='));
    expect(cleared).toMatch(/^__Host-session=;/);
    expect(cleared!.toLowerCase()).toContain('secure');
    expect(cleared!.toLowerCase()).toContain('path=/');
    expect((await me(secureApp, jar)).statusCode).toBe(401);
  });

  it('a renewed cookie keeps the __Host- name and attributes', async () => {
    const login = await trpcLogin(secureApp, HTTPS_URL, w.buyerA.email);
    const token = cookieNamed(login, '__Host-session')!.value;
    w.advance(2 * HOUR);
    const used = await me(secureApp, { cookie: `__Host-session=${token}` });
    expect(used.statusCode).toBe(200);
    const renewed = setCookieHeaders(used).find((h) => h.startsWith('__Host-session='));
    expect(renewed).toBeDefined();
    expect(renewed!.toLowerCase()).toMatch(/secure/);
    expect(cookieNamed(used, '__Host-session')!.value).not.toBe(token);
  });

  it('with an http PUBLIC_URL the cookie keeps its name `session`, is not Secure, and no HSTS is sent', async () => {
    const login = await trpcLogin(app, HTTP_URL, w.buyerA.email);
    expect(login.statusCode).toBe(200);
    const c = cookieNamed(login, 'session');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeFalsy();
    expect(cookieNamed(login, '__Host-session')).toBeUndefined();
    expect(login.headers['strict-transport-security']).toBeUndefined();
    expect((await me(app, cookie(c!.value))).statusCode).toBe(200);
  });
});
