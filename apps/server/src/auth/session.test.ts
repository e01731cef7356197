import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@wholesale/contract';
import { actorOf, installSessions } from './session';

// The signed-out marker at the door, with the services faked: what happens when the session it
// names cannot be ended (the database away). The real services are in signed-out-marker.int.test.ts.

async function door(end: (token: string) => Promise<void>) {
  const app = Fastify();
  const buyer: Actor = { kind: 'buyer', userId: 7 };
  await installSessions(app, {
    publicUrl: 'http://localhost',
    verify: async (token) => (token === 'good' ? buyer : null),
    end,
  });
  app.get('/who', async (request) => actorOf(request));
  return app;
}

describe('the signed-out marker when the session cannot be ended', () => {
  it('answers as a guest and clears nothing: the next request tries again', async () => {
    let tries = 0;
    const app = await door(async () => {
      tries += 1;
      throw new Error('database away');
    });
    const res = await app.inject({ method: 'GET', url: '/who', headers: { cookie: 'session=good; signed-out=1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'guest' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(tries).toBe(1);
    await app.close();
  });

  it('once ended, clears both cookies and answers as a guest', async () => {
    const ended: string[] = [];
    const app = await door(async (token) => void ended.push(token));
    const res = await app.inject({ method: 'GET', url: '/who', headers: { cookie: 'session=good; signed-out=1' } });
    expect(res.json()).toEqual({ kind: 'guest' });
    expect(ended).toEqual(['good']);
    const cookies = res.cookies.map((c) => [c.name, c.value]);
    expect(cookies).toEqual(
      expect.arrayContaining([
        ['session', ''],
        ['signed-out', ''],
      ]),
    );
    // Without the marker the same cookie signs in, as before.
    const plain = await app.inject({ method: 'GET', url: '/who', headers: { cookie: 'session=good' } });
    expect(plain.json()).toEqual({ kind: 'buyer', userId: 7 });
    await app.close();
  });
});
