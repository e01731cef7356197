// The cases' REST door (POST /api/orders/:id/cases, GET …/cases, DELETE …/cases/:caseId,
// POST /api/gs1/parse) and a tRPC twin: the same service answers, a refusal is a 4xx with its code
// and the field it names. (The rules: the services' cases.int.test.ts; who may: the matrices.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, GS1_GROUP_SEPARATOR } from '@wholesale/rules';
import { checkoutAs } from '../testing/accounts';
import { trpcMutation } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };

let t: TestServer;
const cw = demoItems.find((d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const GTIN = '10088123450015';
let lotId = 0;
beforeAll(async () => {
  t = await buildTestServer();
  await t.world.handle.db.updateTable('items').set({ gtin: GTIN }).where('id', '=', cw.id).execute();
  const lot = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/lots',
    payload: {
      item_id: cw.id,
      lot_code: 'R-2611',
      establishment: 'EST. 7',
      produced_on: '2026-11-20',
      packed_on: '2026-11-21',
      cases: 9,
    },
  });
  lotId = lot.json<{ data: { id: number } }>().data.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function order(): Promise<{ id: number; line: number }> {
  const { id } = await checkoutAs(t, t.headersAs('buyer'), [{ id: cw.id, quantity: 2 }]);
  const cases = await t.injectAs('admin', { method: 'GET', url: `/api/orders/${id}/cases` });
  return { id, line: cases.json<{ data: { lines: { line_id: number }[] } }>().data.lines[0]!.line_id };
}

const label = `]C101${GTIN}320200455010R-2611${GS1_GROUP_SEPARATOR}21REST1`;

describe('cases over REST', () => {
  it('adds a scanned case (201) whose weight the line takes, lists and removes it', async () => {
    const o = await order();
    const added = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/orders/${o.id}/cases`,
      payload: { line_id: o.line, barcode: label },
    });
    expect(added.statusCode, added.body).toBe(201);
    const data = added.json<{
      data: { case: { id: number; net_lbs: number }; order: { lines: { weighed_lbs: number }[] } };
    }>().data;
    expect(data.case.net_lbs).toBe(45.5);
    expect(data.order.lines[0]!.weighed_lbs).toBe(45.5);
    const removed = await t.injectAs('admin', { method: 'DELETE', url: `/api/orders/${o.id}/cases/${data.case.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: { lines: { cases: unknown[] }[] } }>().data.lines[0]!.cases).toEqual([]);
  });

  it('refuses a label it cannot read with 400, its code and the field; a typed case of 250 lb too', async () => {
    const o = await order();
    const bad = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/orders/${o.id}/cases`,
      payload: { line_id: o.line, barcode: `01${GTIN}9912` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'cases.unknownAi', fields: { barcode: { code: 'cases.unknownAi' } } });
    const heavy = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/orders/${o.id}/cases`,
      payload: { line_id: o.line, lot_id: lotId, net_lbs: 250 },
    });
    expect(heavy.statusCode).toBe(400);
    expect(JSON.stringify(heavy.json())).toContain('cases.netLbs');
  });

  it('checks a label without writing (REST and tRPC answer alike)', async () => {
    const rest = await t.injectAs('admin', { method: 'POST', url: '/api/gs1/parse', payload: { barcode: label } });
    expect(rest.statusCode).toBe(200);
    const body = rest.json<{ data: { label: { lot: string }; product: { id: number }; lot: { id: number } } }>().data;
    expect(body).toMatchObject({ label: { lot: 'R-2611' }, product: { id: cw.id }, lot: { id: lotId } });
    const trpc = await t.inject(
      trpcMutation('admin.cases.parse', { barcode: label }, { ...t.headersAs('admin'), ...OWN_ORIGIN }),
    );
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(body);
  });
});
