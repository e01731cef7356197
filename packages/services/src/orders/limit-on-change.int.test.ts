// An orderer's limit holds on every change, not only at checkout: their own change that takes an
// order above the limit sends it back to the owner ('awaiting approval', the owner asked by mail,
// off the pick list), whether the order was pending, approved by the owner, or a standing order's
// cycle. A lower total, the owner's change and staff's change do not. On PGlite and (in CI) PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedToUtc } from '@wholesale/rules';
import { changeOrderInput, parseInput, placeOrderInput, type Actor } from '@wholesale/contract';
import { BUSINESS_EMAIL, joinCompanyA, useAccountsWorld } from '../accounts/testing';
import { DEMO_BOX, useOrdersAt } from './testing';

const w = useAccountsWorld();
// Monday; a Thursday pickup takes changes until Wednesday 5 PM.
const at = useOrdersAt(w, '2026-11-16', '12:00');
const ADMIN: Actor = { kind: 'admin', userId: 1 };

const box = DEMO_BOX;
/** One and a half boxes: one box is under the chef's limit, two are above. */
const LIMIT = Math.ceil((box.discounted_price_cents * 1.5) / 100);
let chef: Actor;
const chefEmail = 'chef@limit-on-change.test';

beforeAll(async () => {
  chef = await joinCompanyA(w, chefEmail, 'orderer', { order_limit: LIMIT });
  const admin = await w.handle.db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .executeTakeFirstOrThrow();
  ADMIN.userId = admin.id;
});

let keys = 0;
const place = (actor: Actor, quantity: number) =>
  at.orders.placeOrder(
    actor,
    parseInput(placeOrderInput, { cart_items: [{ id: box.id, quantity }], pickup_slot: '2026-11-19T10:00' }),
  );
const change = (actor: Actor, orderId: number, quantity: number) =>
  at.orders.changeOrder(
    actor,
    orderId,
    parseInput(changeOrderInput, {
      cart_items: [{ id: box.id, quantity }],
      idempotency_key: `limit-change-${(keys += 1)}`,
    }),
  );
const lastMailId = async () =>
  Number(
    (
      await w.handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
const mailsSince = async (id: number) =>
  (
    await w.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'template'])
      .where('id', '>', id)
      .orderBy('id')
      .execute()
  ).map((m) => [m.to_address, m.template]);

describe("an orderer's change above their limit", () => {
  it('sends a pending order back to the owner, who is asked by mail; the answer says so', async () => {
    const placed = await place(chef, 1);
    expect(placed.order_status).toBe('pending');
    const before = await lastMailId();
    const changed = await change(chef, placed.id, 999);
    expect(changed.order.order_status).toBe('awaiting approval');
    expect(changed.order.amounts.total).toBeGreaterThan(LIMIT);
    expect(await mailsSince(before)).toEqual([
      [chefEmail, 'order-approval'],
      [w.buyerA.email, 'order-approval'],
      [BUSINESS_EMAIL, 'order-change-notice'],
    ]);
    const history = await w.handle.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(history).toContainEqual({ from_status: 'pending', to_status: 'awaiting approval' });
    // The owner approves it again as at checkout.
    expect((await at.orders.order(w.buyerA.actor, placed.id)).approvable).toBe(true);
    expect((await at.orders.approveOrder(w.buyerA.actor, placed.id)).order_status).toBe('pending');
  });

  it('sends an order the owner approved back when raised, not when lowered', async () => {
    const placed = await place(chef, 3);
    expect(placed.order_status).toBe('awaiting approval');
    await at.orders.approveOrder(w.buyerA.actor, placed.id);
    expect((await change(chef, placed.id, 2)).order.order_status).toBe('pending');
    expect((await change(chef, placed.id, 4)).order.order_status).toBe('awaiting approval');
  });

  it('under the limit, by the owner, or by staff, the order stays pending', async () => {
    const placed = await place(chef, 1);
    expect((await change(chef, placed.id, 1)).order.order_status).toBe('pending');
    expect((await change(w.buyerA.actor, placed.id, 50)).order.order_status).toBe('pending');
    const other = await place(chef, 1);
    expect((await change(ADMIN, other.id, 50)).order.order_status).toBe('pending');
  });

  it("holds on a standing order's cycle", async () => {
    const placed = await place(chef, 1);
    const so = await at.orders.standing.repeat(chef, placed.id, { every_weeks: 1 });
    at.now = zonedToUtc('2026-11-23', '06:30');
    await at.orders.standing.runDue();
    const cycle = await w.handle.db
      .selectFrom('orders')
      .select(['id', 'order_status'])
      .where('standing_order_id', '=', so.id)
      .executeTakeFirstOrThrow();
    expect(cycle.order_status).toBe('pending');
    expect((await change(chef, cycle.id, 999)).order.order_status).toBe('awaiting approval');
  });
});
