// A company's online ordering, paused by staff after missed pickups (the terms: "two or more
// missed pickups may lead to suspension"): kept on its owner's account with who and when, read by
// the customer's page, checkout (which refuses) and the standing orders' job (which skips).
import { sql } from 'kysely';
import { ACCOUNT_ERRORS, requireAdmin, type CustomersService, type OrderingSuspension } from '@wholesale/contract';
import { ORDER_MISSED_STATUS } from '@wholesale/rules';
import { iso, rowOrNotFound, type Db } from '../kernel/common';

/** The company's suspension, on the account `companyId` (its owner's): null while it may order. */
export async function orderingSuspension(db: Db, companyId: number): Promise<OrderingSuspension | null> {
  const row = await db
    .selectFrom('users as c')
    .leftJoin('users as admin', 'admin.id', 'c.ordering_suspended_by')
    .select(['c.ordering_suspended_at as at', 'admin.name as by'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return row?.at ? { at: iso(row.at), by: row.by ?? null } : null;
}

/**
 * How many of the company's orders staff have marked as missed pickups, from their history: a
 * missed pickup reopened later (the buyer came after all) still counts as one missed.
 */
export async function missedPickups(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('order_status_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .innerJoin('users as m', 'm.id', 'o.user_id')
    .select(sql<number>`count(DISTINCT h.order_id)::int`.as('n'))
    .where('h.to_status', '=', ORDER_MISSED_STATUS)
    .where(sql<boolean>`coalesce(m.owner_id, m.id) = ${companyId}`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function createOrderingSuspension({ db }: { db: Db }): Pick<CustomersService, 'setOrdering'> {
  return {
    async setOrdering(actor, userId, { suspended }) {
      const admin = requireAdmin(actor);
      // A member's page pauses their company: the owner's account holds it, as it holds the terms.
      const target = await rowOrNotFound(
        db
          .selectFrom('users')
          .select(sql<number>`coalesce(owner_id, id)`.as('company_id'))
          .where('id', '=', userId)
          .where('is_admin', '=', false),
        ACCOUNT_ERRORS.userNotFound,
      );
      const companyId = Number(target.company_id);
      await db
        .updateTable('users')
        .set(
          suspended
            ? // Suspending again keeps the first who and when.
              {
                ordering_suspended_at: sql<Date>`coalesce(ordering_suspended_at, now())`,
                ordering_suspended_by: sql<number>`coalesce(ordering_suspended_by, ${admin.userId}::int)`,
              }
            : { ordering_suspended_at: null, ordering_suspended_by: null },
        )
        .where('id', '=', companyId)
        .execute();
      return { ordering_suspended: await orderingSuspension(db, companyId) };
    },
  };
}
