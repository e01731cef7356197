// An orderer's limit at both doors of a change (PATCH /api/orders/:id and tRPC orders.change): the
// orderer's own change that takes the order above their limit answers 200 with the order as it now
// is, 'awaiting approval', and the owner is asked again. (The rule and its cases: the services'
// limit-on-change.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { windowAWeekAhead } from '@wholesale/services/testing';
import { joinCompany, type JoinedMember } from '../testing/company';
import { bearer, trpcMutation } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
/** One box is under the chef's limit, two are above it. */
const LIMIT = Math.ceil((item.discounted_price_cents * 1.5) / 100);

let t: TestServer;
let chef: JoinedMember;

beforeAll(async () => {
  t = await buildTestServer();
  chef = await joinCompany(
    t,
    t.headersAs('buyer'),
    { email: 'chef@order-limit.test', role: 'orderer', order_limit: LIMIT },
    'Chef',
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** One box, a week ahead: its cutoff (the day before) is days away whatever today is. */
async function placeOneBox(): Promise<number> {
  const pickup_slot = await windowAWeekAhead(t.world, { kind: 'buyer', userId: chef.id });
  const res = await t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(chef.token),
    payload: { order_type: 'pickup', pickup_slot, cart_items: [{ id: item.id, quantity: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<{ data: { id: number; order_status: string } }>().data;
  expect(order.order_status).toBe('pending');
  return order.id;
}

const ownerAsked = async (orderId: number) => {
  const number = (
    await t.world.handle.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).order_number;
  const mails = await t.world.handle.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject'])
    .where('to_address', '=', t.emailOf('buyer'))
    .where('template', '=', 'order-approval')
    .execute();
  return mails.some((m) => m.subject.includes(number));
};

describe("an orderer's change above their limit", () => {
  it('REST PATCH: 200 with the order awaiting approval; the owner is asked', async () => {
    const id = await placeOneBox();
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: { ...bearer(chef.token), 'idempotency-key': 'limit-rest-change-1' },
      payload: { cart_items: [{ id: item.id, quantity: 999 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain('"order_status":"awaiting approval"');
    expect(await ownerAsked(id)).toBe(true);
  });

  it('tRPC orders.change: the same', async () => {
    const id = await placeOneBox();
    const res = await t.inject(
      trpcMutation(
        'orders.change',
        { orderId: id, cart_items: [{ id: item.id, quantity: 999 }], idempotency_key: 'limit-trpc-change-1' },
        bearer(chef.token),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: { data: { order_status: string } } }>().result.data.order_status).toBe(
      'awaiting approval',
    );
    expect(await ownerAsked(id)).toBe(true);
  });
});
