// Money received on an order through the orders service, on PGlite and (in CI)
// PostgreSQL: the cash discount and the card tax in integer cents, the payment state, the refusals
// (a buyer, an overpayment, a cancelled order) leaving nothing written, and two admins at once.
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  ORDER_MESSAGES,
  parseInput,
  paymentInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { placeBoxes } from './testing';

const w = useAccountsWorld();
const orders = useWorldService(w, (world) =>
  orderServicesFor(world, { paymentTerms: { cashDiscountBp: 500, cardTaxBp: 975 } }),
);

const pay = (actor: Actor, orderId: number, raw: Record<string, unknown>) =>
  orders.admin.recordPayment(actor, orderId, parseInput(paymentInput, raw));

/** An order of exactly $1,000.01: its total is set by hand so every figure below is worked out on paper. */
async function orderOf1000(): Promise<number> {
  const placed = await placeBoxes(orders, w.buyerA.actor, 1);
  await w.handle.db.updateTable('orders').set({ total_amount_cents: 100_001 }).where('id', '=', placed.id).execute();
  return placed.id;
}

describe('recording payments', () => {
  it('a card prepayment adds the tax; the cash balance takes 5% off; prepayment due → prepaid → paid', async () => {
    const id = await orderOf1000();
    expect((await orders.order(w.buyerA.actor, id)).payment).toMatchObject({
      state: 'prepayment_due',
      paid: 0,
      due: 1000.01,
      prepayment_due: 500.01,
      payments: [],
    });

    // $500.01 by card: 9.75% = 48.750975 → $48.75 tax, $548.76 collected
    const prepaid = await pay(w.admin.actor, id, { amount: 500.01, method: 'card', kind: 'prepayment' });
    expect(prepaid).toMatchObject({
      state: 'prepaid',
      paid: 500.01,
      collected: 548.76,
      prepayment_due: 0,
      due: 500,
      cash_discount_percent: 5,
      card_tax_percent: 9.75,
    });
    expect(prepaid.payments).toEqual([
      expect.objectContaining({
        kind: 'prepayment',
        method: 'card',
        applied: 500.01,
        discount: 0,
        tax: 48.75,
        collected: 548.76,
        recorded_by: 'Boss',
      }),
    ]);

    // the $500.00 balance in cash: $25.00 off, $475.00 collected
    const paid = await pay(w.admin.actor, id, {
      amount: 500,
      method: 'cash',
      kind: 'balance',
      received_at: new Date(w.now().getTime() - 3_600_000).toISOString(),
    });
    expect(paid).toMatchObject({ state: 'paid', paid: 1000.01, collected: 1023.76, due: 0 });
    // listed by when the money came in: the balance's time was given as an hour ago
    expect(paid.payments.map((p) => [p.kind, p.applied, p.discount, p.tax, p.collected])).toEqual([
      ['balance', 500, 25, 0, 475],
      ['prepayment', 500.01, 0, 48.75, 548.76],
    ]);
    // the buyer reads the same
    expect((await orders.order(w.buyerA.actor, id)).payment.state).toBe('paid');
  });

  it('refuses more than is left to pay, naming it, and writes nothing', async () => {
    const id = await orderOf1000();
    await pay(w.admin.actor, id, { amount: 1000, method: 'cash', kind: 'prepayment' });
    const refused = await expectError(
      pay(w.admin.actor, id, { amount: 0.02, method: 'cash', kind: 'balance' }),
      ValidationError,
    );
    expect([refused.code, refused.params, refused.message]).toEqual([
      'orders.overpaid',
      { due: '0.01' },
      'This payment is more than is left to pay on the order ($0.01).',
    ]);
    expect((await orders.admin.detail(w.admin.actor, id)).payment.payments).toHaveLength(1);
  });

  it('is for admins only, and not for a declined or cancelled order', async () => {
    const id = await orderOf1000();
    await expectError(pay(w.buyerA.actor, id, { amount: 1, method: 'cash', kind: 'balance' }), ForbiddenError);
    await expectError(pay(w.guest, id, { amount: 1, method: 'cash', kind: 'balance' }), UnauthorizedError);
    await orders.admin.setStatus(w.admin.actor, id, 'declined');
    await expectError(
      pay(w.admin.actor, id, { amount: 1, method: 'cash', kind: 'balance' }),
      ConflictError,
      ORDER_MESSAGES.paymentsClosed,
    );
    expect((await orders.admin.detail(w.admin.actor, id)).payment.payments).toEqual([]);
  });

  it('refuses at the door: no amount, fractions of a cent, another method or kind, a time in the future', async () => {
    const bad = (raw: Record<string, unknown>) => () =>
      parseInput(paymentInput, { amount: 10, method: 'cash', kind: 'balance', ...raw });
    expect(bad({ amount: 0 })).toThrow(ORDER_MESSAGES.paymentAmount);
    expect(bad({ amount: 10.001 })).toThrow(ORDER_MESSAGES.paymentAmount);
    expect(bad({ amount: '10' })).toThrow(ORDER_MESSAGES.paymentAmount);
    expect(bad({ method: 'cheque' })).toThrow(ORDER_MESSAGES.paymentMethod);
    expect(bad({ kind: 'tip' })).toThrow(ORDER_MESSAGES.paymentKind);
    expect(bad({ received_at: 'yesterday' })).toThrow(ORDER_MESSAGES.receivedAt);
    // the length before the date-time pattern: a 1 MB value is refused without being read
    expect(bad({ received_at: `2026-11-27T10:00:00Z${'0'.repeat(1_000_000)}` })).toThrow(ORDER_MESSAGES.receivedAt);
    const id = await orderOf1000();
    await expectError(
      pay(w.admin.actor, id, {
        amount: 10,
        method: 'cash',
        kind: 'balance',
        received_at: new Date(w.now().getTime() + 86_400_000).toISOString(),
      }),
      ValidationError,
      ORDER_MESSAGES.receivedAt,
    );
  });

  it('two admins recording the whole balance at once: one is recorded, the other refused', async () => {
    const id = await orderOf1000();
    const results = await Promise.allSettled([
      pay(w.admin.actor, id, { amount: 1000.01, method: 'cash', kind: 'balance' }),
      pay(w.admin.actor, id, { amount: 1000.01, method: 'card', kind: 'balance' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await orders.admin.detail(w.admin.actor, id)).payment).toMatchObject({ state: 'paid', paid: 1000.01 });
  });
});

describe('a called-off order in the buyer’s list', () => {
  it('says what it gives back: what it holds, as its page does; nothing for one still going', async () => {
    const id = await orderOf1000();
    await pay(w.admin.actor, id, { amount: 500.01, method: 'cash', kind: 'prepayment' });
    const listed = async () => (await orders.orders(w.buyerA.actor, w.buyerA.id)).find((o) => o.id === id);
    expect(await listed()).toMatchObject({ refund_due: 0 });
    await orders.admin.setStatus(w.admin.actor, id, 'declined');
    expect(await listed()).toMatchObject({ order_status: 'declined', refund_due: 500.01 });
    expect((await orders.order(w.buyerA.actor, id)).payment.credit).toBe(500.01);
    const unpaid = await orderOf1000();
    await orders.admin.setStatus(w.admin.actor, unpaid, 'declined');
    expect((await orders.orders(w.buyerA.actor, w.buyerA.id)).find((o) => o.id === unpaid)).toMatchObject({
      refund_due: 0,
    });
  });
});

describe('a payment sent twice with its key', () => {
  it('is recorded once: the retry answers the first payment; the same key for another payment is a 409', async () => {
    const id = await orderOf1000();
    const first = await pay(w.admin.actor, id, {
      amount: 100,
      method: 'cash',
      kind: 'prepayment',
      idempotency_key: 'pay-key-0001',
    });
    const again = await pay(w.admin.actor, id, {
      amount: 100,
      method: 'cash',
      kind: 'prepayment',
      idempotency_key: 'pay-key-0001',
    });
    expect(again).toEqual(first);
    expect(
      await w.handle.db.selectFrom('order_payments').select('applied_cents').where('order_id', '=', id).execute(),
    ).toEqual([{ applied_cents: 10_000 }]);
    expect(
      (await w.handle.db.selectFrom('orders').select('paid_cents').where('id', '=', id).executeTakeFirstOrThrow())
        .paid_cents,
    ).toBe(10_000);

    const reused = await expectError(
      pay(w.admin.actor, id, { amount: 200, method: 'cash', kind: 'prepayment', idempotency_key: 'pay-key-0001' }),
      ConflictError,
    );
    expect(reused.code).toBe('orders.paymentKeyReused');
    // Two at once with one key: still one payment.
    await Promise.all(
      [1, 2].map(() =>
        pay(w.admin.actor, id, { amount: 50, method: 'card', kind: 'balance', idempotency_key: 'pay-key-0002' }),
      ),
    );
    expect(
      await w.handle.db
        .selectFrom('order_payments')
        .select('applied_cents')
        .where('order_id', '=', id)
        .orderBy('id')
        .execute(),
    ).toEqual([{ applied_cents: 10_000 }, { applied_cents: 5_000 }]);
  });

  it('without a key, each call is a payment of its own (the documented call stays as it was)', async () => {
    const id = await orderOf1000();
    await pay(w.admin.actor, id, { amount: 10, method: 'cash', kind: 'prepayment' });
    await pay(w.admin.actor, id, { amount: 10, method: 'cash', kind: 'prepayment' });
    expect(
      (await w.handle.db.selectFrom('orders').select('paid_cents').where('id', '=', id).executeTakeFirstOrThrow())
        .paid_cents,
    ).toBe(2_000);
  });

  it('refuses a malformed key with its message', () => {
    expect(() =>
      parseInput(paymentInput, { amount: 1, method: 'cash', kind: 'balance', idempotency_key: 'short' }),
    ).toThrow(ORDER_MESSAGES.paymentKey);
  });
});
