// The back office's customers on PGlite and (in CI) PostgreSQL: every buyer
// with their price list, own prices, orders and balance; one buyer's page; admins only.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { ORDER_CONFIRMED_STATUS } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  customerListInput,
  ForbiddenError,
  GUEST,
  NotFoundError,
  parseInput,
  UnauthorizedError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();

const list = (q?: string) =>
  w.customers.list(w.admin.actor, parseInput(customerListInput, q === undefined ? undefined : { q }));

describe('the customers list and page', () => {
  it('lists every buyer, never an admin, with their list, own prices, orders and what they owe', async () => {
    const item = demoItems.find((d) => d.show)!;
    const priceList = await w.prices.createPriceList(w.admin.actor, { name: 'Customers test', prices: [] });
    await w.prices.assignPriceList(w.admin.actor, w.buyerA.id, { price_list_id: priceList.id });
    await w.prices.setBuyerPrices(w.admin.actor, w.buyerA.id, { prices: [{ item_id: item.id, price: 3 }] });
    // The seeded order of A (1,234.56), confirmed with 234.56 paid: 1,000.00 owed.
    await w.handle.db
      .updateTable('orders')
      .set({ order_status: ORDER_CONFIRMED_STATUS, paid_cents: 23_456 })
      .where('id', '=', w.buyerA.orderId)
      .execute();

    const all = await list();
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([w.buyerA.id, w.buyerB.id]));
    expect(all.map((c) => c.id)).not.toContain(w.admin.id);
    expect(all.find((c) => c.id === w.buyerA.id)).toMatchObject({
      price_list: { id: priceList.id, name: 'Customers test' },
      own_prices: 1,
      orders: 1,
      owed: 1000,
    });
    expect(all.find((c) => c.id === w.buyerB.id)).toMatchObject({ price_list: null, own_prices: 0, owed: 0 });

    expect((await list('ALICE')).map((c) => c.id)).toEqual([w.buyerA.id]);
    expect(await list('%')).toEqual([]);

    const page = await w.customers.detail(w.admin.actor, w.buyerA.id);
    expect(page).toMatchObject({
      id: w.buyerA.id,
      email: w.buyerA.email,
      owed: 1000,
      recent_orders: [
        { id: w.buyerA.orderId, order_status: ORDER_CONFIRMED_STATUS, total_amount: 1234.56, paid: 234.56 },
      ],
    });
  });

  it("is for admins only, and an admin's id or an unknown one is not a customer", async () => {
    await expect(w.customers.list(GUEST, {})).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(w.customers.detail(w.buyerA.actor, w.buyerA.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expectError(w.customers.detail(w.admin.actor, w.admin.id), NotFoundError, ACCOUNT_MESSAGES.userNotFound);
    await expectError(w.customers.detail(w.admin.actor, 999_999), NotFoundError, ACCOUNT_MESSAGES.userNotFound);
  });
});
