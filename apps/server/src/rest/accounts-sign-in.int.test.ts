// Signing in over REST at the real server (inject, on a test database: PGlite, or PostgreSQL when
// DATABASE_URL is set): the token and its claims, a pending account, wrong credentials, the
// per-client and per-account limit on failures, and bodies that are not JSON or too large.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type AccountsWorld } from '@wholesale/services/testing';
import { createPendingAccount, type SignupRequest } from '../testing/accounts';
import { bearer, rawJsonPost, tokenClaims } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;
let pending: SignupRequest;

function restLogin(email: string, password = PASSWORD, remoteAddress?: string) {
  return t.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-sign-in-', freshClientAddresses: true, signIn: [] });
  w = t.world;
  pending = await createPendingAccount(t);
});

afterAll(() => t?.close());

describe('sign-in over REST', () => {
  it('answers {token} with the spec claims, and the bearer token works', async () => {
    const res = await restLogin(w.buyerA.email);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const claims = tokenClaims(token);
    expect(claims).toMatchObject({ userId: w.buyerA.id, role: 'user' });
    expect(typeof claims.exp).toBe('number');
    const me = await t.inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: w.buyerA.id, email: w.buyerA.email } });
    expect(me.json<{ user: Record<string, unknown> }>().user).not.toHaveProperty('password_hash');
  });

  it('gives a pending account 403 with the pending message, and wrong password or unknown e-mail the same 401', async () => {
    const pendingRes = await restLogin(pending.email, 'pending-pass');
    expect(pendingRes.statusCode).toBe(403);
    expect(pendingRes.json()).toMatchObject({ message: 'Your signup request is still pending' });

    const wrong = await restLogin(w.buyerB.email, 'not the password', '10.0.0.2');
    const unknown = await restLogin('nobody@example.com', 'not the password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid credentials',
      message: 'Invalid credentials',
      code: 'accounts.invalidCredentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rate limits repeated failures per client and account with 429, Retry-After and a clear message; the owner elsewhere is not locked out', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await restLogin(w.buyerB.email, 'guess', '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await restLogin(w.buyerB.email, 'guess', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    // even the right password from the attacker's address waits
    expect((await restLogin(w.buyerB.email, PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // the owner, from another address, signs in
    const owner = await restLogin(w.buyerB.email, PASSWORD, '10.1.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const malformed = await t.inject(rawJsonPost('/api/users/login', '{"email":'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'Malformed JSON body',
      message: 'Malformed JSON body',
      code: 'http.malformedJson',
    });
    const notObject = await t.inject({ method: 'POST', url: '/api/users/signup', payload: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    const big = await t.inject(
      rawJsonPost('/api/users/signup', JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) })),
    );
    expect(big.statusCode).toBe(413);
    const missing = await t.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    const trpcMalformed = await t.inject(rawJsonPost('/trpc/auth.login', '{"email":'));
    expect(trpcMalformed.statusCode).toBe(400);
  });
});
