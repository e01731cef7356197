// The back office's Dashboard page: this week against last week (from Sunday) or this month against
// last month, daily sales over the last 7 or 30 days, what is waiting (new orders by type, new
// inquiries, signup requests) and the 6 most recent orders. Every boundary is a Los Angeles
// midnight (@wholesale/rules business-calendar.ts), whatever the server's time zone. Admins only.
import {
  bucketByDay,
  businessDate,
  changePercent,
  DASHBOARD,
  fromCents,
  lastDays,
  monthRanges,
  NOT_SALES_ORDER_STATUSES,
  weekRanges,
  type BusinessRange,
  type OrderStatus,
} from '@wholesale/rules';
import { sql } from '@wholesale/db';
import {
  requireAdmin,
  type Actor,
  type DashboardFigures,
  type DashboardService,
  type PeriodTotal,
} from '@wholesale/contract';
import { ReadCache } from '../kernel/read-cache';
import { owedQuery } from '../orders/payments';
import { expiringDocuments } from '../documents/index';
import { systemClock, type Clock, type Db } from '../kernel/common';

import type { AdminOrdersService } from '@wholesale/contract';

/** Orders that are not sales (docs/decisions.md): refused or called off. Every other status counts. */
export const NOT_SALES: readonly OrderStatus[] = NOT_SALES_ORDER_STATUSES;
/** "New" orders: placed and not yet handled by staff. */
const NEW_STATUSES: readonly OrderStatus[] = ['pending', 'new'];
const DAY_MS = 86_400_000;

/**
 * The dashboard. `cache`: where its figures are shared between admins (the server passes the order
 * book's cache, which follows every order change); without one they are computed for every call.
 */
export function createDashboardService(deps: {
  db: Db;
  orders: AdminOrdersService;
  clock?: Clock;
  cache?: ReadCache;
}): DashboardService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const cache = deps.cache ?? new ReadCache({ trusted: false });

  async function countOf(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
    return Number((await query)?.n ?? 0);
  }

  return {
    async figures(actor, { period }) {
      requireAdmin(actor);
      // Documents change with no order changing (an approval with dates, an owner's upload), so
      // their list is read on every call, beside the figures the order book's cache keeps.
      const [figures, expiring] = await Promise.all([
        cache.get(`dashboard:${period}`, () => compute(actor, period)),
        expiringDocuments(db, businessDate(clock())),
      ]);
      return { ...figures, expiring_documents: expiring };
    },
  };

  async function compute(
    actor: Actor,
    period: 'weekly' | 'monthly',
  ): Promise<Omit<DashboardFigures, 'expiring_documents'>> {
    const now = clock();
    const ranges = period === 'weekly' ? weekRanges(now) : monthRanges(now);
    const days = lastDays(now, period === 'weekly' ? DASHBOARD.weeklyDays : DASHBOARD.monthlyDays);
    const from = new Date(Math.min(ranges.previous.start.getTime(), days[0]!.start.getTime()));
    const to = new Date(Math.max(ranges.current.end.getTime(), days.at(-1)!.end.getTime()));

    // The sales of the whole window summed per Los Angeles day by the database (a month of a busy
    // order book is thousands of rows; the answer is at most ~62): the day boundaries are computed
    // here, daylight-saving days included, and handed over as thresholds for width_bucket. Every
    // period starts at an LA midnight, so each day's sum falls wholly inside or outside it.
    const span = Math.ceil((now.getTime() - from.getTime()) / DAY_MS) + 2;
    const calendar = lastDays(now, span).filter((d) => d.end > from);
    const thresholds = [...calendar.map((d) => d.start), calendar.at(-1)!.end];
    const rows = await db
      .selectFrom('orders')
      .select((eb) => [
        sql<number>`width_bucket(${eb.ref('order_date')}, ${sql.val(thresholds.map((t) => t.toISOString()))}::timestamptz[])`.as(
          'bucket',
        ),
        eb.fn.sum<number>('total_amount_cents').as('cents'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('order_date', '>=', thresholds[0]!)
      .where('order_date', '<', new Date(Math.min(to.getTime(), thresholds.at(-1)!.getTime())))
      .where('order_status', 'not in', NOT_SALES)
      .groupBy('bucket')
      .execute();
    const events = rows.map((r) => ({
      at: thresholds[Number(r.bucket) - 1]!,
      cents: Number(r.cents),
      orders: Number(r.n),
    }));
    const total = (r: BusinessRange): PeriodTotal => {
      const inside = events.filter((e) => e.at >= r.start && e.at < r.end);
      return {
        start: r.start.toISOString(),
        end: r.end.toISOString(),
        sales: fromCents(inside.reduce((n, e) => n + e.cents, 0)),
        orders: inside.reduce((n, e) => n + e.orders, 0),
      };
    };
    const current = total(ranges.current);
    const previous = total(ranges.previous);
    const daily = bucketByDay(days, events);

    const newOrders = (type: 'pickup' | 'delivery') =>
      countOf(
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('order_type', '=', type)
          .where('order_status', 'in', NEW_STATUSES)
          .executeTakeFirst(),
      );
    const owedRow = owedQuery(db).executeTakeFirst();
    const [new_pickup_orders, new_delivery_orders, new_inquiries, pending_signups, recent, owed] = await Promise.all([
      newOrders('pickup'),
      newOrders('delivery'),
      countOf(
        db
          .selectFrom('inquiries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'unresolved')
          .executeTakeFirst(),
      ),
      countOf(
        db
          .selectFrom('signup_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .where('show', '=', true)
          .executeTakeFirst(),
      ),
      deps.orders.list(actor, { limit: DASHBOARD.recentOrders }),
      owedRow,
    ]);

    return {
      period,
      current,
      previous,
      change_percent: changePercent(current.sales, previous.sales),
      daily: days.map((d, i) => ({ date: d.date, sales: fromCents(daily[i] ?? 0) })),
      counts: { new_pickup_orders, new_delivery_orders, new_inquiries, pending_signups },
      recent_orders: recent,
      owed: { amount: fromCents(Number(owed?.cents ?? 0)), orders: Number(owed?.n ?? 0) },
    };
  }
}
