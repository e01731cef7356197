// Password reset over REST at the real server (inject): forgot-password answers alike for any
// e-mail, the link comes from the sealed outbox row, and a reset ends every session of the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSealer, hashPassword, outboxBody } from '@wholesale/services';
import { PASSWORD, SESSION_SECRET, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { bearer } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-password-reset-', freshClientAddresses: true, signIn: [] });
  w = t.world;
});

afterAll(() => t?.close());

describe('password reset over REST', () => {
  it('answers alike for any e-mail, and a reset ends every session of that user', async () => {
    const email = uniqueEmail('carol');
    await w.handle.db
      .insertInto('users')
      .values({
        email,
        name: 'Carol Park',
        first_name: 'Carol',
        last_name: 'Park',
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    const oldToken = await t.login(email);
    const user = await w.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(oldToken) })).statusCode,
    ).toBe(200);

    const known = await t.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: uniqueEmail('ghost') },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    await w.services.passwordReset.idle(); // the link is prepared off the request path
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('template', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    // the reset mail is stored sealed
    const link =
      /https?:\/\/\S+reset-password\S+/.exec(outboxBody(mail, new OutboxSealer(SESSION_SECRET)).text)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);

    const reset = await t.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email, token, newPassword: 'a brand new secret 1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Password reset successfully! You can now log in with your new password.',
    });
    expect(
      (await t.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: 'a brand new secret 1' },
        })
      ).statusCode,
    ).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email, token, newPassword: 'another secret 22' },
    });
    expect(again.statusCode).toBe(400);
  });
});
