// The Orders page's bulk work at both doors (POST /api/admin/orders/bulk-status and tRPC
// admin.orders.bulkStatus: each order's outcome, the cap refused with its code), "select all" over
// REST, the packing slips as PDF downloads with the invoice's headers, and a buyer refused. (The
// rules and their cases: the services' bulk-status and packing-slips .int.test.ts; who may call
// what: authorization-rest and authorization-trpc .int.test.ts.)
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { checkoutAs } from '../testing/accounts';
import { trpcMutation } from '../testing/requests';
import { useTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };

let t: TestServer;

useTestServer((server) => (t = server), { signIn: ['buyer', 'admin'] });

async function placeOne(): Promise<{ id: number; order_number: string }> {
  return checkoutAs(t, t.headersAs('buyer'), [{ id: item.id, quantity: 2 }]);
}

const postBulk = (payload: Record<string, unknown>, as: 'admin' | 'buyer' = 'admin') =>
  t.inject({ method: 'POST', url: '/api/admin/orders/bulk-status', headers: t.headersAs(as), payload });

describe('bulk status at both doors', () => {
  it("answers each order's outcome, an unknown id as not found, at REST and tRPC", async () => {
    const a = await placeOne();
    const b = await placeOne();
    const rest = await postBulk({ order_ids: [a.id, 999_999], status: 'order placed', notify: false });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({
      success: true,
      data: {
        results: [
          { order_id: a.id, ok: true, status: 'order placed', mail_sent: 'order-confirmed' },
          { order_id: 999_999, ok: false, code: 'orders.orderNotFound', message: 'Order not found' },
        ],
      },
    });
    const trpc = await t.inject(
      trpcMutation(
        'admin.orders.bulkStatus',
        { order_ids: [b.id], status: 'ready for pickup', notify: true },
        { ...t.headersAs('admin'), ...OWN_ORIGIN },
      ),
    );
    expect(trpc.statusCode, trpc.body).toBe(200);
    // the ready mail goes because staff asked for it
    expect(JSON.parse(trpc.body)).toMatchObject({
      result: {
        data: { results: [{ order_id: b.id, ok: true, status: 'ready for pickup', mail_sent: 'order-ready' }] },
      },
    });
  });

  it('refuses more than 500 orders with 400 and its code, at both doors', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const rest = await postBulk({ order_ids: ids, status: 'order placed', notify: false });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ code: 'orders.bulkTooMany' });
    const trpc = await t.inject(
      trpcMutation(
        'admin.orders.bulkStatus',
        { order_ids: ids, status: 'order placed', notify: false },
        { ...t.headersAs('admin'), ...OWN_ORIGIN },
      ),
    );
    expect(trpc.statusCode).toBe(400);
    expect(JSON.parse(trpc.body)).toMatchObject({ error: { data: { errorCode: 'orders.bulkTooMany' } } });
  });

  it('refuses a buyer (403) before reading the body', async () => {
    expect((await postBulk({ nonsense: true }, 'buyer')).statusCode).toBe(403);
  });
});

describe('select all and the packing slips over REST', () => {
  it('GET /api/admin/orders/selection answers the filtered orders', async () => {
    const a = await placeOne();
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/orders/selection?q=${a.order_number}`,
      headers: t.headersAs('admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { id: number }[] }>().data.map((o) => o.id)).toEqual([a.id]);
  });

  it('serves one slip and a selection as PDFs, named, never cached; a buyer is refused', async () => {
    const a = await placeOne();
    const b = await placeOne();
    const one = await t.inject({
      method: 'GET',
      url: `/api/admin/orders/${a.id}/packing-slip.pdf`,
      headers: t.headersAs('admin'),
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toBe(`inline; filename="packing-slip-${a.order_number}.pdf"`);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const many = await t.inject({
      method: 'GET',
      url: `/api/admin/packing-slips.pdf?ids=${a.id},${b.id}`,
      headers: t.headersAs('admin'),
    });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.headers['content-disposition']).toBe('inline; filename="packing-slips-2-orders.pdf"');
    // two pages: one per order
    expect(many.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const over = await t.inject({
      method: 'GET',
      url: `/api/admin/packing-slips.pdf?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
      headers: t.headersAs('admin'),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'orders.bulkTooMany' });

    for (const url of [`/api/admin/orders/${a.id}/packing-slip.pdf`, `/api/admin/packing-slips.pdf?ids=${a.id}`]) {
      const buyer = await t.inject({ method: 'GET', url, headers: t.headersAs('buyer') });
      expect(buyer.statusCode, url).toBe(403);
    }
  });
});
