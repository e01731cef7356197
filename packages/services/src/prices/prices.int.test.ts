// Buyers' prices through the services, on PGlite and (in CI) PostgreSQL: the
// back office's lists and own prices with their records; the one price rule on every read a buyer
// makes (listing, product, cart, search), at checkout and in order changes; no price of one buyer
// reaching another buyer or a guest; a write at a price that is no longer the buyer's refused; and
// the SQL form of the rule held to the rules'.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { z } from 'zod';
import { demoItems } from '@wholesale/db';
import { buyerPrice, CATCH_WEIGHT_SPEC, zonedToUtc, HOLIDAY_RULES, type PriceTier } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  assignPriceListInput,
  buyerPricesInput,
  changeOrderInput,
  ConflictError,
  ForbiddenError,
  GUEST,
  NotFoundError,
  ORDER_MESSAGES,
  parseInput,
  placeOrderInput,
  PRICE_MESSAGES,
  priceListInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
  type OrdersService,
  type PricesService,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { createCatalogueService } from '../catalogue';
import { CatalogueCache } from '../catalogue/cache';
import { writeOrder } from '../orders/checkout-sql';
import { createCalendar } from '../orders/calendar';
import { createPlaceOrder } from '../orders/place-order';
import { createPricesAdmin } from './admin';
import { buyerPriceSql } from './sources';
import { DEMO_CATCH_WEIGHT } from '../orders/testing';

const w = useAccountsWorld();
let prices: PricesService;
let orders: OrdersService;
let cache: CatalogueCache;
let catalogue: ReturnType<typeof createCatalogueService>;
/** Monday Nov 23 2026, 9:00 AM in Los Angeles. */
const now = zonedToUtc('2026-11-23', '09:00');

beforeAll(() => {
  cache = new CatalogueCache();
  catalogue = createCatalogueService({ db: w.handle.db, storage: w.storage, cache });
  prices = createPricesAdmin({ db: w.handle.db, onPricesChanged: () => cache.invalidate() });
  orders = orderServicesFor(w, { holidays: HOLIDAY_RULES, clock: () => now });
});
beforeEach(async () => {
  const db = w.handle.db;
  await db.updateTable('users').set({ price_list_id: null }).execute();
  await db.deleteFrom('price_changes').execute();
  await db.deleteFrom('buyer_prices').execute();
  await db.deleteFrom('price_lists').execute();
  cache.invalidate();
});

const boxes = demoItems.filter(
  (d) =>
    d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0 && d.discounted_price_cents < d.price_cents,
);
const [boxA, boxB, boxC] = boxes as [(typeof boxes)[number], (typeof boxes)[number], (typeof boxes)[number]];
const catchWeight = DEMO_CATCH_WEIGHT;

const admin = () => w.admin.actor;
const listInput = (raw: z.input<typeof priceListInput>) => parseInput(priceListInput, raw);
const createList = async (raw: z.input<typeof priceListInput>) => prices.createPriceList(admin(), listInput(raw));
const setOwn = async (userId: number, raw: z.input<typeof buyerPricesInput>) =>
  prices.setBuyerPrices(admin(), userId, parseInput(buyerPricesInput, raw));
const assign = async (userId: number, listId: number | null) =>
  prices.assignPriceList(admin(), userId, parseInput(assignPriceListInput, { price_list_id: listId }));
const place = (actor: Actor, raw: z.input<typeof placeOrderInput>) =>
  orders.placeOrder(actor, parseInput(placeOrderInput, raw));
const dollars = (cents: number) => cents / 100;

async function changesOf(of: { userId?: number; priceListId?: number }) {
  return (await prices.priceChanges(admin(), of)).map((c) => [
    c.action,
    c.item_id,
    c.min_quantity,
    c.old_value,
    c.new_value,
  ]);
}

describe('the back office: price lists', () => {
  it('creates, reads, renames and replaces a list, recording each difference with its admin', async () => {
    const made = await createList({
      name: '  Korean BBQ tier  ',
      prices: [
        { item_id: boxA.id, price: 12.5 },
        { item_id: boxA.id, price: 11, min_quantity: 10 },
      ],
    });
    expect(made).toMatchObject({ name: 'Korean BBQ tier', customers: [] });
    const bare = (prices: { item_id: number; price: number; min_quantity: number }[]) =>
      prices.map(({ item_id, price, min_quantity }) => ({ item_id, price, min_quantity }));
    expect(made.prices[0]).toMatchObject({
      name: boxA.name,
      name_ko: boxA.name_ko,
      spec: boxA.spec,
      list_price: dollars(boxA.price_cents),
      member_price: dollars(boxA.discounted_price_cents),
    });
    expect(bare(made.prices)).toEqual([
      { item_id: boxA.id, price: 12.5, min_quantity: 1 },
      { item_id: boxA.id, price: 11, min_quantity: 10 },
    ]);
    expect(await prices.priceLists(admin())).toEqual([
      expect.objectContaining({ id: made.id, name: 'Korean BBQ tier', prices: 2, customers: 0 }),
    ]);

    const updated = await prices.updatePriceList(
      admin(),
      made.id,
      listInput({
        name: 'BBQ tier',
        prices: [
          { item_id: boxA.id, price: 12 },
          { item_id: boxB.id, price: 7.25 },
        ],
      }),
    );
    expect(updated.name).toBe('BBQ tier');
    expect(bare(updated.prices)).toEqual(
      [
        { item_id: boxA.id, price: 12, min_quantity: 1 },
        { item_id: boxB.id, price: 7.25, min_quantity: 1 },
      ].sort((a, b) => a.item_id - b.item_id),
    );

    const recorded = await changesOf({ priceListId: made.id });
    expect(recorded).toEqual(
      expect.arrayContaining([
        ['list-created', null, null, null, 'Korean BBQ tier'],
        ['list-price', boxA.id, 1, null, '12.50'],
        ['list-price', boxA.id, 10, null, '11.00'],
        ['list-renamed', null, null, 'Korean BBQ tier', 'BBQ tier'],
        ['list-price', boxA.id, 1, '12.50', '12.00'],
        ['list-price', boxA.id, 10, '11.00', null],
        ['list-price', boxB.id, 1, null, '7.25'],
      ]),
    );
    expect(recorded).toHaveLength(7);
    expect((await prices.priceChanges(admin(), { priceListId: made.id }))[0]!.admin).toEqual({
      id: w.admin.id,
      name: expect.any(String),
    });
  });

  it('refuses a name taken in any case (409), an unknown product and a price twice (400), and writes nothing', async () => {
    await createList({ name: 'Restaurants', prices: [] });
    await expectError(createList({ name: 'RESTAURANTS', prices: [] }), ConflictError, PRICE_MESSAGES.nameTaken);
    await expectError(
      createList({ name: 'Other', prices: [{ item_id: 999_999, price: 1 }] }),
      ValidationError,
      PRICE_MESSAGES.unknownItems,
    );
    await expectError(
      createList({
        name: 'Other',
        prices: [
          { item_id: boxA.id, price: 1 },
          { item_id: boxA.id, price: 2, min_quantity: 1 },
        ],
      }),
      ValidationError,
      PRICE_MESSAGES.twice,
    );
    await expectError(
      createList({ name: 'Other', prices: [{ item_id: boxA.id, price: 1.005 }] }),
      ValidationError,
      PRICE_MESSAGES.price,
    );
    await expectError(
      createList({ name: 'Other', prices: [{ item_id: boxA.id, price: 10_000.01 }] }),
      ValidationError,
      PRICE_MESSAGES.price,
    );
    await expectError(
      createList({ name: 'Other', prices: [{ item_id: boxA.id, price: 5, min_quantity: 1000 }] }),
      ValidationError,
      PRICE_MESSAGES.minQuantity,
    );
    expect((await prices.priceLists(admin())).map((l) => l.name)).toEqual(['Restaurants']);
    await expectError(prices.priceList(admin(), 999_999), NotFoundError, PRICE_MESSAGES.listNotFound);
  });

  it("deletes a list: its buyers fall back to the member price, and each buyer's record says so", async () => {
    const list = await createList({ name: 'Going away', prices: [{ item_id: boxA.id, price: 1.23 }] });
    await assign(w.buyerA.id, list.id);
    expect((await catalogue.byId(w.buyerA.actor, boxA.id)).discounted_price).toBe(1.23);
    await prices.deletePriceList(admin(), list.id);
    expect((await prices.buyerPrices(admin(), w.buyerA.id)).price_list).toBeNull();
    expect((await catalogue.byId(w.buyerA.actor, boxA.id)).discounted_price).toBe(dollars(boxA.discounted_price_cents));
    expect(await changesOf({ userId: w.buyerA.id })).toEqual([
      ['list-assigned', null, null, 'Going away', null],
      ['list-assigned', null, null, null, 'Going away'],
    ]);
  });
});

describe("the back office: a buyer's own prices and list", () => {
  it('sets, changes and removes own prices (null), recording before and after', async () => {
    await setOwn(w.buyerA.id, {
      prices: [
        { item_id: boxA.id, price: 9.99 },
        { item_id: boxB.id, price: 3 },
      ],
    });
    const after = await setOwn(w.buyerA.id, {
      prices: [
        { item_id: boxA.id, price: 8.5 },
        { item_id: boxB.id, price: null },
        { item_id: boxC.id, price: null },
      ],
    });
    expect(after.prices).toEqual([
      expect.objectContaining({
        item_id: boxA.id,
        price: 8.5,
        list_price: dollars(boxA.price_cents),
        member_price: dollars(boxA.discounted_price_cents),
      }),
    ]);
    expect(await changesOf({ userId: w.buyerA.id })).toEqual(
      expect.arrayContaining([
        ['own-price', boxA.id, null, null, '9.99'],
        ['own-price', boxB.id, null, null, '3.00'],
        ['own-price', boxA.id, null, '9.99', '8.50'],
        ['own-price', boxB.id, null, '3.00', null],
      ]),
    );
    // Removing a price that was never set records nothing.
    expect(await changesOf({ userId: w.buyerA.id })).toHaveLength(4);
  });

  it('assigns a list and takes it away, recorded by name', async () => {
    const list = await createList({ name: 'Hotels', prices: [] });
    expect(await assign(w.buyerA.id, list.id)).toEqual({
      user_id: w.buyerA.id,
      price_list: { id: list.id, name: 'Hotels' },
    });
    expect((await prices.priceList(admin(), list.id)).customers).toEqual([
      expect.objectContaining({ id: w.buyerA.id, email: w.buyerA.email }),
    ]);
    expect(await assign(w.buyerA.id, null)).toEqual({ user_id: w.buyerA.id, price_list: null });
    // The list's own history shows the buyer given to it and taken from it.
    expect(
      (await prices.priceChanges(admin(), { priceListId: list.id }))
        .filter((c) => c.action === 'list-assigned')
        .map((c) => [c.user_id, c.old_value, c.new_value]),
    ).toEqual([
      [w.buyerA.id, 'Hotels', null],
      [w.buyerA.id, null, 'Hotels'],
    ]);
    expect(await changesOf({ userId: w.buyerA.id })).toEqual([
      ['list-assigned', null, null, 'Hotels', null],
      ['list-assigned', null, null, null, 'Hotels'],
    ]);
    await expectError(assign(w.buyerA.id, 999_999), NotFoundError, PRICE_MESSAGES.listNotFound);
  });

  it('refuses an unknown user (404), an admin account (400) and an unknown product, leaving prices as they were', async () => {
    await expectError(
      setOwn(999_999, { prices: [{ item_id: boxA.id, price: 1 }] }),
      NotFoundError,
      ACCOUNT_MESSAGES.userNotFound,
    );
    await expectError(
      setOwn(w.admin.id, { prices: [{ item_id: boxA.id, price: 1 }] }),
      ValidationError,
      PRICE_MESSAGES.notABuyer,
    );
    await expectError(
      setOwn(w.buyerA.id, {
        prices: [
          { item_id: boxA.id, price: 1 },
          { item_id: 999_999, price: 1 },
        ],
      }),
      ValidationError,
      PRICE_MESSAGES.unknownItems,
    );
    await expectError(
      setOwn(w.buyerA.id, {
        prices: [
          { item_id: boxA.id, price: 1 },
          { item_id: boxA.id, price: 2 },
        ],
      }),
      ValidationError,
      PRICE_MESSAGES.ownTwice,
    );
    expect((await prices.buyerPrices(admin(), w.buyerA.id)).prices).toEqual([]);
  });

  it('is for admins only: a guest is told to log in, a buyer is refused', async () => {
    const calls = (actor: Actor) => [
      prices.buyerPrices(actor, w.buyerA.id),
      prices.setBuyerPrices(actor, w.buyerA.id, { prices: [] }),
      prices.assignPriceList(actor, w.buyerA.id, { price_list_id: null }),
      prices.priceLists(actor),
      prices.priceList(actor, 1),
      prices.createPriceList(actor, { name: 'x', prices: [] }),
      prices.updatePriceList(actor, 1, { name: 'x', prices: [] }),
      prices.deletePriceList(actor, 1),
      prices.priceChanges(actor, {}),
    ];
    for (const call of calls(GUEST)) await expect(call).rejects.toBeInstanceOf(UnauthorizedError);
    for (const call of calls(w.buyerA.actor)) await expect(call).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('what a buyer sees: the one price rule on every read', () => {
  async function priceAForA() {
    const list = await createList({
      name: 'A list',
      prices: [
        { item_id: boxA.id, price: dollars(boxA.discounted_price_cents - 100) },
        { item_id: boxA.id, price: dollars(boxA.discounted_price_cents - 200), min_quantity: 10 },
        { item_id: boxB.id, price: dollars(boxB.discounted_price_cents - 50), min_quantity: 5 },
      ],
    });
    await assign(w.buyerA.id, list.id);
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxC.id, price: 1.11 }] });
  }

  it('gives buyer A their own and list prices, buyer B and an admin the member price, a guest none at all', async () => {
    await priceAForA();
    // Buyer B and the guest read first, so their answers are the ones cached when A reads.
    const forB = await catalogue.list(w.buyerB.actor);
    const forGuest = await catalogue.list(GUEST);
    const forA = await catalogue.list(w.buyerA.actor);
    const forAdmin = await catalogue.list(admin());
    const pick = (items: typeof forA, id: number) => items.find((i) => i.id === id)!;

    expect(pick(forA, boxA.id)).toMatchObject({
      discounted_price: dollars(boxA.discounted_price_cents - 100),
      price_tiers: [
        { min_quantity: 1, price: dollars(boxA.discounted_price_cents - 100) },
        { min_quantity: 10, price: dollars(boxA.discounted_price_cents - 200) },
      ],
    });
    // A tier from 5 boxes only: one box is at the member price, and the tier is shown.
    expect(pick(forA, boxB.id)).toMatchObject({
      discounted_price: dollars(boxB.discounted_price_cents),
      price_tiers: [{ min_quantity: 5, price: dollars(boxB.discounted_price_cents - 50) }],
    });
    expect(pick(forA, boxC.id).discounted_price).toBe(1.11);
    expect(pick(forA, boxC.id)).not.toHaveProperty('price_tiers');

    for (const items of [forB, forAdmin]) {
      for (const item of [boxA, boxB, boxC]) {
        expect(pick(items, item.id).discounted_price).toBe(dollars(item.discounted_price_cents));
        expect(pick(items, item.id)).not.toHaveProperty('price_tiers');
      }
    }
    expect(forGuest.some((i) => 'discounted_price' in i || 'price_tiers' in i)).toBe(false);
    // A's answer did not change the shared one: B reads the member price again after A.
    expect(pick(await catalogue.list(w.buyerB.actor), boxC.id).discounted_price).toBe(
      dollars(boxC.discounted_price_cents),
    );
  });

  it('prices the product page, the cart, a listing by style and search alike', async () => {
    await priceAForA();
    expect((await catalogue.byId(w.buyerA.actor, boxC.id)).discounted_price).toBe(1.11);
    expect((await catalogue.byId(w.buyerB.actor, boxC.id)).discounted_price).toBe(dollars(boxC.discounted_price_cents));
    expect(await catalogue.byId(GUEST, boxC.id)).not.toHaveProperty('discounted_price');
    const cart = await catalogue.byIds(w.buyerA.actor, [boxC.id, boxA.id]);
    expect(cart.map((i) => i.discounted_price)).toEqual([1.11, dollars(boxA.discounted_price_cents - 100)]);
    const byStyle = await catalogue.list(w.buyerA.actor, { style: boxC.style });
    expect(byStyle.find((i) => i.id === boxC.id)!.discounted_price).toBe(1.11);
    const found = await catalogue.search(w.buyerA.actor, { q: boxC.name, limit: 50 });
    expect(found.find((i) => i.id === boxC.id)?.discounted_price).toBe(1.11);
    const foundByB = await catalogue.search(w.buyerB.actor, { q: boxC.name, limit: 50 });
    expect(foundByB.find((i) => i.id === boxC.id)?.discounted_price).toBe(dollars(boxC.discounted_price_cents));
  });

  it('follows a change at once: the cached prices are dropped when an admin changes them', async () => {
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxA.id, price: 2.22 }] });
    expect((await catalogue.byId(w.buyerA.actor, boxA.id)).discounted_price).toBe(2.22);
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxA.id, price: 3.33 }] });
    expect((await catalogue.byId(w.buyerA.actor, boxA.id)).discounted_price).toBe(3.33);
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxA.id, price: null }] });
    expect((await catalogue.byId(w.buyerA.actor, boxA.id)).discounted_price).toBe(dollars(boxA.discounted_price_cents));
  });
});

describe('what a buyer pays: checkout and order changes by the same rule', () => {
  it('charges the own price over the list, the list tier the quantity reaches, and the member price below it', async () => {
    const list = await createList({
      name: 'Tiers',
      prices: [
        { item_id: boxA.id, price: 20 },
        { item_id: boxB.id, price: 6, min_quantity: 5 },
        { item_id: boxC.id, price: 4 },
      ],
    });
    await assign(w.buyerA.id, list.id);
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxC.id, price: 3.5 }] });
    const placed = await place(w.buyerA.actor, {
      cart_items: [
        { id: boxA.id, quantity: 1 },
        { id: boxB.id, quantity: 5 },
        { id: boxC.id, quantity: 2 },
      ],
      pickup_slot: '2026-11-25T08:00',
    });
    const lines = await orders.orderLines(w.buyerA.actor, placed.id);
    expect(lines.map((l) => [l.item_id, l.unit_price])).toEqual([
      [boxA.id, 20],
      [boxB.id, 6],
      [boxC.id, 3.5],
    ]);
    const small = await place(w.buyerA.actor, {
      cart_items: [{ id: boxB.id, quantity: 4 }],
      pickup_slot: '2026-11-25T08:00',
    });
    expect((await orders.orderLines(w.buyerA.actor, small.id)).map((l) => l.unit_price)).toEqual([
      dollars(boxB.discounted_price_cents),
    ]);
    // Buyer B, on no list, pays the member price for the same cart.
    const other = await place(w.buyerB.actor, {
      cart_items: [
        { id: boxA.id, quantity: 1 },
        { id: boxC.id, quantity: 2 },
      ],
      pickup_slot: '2026-11-25T08:00',
    });
    expect((await orders.orderLines(w.buyerB.actor, other.id)).map((l) => l.unit_price)).toEqual([
      dollars(boxA.discounted_price_cents),
      dollars(boxC.discounted_price_cents),
    ]);
  });

  it('prices a catch-weight line per lb from the list', async () => {
    await setOwn(w.buyerA.id, { prices: [{ item_id: catchWeight.id, price: 2 }] });
    const placed = await place(w.buyerA.actor, {
      cart_items: [{ id: catchWeight.id, quantity: 2 }],
      pickup_slot: '2026-11-25T08:00',
    });
    const [line] = await orders.orderLines(w.buyerA.actor, placed.id);
    expect(line).toMatchObject({
      unit_price: 2,
      line_total: Math.round((200 * Math.round(catchWeight.avg_weight * 100) * 2) / 100) / 100,
    });
  });

  it("reprices a changed line at the order's buyer's price, when the buyer or an admin changes it", async () => {
    const placed = await place(w.buyerA.actor, {
      cart_items: [{ id: boxA.id, quantity: 1 }],
      pickup_slot: '2026-11-25T08:00',
    });
    await setOwn(w.buyerA.id, {
      prices: [
        { item_id: boxA.id, price: 4.4 },
        { item_id: boxB.id, price: 5.5 },
      ],
    });
    const raw = {
      cart_items: [
        { id: boxA.id, quantity: 2 },
        { id: boxB.id, quantity: 1 },
      ],
      idempotency_key: 'prices-change-0001',
    };
    const { order } = await orders.changeOrder(admin(), placed.id, parseInput(changeOrderInput, raw));
    expect(order.lines.map((l) => [l.item_id, l.unit_price])).toEqual([
      [boxA.id, 4.4],
      [boxB.id, 5.5],
    ]);
  });

  it("writes no order, and claims no key, when a line is not at the buyer's price at the moment of writing", async () => {
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxA.id, price: 4 }] });
    const before = await w.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{
      id: number;
    }>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`.execute(w.handle.db);
    const id = rows[0]!.id;
    const line = {
      item_id: boxA.id,
      quantity: 1,
      item_name: boxA.name,
      item_name_ko: boxA.name_ko,
      spec: boxA.spec,
      avg_weight: boxA.avg_weight,
      line_total_cents: 0,
    };
    const order = {
      id,
      order_number: `WS-T${id}`,
      user_id: w.buyerA.id,
      order_date: now,
      total_amount_cents: 0,
      fee_cents: 0,
      pickup_start: '2026-11-25T16:00:00Z',
      pickup_end: '2026-11-25T16:30:00Z',
      note: null,
    };
    const key = { value: 'repriced-key-0001', requestHash: 'x', response: {} as never, expiredBefore: new Date(0) };
    // The member price: what the buyer paid before the admin gave them their own.
    expect(
      await writeOrder(w.handle.db, {
        order,
        lines: [{ ...line, unit_price_cents: boxA.discounted_price_cents }],
        mails: [],
        key,
      }),
    ).toBe('repriced');
    const after = await w.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(
      await w.handle.db.selectFrom('idempotency_keys').select('key').where('key', '=', key.value).execute(),
    ).toEqual([]);
    expect(await writeOrder(w.handle.db, { order, lines: [{ ...line, unit_price_cents: 400 }], mails: [], key })).toBe(
      'written',
    );
  });

  it('reads and prices again when a price changes between the read and the write, and says so when it keeps changing', async () => {
    await setOwn(w.buyerA.id, { prices: [{ item_id: boxA.id, price: 4 }] });
    // A checkout whose every read is followed, before its write, by an admin's new price: the
    // read is seen through a plugin, and the deposit's terms (read beside it) wait for it.
    let bumps = 0;
    let maxBumps = 0;
    let nextCents = 400;
    let readDone: (() => void) | null = null;
    const watched = w.handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const row = args.result.rows[0] as Record<string, unknown> | undefined;
        if (row && 'prices' in row && 'buyer' in row) readDone?.();
        return args.result;
      },
    });
    const checkout = createPlaceOrder({
      db: watched,
      businessEmail: BUSINESS_EMAIL,
      publicUrl: 'http://localhost:3000',
      calendar: createCalendar({
        db: w.handle.db,
        publicUrl: 'http://localhost:3000',
        businessEmail: BUSINESS_EMAIL,
        holidays: HOLIDAY_RULES,
      }),
      clock: () => now,
      deposit: {
        async terms() {
          await new Promise<void>((resolve) => (readDone = resolve));
          if (bumps < maxBumps) {
            bumps += 1;
            await w.handle.db
              .updateTable('buyer_prices')
              .set({ price_cents: ++nextCents })
              .where('user_id', '=', w.buyerA.id)
              .execute();
          }
          return { en: 'Deposit', ko: '보증금' };
        },
      },
    });
    const cart = () =>
      parseInput(placeOrderInput, { cart_items: [{ id: boxA.id, quantity: 1 }], pickup_slot: '2026-11-25T08:00' });

    maxBumps = 1;
    const placed = await checkout.placeOrder(w.buyerA.actor, cart());
    expect((await orders.orderLines(w.buyerA.actor, placed.id)).map((l) => l.unit_price)).toEqual([4.01]);

    bumps = 0;
    maxBumps = 3;
    const ordersBefore = await w.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expectError(checkout.placeOrder(w.buyerA.actor, cart()), ConflictError, ORDER_MESSAGES.pricesChanged);
    const ordersAfter = await w.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ordersAfter.n)).toBe(Number(ordersBefore.n));
  });
});

describe('a price list as a CSV file', () => {
  it('exports a list and imports the file back into another, the same prices', async () => {
    const from = await createList({
      name: 'Export me',
      prices: [
        { item_id: boxA.id, price: 12.5 },
        { item_id: boxA.id, price: 11, min_quantity: 10 },
        { item_id: boxB.id, price: 3.25 },
      ],
    });
    const file = await prices.exportPriceList(admin(), from.id);
    expect(file.filename).toBe('price-list-export-me.csv');
    expect(file.csv.split('\r\n')[0]).toBe('\uFEFFitem_id,slug,name,name_ko,min_quantity,price');
    const to = await createList({ name: 'Import into', prices: [{ item_id: boxC.id, price: 1 }] });
    const imported = await prices.importPriceList(admin(), to.id, { csv: file.csv });
    expect(imported.prices).toEqual(from.prices);
    expect(imported.changes).toBe(4);
    expect(await changesOf({ priceListId: to.id })).toContainEqual([
      'list-imported',
      null,
      null,
      null,
      JSON.stringify({ prices: 3, changed: 4 }),
    ]);
  });

  it('names each bad line with its reason and changes nothing', async () => {
    const list = await createList({ name: 'Kept', prices: [{ item_id: boxA.id, price: 5 }] });
    const csv = [
      'item_id,slug,min_quantity,price',
      `${boxB.id},,1,4.50`,
      ',no-such-slug,1,4',
      `${boxC.id},,1,-1`,
      `${boxB.id},,1,4.40`,
      `,${boxC.slug},2,3`,
    ].join('\n');
    const err = await expectError(
      prices.importPriceList(admin(), list.id, { csv }),
      ValidationError,
      PRICE_MESSAGES.csvRows,
    );
    // Every refused line at once: unreadable (line 4), no such product (line 3), a price twice (line 5).
    expect(Object.entries((err as ValidationError).fields ?? {}).map(([k, v]) => [k, v.code])).toEqual([
      ['line 3', 'prices.csvItem'],
      ['line 4', 'prices.price'],
      ['line 5', 'prices.twice'],
    ]);
    await expectError(
      prices.importPriceList(admin(), list.id, { csv: 'name,cost\nx,1' }),
      ValidationError,
      PRICE_MESSAGES.csvColumns,
    );
    expect((await prices.priceList(admin(), list.id)).prices).toEqual([
      expect.objectContaining({ item_id: boxA.id, price: 5, min_quantity: 1 }),
    ]);
  });

  it('imports a 20,000-line list in one transaction', async () => {
    const ids = (await w.handle.db.selectFrom('items').select('id').orderBy('id').limit(100).execute()).map(
      (r) => r.id,
    );
    const lines = ['item_id,min_quantity,price'];
    for (let min = 1; lines.length <= 20_000; min += 1)
      for (const id of ids) if (lines.length <= 20_000) lines.push(`${id},${min},${(1000 - min / 10).toFixed(2)}`);
    expect(lines).toHaveLength(20_001);
    const list = await createList({ name: 'Big', prices: [] });
    const started = performance.now();
    const imported = await prices.importPriceList(admin(), list.id, { csv: lines.join('\n') });
    const ms = performance.now() - started;
    expect(imported.prices).toHaveLength(20_000);
    expect(imported.changes).toBe(20_000);
    // Generous for a loaded CI machine; measured ~2 s on PGlite (see the issue's note).
    expect(ms).toBeLessThan(30_000);
    const failing = [...lines, 'x,1,1'].join('\n');
    await expectError(
      prices.importPriceList(admin(), list.id, { csv: failing }),
      ValidationError,
      PRICE_MESSAGES.tooManyPrices,
    );
  }, 120_000);
});

describe('the rule in SQL', () => {
  it('agrees with rules/buyer-price.ts on own, tier, member and list prices at every quantity', async () => {
    const db = w.handle.db;
    const item = boxA;
    type Case = { own: number | null; tiers: PriceTier[]; member: number; quantity: number };
    const cases: Case[] = [];
    const tierSets: PriceTier[][] = [
      [],
      [{ minQuantity: 1, priceCents: 900 }],
      [{ minQuantity: 5, priceCents: 800 }],
      [
        { minQuantity: 1, priceCents: 950 },
        { minQuantity: 10, priceCents: 700 },
        { minQuantity: 50, priceCents: 600 },
      ],
    ];
    for (const own of [null, 1234])
      for (const tiers of tierSets)
        for (const member of [0, 1100])
          for (const quantity of [1, 4, 5, 10, 49, 50, 999]) cases.push({ own, tiers, member, quantity });
    const list = await createList({ name: 'SQL', prices: [] });
    await assign(w.buyerA.id, list.id);
    try {
      for (const tiers of tierSets) {
        await db.deleteFrom('price_list_items').where('price_list_id', '=', list.id).execute();
        if (tiers.length > 0)
          await db
            .insertInto('price_list_items')
            .values(
              tiers.map((t) => ({
                price_list_id: list.id,
                item_id: item.id,
                min_quantity: t.minQuantity,
                price_cents: t.priceCents,
              })),
            )
            .execute();
        for (const own of [null, 1234]) {
          await db.deleteFrom('buyer_prices').execute();
          if (own !== null)
            await db
              .insertInto('buyer_prices')
              .values({ user_id: w.buyerA.id, item_id: item.id, price_cents: own })
              .execute();
          for (const member of [0, 1100]) {
            await db.updateTable('items').set({ discounted_price_cents: member }).where('id', '=', item.id).execute();
            for (const quantity of [1, 4, 5, 10, 49, 50, 999]) {
              const { rows } = await sql<{
                cents: number;
              }>`SELECT ${buyerPriceSql(w.buyerA.id, sql<number>`${item.id}::int`, sql<number>`${quantity}::int`)} AS cents`.execute(
                db,
              );
              const expected = buyerPrice(
                { listPriceCents: item.price_cents, memberPriceCents: member, ownPriceCents: own, tiers },
                quantity,
              ).cents;
              expect([own, tiers, member, quantity, rows[0]!.cents]).toEqual([own, tiers, member, quantity, expected]);
            }
          }
        }
      }
    } finally {
      await db
        .updateTable('items')
        .set({ discounted_price_cents: item.discounted_price_cents })
        .where('id', '=', item.id)
        .execute();
    }
    expect(cases).toHaveLength(2 * 4 * 2 * 7);
  });
});
