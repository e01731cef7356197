// A shared phone signed out without signal: the web client writes the `signed-out` marker cookie
// (its script cannot clear the httpOnly session cookie), and the server ends the session the cookie
// names on the first request that carries the marker, whatever it is, then clears both cookies.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, type AccountsWorld } from '@wholesale/services/testing';
import { bearer, cookieNamed, setCookieHeaders, trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type OtherServer, type TestServer } from '../testing/test-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HTTPS_URL = 'https://shop.example.com';
type Server = Pick<TestServer | OtherServer, 'inject'>;

let t: TestServer;
let w: AccountsWorld;
let secureApp: Server;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-signed-out-', freshClientAddresses: true, signIn: [] });
  w = t.world;
  secureApp = await t.buildAnother({ config: { publicUrl: HTTPS_URL } });
});

afterAll(() => t?.close());

async function signIn(server: Server, origin: string, email: string, name = 'session'): Promise<string> {
  const login = await server.inject(trpcMutation('auth.login', { email, password: PASSWORD }, { origin }));
  expect(login.statusCode, login.body).toBe(200);
  return cookieNamed(login, name)!.value;
}

/** Who auth.session says the request is (a user id, or null for a guest). */
function sessionId(res: LightMyRequestResponse): number | null {
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { result: { data: { id: number } | null } }).result.data?.id ?? null;
}

const session = (server: Server, headers: Headers) => server.inject(trpcQuery('auth.session', undefined, headers));
const profile = (server: Server, userId: number, headers: Headers) =>
  server.inject({ method: 'GET', url: `/api/users/${userId}`, headers });

/** The Set-Cookie header for `name`, if the answer sends one. */
const setCookie = (res: LightMyRequestResponse, name: string) =>
  setCookieHeaders(res).find((h) => h.startsWith(`${name}=`));
const clears = (header: string | undefined) =>
  header !== undefined && /^[^=]+=;/.test(header) && /expires=thu, 01 jan 1970/i.test(header);

describe('the signed-out marker', () => {
  it('ends the session its cookie names on any request: a guest answer, both cookies cleared, the token refused as cookie and as bearer', async () => {
    const token = await signIn(t, TEST_PUBLIC_URL, w.buyerA.email);
    expect(sessionId(await session(t, { cookie: `session=${token}` }))).toBe(w.buyerA.id);

    // Any request: here a read of the catalogue, as the phone's first request back online may be.
    const first = await t.inject({
      method: 'GET',
      url: '/api/items',
      headers: { cookie: `session=${token}; signed-out=1` },
    });
    expect(first.statusCode).toBe(200);
    expect(clears(setCookie(first, 'session')), setCookieHeaders(first).join(' | ')).toBe(true);
    expect(clears(setCookie(first, 'signed-out')), setCookieHeaders(first).join(' | ')).toBe(true);
    expect(setCookie(first, 'signed-out')).toMatch(/path=\/(;|$)/i);

    expect(sessionId(await session(t, { cookie: `session=${token}` }))).toBeNull();
    expect((await profile(t, w.buyerA.id, bearer(token))).statusCode).toBe(401);
  });

  it('answers the request that carries it as a guest, even one the session would have signed in', async () => {
    const token = await signIn(t, TEST_PUBLIC_URL, w.buyerB.email);
    const res = await profile(t, w.buyerB.id, { cookie: `session=${token}; signed-out=1` });
    expect(res.statusCode).toBe(401);
    expect(sessionId(await session(t, { cookie: `session=${token}` }))).toBeNull();
  });

  it('a sign-in sent with it ends the old session and starts the new one: the new cookie is the last word', async () => {
    const old = await signIn(t, TEST_PUBLIC_URL, w.buyerA.email);
    const login = await t.inject(
      trpcMutation(
        'auth.login',
        { email: w.buyerB.email, password: PASSWORD },
        { origin: TEST_PUBLIC_URL, cookie: `session=${old}; signed-out=1` },
      ),
    );
    expect(login.statusCode, login.body).toBe(200);
    const sessions = setCookieHeaders(login).filter((h) => h.startsWith('session='));
    expect(sessions, 'one Set-Cookie for the session').toHaveLength(1);
    const fresh = cookieNamed(login, 'session')!.value;
    expect(fresh).not.toBe('');
    expect(clears(setCookie(login, 'signed-out'))).toBe(true);
    expect(sessionId(await session(t, { cookie: `session=${old}` }))).toBeNull();
    expect(sessionId(await session(t, { cookie: `session=${fresh}` }))).toBe(w.buyerB.id);
  });

  it('alone, or with a session that no longer holds, is simply cleared', async () => {
    const alone = await session(t, { cookie: 'signed-out=1' });
    expect(sessionId(alone)).toBeNull();
    expect(clears(setCookie(alone, 'signed-out'))).toBe(true);
    expect(setCookie(alone, 'session')).toBeUndefined();

    for (const junk of ['not-a-token', 'x'.repeat(5000), 'a.b.c']) {
      const res = await session(t, { cookie: `session=${junk}; signed-out=1` });
      expect(sessionId(res)).toBeNull();
      expect(clears(setCookie(res, 'signed-out'))).toBe(true);
    }
  });

  it('leaves a bearer-signed request as it is: it ends only the cookie session', async () => {
    const token = await signIn(t, TEST_PUBLIC_URL, w.buyerA.email);
    const res = await profile(t, w.buyerA.id, { ...bearer(token), cookie: 'signed-out=1' });
    expect(res.statusCode).toBe(200);
    expect(sessionId(await session(t, bearer(token)))).toBe(w.buyerA.id);
  });

  it('behind https it is __Host-signed-out, cleared Secure with Path=/; the plain name is not read there', async () => {
    const token = await signIn(secureApp, HTTPS_URL, w.buyerB.email, '__Host-session');
    const plain = await session(secureApp, { cookie: `__Host-session=${token}; signed-out=1` });
    expect(sessionId(plain)).toBe(w.buyerB.id);

    const marked = await session(secureApp, { cookie: `__Host-session=${token}; __Host-signed-out=1` });
    expect(sessionId(marked)).toBeNull();
    const header = setCookie(marked, '__Host-signed-out');
    expect(clears(header)).toBe(true);
    expect(header).toMatch(/;\s*secure/i);
    expect(header).toMatch(/path=\/(;|$)/i);
    expect(sessionId(await session(secureApp, { cookie: `__Host-session=${token}` }))).toBeNull();
  });
});
