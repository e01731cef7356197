// Money going back and credit moving, through the books service on PGlite: a mistaken payment
// voided, a cancelled order's deposit refunded (a card refund hands its sales tax back), an order
// weighed below what was paid holding the difference as credit, credit moved to another open
// order of the same company, each figure to the cent, retries answered once, and every refusal
// leaving nothing written.
import { describe, expect, it } from 'vitest';
import {
  BOOKS_MESSAGES,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  placeOrderInput,
  refundInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, rowCounts, useAccountsWorld, windowAWeekAhead } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';
import { DEMO_BOX, DEMO_CATCH_WEIGHT, placeBoxes } from '../orders/testing';

const w = useAccountsWorld();
const TERMS = { cashDiscountBp: 500, cardTaxBp: 975 };
const orders = useWorldService(w, (world) => orderServicesFor(world, { paymentTerms: TERMS }));
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db, paymentTerms: TERMS }));

const box = DEMO_BOX;
const catchWeight = DEMO_CATCH_WEIGHT;
const place = async (actor: Actor, quantity = 4) => (await placeBoxes(orders, actor, quantity)).id;
const pay = (orderId: number, amount: number, method: 'cash' | 'card' = 'cash') =>
  orders.admin.recordPayment(w.admin.actor, orderId, { amount, method, kind: 'prepayment' });
const held = async (orderId: number) =>
  (await w.handle.db.selectFrom('orders').select('paid_cents').where('id', '=', orderId).executeTakeFirstOrThrow())
    .paid_cents;
let keys = 0;
const key = () => `refund-key-${++keys}-${Date.now()}`;
const refund = (orderId: number, amount: number, method: 'cash' | 'card', k = key()) =>
  books.refund(
    w.admin.actor,
    orderId,
    parseInput(refundInput, { amount, method, reason: 'Order cancelled', idempotency_key: k }),
  );
const MONEY_TABLES = ['order_payments', 'order_refunds', 'credit_moves', 'order_change_keys'] as const;

describe('voiding a payment recorded by mistake', () => {
  it('stops counting it, keeps it with the reason, and refuses a second void', async () => {
    const id = await place(w.buyerA.actor);
    const paid = await pay(id, 50, 'card');
    const paymentId = paid.payments[0]!.id;
    const after = await books.voidPayment(w.admin.actor, id, paymentId, { reason: 'Recorded on the wrong order' });
    expect(after.paid).toBe(0);
    expect(after.collected).toBe(0);
    expect(after.state).toBe('prepayment_due');
    expect(after.payments[0]!.voided).toMatchObject({ reason: 'Recorded on the wrong order' });
    expect(await held(id)).toBe(0);
    await expectError(
      books.voidPayment(w.admin.actor, id, paymentId, { reason: 'again' }),
      ConflictError,
      BOOKS_MESSAGES.paymentVoided,
    );
  });

  it('reads another order’s payment as missing, and is staff’s alone', async () => {
    const id = await place(w.buyerA.actor);
    const other = await place(w.buyerA.actor);
    const paymentId = (await pay(other, 10)).payments[0]!.id;
    await expectError(books.voidPayment(w.admin.actor, id, paymentId, { reason: 'x' }), NotFoundError);
    await expectError(books.voidPayment(w.buyerA.actor, other, paymentId, { reason: 'x' }), ForbiddenError);
    await expectError(books.voidPayment(w.guest, other, paymentId, { reason: 'x' }), UnauthorizedError);
    expect(await held(other)).toBe(1000);
  });
});

describe('a cancelled order’s deposit', () => {
  it('is credit, not “left to pay”, and a card refund hands back its sales tax; a retry refunds once', async () => {
    // Placed for a week ahead, so its buyer may still cancel it.
    const pickup = await windowAWeekAhead(w, w.buyerA.actor);
    const id = (
      await orders.placeOrder(
        w.buyerA.actor,
        parseInput(placeOrderInput, { cart_items: [{ id: box.id, quantity: 4 }], pickup_slot: pickup }),
      )
    ).id;
    await pay(id, 174.5, 'cash');
    await orders.cancelOrder(w.buyerA.actor, id, {});
    expect((await orders.admin.detail(w.admin.actor, id)).order_status).toBe('cancelled');
    const before = (await orders.admin.detail(w.admin.actor, id)).payment;
    expect(before).toMatchObject({ due: 0, credit: 174.5, paid: 174.5 });

    const k = key();
    const first = await refund(id, 100, 'card', k);
    // $100.00 to the card: 9.75% tax on it, $9.75, handed back too.
    expect(first.refunds).toEqual([
      expect.objectContaining({ method: 'card', amount: 100, tax: 9.75, returned: 109.75, reason: 'Order cancelled' }),
    ]);
    expect(first).toMatchObject({ paid: 74.5, credit: 74.5, due: 0, collected: 174.5 - 109.75 });
    // The same key again: the first answer, nothing more refunded.
    expect(await refund(id, 100, 'card', k)).toEqual(first);
    expect(await held(id)).toBe(7450);
    // The same key for another refund is refused.
    await expectError(refund(id, 50, 'card', k), ConflictError, BOOKS_MESSAGES.moneyKeyReused);

    const counts = await rowCounts(w.handle.db, MONEY_TABLES);
    await expectError(
      refund(id, 74.51, 'cash'),
      ValidationError,
      'A refund can be at most what the order holds: $74.50.',
    );
    expect(await rowCounts(w.handle.db, MONEY_TABLES)).toEqual(counts);
    const last = await refund(id, 74.5, 'cash');
    expect(last).toMatchObject({ paid: 0, credit: 0, due: 0 });
  });
});

describe('credit', () => {
  it('is what an order holds above a total that fell at the weighing', async () => {
    const placed = await orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: catchWeight.id, quantity: 2 }] }),
    );
    const estimate = (await orders.order(w.buyerA.actor, placed.id)).amounts.total;
    await pay(placed.id, estimate, 'cash');
    const line = (await orders.admin.detail(w.admin.actor, placed.id)).lines[0]!;
    await orders.admin.weigh(w.admin.actor, placed.id, [{ line_id: line.id, weighed_lbs: 1, confirm_unusual: true }]);
    const detail = await orders.admin.detail(w.admin.actor, placed.id);
    const totalCents = Math.round(detail.amounts.total * 100);
    expect(totalCents).toBeLessThan(Math.round(estimate * 100));
    expect(Math.round(detail.payment.credit * 100)).toBe(Math.round(estimate * 100) - totalCents);
    expect(detail.payment.due).toBe(0);
  });

  it('moves to another open order of the same company, at most the credit and at most what is left to pay', async () => {
    const from = await place(w.buyerA.actor);
    await pay(from, 100);
    await orders.admin.setStatus(w.admin.actor, from, 'declined');
    const to = await place(w.buyerA.actor);
    const toTotal = Math.round((await orders.order(w.buyerA.actor, to)).amounts.total * 100);
    const move = (toOrder: number, amount: number, k = key()) =>
      books.applyCredit(w.admin.actor, { from_order_id: from, to_order_id: toOrder, amount, idempotency_key: k });

    const k = key();
    const moved = await move(to, 40, k);
    expect(moved.from).toMatchObject({ paid: 60, credit: 60 });
    expect(moved.from.credit_moves).toEqual([expect.objectContaining({ direction: 'out', order_id: to, amount: 40 })]);
    expect(moved.to.credit_moves).toEqual([expect.objectContaining({ direction: 'in', order_id: from, amount: 40 })]);
    expect(Math.round(moved.to.due * 100)).toBe(toTotal - 4000);
    expect(await move(to, 40, k)).toEqual(moved);
    expect([await held(from), await held(to)]).toEqual([6000, 4000]);

    // An order with $10.00 left to pay takes at most that.
    const nearlyPaid = await place(w.buyerA.actor, 1);
    const nearlyTotal = Math.round((await orders.order(w.buyerA.actor, nearlyPaid)).amounts.total * 100);
    await pay(nearlyPaid, (nearlyTotal - 1000) / 100);
    const ofB = await place(w.buyerB.actor);
    await expectError(move(ofB, 10), ConflictError, BOOKS_MESSAGES.creditOtherCompany);
    const closed = await place(w.buyerA.actor);
    await orders.admin.setStatus(w.admin.actor, closed, 'declined');
    const counts = await rowCounts(w.handle.db, MONEY_TABLES);
    await expectError(move(closed, 10), ConflictError, BOOKS_MESSAGES.creditClosedOrder);
    await expectError(move(to, 60.01), ValidationError, 'The order holds $60.00 of credit: move at most that.');
    await expectError(move(from, 10), ValidationError, BOOKS_MESSAGES.creditSameOrder);
    await expectError(
      move(nearlyPaid, 20),
      ValidationError,
      'The other order has $10.00 left to pay: move at most that.',
    );
    await expectError(
      books.applyCredit(w.buyerA.actor, { from_order_id: from, to_order_id: to, amount: 1, idempotency_key: key() }),
      ForbiddenError,
    );
    expect(await rowCounts(w.handle.db, MONEY_TABLES)).toEqual(counts);
    expect([await held(from), await held(to)]).toEqual([6000, 4000]);
  });

  it('cannot be taken back by voiding a payment it came from', async () => {
    const id = await place(w.buyerA.actor);
    const paymentId = (await pay(id, 80)).payments[0]!.id;
    await orders.admin.setStatus(w.admin.actor, id, 'declined');
    await refund(id, 30, 'cash');
    await expectError(
      books.voidPayment(w.admin.actor, id, paymentId, { reason: 'mistake' }),
      ConflictError,
      /the order holds \$50\.00 now/,
    );
    expect(await held(id)).toBe(5000);
  });
});
