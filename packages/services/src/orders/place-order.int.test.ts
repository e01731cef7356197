// Checkout through the orders service, on PGlite and (in CI) PostgreSQL: pricing from the items
// table, catch-weight estimates, the pickup slot, idempotent replay, the mails, and every refusal
// leaving nothing half-written.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, earliestPickup, pickupDays, toPacific } from '@wholesale/rules';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_MESSAGES,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, rowCounts, useAccountsWorld } from '../accounts/testing';
import { DEMO_CATCH_WEIGHT, placeOrderAsTheDoors } from './testing';
import { changeItemForTheTest } from '../catalogue/testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();

const placeOrder = placeOrderAsTheDoors(() => w.orders);

const discounted = demoItems.find(
  (d) =>
    d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0 && d.discounted_price_cents < d.price_cents,
)!;
const catchWeight = DEMO_CATCH_WEIGHT;
const hidden = demoItems.find((d) => !d.show)!;

const counts = () => rowCounts(w.handle.db, ['orders', 'order_items', 'mail_outbox', 'idempotency_keys']);

describe('placing an order', () => {
  it('prices every line from the items table, ignores the client figures and writes it all once', async () => {
    const before = await counts();
    const placed = await placeOrder(w.buyerA.actor, {
      user_id: w.buyerB.id, // never trusted: the order is the caller's
      total_amount: 0.01,
      order_type: 'pickup',
      cart_items: [
        { id: discounted.id, quantity: 2, price: 0.01, discountedPrice: 0.01, itemTotal: 0.02, name: 'cheap' },
        { id: catchWeight.id, quantity: 3 },
      ],
      note: '  Back door, please  ',
    });
    expect(placed.replayed).toBe(false);
    expect(placed.order_number).toMatch(/^WS-\d+$/);

    const row = await w.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(w.buyerA.id);
    expect(row.note).toBe('Back door, please');
    const cwCents = Math.round(
      (catchWeight.discounted_price_cents * Math.round(catchWeight.avg_weight * 100) * 3) / 100,
    );
    expect(row.total_amount_cents).toBe(discounted.discounted_price_cents * 2 + cwCents);
    expect(placed.total_amount).toBe(row.total_amount_cents / 100);
    expect(placed.estimated).toBe(true);

    const lines = await w.orders.orderLines(w.buyerA.actor, placed.id);
    expect(lines).toEqual([
      expect.objectContaining({
        item_id: discounted.id,
        quantity: 2,
        unit_price: discounted.discounted_price_cents / 100,
        estimated: false,
        name: discounted.name,
      }),
      expect.objectContaining({
        item_id: catchWeight.id,
        quantity: 3,
        unit_price: catchWeight.discounted_price_cents / 100,
        line_total: cwCents / 100,
        estimated: true,
        spec: CATCH_WEIGHT_SPEC,
      }),
    ]);

    const after = await counts();
    expect(after).toEqual({
      orders: before.orders + 1,
      order_items: before.order_items + 2,
      mail_outbox: before.mail_outbox + 2,
      idempotency_keys: before.idempotency_keys,
    });
  });

  it('charges the list price when the discount is 0', async () => {
    const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.id !== discounted.id)!;
    await changeItemForTheTest(w.handle.db, item, { discounted_price_cents: 0 });
    const placed = await placeOrder(w.buyerB.actor, { cart_items: [{ id: item.id, quantity: 1 }] });
    const [line] = await w.orders.orderLines(w.buyerB.actor, placed.id);
    expect(line!.unit_price).toBe(item.price_cents / 100);
  });

  it('merges the same item given twice into one line', async () => {
    const placed = await placeOrder(w.buyerB.actor, {
      cart_items: [
        { id: discounted.id, quantity: 2 },
        { id: discounted.id, quantity: 5 },
      ],
    });
    expect(await w.orders.orderLines(w.buyerB.actor, placed.id)).toEqual([
      expect.objectContaining({ item_id: discounted.id, quantity: 7 }),
    ]);
  });

  it('books the chosen pickup window, or the earliest one when none is given', async () => {
    const days = pickupDays(w.now(), []);
    const chosen = days[1]!.windows[0]!;
    const placed = await placeOrder(w.buyerA.actor, {
      cart_items: [{ id: discounted.id, quantity: 1 }],
      pickup_slot: chosen.slot,
    });
    expect({ start: placed.pickup_start, end: placed.pickup_end }).toEqual({ start: chosen.start, end: chosen.end });
    const detail = await w.orders.order(w.buyerA.actor, placed.id);
    expect(detail.pickup_start).toBe(chosen.start);

    const earliest = await placeOrder(w.buyerA.actor, { cart_items: [{ id: discounted.id, quantity: 1 }] });
    expect(earliest.pickup_start).toBe(earliestPickup(w.now(), []).start);
    const local = toPacific(new Date(earliest.pickup_start));
    expect([1, 2, 3, 4, 5]).toContain(local.weekday);
  });

  it('answers the order with its lines, money and the pickup split', async () => {
    const placed = await placeOrder(w.buyerA.actor, { cart_items: [{ id: discounted.id, quantity: 3 }] });
    const detail = await w.orders.order(w.buyerA.actor, placed.id);
    const total = (discounted.discounted_price_cents * 3) / 100;
    expect(detail.amounts).toEqual({
      subtotal: total,
      fee: 0,
      total,
      prepayment: Math.ceil(discounted.discounted_price_cents * 3 * 0.5) / 100,
      balance: (discounted.discounted_price_cents * 3 - Math.ceil(discounted.discounted_price_cents * 3 * 0.5)) / 100,
      cash_discount_max:
        Math.floor(
          (discounted.discounted_price_cents * 3 - Math.ceil(discounted.discounted_price_cents * 3 * 0.5)) * 0.05,
        ) / 100,
      estimated: false,
    });
    expect(detail.order_status).toBe('pending');
    expect(detail.lines).toHaveLength(1);
  });

  it('mails the buyer in their language and the business inbox, in the same transaction', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const placed = await placeOrder(w.buyerB.actor, { cart_items: [{ id: discounted.id, quantity: 1 }] });
    const mails = await outboxMails(w.handle.db, { mentioning: placed.order_number });
    expect(mails.map((m) => [m.template, m.to_address])).toEqual([
      ['order-received', 'bob@restaurant.test'],
      ['order-notice', BUSINESS_EMAIL],
    ]);
    expect(mails[0]!.subject).toContain(placed.order_number);
    expect(mails[0]!.text_body).toContain(discounted.name_ko);
    expect(mails[0]!.subject).toMatch(/[가-힣]/);
    expect(mails[1]!.subject).toContain(placed.order_number);
    await w.handle.db.updateTable('users').set({ locale: 'en' }).where('id', '=', w.buyerB.id).execute();
  });
});

describe('idempotent checkout', () => {
  it('returns the first order for a retried key, and refuses the key with another cart', async () => {
    const key = `checkout-${Date.now()}-a`;
    const input = { cart_items: [{ id: discounted.id, quantity: 4 }], idempotency_key: key };
    const first = await placeOrder(w.buyerA.actor, input);
    const before = await counts();
    const again = await placeOrder(w.buyerA.actor, input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);

    await expectError(
      placeOrder(w.buyerA.actor, { ...input, cart_items: [{ id: discounted.id, quantity: 5 }] }),
      ConflictError,
      ORDER_MESSAGES.keyReused,
    );
    // the same key of another buyer is another checkout
    const other = await placeOrder(w.buyerB.actor, input);
    expect(other.id).not.toBe(first.id);
    expect(other.replayed).toBe(false);
  });

  it('frees a key after 24 hours', async () => {
    const key = `checkout-${Date.now()}-b`;
    const input = { cart_items: [{ id: discounted.id, quantity: 1 }], idempotency_key: key };
    const first = await placeOrder(w.buyerA.actor, input);
    await w.handle.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(w.now().getTime() - 25 * 3_600_000) })
      .where('key', '=', key)
      .execute();
    const second = await placeOrder(w.buyerA.actor, input);
    expect(second.id).not.toBe(first.id);
  });

  it('leaves no key behind when the order is refused', async () => {
    const key = `checkout-${Date.now()}-c`;
    await expectError(
      placeOrder(w.buyerA.actor, { cart_items: [{ id: hidden.id, quantity: 1 }], idempotency_key: key }),
      ValidationError,
    );
    const row = await w.handle.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('an order kept on the phone while offline: placed at the total its buyer saw, or not at all', () => {
  it('is placed when the total is still the one the buyer saw', async () => {
    const placed = await placeOrder(w.buyerA.actor, {
      cart_items: [{ id: discounted.id, quantity: 3 }],
      expected_total_cents: discounted.discounted_price_cents * 3,
    });
    expect(Math.round(placed.total_amount * 100)).toBe(discounted.discounted_price_cents * 3);
  });

  it('is refused (409, orders.totalChanged, the new total) when prices changed meanwhile; nothing is written', async () => {
    const before = await counts();
    const key = `offline-${Date.now()}`;
    const err = await expectError(
      placeOrder(w.buyerA.actor, {
        cart_items: [{ id: discounted.id, quantity: 3 }],
        expected_total_cents: discounted.discounted_price_cents * 3 - 100,
        idempotency_key: key,
      }),
      ConflictError,
    );
    const total = ((discounted.discounted_price_cents * 3) / 100).toFixed(2);
    expect([err.code, err.params]).toEqual(['orders.totalChanged', { total }]);
    expect(err.message).toContain(`$${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await counts()).toEqual(before);
  });
});

describe('refusals: a 4xx with a message, nothing written', () => {
  const V = ValidationError;
  const cases: [string, () => unknown, typeof ValidationError, string][] = [
    ['an empty cart', () => ({ cart_items: [] }), V, ORDER_MESSAGES.emptyCart],
    ['no cart at all', () => ({}), V, ORDER_MESSAGES.emptyCart],
    ['a body that is not an object', () => 'cart', V, 'The request body must be a JSON object'],
    ['quantity 0', () => ({ cart_items: [{ id: discounted.id, quantity: 0 }] }), V, ORDER_MESSAGES.quantity],
    ['a negative quantity', () => ({ cart_items: [{ id: discounted.id, quantity: -2 }] }), V, ORDER_MESSAGES.quantity],
    [
      'a fractional quantity',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1.5 }] }),
      V,
      ORDER_MESSAGES.quantity,
    ],
    ['an absurd quantity', () => ({ cart_items: [{ id: discounted.id, quantity: 1e9 }] }), V, ORDER_MESSAGES.quantity],
    ['a quantity as text', () => ({ cart_items: [{ id: discounted.id, quantity: '2' }] }), V, ORDER_MESSAGES.quantity],
    [
      'two lines adding up past 999',
      () => ({
        cart_items: [
          { id: discounted.id, quantity: 600 },
          { id: discounted.id, quantity: 400 },
        ],
      }),
      V,
      ORDER_MESSAGES.quantity,
    ],
    [
      'an unknown item',
      () => ({ cart_items: [{ id: 999_999, quantity: 1 }] }),
      V,
      'Some products in your cart are no longer available. Please remove them and try again.',
    ],
    [
      'a hidden item',
      () => ({
        cart_items: [
          { id: discounted.id, quantity: 1 },
          { id: hidden.id, quantity: 1 },
        ],
      }),
      V,
      `Some products in your cart are no longer available: ${hidden.name}. Please remove them and try again.`,
    ],
    ['a malformed item id', () => ({ cart_items: [{ id: 'abc', quantity: 1 }] }), V, 'Product not found'],
    [
      'delivery',
      () => ({ order_type: 'delivery', cart_items: [{ id: discounted.id, quantity: 1 }] }),
      V,
      ORDER_MESSAGES.deliveryUnavailable,
    ],
    [
      'an unknown order type',
      () => ({ order_type: 'drone', cart_items: [{ id: discounted.id, quantity: 1 }] }),
      V,
      ORDER_MESSAGES.deliveryUnavailable,
    ],
    [
      'a pickup slot on a Sunday',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], pickup_slot: '2031-11-23T08:00' }),
      V,
      ORDER_MESSAGES.pickupUnavailable,
    ],
    [
      'a pickup slot in the past',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], pickup_slot: '2020-01-06T08:00' }),
      V,
      ORDER_MESSAGES.pickupUnavailable,
    ],
    [
      'a pickup slot that is not a window',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], pickup_slot: 'tomorrow' }),
      V,
      ORDER_MESSAGES.pickupUnavailable,
    ],
    [
      'a note over 500 characters',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], note: 'x'.repeat(501) }),
      V,
      ORDER_MESSAGES.noteTooLong,
    ],
    [
      'a malformed checkout key',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], idempotency_key: 'a b' }),
      V,
      ORDER_MESSAGES.idempotencyKey,
    ],
    [
      'an expected total that is not whole cents',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], expected_total_cents: 12.5 }),
      V,
      ORDER_MESSAGES.expectedTotal,
    ],
    [
      'an expected total as text',
      () => ({ cart_items: [{ id: discounted.id, quantity: 1 }], expected_total_cents: '1200' }),
      V,
      ORDER_MESSAGES.expectedTotal,
    ],
    [
      'more than 100 lines',
      () => ({ cart_items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 })) }),
      V,
      ORDER_MESSAGES.tooManyLines,
    ],
  ];
  for (const [name, input, type, message] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await counts();
      await expectError(placeOrder(w.buyerA.actor, input() as never), type, message);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses guests and admins before reading anything', async () => {
    // the service asks who is calling before it reads its input, whatever it is handed
    await expectError(w.orders.placeOrder(w.guest, 'junk' as never), UnauthorizedError);
    await expectError(placeOrder(w.admin.actor, { cart_items: [{ id: discounted.id, quantity: 1 }] }), ForbiddenError);
  });
});

describe('POST /api/order-items replay', () => {
  it('answers a line the order holds with success and changes nothing; refuses the rest', async () => {
    const placed = await placeOrder(w.buyerA.actor, { cart_items: [{ id: discounted.id, quantity: 2 }] });
    const before = await w.orders.orderLines(w.buyerA.actor, placed.id);
    expect(
      await w.orders.addOrderLine(w.buyerA.actor, {
        order_id: placed.id,
        item_id: discounted.id,
        quantity: 2,
        unit_price: 0.01,
      }),
    ).toEqual({ changed: false });
    expect(await w.orders.orderLines(w.buyerA.actor, placed.id)).toEqual(before);

    await expectError(
      w.orders.addOrderLine(w.buyerA.actor, { order_id: placed.id, item_id: catchWeight.id, quantity: 1 }),
      ConflictError,
      ORDER_MESSAGES.linesFixed,
    );
    await expectError(
      w.orders.addOrderLine(w.buyerB.actor, { order_id: placed.id, item_id: discounted.id, quantity: 2 }),
      NotFoundError,
      ORDER_MESSAGES.orderNotFound,
    );
    await w.handle.db.updateTable('orders').set({ order_status: 'order placed' }).where('id', '=', placed.id).execute();
    await expectError(
      w.orders.addOrderLine(w.buyerA.actor, { order_id: placed.id, item_id: discounted.id, quantity: 2 }),
      ConflictError,
      ORDER_MESSAGES.notPending,
    );
    expect(await w.orders.orderLines(w.buyerA.actor, placed.id)).toEqual(before);
  });
});

describe('a buyer’s usual items', () => {
  it('lists what the buyer ordered, most often first, with the last quantity', async () => {
    await placeOrder(w.buyerA.actor, { cart_items: [{ id: discounted.id, quantity: 6 }] });
    const usual = await w.orders.usualItems(w.buyerA.actor, w.buyerA.id);
    expect(usual[0]).toMatchObject({ item_id: discounted.id, last_quantity: 6 });
    expect(usual[0]!.times_ordered).toBeGreaterThanOrEqual(5);
    expect(usual.map((u) => u.item_id)).toContain(catchWeight.id);
    // buyer B's list is B's own
    const ofB = await w.orders.usualItems(w.buyerB.actor, w.buyerB.id);
    expect(ofB.map((u) => u.item_id)).not.toContain(catchWeight.id);
  });
});
