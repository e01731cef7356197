// Error codes end to end: the same failure carries the same stable code through
// both doors, REST in its body ({ error, message, code, params?, fields? }) and tRPC in its error's
// data ({ errorCode, params, fields }), with the parameters a client words itself (the minutes of a
// lockout, the closed day) and the per-field errors of a refused input, each with its code.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { COMMON_ERRORS, ERROR_CODES, isErrorCode, UnavailableError } from '@wholesale/contract';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { rawJsonPost } from '../testing/requests';
import { useTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const [item, other] = demoItems.filter((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC);

let t: TestServer;

type Headers = Record<string, string>;

interface Coded {
  status: number;
  code: unknown;
  params: unknown;
  fields: unknown;
  message: unknown;
}

/** A REST answer's status and coded body. */
async function rest(options: InjectOptions): Promise<Coded> {
  const res = await t.inject(options);
  const body = res.json<{ error: string; message: string; code: string; params?: unknown; fields?: unknown }>();
  // `error` and `message` stay as documented, beside the code.
  expect(body.error, res.body).toBe(body.message);
  return {
    status: res.statusCode,
    code: body.code,
    params: body.params ?? null,
    fields: body.fields ?? null,
    message: body.message,
  };
}

/** A tRPC mutation's status and the coded data of its error. */
async function trpc(procedure: string, input: unknown, headers: Headers = {}): Promise<Coded> {
  const res = await t.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, ...headers },
    payload: JSON.stringify(input),
  });
  const { error } = res.json<{
    error: { message: string; data: { errorCode: string; params: unknown; fields: unknown } };
  }>();
  return {
    status: res.statusCode,
    code: error.data.errorCode,
    params: error.data.params,
    fields: error.data.fields,
    message: error.message,
  };
}

useTestServer((server) => (t = server), { tmpPrefix: 'server-error-codes-' });

describe('the same failure, the same code, through REST and tRPC', () => {
  it('a wrong password', async () => {
    const input = { email: t.world.buyerA.email, password: 'not-the-password' };
    const viaRest = await rest({ method: 'POST', url: '/api/users/login', payload: input });
    const viaTrpc = await trpc('auth.login', input);
    expect([viaRest.status, viaRest.code, viaRest.params]).toEqual([401, 'accounts.invalidCredentials', null]);
    expect([viaTrpc.status, viaTrpc.code, viaTrpc.params]).toEqual([401, 'accounts.invalidCredentials', null]);
    expect(viaRest.message).toBe(ERROR_CODES['accounts.invalidCredentials']);
  });

  it('a lockout, with its wait in minutes as a parameter', async () => {
    const input = { email: t.world.buyerB.email, password: 'not-the-password' };
    for (let i = 0; i < 5; i++)
      expect((await rest({ method: 'POST', url: '/api/users/login', payload: input })).code).toBe(
        'accounts.invalidCredentials',
      );
    const viaRest = await rest({ method: 'POST', url: '/api/users/login', payload: input });
    const viaTrpc = await trpc('auth.login', input);
    expect([viaRest.status, viaRest.code, viaRest.params]).toEqual([
      429,
      'accounts.tooManyLoginAttempts',
      { minutes: 15 },
    ]);
    expect([viaTrpc.status, viaTrpc.code, viaTrpc.params]).toEqual([
      429,
      'accounts.tooManyLoginAttempts',
      { minutes: 15 },
    ]);
    expect(viaRest.message).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('a refused input: the first field’s code, and every field with its own', async () => {
    const input = { email: 'not-an-email', password: '' };
    const viaRest = await rest({ method: 'POST', url: '/api/users/login', payload: input });
    const viaTrpc = await trpc('auth.login', input);
    expect([viaRest.status, viaTrpc.status]).toEqual([400, 400]);
    expect(viaRest.code).toBe('validation.email');
    expect(viaTrpc.code).toBe('validation.email');
    expect(viaRest.fields).toMatchObject({ email: { code: 'validation.email', message: 'Invalid email address' } });
    expect(viaTrpc.fields).toEqual(viaRest.fields);
  });

  it('a pickup day staff closed, with the day as a parameter', async () => {
    const slots = await t.world.orders.pickupSlots(t.world.buyerA.actor);
    const day = slots[2]!;
    const closed = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/calendar/closed-days',
      payload: { dates: [day.date] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    try {
      const order = {
        order_type: 'pickup',
        cart_items: [{ id: item!.id, quantity: 1 }],
        pickup_slot: day.windows[0]!.slot,
      };
      const viaRest = await rest({ method: 'POST', url: '/api/orders', headers: t.headersAs('buyer'), payload: order });
      const viaTrpc = await trpc('orders.place', order, t.headersAs('buyer'));
      for (const answer of [viaRest, viaTrpc]) {
        expect([answer.status, answer.code, answer.params]).toEqual([
          400,
          'orders.pickupDayClosed',
          { date: day.date },
        ]);
        expect(answer.fields).toMatchObject({
          pickup_slot: { code: 'orders.pickupDayClosed', params: { date: day.date } },
        });
      }
    } finally {
      await t.injectAs('admin', { method: 'PUT', url: '/api/calendar/closed-days', payload: { dates: [] } });
    }
  });

  it('a checkout key reused with another cart; different failures have different codes', async () => {
    const first = { order_type: 'pickup', cart_items: [{ id: item!.id, quantity: 1 }] };
    const second = { order_type: 'pickup', cart_items: [{ id: other!.id, quantity: 2 }] };
    const headers = { ...t.headersAs('buyer'), 'idempotency-key': 'codes-rest-key-1' };
    expect((await t.inject({ method: 'POST', url: '/api/orders', headers, payload: first })).statusCode).toBe(201);
    const viaRest = await rest({ method: 'POST', url: '/api/orders', headers, payload: second });

    const key = { idempotency_key: 'codes-trpc-key-1' };
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/trpc/orders.place',
          headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, ...t.headersAs('buyer') },
          payload: JSON.stringify({ ...first, ...key }),
        })
      ).statusCode,
    ).toBe(200);
    const viaTrpc = await trpc('orders.place', { ...second, ...key }, t.headersAs('buyer'));

    expect([viaRest.status, viaRest.code]).toEqual([409, 'orders.keyReused']);
    expect([viaTrpc.status, viaTrpc.code]).toEqual([409, 'orders.keyReused']);
    const empty = await rest({
      method: 'POST',
      url: '/api/orders',
      headers: t.headersAs('buyer'),
      payload: { order_type: 'pickup', cart_items: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.code).not.toBe('orders.keyReused');
    expect(isErrorCode(empty.code)).toBe(true);
  });

  it('a failure no domain names: a generic code of its own, never a missing one', async () => {
    const notFound = await rest({ method: 'GET', url: '/api/no-such-route' });
    expect([notFound.status, notFound.code]).toEqual([404, 'common.notFound']);
    const guest = await trpc('orders.place', { cart_items: [{ id: item!.id, quantity: 1 }] });
    expect([guest.status, guest.code]).toEqual([401, 'common.signIn']);
    const malformed = await rest(rawJsonPost('/api/users/login', '{"email":'));
    expect([malformed.status, malformed.code]).toEqual([400, 'http.malformedJson']);
  });

  it('a full queue (the PDF pool’s): 503 with Retry-After and common.busy, through REST and tRPC', async () => {
    const busy = () => Promise.reject(new UnavailableError(COMMON_ERRORS.busy, 2));
    const services = t.deps.services;
    if (!services) throw new Error('the test server is built with its services');
    const other = await t.buildAnother({
      deps: { services: { ...services, orders: { ...services.orders, invoice: busy, order: busy } } },
    });
    try {
      const headers = t.headersAs('buyer');
      const viaRest = await other.inject({ method: 'GET', url: '/api/orders/1/invoice.pdf', headers });
      expect([viaRest.statusCode, viaRest.headers['retry-after'], viaRest.json<{ code: string }>().code]).toEqual([
        503,
        '2',
        'common.busy',
      ]);
      const viaTrpc = await other.inject({
        method: 'GET',
        url: `/trpc/orders.detail?input=${encodeURIComponent(JSON.stringify({ orderId: 1 }))}`,
        headers,
      });
      const { error } = viaTrpc.json<{ error: { data: { code: string; errorCode: string } } }>();
      expect([viaTrpc.statusCode, viaTrpc.headers['retry-after'], error.data.code, error.data.errorCode]).toEqual([
        503,
        '2',
        'SERVICE_UNAVAILABLE',
        'common.busy',
      ]);
    } finally {
      await other.close();
    }
  });
});
