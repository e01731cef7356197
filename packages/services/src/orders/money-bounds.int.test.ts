// Amounts past what an integer column of cents holds used to reach PostgreSQL and
// come back as a 500 (integer out of range). Each case is now a 400 with a message that says what
// may be ordered, refused before anything is written: a checkout, a catch-weight estimate, a
// weighing, an inquiry's cart, and the price an admin sets.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoItems } from '@wholesale/db';
import {
  CATCH_WEIGHT_SPEC,
  formatUsd,
  fromCents,
  ITEM_MAX_PRICE_CENTS,
  MONEY_COLUMN_MAX_CENTS,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_TOTAL_CENTS,
} from '@wholesale/rules';
import {
  inquiryInput,
  itemCreateInput,
  itemUpdateInput,
  ORDER_MESSAGES,
  parseInput,
  type placeOrderInput,
  PRICE_TOO_HIGH,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { rowCounts, useAccountsWorld } from '../accounts/testing';
import { placeOrderAsTheDoors } from './testing';
import { createCatalogueService } from '../catalogue';

const w = useAccountsWorld();

const boxes = demoItems.filter((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC);
const catchWeights = demoItems.filter((d) => d.show && d.spec === CATCH_WEIGHT_SPEC);
/** A different item for each test, so that one test's prices never reach another's. */
let nextBox = 0;
let nextCw = 0;
const aBox = () => boxes[nextBox++]!;
const aCatchWeight = () => catchWeights[nextCw++]!;

/** Sets an item's price (and buyer's price) in cents straight in the table, as an old row or a script might have. */
async function price(id: number, cents: number, avgWeight?: number) {
  await w.handle.db
    .updateTable('items')
    .set({
      price_cents: cents,
      discounted_price_cents: cents,
      ...(avgWeight !== undefined ? { avg_weight: avgWeight } : {}),
    })
    .where('id', '=', id)
    .execute();
}

// As the doors call them: the body parsed with the contract's schema first, so a body the schema
// refuses (a quantity past 999) rejects like the service's own refusals, before any service is called.
const placeOrder = placeOrderAsTheDoors(() => w.orders);
const createInquiry = async (actor: Actor, raw: z.input<typeof inquiryInput>, clientKey: string) =>
  w.services.inquiries.createInquiry(actor, parseInput(inquiryInput, raw), clientKey);

const counts = () => rowCounts(w.handle.db, ['orders', 'order_items', 'mail_outbox', 'inquiries']);

/** Placing `cart` is refused with the message on the most an order may total, and nothing is written. */
async function expectRefusedPastTheCap(actor: Actor, cart: z.input<typeof placeOrderInput>['cart_items']) {
  const before = await counts();
  const err = await expectError(placeOrder(actor, { cart_items: cart }), ValidationError, ORDER_MESSAGES.orderTotal);
  expect(await counts()).toEqual(before);
  return err;
}

describe('the messages say what may be ordered', () => {
  it('in words and figures', () => {
    expect(ORDER_MESSAGES.orderTotal).toBe(
      `An order can total at most ${formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS))}, with at most ${ORDER_LINE_MAX_QUANTITY} of each product. Please split it into smaller orders.`,
    );
    expect(ORDER_MESSAGES.orderTotal).toContain('$1,000,000.00');
    expect(PRICE_TOO_HIGH).toBe('A price can be at most $10,000.00');
  });
});

describe('checkout past the most one order may total', () => {
  it('refuses 999 boxes of a $99,999 item (past 2^31 cents) with the message, writing nothing', async () => {
    const item = aBox();
    await price(item.id, 9_999_900);
    expect(9_999_900 * 999).toBeGreaterThan(MONEY_COLUMN_MAX_CENTS);
    const err = await expectRefusedPastTheCap(w.buyerA.actor, [{ id: item.id, quantity: 999 }]);
    expect(err.fields).toEqual({ cart_items: { code: 'orders.orderTotal', message: ORDER_MESSAGES.orderTotal } });
  });

  it('refuses 999 boxes at the highest price an admin may set', async () => {
    const item = aBox();
    await price(item.id, ITEM_MAX_PRICE_CENTS);
    await expectRefusedPastTheCap(w.buyerA.actor, [{ id: item.id, quantity: 999 }]);
  });

  it('refuses a catch-weight estimate past the cap (999 packs × 9,999.99 lb × $10,000/lb)', async () => {
    const item = aCatchWeight();
    await price(item.id, ITEM_MAX_PRICE_CENTS, 9999.99);
    await expectRefusedPastTheCap(w.buyerA.actor, [{ id: item.id, quantity: 999 }]);
  });

  it('places an order of exactly the cap, and refuses one cent more', async () => {
    const big = aBox();
    const small = aBox();
    await price(big.id, 100_000); // $1,000.00 × 999 = $999,000.00
    await price(small.id, 100_000); // + $1,000.00 = $1,000,000.00
    const cart = [
      { id: big.id, quantity: 999 },
      { id: small.id, quantity: 1 },
    ];
    const placed = await placeOrder(w.buyerB.actor, { cart_items: cart });
    expect(placed.total_amount).toBe(fromCents(ORDER_MAX_TOTAL_CENTS));
    await price(small.id, 100_001);
    await expectRefusedPastTheCap(w.buyerB.actor, cart);
  });
});

describe('weighing at extreme values', () => {
  it('refuses weights that take the order past the cap, changing nothing', async () => {
    const item = aCatchWeight();
    await price(item.id, ITEM_MAX_PRICE_CENTS, 10); // $10,000/lb, 10 lb a pack: 1 pack is $100,000
    const placed = await placeOrder(w.buyerA.actor, { cart_items: [{ id: item.id, quantity: 1 }] });
    const before = await w.orders.admin.detail(w.admin.actor, placed.id);
    const line = before.lines[0]!;
    // 99,999.99 lb × $10,000/lb is about 10^11 cents: past any integer column
    await expectError(
      w.orders.admin.weigh(w.admin.actor, placed.id, [
        { line_id: line.id, weighed_lbs: 99_999.99, confirm_unusual: true },
      ]),
      ValidationError,
      ORDER_MESSAGES.weighedTotal,
    );
    // 100.01 lb: $1,000,100.00, one line just past the cap
    await expectError(
      w.orders.admin.weigh(w.admin.actor, placed.id, [
        { line_id: line.id, weighed_lbs: 100.01, confirm_unusual: true },
      ]),
      ValidationError,
      ORDER_MESSAGES.weighedTotal,
    );
    const after = await w.orders.admin.detail(w.admin.actor, placed.id);
    expect(after.lines).toEqual(before.lines);
    expect(after.amounts).toEqual(before.amounts);
    // 100 lb is $1,000,000.00: the most one order may total
    const weighed = await w.orders.admin.weigh(w.admin.actor, placed.id, [
      { line_id: line.id, weighed_lbs: 100, confirm_unusual: true },
    ]);
    expect(weighed.amounts.total).toBe(fromCents(ORDER_MAX_TOTAL_CENTS));
  });
});

describe('an inquiry’s cart', () => {
  it('refuses 200 lines of 999 of one product: one line of an order, with its bound', async () => {
    const item = aBox();
    const before = await counts();
    const cart_items = Array.from({ length: 200 }, () => ({ id: item.id, quantity: 999 }));
    await expectError(
      createInquiry(w.guest, { name: 'Big', email: 'big@diner.test', cart_items }, '10.17.0.1'),
      ValidationError,
      ORDER_MESSAGES.quantity,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a quantity past 999 on one line', async () => {
    const item = aBox();
    await expectError(
      createInquiry(
        w.guest,
        { name: 'Big', email: 'big@diner.test', cart_items: [{ id: item.id, quantity: 1000 }] },
        '10.17.0.2',
      ),
      ValidationError,
      ORDER_MESSAGES.quantity,
    );
  });

  it('refuses a cart past the most one order may total, writing nothing', async () => {
    const a = aBox();
    const b = aBox();
    await price(a.id, ITEM_MAX_PRICE_CENTS);
    await price(b.id, ITEM_MAX_PRICE_CENTS);
    const before = await counts();
    const cart_items = [
      { id: a.id, quantity: 999 },
      { id: b.id, quantity: 999 },
    ];
    await expectError(
      createInquiry(w.buyerA.actor, { name: 'Big', email: 'big@diner.test', cart_items }, '10.17.0.3'),
      ValidationError,
      ORDER_MESSAGES.orderTotal,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('the price an admin sets', () => {
  const catalogue = () => createCatalogueService({ db: w.handle.db, storage: w.storage });
  // as the doors call them: the body parsed with the contract's schema first
  const updateItem = async (actor: Actor, id: number, raw: z.input<typeof itemUpdateInput>) =>
    catalogue().updateItem(actor, id, parseInput(itemUpdateInput, raw));
  const createItem = async (actor: Actor, raw: z.input<typeof itemCreateInput>) =>
    catalogue().createItem(actor, parseInput(itemCreateInput, raw));

  it('is at most $10,000.00 (so price × 999 fits an integer of cents), with the message', async () => {
    const item = aBox();
    for (const field of ['price', 'discounted_price'] as const) {
      await expectError(updateItem(w.admin.actor, item.id, { [field]: 10_000.01 }), ValidationError, PRICE_TOO_HIGH);
      await expectError(updateItem(w.admin.actor, item.id, { [field]: 99_999 }), ValidationError, PRICE_TOO_HIGH);
    }
    const updated = await updateItem(w.admin.actor, item.id, { price: 10_000, discounted_price: 9_999.99 });
    expect(updated).toMatchObject({ price: 10_000, discounted_price: 9_999.99 });
    await expectError(
      createItem(w.admin.actor, {
        name: 'Gold',
        name_ko: '금',
        spec: '50 lb - 50 lb x 1 box',
        style: 'premium',
        species: 'beef',
        price: 1_000_000,
      }),
      ValidationError,
      PRICE_TOO_HIGH,
    );
  });
});
