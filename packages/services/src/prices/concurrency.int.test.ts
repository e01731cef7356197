// Orders priced by the one rule under load: 50 buyers on 10 price lists, some
// with own prices, ordering at once, and an admin changing a list's prices meanwhile. Meaningful on
// PostgreSQL (DATABASE_URL, as CI runs it), and still correct (serialised) on PGlite.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoItems } from '@wholesale/db';
import { buyerPrice, CATCH_WEIGHT_SPEC, PICKUP_FEE_CENTS, type PriceTier } from '@wholesale/rules';
import { ORDER_MESSAGES, parseInput, placeOrderInput, type Actor } from '@wholesale/contract';
import { insertUser, uniqueEmail, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();
// Fifty buyers on ten price lists, made in the file's hook and ordering at once: two minutes each.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LISTS = 10;
const BUYERS = 50;
const items = demoItems.filter((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC).slice(0, 6);

const buyers: { actor: Actor; id: number; list: number; own: Map<number, number> }[] = [];
const tiersOf = new Map<number, Map<number, PriceTier[]>>();

/** List n's prices: every item a little under its list price, with a tier from 10 boxes. */
const listPrices = (n: number, bump = 0) =>
  items.flatMap((item, k) => [
    { item_id: item.id, price: (item.price_cents - 10 * (n + 1) - k - bump) / 100, min_quantity: 1 },
    { item_id: item.id, price: (item.price_cents - 10 * (n + 1) - k - bump - 50) / 100, min_quantity: 10 },
  ]);

beforeAll(async () => {
  const admin = w.admin.actor;
  const listIds: number[] = [];
  for (let n = 0; n < LISTS; n += 1) {
    const list = await w.prices.createPriceList(admin, { name: `Load list ${n}`, prices: listPrices(n) });
    listIds.push(list.id);
    tiersOf.set(
      list.id,
      new Map(
        items.map((item) => [
          item.id,
          list.prices
            .filter((p) => p.item_id === item.id)
            .map((p) => ({ minQuantity: p.min_quantity, priceCents: Math.round(p.price * 100) })),
        ]),
      ),
    );
  }
  for (let i = 0; i < BUYERS; i += 1) {
    const buyerId = await insertUser(w.handle.db, {
      email: uniqueEmail('priced'),
      name: `Priced ${i}`,
      first_name: 'Priced',
    });
    const list = listIds[i % LISTS]!;
    await w.prices.assignPriceList(admin, buyerId, { price_list_id: list });
    const own = new Map<number, number>();
    // Every third buyer has an own price for the first item: it wins over their list.
    if (i % 3 === 0) {
      own.set(items[0]!.id, 100 + i);
      await w.prices.setBuyerPrices(admin, buyerId, { prices: [{ item_id: items[0]!.id, price: (100 + i) / 100 }] });
    }
    buyers.push({ actor: { kind: 'buyer', userId: buyerId }, id: buyerId, list, own });
  }
}, 120_000);

const cartOf = (i: number) => items.map((item, k) => ({ id: item.id, quantity: 1 + ((i + k * 7) % 15) }));

describe('50 buyers on 10 price lists ordering at once', () => {
  it("prices every line of every order by the buyer's own price, else their list's tier, in whole orders", async () => {
    const placed = await Promise.all(
      buyers.map((b, i) => w.orders.placeOrder(b.actor, parseInput(placeOrderInput, { cart_items: cartOf(i) }))),
    );
    expect(new Set(placed.map((p) => p.id)).size).toBe(BUYERS);
    for (const [i, b] of buyers.entries()) {
      const lines = await w.handle.db
        .selectFrom('order_items')
        .select(['item_id', 'quantity', 'unit_price_cents', 'line_total_cents'])
        .where('order_id', '=', placed[i]!.id)
        .orderBy('item_id')
        .execute();
      const expected = cartOf(i)
        .map(({ id, quantity }) => {
          const item = items.find((x) => x.id === id)!;
          const cents = buyerPrice(
            {
              listPriceCents: item.price_cents,
              memberPriceCents: item.discounted_price_cents,
              ownPriceCents: b.own.get(id) ?? null,
              tiers: tiersOf.get(b.list)!.get(id)!,
            },
            quantity,
          ).cents;
          return { item_id: id, quantity, unit_price_cents: cents, line_total_cents: cents * quantity };
        })
        .sort((x, y) => x.item_id - y.item_id);
      expect(lines).toEqual(expected);
      const order = await w.handle.db
        .selectFrom('orders')
        .select(['total_amount_cents', 'fee_cents'])
        .where('id', '=', placed[i]!.id)
        .executeTakeFirstOrThrow();
      expect(order.total_amount_cents).toBe(expected.reduce((s, l) => s + l.line_total_cents, 0) + order.fee_cents);
      expect(order.fee_cents).toBe(PICKUP_FEE_CENTS);
    }
  });

  it("while an admin changes a list's prices, each order of its buyers is at one whole state of the list", async () => {
    const onList = buyers.filter((b) => b.list === buyers[1]!.list && b.own.size === 0);
    const states = [0, 1, 2, 3, 4, 5].map((bump) => listPrices(1, bump * 3));
    const changing = (async () => {
      for (const prices of states.slice(1)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await w.prices.updatePriceList(w.admin.actor, buyers[1]!.list, { name: 'Load list 1', prices });
      }
    })();
    /** Order i of the 40, by one of the list's buyers in turn. */
    const placeAt = (i: number) =>
      w.orders
        .placeOrder(onList[i % onList.length]!.actor, parseInput(placeOrderInput, { cart_items: cartOf(i) }))
        .then((p) => ({ p, i }));
    const settled = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => placeAt(i)));
    await changing;
    // An order whose prices changed under it twice is refused with its reason; the buyer orders
    // again at the new prices and is placed. How many are refused depends on the machine's timing
    // (two test files share it), so the test counts outcomes, not a share of refusals.
    const refusedAt: number[] = [];
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') return;
      const err = s.reason as Error;
      expect([err.constructor.name, err.message]).toEqual(['ConflictError', ORDER_MESSAGES.pricesChanged]);
      refusedAt.push(i);
    });
    const again = await Promise.all(refusedAt.map(placeAt));
    const placedAgain = new Set(again.map(({ p }) => p.id));
    const placed = [...settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])), ...again];
    expect(placed.map(({ i }) => i).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    for (const { p, i } of placed) {
      const lines = await w.handle.db
        .selectFrom('order_items')
        .select(['item_id', 'quantity', 'unit_price_cents'])
        .where('order_id', '=', p.id)
        .orderBy('item_id')
        .execute();
      // The state whose prices every line of this order matches: one state for the whole order.
      const matching = states.filter((prices) =>
        lines.every((l) => {
          const tiers = prices
            .filter((x) => x.item_id === l.item_id)
            .map((x) => ({ minQuantity: x.min_quantity, priceCents: Math.round(x.price * 100) }));
          const item = items.find((x) => x.id === l.item_id)!;
          return (
            l.unit_price_cents ===
            buyerPrice(
              { listPriceCents: item.price_cents, memberPriceCents: item.discounted_price_cents, tiers },
              l.quantity,
            ).cents
          );
        }),
      );
      expect([i, matching.length]).toEqual([i, 1]);
      // An order placed again after the changes is at the list's last state.
      if (placedAgain.has(p.id)) expect(matching[0]).toBe(states.at(-1));
    }
  });
});
