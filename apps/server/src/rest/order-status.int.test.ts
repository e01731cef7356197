// The status change's reason and mail at both doors (PUT /api/orders/:id/status and tRPC
// admin.orders.setStatus), and a customer's ordering paused at both doors (PUT
// /api/admin/customers/:id/ordering and tRPC admin.customers.setOrdering) and refused at checkout
// with its code. (The rules and their cases: the services' pickup-status.int.test.ts; who may call
// what: authorization-rest and authorization-trpc .int.test.ts.)
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { ORDER_MESSAGES } from '@wholesale/contract';
import { BUSINESS_CONTACT, CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { trpcMutation } from '../testing/requests';
import { useTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };

let t: TestServer;

useTestServer((server) => (t = server), { signIn: ['buyer', 'admin'] });

const checkout = () =>
  t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: t.headersAs('buyer'),
    payload: { order_type: 'pickup', cart_items: [{ id: item.id, quantity: 1 }] },
  });

async function placeOne(): Promise<number> {
  const res = await checkout();
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

const putStatus = (id: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: t.headersAs('admin'), payload });
const trpcStatus = (input: unknown) =>
  t.inject(trpcMutation('admin.orders.setStatus', input, { ...t.headersAs('admin'), ...OWN_ORIGIN }));

/** A tRPC error's code and message, as its formatter answers them. */
const trpcError = (body: string) => {
  const data = (JSON.parse(body) as { error: { message: string; data: { code?: string; errorCode?: string } } }).error;
  return data;
};

describe('PUT /api/orders/:id/status and admin.orders.setStatus: reason and notify', () => {
  it('a reopening without a reason is 400 with its code at both doors; with one, 200', async () => {
    const id = await placeOne();
    expect((await putStatus(id, { status: 'declined', reason: 'Out of stock' })).statusCode).toBe(200);
    const rest = await putStatus(id, { status: 'order placed' });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json()).toMatchObject({
      code: 'orders.reopenReason',
      error: ORDER_MESSAGES.reopenReason,
    });
    const trpc = await trpcStatus({ orderId: id, status: 'order placed' });
    expect(trpc.statusCode, trpc.body).toBe(400);
    expect(trpc.body).toContain('orders.reopenReason');
    expect(trpcError(trpc.body).message).toBe(ORDER_MESSAGES.reopenReason);
    const reopened = await trpcStatus({ orderId: id, status: 'order placed', reason: 'Stock came in' });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('refuses a reason over 500 characters and a notify that is not true or false (400)', async () => {
    const id = await placeOne();
    const long = await putStatus(id, { status: 'declined', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'orders.statusReasonTooLong' });
    const notify = await putStatus(id, { status: 'ready for pickup', notify: 'yes' });
    expect(notify.statusCode).toBe(400);
    expect(notify.json()).toMatchObject({ code: 'orders.notify' });
  });

  it("'missed pickup' before the window has ended is 409 with its code at both doors", async () => {
    const id = await placeOne();
    const rest = await putStatus(id, { status: 'missed pickup' });
    expect(rest.statusCode, rest.body).toBe(409);
    expect(rest.json()).toMatchObject({ code: 'orders.missedTooEarly' });
    const trpc = await trpcStatus({ orderId: id, status: 'missed pickup' });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.body).toContain('orders.missedTooEarly');
  });

  it("'ready for pickup' with notify answers the mail it queued", async () => {
    const id = await placeOne();
    const res = await putStatus(id, { status: 'ready for pickup', notify: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { order_status: 'ready for pickup', mail_sent: 'order-ready' } });
  });
});

describe("a customer's ordering paused (PUT /api/admin/customers/:id/ordering, admin.customers.setOrdering)", () => {
  it('pauses and lifts at both doors; checkout meanwhile is 409 with its code and our phone', async () => {
    const buyerId = t.world.buyerA.id;
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/admin/customers/${buyerId}/ordering`,
      headers: t.headersAs('admin'),
      payload: { suspended: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'books.orderingSuspended' });
    const paused = await t.inject({
      method: 'PUT',
      url: `/api/admin/customers/${buyerId}/ordering`,
      headers: t.headersAs('admin'),
      payload: { suspended: true },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ data: { ordering_suspended: { at: expect.any(String) } } });
    const refused = await checkout();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.orderingPaused',
      params: { phone: BUSINESS_CONTACT.phone.display },
    });
    expect(refused.json<{ error: string }>().error).toContain(BUSINESS_CONTACT.phone.display);
    const lifted = await t.inject(
      trpcMutation(
        'admin.customers.setOrdering',
        { userId: buyerId, suspended: false },
        { ...t.headersAs('admin'), ...OWN_ORIGIN },
      ),
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await checkout()).statusCode).toBe(201);
  });
});
