import type { Database, Transaction } from '@wholesale/db';
import { COMPLETE_ORDER_STATUSES } from '@wholesale/rules';
import { iso, type Clock, type Db } from '../kernel/common';
import { companyToRead, companyUsers } from '../kernel/company-access';
import type { Actor, PointsRecord } from '@wholesale/contract';

/** Statuses that mean the buyer got the goods (the rules' list, which the admin's confirmation also reads). */
export const COMPLETE_STATUSES: ReadonlySet<string> = new Set(COMPLETE_ORDER_STATUSES);

/**
 * The points rule (docs/decisions.md): an order earns 1 point per whole US dollar of its goods
 * (the total without the delivery fee), once, when it is marked complete. `points.order_id` is
 * unique, so awarding twice (a status flipped back and forth, two admins at once) is a no-op.
 * Call it in the transaction that marks the order complete. Returns the points awarded now.
 */
export async function awardPointsForCompletedOrder(trx: Transaction<Database>, orderId: number): Promise<number> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'total_amount_cents', 'fee_cents', 'order_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !COMPLETE_STATUSES.has(order.order_status)) return 0;
  const amount = Math.floor(Math.max(0, order.total_amount_cents - order.fee_cents) / 100);
  if (amount <= 0) return 0;
  const inserted = await trx
    .insertInto('points')
    .values({ user_id: order.user_id, amount, order_id: order.id })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? amount : 0;
}

/** "The last month" of the rewards section: the same day of the previous month, this time. */
export function oneMonthBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d;
}

/** A buyer's points: last month's records (newest first) and the all-time total. */
export function createPointsReads(db: Db, clock: Clock) {
  return {
    // Points belong to the company: every member reads the points of all its orders.
    async points(actor: Actor, userId: number): Promise<PointsRecord[]> {
      const { companyId } = await companyToRead(db, actor, userId);
      const rows = await db
        .selectFrom('points')
        .leftJoin('orders', 'orders.id', 'points.order_id')
        .select(['points.id', 'points.amount', 'points.created_on', 'orders.order_number'])
        .where('points.user_id', 'in', companyUsers(companyId))
        .where('points.created_on', '>=', oneMonthBefore(clock()))
        .orderBy('points.created_on', 'desc')
        .orderBy('points.id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        created_on: iso(r.created_on),
        order_number: r.order_number,
      }));
    },

    async pointsTotal(actor: Actor, userId: number): Promise<{ total_points: number }> {
      const { companyId } = await companyToRead(db, actor, userId);
      const row = await db
        .selectFrom('points')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('user_id', 'in', companyUsers(companyId))
        .executeTakeFirst();
      return { total_points: Number(row?.total ?? 0) };
    },
  };
}
