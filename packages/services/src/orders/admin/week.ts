// The week view of the Orders page and the dashboard's today and tomorrow: each Los Angeles day of
// a range with the warehouse's calendar (open, or what closes it) and its sales orders' figures
// (orders, boxes, packs, pounds, orders per status), read in one grouped query for the whole range.
import {
  addDays,
  closureOn,
  expectedLbs,
  isCatchWeight,
  isPickupDay,
  NOT_SALES_ORDER_STATUSES,
  SPECS,
  startOfBusinessDay,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import { requireAdmin, type AdminOrdersService, type PickupDaySummary } from '@wholesale/contract';
import { staffDaysFrom } from '../calendar';
import { toClosedDay } from '../calendar/days';
import type { AdminOrderDeps } from './rows';

/**
 * A line's pounds in SQL, as the production sheet counts them (warehouse.ts): a weighed
 * catch-weight line its weighed pounds, else packs × average pounds, a box its spec's nominal
 * weight, a spec of unknown weight none. Built from the rules' specs so the two never disagree.
 */
const lineLbs = () => {
  const boxSpecs = SPECS.filter((spec) => !isCatchWeight(spec));
  const cw = SPECS.find(isCatchWeight)!;
  return sql<number>`CASE oi.spec WHEN ${cw} THEN coalesce(oi.weighed_lbs, oi.avg_weight * oi.quantity) ${sql.join(
    boxSpecs.map(
      (spec) => sql`WHEN ${spec} THEN ${expectedLbs({ spec, quantity: 1, avg_weight: 0 }) ?? 0} * oi.quantity`,
    ),
    sql` `,
  )} ELSE 0 END`;
};

interface DayStatusRow {
  day: string;
  status: string;
  orders: number;
  boxes: number;
  packs: number;
  lbs: number;
}

/** The days from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

export function createWeek(deps: AdminOrderDeps): Pick<AdminOrdersService, 'week'> {
  const { db } = deps;

  /** The calendar as it stands for the range: the settings' and the staff days from its first day on. */
  async function calendarFrom(from: string): Promise<PickupCalendar> {
    return deps.calendar.calendarWith(await staffDaysFrom(db, from));
  }

  return {
    async week(actor, { from, to }) {
      requireAdmin(actor);
      // Shared with the other admins for a few seconds, as the Orders page's pages are.
      return deps.cache ? deps.cache.get(`week:${from}:${to}`, () => weekOf(from, to)) : weekOf(from, to);
    },
  };

  async function weekOf(from: string, to: string): Promise<PickupDaySummary[]> {
    const start = startOfBusinessDay(from);
    const end = startOfBusinessDay(addDays(to, 1));
    const cw = SPECS.find(isCatchWeight)!;
    // The orders of the range through the pickup index, each one's lines totalled through the
    // lines' (order_id, item_id) index, then per day and status: one statement, however many days.
    const figures = sql<DayStatusRow>`
      SELECT x.day, x.status, count(*)::int AS orders,
        coalesce(sum(x.boxes), 0)::int AS boxes, coalesce(sum(x.packs), 0)::int AS packs,
        coalesce(sum(x.lbs), 0)::float8 AS lbs
      FROM (
        SELECT to_char(o.pickup_start AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM-DD') AS day,
          o.order_status AS status, l.boxes, l.packs, l.lbs
        FROM orders o
        CROSS JOIN LATERAL (
          SELECT sum(CASE WHEN oi.spec = ${cw} THEN 0 ELSE oi.quantity END) AS boxes,
            sum(CASE WHEN oi.spec = ${cw} THEN oi.quantity ELSE 0 END) AS packs,
            sum(${lineLbs()}) AS lbs
          FROM order_items oi WHERE oi.order_id = o.id
        ) l
        WHERE o.pickup_start >= ${start} AND o.pickup_start < ${end}
          AND o.order_status NOT IN (${sql.join([...NOT_SALES_ORDER_STATUSES])})
      ) x
      GROUP BY x.day, x.status
    `.execute(db);
    const [{ rows }, calendar] = await Promise.all([figures, calendarFrom(from)]);
    return daysOf(from, to).map((date): PickupDaySummary => {
      // A weekend is never open; only what closes a weekday is a closure.
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const closure = weekday === 0 || weekday === 6 ? null : closureOn(date, calendar);
      const day: PickupDaySummary = {
        date,
        open: isPickupDay(date, calendar),
        closure: closure ? toClosedDay(closure) : null,
        orders: 0,
        boxes: 0,
        packs: 0,
        estimated_lbs: 0,
        by_status: {},
      };
      let hundredths = 0;
      for (const r of rows) {
        if (r.day !== date) continue;
        day.orders += r.orders;
        day.boxes += r.boxes;
        day.packs += r.packs;
        hundredths += Math.round(Number(r.lbs) * 100);
        day.by_status[r.status] = r.orders;
      }
      day.estimated_lbs = hundredths / 100;
      return day;
    });
  }
}
