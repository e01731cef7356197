// The days staff close: the closed days ahead, the open orders on them, each day's order count,
// and saving the staff days (the orders on a newly closed day are listed and their buyers mailed
// in the same transaction).
import {
  addDays,
  closureOn,
  closuresBetween,
  PICKUP_TIME_ZONE,
  SETTLED_ORDER_STATUSES,
  startOfBusinessDay,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  calendarDayError,
  requireAdmin,
  ValidationError,
  type CalendarService,
  type ClosedDaysUpdate,
  type DayOrders,
} from '@wholesale/contract';
import { noMailHook } from '../../kernel/common';
import { enqueueMails } from '../../mail/outbox';
import { affectedIn, closedDayMail } from './affected-orders';
import { calendarSettings, dayRefusal, shown, staffDaysFrom, toClosedDay, type CalendarDeps } from './days';

export function createClosedDays(
  deps: CalendarDeps,
): Pick<CalendarService, 'closedDays' | 'affectedOrders' | 'orderCounts' | 'setClosedDays'> {
  const { db } = deps;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const { calendarWith, span } = calendarSettings(deps);

  return {
    async closedDays(actor) {
      requireAdmin(actor);
      const { today, last } = span();
      const staff = await staffDaysFrom(db, today);
      return closuresBetween(today, last, calendarWith(staff)).map(toClosedDay);
    },

    async affectedOrders(actor) {
      requireAdmin(actor);
      const { today, last } = span();
      const staff = await staffDaysFrom(db, today);
      return shown(await affectedIn(db, calendarWith(staff), today, last));
    },

    async orderCounts(actor): Promise<DayOrders[]> {
      requireAdmin(actor);
      const { today, last } = span();
      // One range of the pickup index; grouped by the Los Angeles day of the window's start.
      const { rows } = await sql<{ date: string; orders: number }>`
        SELECT to_char(pickup_start AT TIME ZONE ${PICKUP_TIME_ZONE}, 'YYYY-MM-DD') AS date, count(*)::int AS orders
        FROM orders
        WHERE pickup_start >= ${startOfBusinessDay(today)} AND pickup_start < ${startOfBusinessDay(addDays(last, 1))}
          AND order_status NOT IN (${sql.join(SETTLED_ORDER_STATUSES.map((st) => sql`${st}`))})
        GROUP BY 1
        ORDER BY 1
      `.execute(db);
      return rows.map((r) => ({ date: r.date, orders: Number(r.orders) }));
    },

    async setClosedDays(actor, input): Promise<ClosedDaysUpdate> {
      const admin = requireAdmin(actor);
      const { today, last } = span();
      const dates = [...new Set(input.dates)].sort();
      for (const date of dates) {
        const problem = dayRefusal(date, today, last);
        if (problem)
          throw new ValidationError(calendarDayError(problem, date), { dates: calendarDayError(problem, date) });
      }

      const result = await db.transaction().execute(async (trx) => {
        // One change of the calendar at a time (two admins saving at once take turns); the
        // checkout's plain reads of the table are not blocked by this lock mode.
        await sql`LOCK TABLE pickup_closed_days IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
        const before = new Set(await staffDaysFrom(trx, today));
        const removed = [...before].filter((d) => !dates.includes(d));
        const added = dates.filter((d) => !before.has(d));
        if (removed.length > 0) await trx.deleteFrom('pickup_closed_days').where('day', 'in', removed).execute();
        if (added.length > 0) {
          await trx
            .insertInto('pickup_closed_days')
            .values(added.map((day) => ({ day, closed_by: admin.userId })))
            .execute();
        }

        const calendar = calendarWith(dates);
        const affected = await affectedIn(trx, calendar, today, last);
        // Buyers hear of a closure once, when staff close their day: not again at every save.
        const newly = new Set(added);
        const notify = affected.filter((o) => newly.has(o.date));
        await enqueueMails(
          trx,
          notify.map((o) => closedDayMail(deps, o, closureOn(o.date, calendar)!)),
        );
        return {
          days: closuresBetween(today, last, calendar).map(toClosedDay),
          affected_orders: shown(affected),
          notified_order_ids: notify.map((o) => o.id),
        };
      });
      if (result.notified_order_ids.length > 0) mailQueued();
      return result;
    },
  };
}
