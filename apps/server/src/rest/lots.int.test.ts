// The lots' REST door (POST /api/lots, POST /api/lots/import, GET /api/lots, GET /api/lots/:id) and
// one tRPC twin: the same service answers, a refusal is a 4xx with its code and each refused CSV
// line; a line's lots on its buyer's order, and the shipment record's CSV and PDF. (The rules: the services' lots.int.test.ts; who may: the authorization matrices.)
import { describe, expect, it } from 'vitest';
import { parseInput, placeOrderInput } from '@wholesale/contract';
import { addCases, makeLot, recordShipment, storedLinesOf } from '@wholesale/services/testing';
import { trpcQuery } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
useTestServer((server) => (t = server), { signIn: ['buyer', 'buyerB', 'admin'] });

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

describe('lots on an order and the shipment record over REST', () => {
  let madeLots = 0;
  /** Buyer A's order of product 1 with 2 cases of a new lot, recorded as shipped on `day`. */
  async function shipped(code: string, day: string) {
    const w = t.world;
    const order = await w.orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: 1, quantity: 2 }] }),
    );
    const [line] = await storedLinesOf(w.handle.db, order.id);
    // A new code on each call (a retried test makes its lot again).
    const made = await makeLot(w.handle.db, w.admin.actor, 1, `${code}-${(madeLots += 1)}`, '2026-11-20');
    await addCases(w.handle.db, line!, made.id, [10, 12.5]);
    await recordShipment(w.handle.db, order.id, day, { company: 'Matrix Grill', address: '1 Main St' });
    return { order, line: line!, made };
  }

  it("shows a line's lots to its buyer, and the order to no other company", async () => {
    const { order, line, made } = await shipped('REST-L1', '2025-05-05');
    const mine = await t.injectAs('buyer', { method: 'GET', url: `/api/orders/${order.id}` });
    expect(mine.statusCode, mine.body).toBe(200);
    const lines = mine.json<{ data: { lines: { id: number; lots?: { lot_code: string; cases: number }[] }[] } }>().data
      .lines;
    expect(lines.find((l) => l.id === line.id)?.lots).toEqual([
      expect.objectContaining({ lot_code: made.lot_code, cases: 2, net_lbs: 22.5 }),
    ]);
    const other = await t.injectAs('buyerB', { method: 'GET', url: `/api/orders/${order.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(made.lot_code);
  });

  it('downloads the record as CSV (streamed) and PDF for staff; a bad range is 400 with its code', async () => {
    const { order, made } = await shipped('REST-L2', '2025-06-07');
    const csv = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/admin/shipments.csv?from=2025-06-01&to=2025-06-30',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="shipment-record-2025-06-01-2025-06-30.csv"');
    expect(csv.body).toContain(`2025-06-07,Matrix Grill,1 Main St,${order.order_number},`);
    expect(csv.body).toContain(`,${made.lot_code},EST. 1234,2,22.50,no\r\n`);
    const pdf = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/admin/shipments.pdf?from=2025-06-01&to=2025-06-30&lang=ko',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const [query, code] of [
      ['from=2025-06-30&to=2025-06-01', 'lots.shipmentOrder'],
      ['from=2020-01-01&to=2025-06-01', 'lots.shipmentSpan'],
      ['from=2025-6-1&to=2025-06-30', 'lots.shipmentDay'],
    ] as const) {
      const bad = await t.injectAs('admin', { method: 'GET', url: `/api/admin/shipments.csv?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<{ code: string }>().code).toBe(code);
    }
    const buyer = await t.injectAs('buyer', {
      method: 'GET',
      url: '/api/admin/shipments.csv?from=2025-06-01&to=2025-06-30',
    });
    expect(buyer.statusCode).toBe(403);
  });
});
