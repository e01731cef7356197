// The lots' REST door (POST /api/lots, POST /api/lots/import, GET /api/lots, GET /api/lots/:id) and
// one tRPC twin: the same service answers, a refusal is a 4xx with its code and each refused CSV
// line. (The rules: the services' lots.int.test.ts; who may: the authorization matrices.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcQuery } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await buildTestServer();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const lot = {
  item_id: 1,
  lot_code: 'REST-1',
  establishment: 'EST. 9',
  produced_on: '2026-11-20',
  packed_on: '2026-11-21',
  cases: 5,
};

describe('production lots over REST', () => {
  it('records a lot (201), lists and reads it, and refuses the same code again (409)', async () => {
    const made = await t.injectAs('admin', { method: 'POST', url: '/api/lots', payload: lot });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ data: { id: number } }>().data;
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/lots?item_id=1&q=rest-1' });
    expect(list.json<{ data: { id: number }[] }>().data.map((l) => l.id)).toEqual([id]);
    const one = await t.injectAs('admin', { method: 'GET', url: `/api/lots/${id}` });
    expect(one.json<{ data: { lot_code: string } }>().data.lot_code).toBe('REST-1');
    const again = await t.injectAs('admin', { method: 'POST', url: '/api/lots', payload: lot });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('lots.lotExists');
    const trpc = await t.inject(trpcQuery('admin.lots.byId', { lotId: id }, t.headersAs('admin')));
    expect(trpc.json<{ result: { data: { id: number } } }>().result.data.id).toBe(id);
  });

  it('answers a bad lot with 400 and its code, and a bad CSV with each refused line', async () => {
    const bad = await t.injectAs('admin', { method: 'POST', url: '/api/lots', payload: { ...lot, cases: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('lots.cases');
    const csv = 'item,lot_code,establishment,produced_on,packed_on,cases\n1,REST-2,EST. 9,2026-11-20,2026-11-21,0';
    const refused = await t.injectAs('admin', { method: 'POST', url: '/api/lots/import', payload: { csv } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'lots.csvRows', fields: { 'line 2': expect.anything() } });
  });
});
