// The back office's customers: every buyer with their price list, own prices,
// orders and what they owe, and one buyer's page with its missed pickups. Admins only. The
// changes a customer page makes go through the prices service (and, with teams, the accounts'),
// but for pausing the company's ordering (ordering.ts).
import { sql } from 'kysely';
import { fromCents, OWING_ORDER_STATUSES } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  requireAdmin,
  type CustomerDetail,
  type CustomersService,
  type CustomerSummary,
} from '@wholesale/contract';
import { readBooksSettings } from '../books/settings';
import { assignedList } from '../prices/admin/rows';
import { containing } from '../kernel/text-search';
import { iso, rowOrNotFound, type Db } from '../kernel/common';
import { createOrderingSuspension, missedPickups, orderingSuspension } from './ordering';

type SummaryRow = {
  id: number;
  name: string;
  company: string | null;
  email: string;
  list_id: number | null;
  list_name: string | null;
  own_prices: number;
  orders: number;
  owed_cents: number;
  last_order_at: Date | null;
};

/**
 * The accounts whose orders a customer's figures count: an owner's are their company's (every
 * member's orders), a member's their own.
 */
const ordersOf = sql`(SELECT m.id FROM users m WHERE m.id = u.id OR (u.owner_id IS NULL AND m.owner_id = u.id))`;

/** The buyers' summaries: each figure one grouped read, not one per buyer. */
function summaries(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('price_lists as l', 'l.id', 'u.price_list_id')
    .select([
      'u.id',
      'u.name',
      'u.company',
      'u.email',
      'l.id as list_id',
      'l.name as list_name',
      sql<number>`(SELECT count(*) FROM buyer_prices b WHERE b.user_id = u.id)::int`.as('own_prices'),
      sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id IN ${ordersOf})::int`.as('orders'),
      sql<number>`(SELECT coalesce(sum(o.total_amount_cents - o.paid_cents), 0) FROM orders o
        WHERE o.user_id IN ${ordersOf} AND o.order_status IN (${sql.join(OWING_ORDER_STATUSES.map((s) => sql.lit(s)))}) AND o.paid_cents < o.total_amount_cents)::int`.as(
        'owed_cents',
      ),
      sql<Date | null>`(SELECT max(o.order_date) FROM orders o WHERE o.user_id IN ${ordersOf})`.as('last_order_at'),
    ])
    .where('u.is_admin', '=', false);
}

function toSummary(r: SummaryRow): CustomerSummary {
  return {
    id: r.id,
    name: r.name,
    company: r.company,
    email: r.email,
    price_list: assignedList(r),
    own_prices: Number(r.own_prices),
    orders: Number(r.orders),
    owed: fromCents(Number(r.owed_cents)),
    last_order_at: r.last_order_at ? iso(r.last_order_at) : null,
  };
}

export function createCustomers({ db }: { db: Db }): CustomersService {
  return {
    ...createOrderingSuspension({ db }),
    async list(actor, { q }) {
      requireAdmin(actor);
      let query = summaries(db);
      if (q) {
        const text = q.normalize('NFC');
        query = query.where((eb) => eb.or(containing(eb, ['u.name', 'u.company', 'u.email'], text)));
      }
      const rows = await query
        .orderBy(sql`lower(coalesce(u.company, u.name))`)
        .orderBy('u.id')
        .limit(500)
        .execute();
      return rows.map(toSummary);
    },

    async detail(actor, userId): Promise<CustomerDetail> {
      requireAdmin(actor);
      const row = await rowOrNotFound(
        summaries(db)
          // The company's terms are on its owner's account (a member's page shows their company's).
          .innerJoin('users as c', (join) => join.on(sql<boolean>`c.id = coalesce(u.owner_id, u.id)`))
          .select(['u.phone_number', 'u.license_number', 'u.california_resale', 'u.locale', 'u.created_at'])
          .select([
            'c.payment_terms as terms',
            'c.credit_limit_cents',
            'c.overdue_reminders_paused as reminders_paused',
          ])
          .select('c.id as company_id')
          .where('u.id', '=', userId),
        ACCOUNT_ERRORS.userNotFound,
      );
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'order_number', 'order_date', 'order_status', 'total_amount_cents', 'paid_cents'])
        // An owner's page lists their company's orders; a member's, their own.
        .where(
          'user_id',
          'in',
          sql<number>`(SELECT m.id FROM users m WHERE m.id = ${userId} OR m.owner_id = ${userId})`,
        )
        .orderBy('order_date', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      const [missed, settings, suspension] = await Promise.all([
        missedPickups(db, row.company_id),
        readBooksSettings(db),
        orderingSuspension(db, row.company_id),
      ]);
      return {
        ...toSummary(row),
        phone_number: row.phone_number,
        license_number: row.license_number,
        california_resale: row.california_resale,
        locale: row.locale,
        created_at: iso(row.created_at),
        terms: row.terms,
        credit_limit: row.credit_limit_cents === null ? null : fromCents(Number(row.credit_limit_cents)),
        reminders_paused: row.reminders_paused,
        missed_pickups: missed,
        missed_pickups_flag: settings.missed_pickups_flag,
        ordering_suspended: suspension,
        recent_orders: orders.map((o) => ({
          id: o.id,
          order_number: o.order_number,
          order_date: iso(o.order_date),
          order_status: o.order_status,
          total_amount: fromCents(o.total_amount_cents),
          paid: fromCents(o.paid_cents),
        })),
      };
    },
  };
}
