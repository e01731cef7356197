// The shipment record a completed order leaves: the buyer's company, contacts and address as they
// were on the day, beside the order's lines and cases (which the database then keeps as they are).
// Reopening the order voids the record rather than deleting it; completing it again records anew.
import { businessDate } from '@wholesale/rules';
import { sql } from 'kysely';
import type { Db } from '../kernel/common';
import { documentParties } from '../orders/invoice-content';

/** Records the shipment of an order becoming complete, inside the completing transaction. */
export async function recordShipment(trx: Db, orderId: number, now: Date): Promise<void> {
  const placer = await trx
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(sql<number>`coalesce(users.owner_id, users.id)`.as('company_id'))
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { buyer } = await documentParties(trx, placer.company_id);
  await trx
    .insertInto('shipments')
    .values({
      order_id: orderId,
      shipped_on: businessDate(now),
      company: buyer.company || buyer.name,
      buyer_name: buyer.name,
      address: buyer.address.join(', '),
      phone: buyer.phone,
      email: buyer.email,
    })
    .execute();
}

/** Marks the order's current record void (the order was reopened): kept, never deleted. */
export async function voidShipment(trx: Db, orderId: number, adminId: number): Promise<void> {
  await trx
    .updateTable('shipments')
    .set({ voided_at: sql<Date>`now()`, voided_by: adminId })
    .where('order_id', '=', orderId)
    .where('voided_at', 'is', null)
    .execute();
}
