// Checkout races a multi-process deployment sees: many buyers ordering at once, and one checkout
// sent several times at once (a double tap plus network retries). Meaningful on PostgreSQL
// (DATABASE_URL, as CI runs it), and still correct (serialised) on PGlite.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoItems } from '@wholesale/db';
import { parseInput, placeOrderInput, type Actor } from '@wholesale/contract';
import { insertUser, uniqueEmail, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();
// Fifty checkouts at once: twice the world's time a test.
vi.setConfig({ testTimeout: 60_000 });

const buyers: Actor[] = [];
beforeAll(async () => {
  for (let i = 0; i < 5; i += 1) {
    const userId = await insertUser(w.handle.db, { email: uniqueEmail('rush'), name: `Rush ${i}`, first_name: 'Rush' });
    buyers.push({ kind: 'buyer', userId });
  }
}, 60_000);

const sellable = demoItems.filter((d) => d.show).slice(0, 8);

describe('concurrent checkouts', () => {
  it('50 orders from 5 buyers at once: 50 orders, distinct numbers, every one whole', async () => {
    const placed = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        w.orders.placeOrder(
          buyers[i % buyers.length]!,
          parseInput(placeOrderInput, {
            cart_items: [
              { id: sellable[i % sellable.length]!.id, quantity: 1 + (i % 3) },
              { id: sellable[(i + 3) % sellable.length]!.id, quantity: 2 },
            ],
          }),
        ),
      ),
    );
    expect(new Set(placed.map((p) => p.id)).size).toBe(50);
    expect(new Set(placed.map((p) => p.order_number)).size).toBe(50);

    const ids = placed.map((p) => p.id);
    const rows = await w.handle.db
      .selectFrom('orders')
      .leftJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.id', 'orders.user_id', 'orders.total_amount_cents'])
      .select((eb) => [
        eb.fn.count<number>('order_items.id').as('lines'),
        eb.fn.sum<number>('order_items.line_total_cents').as('sum'),
      ])
      .where('orders.id', 'in', ids)
      .groupBy(['orders.id', 'orders.user_id', 'orders.total_amount_cents'])
      .execute();
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(Number(row.lines), `order ${row.id}`).toBe(2);
      expect(Number(row.sum), `order ${row.id}`).toBe(row.total_amount_cents);
    }
    // each buyer got exactly their own ten
    for (const buyer of buyers) {
      const own = rows.filter((r) => r.user_id === (buyer as { userId: number }).userId);
      expect(own).toHaveLength(10);
    }
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('template', '=', 'order-received')
      .where('text_body', 'like', '%Rush%')
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(50);
  });

  it('the same checkout key sent 10 times at once: one order, and every answer is that order', async () => {
    const buyer = buyers[0]!;
    const key = `tap-${Date.now()}`;
    const countOrders = async () =>
      Number(
        (
          await w.handle.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', (buyer as { userId: number }).userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countOrders();
    const input = parseInput(placeOrderInput, {
      cart_items: [{ id: sellable[0]!.id, quantity: 4 }],
      idempotency_key: key,
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => w.orders.placeOrder(buyer, input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.order_number)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await countOrders()).toBe(before + 1);
  });
});
