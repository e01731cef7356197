// The cutoff reminder's doors on the real server (REST /api/reminders/cutoff* and tRPC reminders.*),
// driven with inject(): a buyer reads and sets their own through either door and both answer alike;
// staff are refused before the body is read; a bad body is a 400 with its code; the stop link,
// without signing in, turns it off, and a forged one is a 400.
import { describe, expect, it } from 'vitest';
import { REMINDER_CODES } from '@wholesale/contract';
import { createStopLinks } from '@wholesale/services';
import { SESSION_SECRET } from '@wholesale/services/testing';
import { trpcMutation, trpcQuery } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;

useTestServer((server) => (t = server), { tmpPrefix: 'server-reminders-', signIn: ['buyer', 'buyerB', 'admin'] });

const put = (role: 'buyer' | 'buyerB' | 'admin' | 'guest', payload: unknown) =>
  t.injectAs(role, { method: 'PUT', url: '/api/reminders/cutoff', payload: payload as Record<string, unknown> });

describe('the cutoff reminder’s doors', () => {
  it('a buyer sets their own through REST and reads it through tRPC, alike', async () => {
    const set = await put('buyer', { enabled: true, hours_before: 12 });
    expect(set.statusCode, set.body).toBe(200);
    const rest = set.json<{ data: { enabled: boolean; hours_before: number } }>().data;
    expect(rest).toMatchObject({ enabled: true, hours_before: 12, hours_choices: [4, 12, 24, 48] });
    const viaTrpc = await t.inject(trpcQuery('reminders.cutoff', undefined, t.headersAs('buyer')));
    expect(viaTrpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest);
    // Another buyer's is their own, untouched.
    const other = await t.injectAs('buyerB', { method: 'GET', url: '/api/reminders/cutoff' });
    expect(other.json<{ data: { enabled: boolean } }>().data.enabled).toBe(false);
  });

  it('refuses staff and guests before the body, and a bad body with its code', async () => {
    expect((await put('admin', { hours_before: 'x' })).statusCode).toBe(403);
    expect((await put('guest', { hours_before: 'x' })).statusCode).toBe(401);
    const bad = await put('buyer', { enabled: true, hours_before: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe(REMINDER_CODES.hours);
  });

  it('the stop link turns it off without signing in; a forged one is a 400', async () => {
    await put('buyer', { enabled: true, hours_before: 24 });
    const token = createStopLinks(SESSION_SECRET).token(t.world.buyerA.id, t.world.now());
    const stop = await t.inject({ method: 'POST', url: '/api/reminders/cutoff/stop', payload: { token } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ success: true, data: { enabled: false } });
    const read = await t.injectAs('buyer', { method: 'GET', url: '/api/reminders/cutoff' });
    expect(read.json<{ data: { enabled: boolean; hours_before: number } }>().data).toMatchObject({
      enabled: false,
      hours_before: 24,
    });
    const forged = createStopLinks('another-secret-of-at-least-32-bytes!!').token(t.world.buyerA.id, t.world.now());
    const refused = await t.inject(trpcMutation('reminders.stopCutoff', { token: forged }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(REMINDER_CODES.stopLink);
  });
});
