// The week by pickup day through its doors on the real server: the Orders page's pickup-day
// filter (GET /api/orders, tRPC admin.orders.list), the week view (GET /api/admin/orders/week,
// admin.orders.week) and the standing orders' forecast (GET /api/admin/standing-orders/forecast,
// admin.orders.forecast): admins only (a guest 401, a buyer 403, even with a bad query), 400 with
// the code and message for a bad day, a reversed range or too long a span, both doors alike.
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@wholesale/contract';
import { restData, trpcData, trpcQuery } from '../testing/requests';
import { NOT_STAFF, useTestServer, type Role, type TestServer } from '../testing/test-server';

let t: TestServer;
useTestServer((server) => (t = server), { tmpPrefix: 'server-pickup-days-' });

const rest = (url: string, role: Role = 'admin') => t.inject({ method: 'GET', url, headers: t.headersAs(role) });
const trpc = (procedure: string, input: unknown, role: Role = 'admin') =>
  t.inject(trpcQuery(procedure, input, t.headersAs(role)));

const WEEK = '/api/admin/orders/week';
const FORECAST = '/api/admin/standing-orders/forecast';

describe('who may read the week and the forecast', () => {
  it.each(NOT_STAFF)('a %s gets %i from every door, even with a bad query', async (who, status) => {
    for (const res of [
      await rest(`${WEEK}?from=2026-11-22&to=2026-11-28`, who),
      await rest(`${WEEK}?from=nonsense`, who),
      await rest(`${FORECAST}?from=2026-11-22&to=2026-11-28`, who),
      await rest(`${FORECAST}?to=1926-12-12`, who),
      await trpc('admin.orders.week', { from: '2026-11-22', to: '2026-11-28' }, who),
      await trpc('admin.orders.forecast', { from: '2026-11-22', to: '2026-11-28' }, who),
    ])
      expect(res.statusCode, res.body).toBe(status);
  });
});

describe('the doors answer alike', () => {
  it('gives the week, a day per date with its figures, on both doors', async () => {
    const viaRest = await rest(`${WEEK}?from=2026-11-22&to=2026-11-28`);
    expect(viaRest.statusCode, viaRest.body).toBe(200);
    const days = restData<{ date: string; open: boolean; by_status: object }[]>(viaRest);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days[0]).toMatchObject({ open: false, closure: null, orders: 0, by_status: {} });
    const viaTrpc = await trpc('admin.orders.week', { from: '2026-11-22', to: '2026-11-28' });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(trpcData(viaTrpc)).toEqual(days);
  });

  it('gives the forecast on both doors', async () => {
    const viaRest = await rest(`${FORECAST}?from=2026-11-22&to=2026-12-20`);
    expect(viaRest.statusCode, viaRest.body).toBe(200);
    const viaTrpc = await trpc('admin.orders.forecast', { from: '2026-11-22', to: '2026-12-20' });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(trpcData(viaTrpc)).toEqual(restData(viaRest));
    expect(restData<{ cycles: unknown }>(viaRest).cycles).toBeNull();
    // A day's cycles, one by one, on both doors alike.
    const dayRest = await rest(`${FORECAST}?from=2026-11-22&to=2026-12-20&cycles_on=2026-12-03`);
    expect(dayRest.statusCode, dayRest.body).toBe(200);
    const dayTrpc = await trpc('admin.orders.forecast', {
      from: '2026-11-22',
      to: '2026-12-20',
      cycles_on: '2026-12-03',
    });
    expect(trpcData(dayTrpc)).toEqual(restData(dayRest));
    expect(restData<{ cycles: unknown }>(dayRest).cycles).toEqual(expect.any(Array));
  });

  it('filters the list by pickup day on both doors', async () => {
    const viaRest = await rest('/api/orders?pickup_from=2026-12-01&pickup_to=2026-12-01');
    expect(viaRest.statusCode, viaRest.body).toBe(200);
    const viaTrpc = await trpc('admin.orders.list', { pickup_from: '2026-12-01', pickup_to: '2026-12-01' });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(trpcData<{ orders: unknown[] }>(viaTrpc).orders).toEqual(restData(viaRest));
  });

  it.each([
    ['/api/orders?pickup_from=Dec%201', 'admin.orders.list', { pickup_from: 'Dec 1' }, 'orders.pickupDay'],
    [
      '/api/orders?pickup_from=2026-12-02&pickup_to=2026-12-01',
      'admin.orders.list',
      { pickup_from: '2026-12-02', pickup_to: '2026-12-01' },
      'orders.pickupRange',
    ],
    [
      '/api/orders?pickup_from=2026-12-01&pickup_to=2027-02-01',
      'admin.orders.list',
      { pickup_from: '2026-12-01', pickup_to: '2027-02-01' },
      'orders.pickupSpan',
    ],
    [
      `${WEEK}?from=2026-12-01&to=2027-01-01`,
      'admin.orders.week',
      { from: '2026-12-01', to: '2027-01-01' },
      'orders.weekSpan',
    ],
    [`${FORECAST}?from=2026-12-01`, 'admin.orders.forecast', { from: '2026-12-01' }, 'orders.pickupDay'],
    [
      `${FORECAST}?from=2026-12-01&to=2026-12-05&cycles_on=Dec%203`,
      'admin.orders.forecast',
      { from: '2026-12-01', to: '2026-12-05', cycles_on: 'Dec 3' },
      'orders.pickupDay',
    ],
    [
      `${WEEK}?from=2026-12-05&to=2026-12-01`,
      'admin.orders.week',
      { from: '2026-12-05', to: '2026-12-01' },
      'orders.pickupRange',
    ],
  ] as const)('refuses %s with 400 and its code, as tRPC does', async (url, procedure, input, code) => {
    const message = ORDER_MESSAGES[code.slice('orders.'.length) as keyof typeof ORDER_MESSAGES];
    const viaRest = await rest(url);
    expect(viaRest.statusCode, viaRest.body).toBe(400);
    expect(viaRest.json()).toMatchObject({ code, message });
    const viaTrpc = await trpc(procedure, input);
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(400);
    expect(viaTrpc.json<{ error: { message: string; data: { code: string } } }>().error.message).toBe(message);
  });
});
