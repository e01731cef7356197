// The recalls' tests' fixtures: lots through the lots service, and orders with their weighed cases
// and shipment records written directly (the cases service and the completion's shipment record
// are written elsewhere), as they stand in the database.
import { parseInput, lotInput, type Actor } from '@wholesale/contract';
import type { OrderStatus } from '@wholesale/rules';
import type { AccountsWorld } from '../accounts/testing';
import { createLotsService } from '../lots/index';

export function recallFixtures(w: AccountsWorld) {
  const db = () => w.handle.db;

  async function lot(itemId: number, code: string, producedOn: string, cases = 40) {
    return createLotsService({ db: db() }).create(
      w.admin.actor,
      parseInput(lotInput, {
        item_id: itemId,
        lot_code: code,
        establishment: 'EST. 1234',
        produced_on: producedOn,
        packed_on: producedOn,
        cases,
      }),
    );
  }

  async function company(name: string, locale: 'en' | 'ko' = 'en', ownerId?: number) {
    const row = await db()
      .insertInto('users')
      .values({
        email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 7)}@recall.test`,
        name: `${name} Owner`,
        first_name: name,
        last_name: 'Owner',
        password_hash: 'x',
        company: ownerId ? null : `${name} Market`,
        phone_number: '213-555-0100',
        locale,
        owner_id: ownerId ?? null,
        company_role: ownerId ? 'orderer' : 'owner',
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    return { id: row.id, email: row.email, actor: { kind: 'buyer', userId: row.id } as Actor };
  }

  /** An order of `userId` with one line of `itemId` and `cases` cases of each lot given ([lotId, count]). */
  async function order(
    userId: number,
    itemId: number,
    status: OrderStatus,
    cases: ReadonlyArray<readonly [lotId: number, count: number]>,
    shippedOn?: string,
  ) {
    const o = await db()
      .insertInto('orders')
      .values({ user_id: userId, total_amount_cents: 10_000, order_status: status })
      .returning(['id', 'order_number'])
      .executeTakeFirstOrThrow();
    const line = await db()
      .insertInto('order_items')
      .values({
        order_id: o.id,
        item_id: itemId,
        quantity: 5,
        unit_price_cents: 2_000,
        item_name: 'Recalled product',
        item_name_ko: '리콜 상품',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = cases.flatMap(([lotId, count]) =>
      Array.from({ length: count }, () => ({ order_id: o.id, order_item_id: line.id, lot_id: lotId, net_lbs: 20.25 })),
    );
    if (rows.length > 0) await db().insertInto('order_cases').values(rows).execute();
    if (shippedOn)
      await db()
        .insertInto('shipments')
        .values({
          order_id: o.id,
          shipped_on: shippedOn,
          company: 'as shipped',
          buyer_name: 'as shipped',
          address: '1 Main St, Los Angeles, CA 90001',
          email: 'shipped@recall.test',
        })
        .execute();
    return { id: o.id, number: o.order_number, lineId: line.id };
  }

  return { lot, company, order };
}
