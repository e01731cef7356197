// The back office's Dashboard page: this week against last week (from Sunday) or this month against
// last month, daily sales over the last 7 or 30 days, what is waiting (new orders by type, new
// inquiries, signup requests) and the 6 most recent orders. Every boundary is a Los Angeles
// midnight (@wholesale/rules business-calendar.ts), whatever the server's time zone. Admins only.
import { bucketByDay, changePercent, DASHBOARD, fromCents, lastDays, monthRanges, weekRanges, type BusinessRange, type OrderStatus } from '@wholesale/rules';
import { requireAdmin } from '../actor';
import { systemClock, type Clock, type Db } from '../accounts/common';
import { parseInput } from '../errors';
import type { AdminOrdersService } from '../orders/contract';
import { dashboardInput, type DashboardService, type PeriodTotal } from './contract';

/** Orders that are not sales (docs/decisions.md): refused or called off. Every other status counts. */
export const NOT_SALES: readonly OrderStatus[] = ['declined', 'cancelled'];
/** "New" orders: placed and not yet handled by staff. */
const NEW_STATUSES: readonly OrderStatus[] = ['pending', 'new'];

export function createDashboardService(deps: { db: Db; orders: AdminOrdersService; clock?: Clock }): DashboardService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  async function countOf(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
    return Number((await query)?.n ?? 0);
  }

  return {
    async figures(actor, rawInput = {}) {
      requireAdmin(actor);
      const { period } = parseInput(dashboardInput, rawInput);
      const now = clock();
      const ranges = period === 'weekly' ? weekRanges(now) : monthRanges(now);
      const days = lastDays(now, period === 'weekly' ? DASHBOARD.weeklyDays : DASHBOARD.monthlyDays);
      const from = new Date(Math.min(ranges.previous.start.getTime(), days[0]!.start.getTime()));
      const to = new Date(Math.max(ranges.current.end.getTime(), days.at(-1)!.end.getTime()));

      // The sales of the whole window in one read, then summed per period and per day in cents.
      const sales = await db
        .selectFrom('orders')
        .select(['order_date', 'total_amount_cents'])
        .where('order_date', '>=', from)
        .where('order_date', '<', to)
        .where('order_status', 'not in', NOT_SALES)
        .execute();
      const events = sales.map((s) => ({ at: new Date(s.order_date), cents: s.total_amount_cents }));
      const total = (r: BusinessRange): PeriodTotal => {
        const inside = events.filter((e) => e.at >= r.start && e.at < r.end);
        return {
          start: r.start.toISOString(),
          end: r.end.toISOString(),
          sales: fromCents(inside.reduce((n, e) => n + e.cents, 0)),
          orders: inside.length,
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
      const [new_pickup_orders, new_delivery_orders, new_inquiries, pending_signups, recent] = await Promise.all([
        newOrders('pickup'),
        newOrders('delivery'),
        countOf(db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'unresolved').executeTakeFirst()),
        countOf(
          db
            .selectFrom('signup_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'pending')
            .where('show', '=', true)
            .executeTakeFirst(),
        ),
        deps.orders.list(actor, { limit: DASHBOARD.recentOrders }),
      ]);

      return {
        period,
        current,
        previous,
        change_percent: changePercent(current.sales, previous.sales),
        daily: days.map((d, i) => ({ date: d.date, sales: fromCents(daily[i] ?? 0) })),
        counts: { new_pickup_orders, new_delivery_orders, new_inquiries, pending_signups },
        recent_orders: recent,
      };
    },
  };
}

export * from './contract';
