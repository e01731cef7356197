// POST /api/admin/orders (an order taken by phone or text, entered for the customer) and its tRPC
// twin admin.orders.placeForCustomer: 201 with the placed order, a retry with the same
// Idempotency-Key 200 with the first, a refusal 4xx with its code. (The rules: the services'
// staff-order.int.test.ts.)
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { trpcMutation } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;

let t: TestServer;

useTestServer((server) => (t = server));

const enteredBy = async (orderId: number) =>
  await t.world.handle.db
    .selectFrom('orders')
    .select(['user_id', 'entered_by_staff'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('an order staff enter for a customer', () => {
  it('REST: 201, then 200 with the same order on a retry with the same key', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/admin/orders',
      headers: { 'idempotency-key': 'rest-phone-order-1' },
      payload: { user_id: t.world.buyerA.id, cart_items: [{ id: item.id, quantity: 2 }], note: 'KakaoTalk 7:10' },
    };
    const first = await t.injectAs('admin', request);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<{ data: { id: number; order_status: string; total_amount: number } }>().data;
    expect(order.order_status).toBe('pending');
    expect(order.total_amount).toBeGreaterThan(0);
    expect(await enteredBy(order.id)).toEqual({ user_id: t.world.buyerA.id, entered_by_staff: true });

    const again = await t.injectAs('admin', request);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { id: number } }>().data.id).toBe(order.id);
  });

  it('tRPC: the same service answers the placed order', async () => {
    const res = await t.inject(
      trpcMutation(
        'admin.orders.placeForCustomer',
        { user_id: t.world.buyerB.id, cart_items: [{ id: item.id, quantity: 1 }] },
        t.headersAs('admin'),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ result: { data: { id: number } } }>().result.data.id;
    expect(await enteredBy(id)).toEqual({ user_id: t.world.buyerB.id, entered_by_staff: true });
  });

  it('refuses a staff account as the customer, and a bad body, with a code (400)', async () => {
    const staff = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/admin/orders',
      payload: { user_id: t.world.admin.id, cart_items: [{ id: item.id, quantity: 1 }] },
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json<{ code: string }>().code).toBe('orders.staffCustomer');

    const empty = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/admin/orders',
      payload: { user_id: t.world.buyerA.id, cart_items: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ code: string }>().code).toBe('orders.emptyCart');
  });
});
