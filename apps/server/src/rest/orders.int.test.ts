// The orders doors of the real server (REST /api/orders, /api/order-items and tRPC orders.*),
// driven with inject() on a test database: the documented request and answer shapes, the
// Idempotency-Key header, a 4xx with the message for every bad input, and the same service
// behind both doors. (Who may call what: authorization-rest and authorization-trpc .int.test.ts.)
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { ORDER_MESSAGES } from '@wholesale/contract';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import type { AccountsWorld } from '@wholesale/services/testing';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };
const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;

let t: TestServer;
let w: AccountsWorld;
let cookieA = '';

const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => t.inject(options);
const asA = (): Record<string, string> => t.headersAs('buyer');
const asAdmin = (): Record<string, string> => t.headersAs('admin');

/** RFC 4180 rows of a CSV text with CRLF line ends (quoted fields may hold commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

/** Buyer A's order of one of the item, placed through REST: its id and number. */
async function placeOneAsA(): Promise<{ id: number; order_number: string }> {
  const placed = await inject({
    method: 'POST',
    url: '/api/orders',
    headers: asA(),
    payload: { cart_items: [{ id: item.id, quantity: 1 }] },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: { id: number; order_number: string } }>().data;
}

async function countOrders(): Promise<number> {
  const row = await w.handle.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-orders-', signIn: ['buyer', 'admin'] });
  w = t.world;
  cookieA = await t.sessionCookie(w.buyerA.email);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/orders', () => {
  it('takes the spec body (client prices ignored) and answers { success, data: { id, order_number, order_date } }', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: asA(),
      payload: {
        user_id: w.buyerB.id,
        total_amount: 1,
        order_type: 'pickup',
        cart_items: [{ id: item.id, name: item.name, quantity: 2, price: 1, discountedPrice: 1, itemTotal: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{
      success: boolean;
      data: { id: number; order_number: string; order_date: string; total_amount: number };
    }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      order_number: expect.stringMatching(/^WS-\d+$/),
      order_date: expect.any(String),
    });
    expect(body.data.total_amount).toBe((item.discounted_price_cents * 2) / 100);
    const row = await w.handle.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(w.buyerA.id);

    // The documented client then posts each line: a replay, answered with success.
    const line = await inject({
      method: 'POST',
      url: '/api/order-items',
      headers: asA(),
      payload: { order_id: body.data.id, item_id: item.id, quantity: 2, unit_price: 1 },
    });
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json()).toEqual({ success: true });
    const lines = await inject({ method: 'GET', url: `/api/order-items/orders/${body.data.id}`, headers: asA() });
    expect(lines.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ item_id: item.id, quantity: 2, unit_price: item.discounted_price_cents / 100 }),
    ]);
  });

  it('answers a retry with the same Idempotency-Key with the first order (200), once', async () => {
    const key = `rest-${Date.now()}`;
    const send = () =>
      inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...asA(), 'idempotency-key': key },
        payload: { order_type: 'pickup', cart_items: [{ id: item.id, quantity: 1 }] },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const before = await countOrders();
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countOrders()).toBe(before);
  });

  it.each([
    ['an empty cart', { cart_items: [] }, ORDER_MESSAGES.emptyCart],
    ['delivery', { order_type: 'delivery', cart_items: [{ id: 1, quantity: 1 }] }, ORDER_MESSAGES.deliveryUnavailable],
    ['a fractional quantity', { cart_items: [{ id: 1, quantity: 0.5 }] }, ORDER_MESSAGES.quantity],
    ['an absurd quantity', { cart_items: [{ id: 1, quantity: 100000 }] }, ORDER_MESSAGES.quantity],
    [
      'an unknown item',
      { cart_items: [{ id: 987654, quantity: 1 }] },
      'Some products in your cart are no longer available. Please remove them and try again.',
    ],
    [
      'a bad pickup slot',
      { cart_items: [{ id: 1, quantity: 1 }], pickup_slot: '2000-01-03T08:00' },
      ORDER_MESSAGES.pickupUnavailable,
    ],
  ])('refuses %s with a 400 and the message, writing nothing', async (_name, payload, message) => {
    const before = await countOrders();
    const res = await inject({ method: 'POST', url: '/api/orders', headers: asA(), payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await countOrders()).toBe(before);
  });

  it('refuses a malformed Idempotency-Key header', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asA(), 'idempotency-key': 'short' },
      payload: { cart_items: [{ id: 1, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(ORDER_MESSAGES.idempotencyKey);
  });

  it('refuses a cross-site checkout with the session cookie', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: cookieA, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ cart_items: [{ id: 1, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('tRPC orders over HTTP (the web client’s door)', () => {
  const post = (procedure: string, input: unknown) =>
    inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { 'content-type': 'application/json', cookie: cookieA, ...OWN_ORIGIN },
      payload: JSON.stringify(input),
    });
  const get = (procedure: string, input?: unknown) =>
    inject({
      method: 'GET',
      url: `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers: { cookie: cookieA },
    });

  it('offers pickup days, places an order for a chosen window with a key, and shows it in the profile', async () => {
    const slots = await get('orders.pickupSlots');
    expect(slots.statusCode, slots.body).toBe(200);
    const days = slots.json<{ result: { data: { date: string; windows: { slot: string; start: string }[] }[] } }>()
      .result.data;
    expect(days.length).toBeGreaterThan(0);
    const window = days[0]!.windows.at(-1)!;

    const key = `trpc-${Date.now()}`;
    const input = {
      cart_items: [{ id: item.id, quantity: 3 }],
      pickup_slot: window.slot,
      note: 'Call on arrival',
      idempotency_key: key,
    };
    const placed = await post('orders.place', input);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<{ result: { data: { id: number; order_number: string; pickup_start: string } } }>().result
      .data;
    expect(order.pickup_start).toBe(window.start);
    const replay = await post('orders.place', input);
    expect(replay.json<{ result: { data: { id: number } } }>().result.data.id).toBe(order.id);

    const detail = await get('orders.detail', { orderId: order.id });
    expect(
      detail.json<{ result: { data: { note: string; lines: unknown[]; amounts: { total: number } } } }>().result.data,
    ).toMatchObject({
      note: 'Call on arrival',
      lines: [expect.objectContaining({ item_id: item.id, quantity: 3 })],
      amounts: { total: (item.discounted_price_cents * 3) / 100 },
    });
    const list = await get('orders.list', { userId: w.buyerA.id });
    expect(list.json<{ result: { data: { id: number }[] } }>().result.data[0]!.id).toBe(order.id);
  });

  it('answers bad input with BAD_REQUEST and the message', async () => {
    const res = await post('orders.place', { cart_items: [{ id: item.id, quantity: -1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(ORDER_MESSAGES.quantity);
  });
});

describe('the back office doors (admin)', () => {
  it('GET /api/orders lists every order with its buyer; PUT /api/orders/:id/status changes it', async () => {
    const { id, order_number } = await placeOneAsA();
    const list = await inject({ method: 'GET', url: `/api/orders?q=${order_number}`, headers: asAdmin() });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ success: boolean; data: unknown[] }>()).toEqual({
      success: true,
      data: [expect.objectContaining({ id, order_number, email: w.buyerA.email })],
    });
    expect(list.body).not.toContain('password');

    const changed = await inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: asAdmin(),
      payload: { status: 'order placed' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      data: {
        id,
        order_status: 'order placed',
        points_awarded: 0,
        confirmation_sent: true,
        mail_sent: 'order-confirmed',
      },
    });

    const unknown = await inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: asAdmin(),
      payload: { status: 'teleported' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(ORDER_MESSAGES.unknownStatus);
    const missing = await inject({
      method: 'PUT',
      url: '/api/orders/987654/status',
      headers: asAdmin(),
      payload: { status: 'complete' },
    });
    expect(missing.statusCode).toBe(404);

    const lines = await inject({ method: 'GET', url: '/api/order-items', headers: asAdmin() });
    expect(lines.json<{ data: { order_id: number }[] }>().data.some((l) => l.order_id === id)).toBe(true);
  });

  it('GET /api/admin/orders/export.csv streams every filtered order (past 1,000), to admins only', async () => {
    const user = await w.handle.db
      .insertInto('users')
      .values({
        email: 'export.volume@restaurant.test',
        password_hash: 'x',
        name: 'Export Volume',
        company: 'Export Volume Co',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const N = 1500;
    await sql`
      INSERT INTO orders (user_id, order_date, total_amount_cents, order_type, order_status)
      SELECT ${user.id}, timestamptz '2019-03-01 09:00:00+00' - n * interval '1 minute', 2500 + n, 'pickup',
             CASE WHEN n % 4 = 0 THEN 'declined' ELSE 'pending' END
      FROM generate_series(1, ${N}::int) AS n`.execute(w.handle.db);
    const numbers = async (status?: 'declined') => {
      let q = w.handle.db.selectFrom('orders').select('order_number').where('user_id', '=', user.id);
      if (status) q = q.where('order_status', '=', status);
      return (await q.orderBy('order_date', 'desc').orderBy('id', 'desc').execute()).map((r) => r.order_number);
    };
    const rowsOf = (body: string) => body.split('\r\n').slice(1, -1);

    const res = await inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?q=export%20volume%20co',
      headers: asAdmin(),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      res.body.startsWith(
        '\uFEFForder_number,order_date_pacific,status,type,buyer,company,email,phone,pickup_start_pacific,pickup_end_pacific,total_usd,estimated,note\r\n',
      ),
    ).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(rowsOf(res.body)).toHaveLength(N);
    expect(rowsOf(res.body).map((r) => r.split(',')[0])).toEqual(await numbers());
    // 08:59 UTC is 00:59 Pacific (PST) that morning
    expect(rowsOf(res.body)[0]).toBe(
      `${(await numbers())[0]},2019-03-01 00:59:00,pending,pickup,Export Volume,Export Volume Co,export.volume@restaurant.test,,,,25.01,no,`,
    );

    // the Orders page's filters
    const declined = await inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?q=export%20volume%20co&status=declined&type=pickup',
      headers: asAdmin(),
    });
    expect(rowsOf(declined.body).map((r) => r.split(',')[0])).toEqual(await numbers('declined'));
    expect(rowsOf(declined.body)).toHaveLength(N / 4);
    const bad = await inject({ method: 'GET', url: '/api/admin/orders/export.csv?status=lost', headers: asAdmin() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe(ORDER_MESSAGES.unknownStatus);

    // the web client's way: its session cookie, a plain GET
    const adminCookie = await t.sessionCookie(w.admin.email);
    const viaCookie = await inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?q=export%20volume%20co&status=declined',
      headers: { cookie: adminCookie },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.body).toBe(declined.body);

    // a buyer, through either door, and a guest: refused, and no order in the answer
    for (const headers of [asA(), { cookie: cookieA }]) {
      const refused = await inject({ method: 'GET', url: '/api/admin/orders/export.csv', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).not.toContain('WS-');
    }
    const guest = await inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain('WS-');
  });

  it('GET /api/admin/orders/export.csv writes its times as Los Angeles wall time, on both sides of the fall-back change', async () => {
    const user = await w.handle.db
      .insertInto('users')
      .values({ email: 'dst.export@restaurant.test', password_hash: 'x', name: 'Dst Export', company: 'DST Export Co' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = async (orderDate: string, pickup?: [string, string]) =>
      (
        await w.handle.db
          .insertInto('orders')
          .values({
            user_id: user.id,
            order_date: new Date(orderDate),
            total_amount_cents: 1000,
            order_type: 'pickup',
            order_status: 'pending',
            pickup_start: pickup ? new Date(pickup[0]) : null,
            pickup_end: pickup ? new Date(pickup[1]) : null,
          })
          .returning('order_number')
          .executeTakeFirstOrThrow()
      ).order_number;
    // PDT (UTC−7) ends on Sunday 2026-11-01 at 09:00Z; after it, PST (UTC−8).
    const summer = await insert('2026-10-31T09:30:00Z');
    const fallBack = await insert('2026-11-01T09:30:00Z');
    const winter = await insert('2026-11-02T09:30:00Z', ['2026-11-02T16:00:00Z', '2026-11-02T18:00:00Z']);
    const evening = await insert('2026-11-26T07:30:00Z'); // Wednesday 23:30 PST: UTC already says Thanksgiving

    const res = await inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?q=dst%20export%20co',
      headers: asAdmin(),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = res.body.split('\r\n').slice(0, -1);
    expect(header).toBe(
      '\uFEFForder_number,order_date_pacific,status,type,buyer,company,email,phone,pickup_start_pacific,pickup_end_pacific,total_usd,estimated,note',
    );
    const byNumber = new Map(rows.map((r) => [r.split(',')[0], r.split(',')]));
    expect(byNumber.get(summer)![1]).toBe('2026-10-31 02:30:00');
    expect(byNumber.get(fallBack)![1]).toBe('2026-11-01 01:30:00');
    expect(byNumber.get(winter)!.slice(1, 2)).toEqual(['2026-11-02 01:30:00']);
    expect(byNumber.get(winter)!.slice(8, 10)).toEqual(['2026-11-02 08:00:00', '2026-11-02 10:00:00']);
    expect(byNumber.get(evening)![1]).toBe('2026-11-25 23:30:00');
    expect(res.body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/); // no UTC instant left in the file
  });

  it('GET /api/admin/orders/lines.csv has one row per order line, weighed pounds blank until weighed, to admins only', async () => {
    const cw = demoItems.find(
      (d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0 && d.avg_weight > 0,
    )!;
    const placed = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: asA(),
      payload: {
        cart_items: [
          { id: cw.id, quantity: 2 },
          { id: item.id, quantity: 3 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, order_number } = placed.json<{ data: { id: number; order_number: string } }>().data;
    // A known pickup on the first Monday of PST: 08:00-10:00 Pacific.
    await w.handle.db
      .updateTable('orders')
      .set({ pickup_start: new Date('2026-11-02T16:00:00Z'), pickup_end: new Date('2026-11-02T18:00:00Z') })
      .where('id', '=', id)
      .execute();
    const company = (
      await w.handle.db.selectFrom('users').select('company').where('id', '=', w.buyerA.id).executeTakeFirstOrThrow()
    ).company;
    // A company name that a spreadsheet would run as a formula.
    await w.handle.db
      .updateTable('users')
      .set({ company: '@SUM(1+1), "Alice"' })
      .where('id', '=', w.buyerA.id)
      .execute();
    try {
      const url = `/api/admin/orders/lines.csv?q=${order_number}`;
      const before = await inject({ method: 'GET', url, headers: asAdmin() });
      expect(before.statusCode, before.body.slice(0, 200)).toBe(200);
      expect(before.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(before.headers['content-disposition']).toBe('attachment; filename="order-lines.csv"');
      expect(before.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = parseCsv(before.body);
      expect(header).toEqual([
        '\uFEFForder_number',
        'status',
        'buyer',
        'email',
        'pickup_date_pacific',
        'pickup_window_pacific',
        'item_id',
        'product',
        'product_ko',
        'quantity',
        'unit',
        'expected_lbs',
        'weighed_lbs',
      ]);
      const boxLbs = Number(/^(\d+) lb/.exec(item.spec)![1]);
      const order = [order_number, 'pending', `'@SUM(1+1), "Alice"`, w.buyerA.email, '2026-11-02', '08:00-10:00'];
      const cwRow = [
        ...order,
        String(cw.id),
        `${cw.name} · ${CATCH_WEIGHT_SPEC}`,
        cw.name_ko,
        '2',
        'pack',
        (2 * cw.avg_weight).toFixed(2),
      ];
      const boxRow = [
        ...order,
        String(item.id),
        `${item.name} · ${item.spec}`,
        item.name_ko,
        '3',
        'box',
        (3 * boxLbs).toFixed(2),
        '',
      ];
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(expect.arrayContaining([[...cwRow, ''], boxRow]));

      // Weighed: the pounds appear on the catch-weight line, the box line stays as it was.
      const line = (await w.orders.admin.detail(w.admin.actor, id)).lines.find((l) => l.item_id === cw.id)!;
      const weighed = Math.round(2 * cw.avg_weight * 110) / 100;
      await w.orders.admin.weigh(w.admin.actor, id, [{ line_id: line.id, weighed_lbs: weighed }]);
      const after = parseCsv((await inject({ method: 'GET', url, headers: asAdmin() })).body).slice(1);
      expect(after).toEqual(expect.arrayContaining([[...cwRow, weighed.toFixed(2)], boxRow]));

      // the Orders page's filters: another status leaves only the header
      const declined = await inject({ method: 'GET', url: `${url}&status=declined`, headers: asAdmin() });
      expect(parseCsv(declined.body)).toHaveLength(1);
      const bad = await inject({ method: 'GET', url: '/api/admin/orders/lines.csv?type=drone', headers: asAdmin() });
      expect(bad.statusCode).toBe(400);

      // a buyer (bearer or session cookie) and a guest: refused, and no line in the answer
      for (const headers of [asA(), { cookie: cookieA }]) {
        const refused = await inject({ method: 'GET', url, headers });
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain(order_number);
      }
      const guest = await inject({ method: 'GET', url });
      expect(guest.statusCode).toBe(401);
      expect(guest.body).not.toContain(order_number);
    } finally {
      await w.handle.db.updateTable('users').set({ company }).where('id', '=', w.buyerA.id).execute();
    }
  });
});

describe('the Item List doors (admin)', () => {
  it('GET /api/items with an admin bearer answers { success, data } with hidden items; PATCH /api/items/:id edits', async () => {
    const hidden = demoItems.find((d) => !d.show)!;
    const list = await inject({ method: 'GET', url: '/api/items', headers: asAdmin() });
    const body = list.json<{ success: boolean; data: { id: number; show: boolean }[] }>();
    expect(body.success).toBe(true);
    expect(body.data.find((i) => i.id === hidden.id)?.show).toBe(false);
    // a buyer's list stays the storefront's: visible items only
    const buyers = await inject({ method: 'GET', url: '/api/items', headers: asA() });
    expect(buyers.json<{ data: { id: number }[] }>().data.map((i) => i.id)).not.toContain(hidden.id);

    const patched = await inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      headers: asAdmin(),
      payload: { ingredients: 'beef, pear,, garlic', price: 199.99 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ data: { ingredients: string[]; price: number } }>().data).toMatchObject({
      ingredients: ['beef', 'pear', 'garlic'],
      price: 199.99,
    });
    const bad = await inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      headers: asAdmin(),
      payload: { avg_weight: -2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('Must be at least 0');
  });
});

describe('the Inquiries doors (admin)', () => {
  it('toggles a status and answers the new value; a blank reply is a 400 with the spec’s words', async () => {
    const { id } = await w.services.inquiries.createInquiry(w.guest, {
      name: 'Jae',
      email: 'jae@diner.test',
      message: 'Hi',
      cart_items: [],
    });
    const toggled = await inject({ method: 'PUT', url: `/api/inquiries/${id}/status`, headers: asAdmin() });
    expect(toggled.json()).toEqual({ success: true, data: { id, status: 'resolved' } });
    const list = await inject({ method: 'GET', url: '/api/inquiries', headers: asAdmin() });
    expect(list.json<{ data: { id: number; status: string }[] }>().data.find((i) => i.id === id)?.status).toBe(
      'resolved',
    );
    const blank = await inject({
      method: 'POST',
      url: '/api/email/send-inquiry-response',
      headers: asAdmin(),
      payload: { inquiryId: id, email: 'jae@diner.test', responseMessage: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toBe('Please enter a response message before sending.');
    const sent = await inject({
      method: 'POST',
      url: '/api/email/send-inquiry-response',
      headers: asAdmin(),
      payload: { inquiryId: id, email: 'jae@diner.test', responseMessage: 'Pickup only, for now.' },
    });
    expect(sent.json()).toEqual({ success: true });
    const missing = await inject({
      method: 'GET',
      url: `/api/admin/inquiries/${id}/documents/1/download`,
      headers: asAdmin(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('GET /api/users and GET /api/addresses answer an admin, with no password material', async () => {
    const users = await inject({ method: 'GET', url: '/api/users', headers: asAdmin() });
    expect(users.json<{ email: string }[]>().map((u) => u.email)).toEqual(
      expect.arrayContaining([w.buyerA.email, w.buyerB.email]),
    );
    expect(users.body).not.toMatch(/password|session_version|\$argon2/);
    const addresses = await inject({ method: 'GET', url: '/api/addresses', headers: asAdmin() });
    expect(addresses.json<{ data: { user_id: number }[] }>().data.map((a) => a.user_id)).toEqual(
      expect.arrayContaining([w.buyerA.id, w.buyerB.id]),
    );
  });
});

describe('the CSV export failing midway', () => {
  it('cuts the connection instead of ending a truncated file as if it were whole', async () => {
    const { default: Fastify } = await import('fastify');
    const { adminOrderRoutes } = await import('./orders');
    async function* chunks(): AsyncGenerator<string> {
      yield 'order_number,order_date\r\n';
      yield 'WS-1,2026-01-01T00:00:00.000Z\r\n';
      await new Promise((resolve) => setTimeout(resolve, 20)); // the next batch's read
      throw new Error('the database went away');
    }
    const orders = { admin: { exportCsv: () => Promise.resolve(chunks()) } } as unknown as Parameters<
      typeof adminOrderRoutes
    >[1]['orders'];
    const bare = Fastify();
    await bare.register(adminOrderRoutes, { prefix: '/api/admin/orders', orders });
    const base = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${base}/api/admin/orders/export.csv`);
      expect(res.status).toBe(200); // the first bytes were on their way
      await expect(res.text()).rejects.toThrow();
    } finally {
      await bare.close();
    }
  });
});

describe('a statement month outside 2000-2100', () => {
  it('is a 400 with the month message, never a 500', async () => {
    for (const month of ['0000-01', '1999-12', '2101-01', '9999-12']) {
      const res = await inject({
        method: 'GET',
        url: `/api/admin/orders/statements/${w.buyerA.id}.pdf?month=${month}`,
        headers: asAdmin(),
      });
      expect(res.statusCode, `${month}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(ORDER_MESSAGES.statementMonth);
    }
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/admin/orders/statements/${w.buyerA.id}.pdf?month=2000-01`,
          headers: asAdmin(),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/orders/:id/payments with an Idempotency-Key', () => {
  it('records one payment for two sends; the same key with another amount is a 409', async () => {
    const { id } = await placeOneAsA();
    const send = (amount: number) =>
      inject({
        method: 'POST',
        url: `/api/orders/${id}/payments`,
        headers: { ...asAdmin(), 'idempotency-key': 'rest-payment-key-1' },
        payload: { amount, method: 'cash', kind: 'prepayment' },
      });
    const first = await send(10);
    const second = await send(10);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM order_payments WHERE order_id = ${id}`.execute(w.handle.db);
    expect(count.rows[0]!.n).toBe(1);
    const reused = await send(11);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ code: string }>().code).toBe('orders.paymentKeyReused');
  });
});
