// The per-client limits of the anonymous forms at the real server (inject):
// signup, inquiries, forgot-password and reset-password, through REST and tRPC, answer
// 429 with Retry-After and a clear message past their limit, for that client only.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS } from '@wholesale/services';
import { signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { trpcMutation } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-form-limits-', signIn: [] });
  w = t.world;
});

afterAll(() => t?.close());

describe('per-client limits of the anonymous forms', () => {
  async function exhaust(name: string, limit: number, send: () => Promise<LightMyRequestResponse>, pattern: RegExp) {
    for (let i = 0; i < limit; i += 1) {
      const res = await send();
      expect(res.statusCode, `${name} #${i + 1}: ${res.body}`).toBeLessThan(429);
    }
    const limited = await send();
    expect(limited.statusCode, `${name}: ${limited.body}`).toBe(429);
    // both doors say when to try again
    expect(Number(limited.headers['retry-after']), name).toBeGreaterThan(0);
    expect(limited.body, name).toMatch(pattern);
  }

  it('signup, inquiries, forgot-password and reset-password answer 429 with Retry-After and a clear message past the limit', async () => {
    const ip = '10.77.0.1';
    await exhaust(
      'signup',
      CLIENT_LIMITS.signup.limit,
      () =>
        t.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: signupPayload(uniqueEmail('flood')),
          remoteAddress: ip,
        }),
      /Too many signup requests from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'inquiry',
      CLIENT_LIMITS.inquiry.limit,
      () =>
        t.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { name: 'Q', email: uniqueEmail('q') },
          remoteAddress: ip,
        }),
      /Too many inquiries from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'forgot-password',
      CLIENT_LIMITS.forgotPassword.limit,
      () =>
        t.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          payload: { email: uniqueEmail('f') },
          remoteAddress: ip,
        }),
      /Too many password reset requests from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'reset-password',
      CLIENT_LIMITS.resetPassword.limit,
      () =>
        t.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { email: w.buyerB.email, token: 'z'.repeat(43), newPassword: 'whatever 12345' },
          remoteAddress: ip,
        }),
      /Too many password reset attempts from your network\. Please try again in \d+ minutes?\./,
    );
    // the same limits through tRPC, for another client
    const other = '10.77.0.2';
    await exhaust(
      'tRPC signup.create',
      CLIENT_LIMITS.signup.limit,
      () =>
        t.inject({
          ...trpcMutation('signup.create', signupPayload(uniqueEmail('t')), { origin: TEST_PUBLIC_URL }),
          remoteAddress: other,
        }),
      /Too many signup requests from your network/,
    );
    // a third client is not affected
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: signupPayload(uniqueEmail('ok')),
          remoteAddress: '10.77.0.3',
        })
      ).statusCode,
    ).toBe(201);
  });
});
