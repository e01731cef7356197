// Buyers' prices through the real server's doors (REST /api/users/:id/prices, /api/price-lists and
// tRPC admin.prices.*), driven with inject(): the documented answers, a 400 with the message and
// code for a bad body, both doors on the same service, and the storefront's documented item
// endpoints carrying each buyer's own price in `discounted_price`, never to another buyer or a guest.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { PRICE_MESSAGES } from '@wholesale/contract';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import type { AccountsWorld } from '@wholesale/services/testing';
import { useTestServer, type Role, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;

let t: TestServer;
let w: AccountsWorld;

type Headers = Record<string, string>;
const as = (role: Role): Headers => t.headersAs(role);
const trpcGet = (procedure: string, input: unknown, headers: Headers): Promise<LightMyRequestResponse> =>
  t.inject({ method: 'GET', url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });

useTestServer(
  (server) => {
    t = server;
    w = server.world;
  },
  { tmpPrefix: 'server-prices-', signIn: ['buyer', 'buyerB', 'admin'] },
);

describe("the admin's price doors", () => {
  it('create a list (201), give it to buyer A with an own price, and read both through REST and tRPC alike', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/price-lists',
      headers: as('admin'),
      payload: {
        name: 'Doors list',
        prices: [
          { item_id: item.id, price: 7.5 },
          { item_id: item.id, price: 6.5, min_quantity: 10 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const list = created.json<{ success: boolean; data: { id: number; name: string; prices: unknown[] } }>();
    expect(list).toMatchObject({
      success: true,
      data: {
        name: 'Doors list',
        prices: [
          { item_id: item.id, price: 7.5, min_quantity: 1 },
          { item_id: item.id, price: 6.5, min_quantity: 10 },
        ],
      },
    });

    const assigned = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}/price-list`,
      headers: as('admin'),
      payload: { price_list_id: list.data.id },
    });
    expect(assigned.json()).toEqual({
      success: true,
      data: { user_id: w.buyerA.id, price_list: { id: list.data.id, name: 'Doors list' } },
    });
    const own = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}/prices`,
      headers: as('admin'),
      payload: { prices: [{ item_id: item.id, price: 5.25 }] },
    });
    expect(own.statusCode).toBe(200);

    const rest = await t.inject({ method: 'GET', url: `/api/users/${w.buyerA.id}/prices`, headers: as('admin') });
    const trpc = await trpcGet('admin.prices.buyerPrices', { userId: w.buyerA.id }, as('admin'));
    expect(rest.json<{ data: unknown }>().data).toEqual(trpc.json<{ result: { data: unknown } }>().result.data);
    expect(rest.json()).toMatchObject({
      success: true,
      data: { price_list: { id: list.data.id, name: 'Doors list' }, prices: [{ item_id: item.id, price: 5.25 }] },
    });
  });

  it("answer a bad body with 400, the message in the product's words and its code", async () => {
    const res = await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}/prices`,
      headers: as('admin'),
      payload: { prices: [{ item_id: item.id, price: -1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PRICE_MESSAGES.price, code: 'prices.price' });
    const dup = await t.inject({
      method: 'POST',
      url: '/api/price-lists',
      headers: as('admin'),
      payload: { name: 'doors LIST', prices: [] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'prices.nameTaken' });
    const missing = await t.inject({ method: 'GET', url: '/api/price-lists/999999', headers: as('admin') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'prices.listNotFound' });
  });
});

describe("the documented item endpoints carry each buyer's own price", () => {
  it('buyer A reads their price in discounted_price; buyer B the member price; a guest no discounted price', async () => {
    await t.inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}/prices`,
      headers: as('admin'),
      payload: { prices: [{ item_id: item.id, price: 4.75 }] },
    });
    const read = async (headers: Headers) => {
      const one = (await t.inject({ method: 'GET', url: `/api/items/${item.id}`, headers })).json<{
        data: Record<string, unknown>;
      }>().data;
      const all = (await t.inject({ method: 'GET', url: '/api/items', headers }))
        .json<{ data: Record<string, unknown>[] }>()
        .data.find((i) => i.id === item.id)!;
      const style = (await t.inject({ method: 'GET', url: `/api/items/style/${item.style}`, headers }))
        .json<{ data: Record<string, unknown>[] }>()
        .data.find((i) => i.id === item.id)!;
      return [one.discounted_price, all.discounted_price, style.discounted_price];
    };
    expect(await read(as('buyer'))).toEqual([4.75, 4.75, 4.75]);
    expect(await read(as('buyerB'))).toEqual([
      item.discounted_price_cents / 100,
      item.discounted_price_cents / 100,
      item.discounted_price_cents / 100,
    ]);
    expect(await read({})).toEqual([undefined, undefined, undefined]);
    const guestBody = (await t.inject({ method: 'GET', url: '/api/items' })).body;
    expect(guestBody).not.toContain('discounted_price');
    expect(guestBody).not.toContain('price_tiers');
  });
});

describe('a price list import bounded before it is read', () => {
  it('4 MB of nonsense is refused within a second; a header without prices leaves the list as it was', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/price-lists',
      headers: as('admin'),
      payload: { name: 'Bounded import', prices: [{ item_id: item.id, price: 7.5 }] },
    });
    const id = created.json<{ data: { id: number } }>().data.id;
    const send = (csv: string) =>
      t.inject({ method: 'POST', url: `/api/price-lists/${id}/import`, headers: as('admin'), payload: { csv } });
    await send('item_id,price\n'); // warm the route
    for (const [csv, code] of [
      ['x\n'.repeat(1_999_990), 'prices.tooManyPrices'],
      [','.repeat(3_999_990), 'prices.csvLine'],
    ] as const) {
      const started = performance.now();
      const res = await send(csv);
      const ms = performance.now() - started;
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe(code);
      // Refused by the one pass over the characters, before any record is built: well under 200 ms
      // on a quiet machine, and far under the seconds two million records would take, however
      // busy the machine running the suite is.
      expect(ms).toBeLessThan(1000);
    }
    const empty = await send('item_id,slug,name,name_ko,min_quantity,price\r\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'prices.csvEmpty', message: PRICE_MESSAGES.csvEmpty });
    const list = await t.inject({ method: 'GET', url: `/api/price-lists/${id}`, headers: as('admin') });
    expect(list.json<{ data: { prices: unknown[] } }>().data.prices).toHaveLength(1);
  });
});
