// Sessions in the web client at the real server (inject): the httpOnly session cookie that tRPC
// login sets, server-side logout, the sliding 12-hour renewal, the Secure cookie behind https, the
// client address behind proxies (the rate-limit key), and the cross-site check on state changes
// made with the cookie. The hardening of the same sessions: session-hardening.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type AccountsWorld } from '@wholesale/services/testing';
import { CROSS_SITE_MESSAGE } from './cross-site';
import { bearer, cookieNamed, tokenClaims, trpcMutation, trpcQuery } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };
const EVIL_ORIGIN = { origin: 'https://evil.example' };

let t: TestServer;
let w: AccountsWorld;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-sessions-', freshClientAddresses: true, signIn: ['buyer', 'buyerB'] });
  w = t.world;
});

afterAll(() => t?.close());

describe('sessions in the web client: the httpOnly cookie', () => {
  it('tRPC login sets an httpOnly SameSite=Lax cookie, auth.me works with it, logout clears it', async () => {
    const login = await t.inject(trpcMutation('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.body).not.toContain('eyJ'); // the token never reaches browser code
    const cookie = cookieNamed(login);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();

    const jar = { cookie: `session=${cookie?.value}` };
    const me = await t.inject(trpcQuery('auth.me', undefined, jar));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ result: { data: { id: w.buyerA.id, first_name: 'Alice' } } });
    // The same cookie works for the REST reads of the web client.
    expect((await t.inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: jar })).statusCode).toBe(200);

    const logout = await t.inject(trpcMutation('auth.logout', undefined, { ...jar, ...OWN_ORIGIN }));
    expect(logout.statusCode).toBe(200);
    const cleared = cookieNamed(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? (cleared?.maxAge ?? 1) * 1000).toBeLessThanOrEqual(Date.now());
    expect((await t.inject(trpcQuery('auth.me', undefined, {}))).statusCode).toBe(401);
  });

  it('logout ends the session server-side: the same token then gets 401 as cookie and as Bearer', async () => {
    const login = await t.inject(trpcMutation('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN));
    const token = cookieNamed(login)!.value;
    const jar = { cookie: `session=${token}` };
    expect((await t.inject(trpcQuery('auth.me', undefined, jar))).statusCode).toBe(200);
    const logout = await t.inject(trpcMutation('auth.logout', undefined, { ...jar, ...OWN_ORIGIN }));
    expect(logout.statusCode).toBe(200);
    // a client that kept the cookie, or the token copied out of it
    expect((await t.inject(trpcQuery('auth.me', undefined, jar))).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: jar })).statusCode).toBe(401);
    expect((await t.inject(trpcQuery('auth.me', undefined, bearer(token)))).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: bearer(token) })).statusCode,
    ).toBe(401);

    // A REST client's bearer token, logged out through the bearer header.
    const rest = await t.login(w.buyerB.email);
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: bearer(rest) })).statusCode,
    ).toBe(200);
    expect((await t.inject(trpcMutation('auth.logout', undefined, bearer(rest)))).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: bearer(rest) })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: { cookie: `session=${rest}` } }))
        .statusCode,
    ).toBe(401);
    // other sessions of the same buyer go on
    expect((await t.injectAs('buyerB', { method: 'GET', url: `/api/users/${w.buyerB.id}` })).statusCode).toBe(200);
  });

  it('renews an old cookie on use (sliding 12 h), and a session token lasts 12 hours', async () => {
    const login = await t.inject(trpcMutation('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN));
    const token = cookieNamed(login)!.value;
    const claims = tokenClaims(token) as { exp: number; iat: number; jti: string };
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    expect(claims.jti).toBeTruthy();
    const fresh = await t.inject(trpcQuery('auth.me', undefined, { cookie: `session=${token}` }));
    expect(cookieNamed(fresh)).toBeUndefined();
    w.advance(2 * 60 * 60 * 1000);
    try {
      const later = await t.inject(trpcQuery('auth.me', undefined, { cookie: `session=${token}` }));
      expect(later.statusCode).toBe(200);
      const renewed = cookieNamed(later);
      expect(renewed?.value).toBeTruthy();
      expect(renewed?.value).not.toBe(token);
      // a bearer token is never renewed
      expect(cookieNamed(await t.inject(trpcQuery('auth.me', undefined, bearer(token))))).toBeUndefined();
    } finally {
      w.advance(-2 * 60 * 60 * 1000);
    }
  });

  it('marks the cookie Secure behind an https public URL', async () => {
    const https = await t.buildAnother({ config: { publicUrl: 'https://shop.example.com' } });
    try {
      const res = await https.inject(
        trpcMutation(
          'auth.login',
          { email: w.buyerB.email, password: PASSWORD },
          { origin: 'https://shop.example.com' },
        ),
      );
      expect(res.statusCode).toBe(200);
      // named __Host-session there (session-hardening.int.test.ts)
      expect(cookieNamed(res, '__Host-session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    } finally {
      await https.close();
    }
  });

  it('takes the client address (the rate-limit key) from X-Forwarded-For only as far as TRUST_PROXY allows', async () => {
    const ipOf = async (trustProxy: false | number) => {
      const probe = await t.buildAnother({ config: { trustProxy } });
      probe.app.get('/api/test-ip', async (request) => ({ ip: request.ip }));
      try {
        const res = await probe.inject({
          method: 'GET',
          url: '/api/test-ip',
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': '6.6.6.6, 5.5.5.5' },
        });
        return res.json<{ ip: string }>().ip;
      } finally {
        await probe.close();
      }
    };
    expect(await ipOf(false)).toBe('10.9.9.9');
    // One proxy: its own entry (the right-most) names the client; what the client wrote to the left does not count.
    expect(await ipOf(1)).toBe('5.5.5.5');
    expect(await ipOf(2)).toBe('6.6.6.6');
  });

  it('refuses a cross-origin or origin-less state change made with the cookie, not one with a bearer token', async () => {
    const jar = { cookie: `session=${t.tokenOf('buyer')}` };
    const update = { userId: w.buyerA.id, phone_number: '213-555-0101' };

    const evil = await t.inject(trpcMutation('account.update', update, { ...jar, ...EVIL_ORIGIN }));
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const evilRest = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, ...EVIL_ORIGIN },
      payload: { phone_number: '1' },
    });
    expect(evilRest.statusCode).toBe(403);
    const evilReferer = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, referer: 'https://evil.example/page' },
      payload: { phone_number: '1' },
    });
    expect(evilReferer.statusCode).toBe(403);
    const noOrigin = await t.inject(trpcMutation('account.update', update, jar));
    expect(noOrigin.statusCode).toBe(403);
    // A cross-site login (login CSRF) is refused too, cookie or not.
    expect(
      (await t.inject(trpcMutation('auth.login', { email: w.buyerA.email, password: PASSWORD }, EVIL_ORIGIN)))
        .statusCode,
    ).toBe(403);

    const own = await t.inject(trpcMutation('account.update', update, { ...jar, ...OWN_ORIGIN }));
    expect(own.statusCode, own.body).toBe(200);
    const sameHost = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, host: 'shop.lan:8080', origin: 'http://shop.lan:8080' },
      payload: { phone_number: '213-555-0102' },
    });
    expect(sameHost.statusCode, sameHost.body).toBe(200);
    const viaReferer = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, referer: `${TEST_PUBLIC_URL}/profile/user/x` },
      payload: { phone_number: '213-555-0103' },
    });
    expect(viaReferer.statusCode).toBe(200);
    // Bearer requests are not sent by browsers on their own: exempt.
    const withBearer = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...t.headersAs('buyer'), ...EVIL_ORIGIN },
      payload: { phone_number: '213-555-0104' },
    });
    expect(withBearer.statusCode).toBe(200);
    // Reads are not state changes.
    expect((await t.inject(trpcQuery('auth.me', undefined, { ...jar, ...EVIL_ORIGIN }))).statusCode).toBe(200);
  });

  it('clears a cookie whose token no longer holds, and answers as for a guest', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/users/${w.buyerA.id}`,
      headers: { cookie: 'session=not.a.token' },
    });
    expect(res.statusCode).toBe(401);
    expect(cookieNamed(res)?.value).toBe('');
  });
});
