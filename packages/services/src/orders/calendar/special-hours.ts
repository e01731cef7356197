// Days of special hours: the hours ahead, the open orders whose window falls outside them, and
// saving them (a closed day cannot get hours; each buyer left out is mailed once).
import { closureOn } from '@wholesale/rules';
import { sql } from 'kysely';
import {
  CALENDAR_ERRORS,
  calendarDayError,
  requireAdmin,
  ValidationError,
  type CalendarService,
  type SpecialHoursUpdate,
} from '@wholesale/contract';
import { noMailHook } from '../../kernel/common';
import { enqueueMails } from '../../mail/outbox';
import { outsideHoursMail, outsideIn } from './affected-orders';
import { calendarSettings, dayRefusal, shown, specialHoursFrom, staffDaysFrom, type CalendarDeps } from './days';

export function createSpecialHours(
  deps: CalendarDeps,
): Pick<CalendarService, 'specialHours' | 'ordersOutsideHours' | 'setSpecialHours'> {
  const { db } = deps;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const { calendarWith, span } = calendarSettings(deps);

  return {
    async specialHours(actor) {
      requireAdmin(actor);
      return specialHoursFrom(db, span().today);
    },

    async ordersOutsideHours(actor) {
      requireAdmin(actor);
      return shown(await outsideIn(db, await specialHoursFrom(db, span().today)));
    },

    async setSpecialHours(actor, input): Promise<SpecialHoursUpdate> {
      const admin = requireAdmin(actor);
      const { today, last } = span();
      const hours = [...input.hours].sort((a, b) => a.date.localeCompare(b.date));
      for (const [i, h] of hours.entries()) {
        const problem =
          dayRefusal(h.date, today, last) ?? (hours[i - 1]?.date === h.date ? CALENDAR_ERRORS.twice : null);
        if (problem)
          throw new ValidationError(calendarDayError(problem, h.date), { hours: calendarDayError(problem, h.date) });
      }

      const result = await db.transaction().execute(async (trx) => {
        // One change at a time, and no day closed meanwhile: a closed day cannot get hours.
        await sql`LOCK TABLE pickup_special_hours IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
        await sql`LOCK TABLE pickup_closed_days IN SHARE MODE`.execute(trx);
        const closed = calendarWith(await staffDaysFrom(trx, today));
        for (const h of hours) {
          if (closureOn(h.date, closed))
            throw new ValidationError(calendarDayError(CALENDAR_ERRORS.closedDay, h.date), {
              hours: calendarDayError(CALENDAR_ERRORS.closedDay, h.date),
            });
        }
        const before = await specialHoursFrom(trx, today);
        const wasOutside = new Set((await outsideIn(trx, before)).map((o) => o.id));
        await trx.deleteFrom('pickup_special_hours').where('day', '>=', today).execute();
        if (hours.length > 0) {
          await trx
            .insertInto('pickup_special_hours')
            .values(hours.map((h) => ({ day: h.date, opens: h.opens, closes: h.closes, set_by: admin.userId })))
            .execute();
        }
        const outside = await outsideIn(trx, hours);
        // A buyer hears when their window falls outside the hours, once: saving again, or changing
        // hours that already left them out, mails nobody.
        const notify = outside.filter((o) => !wasOutside.has(o.id));
        await enqueueMails(
          trx,
          notify.map((o) => outsideHoursMail(deps, o)),
        );
        return { hours, affected_orders: shown(outside), notified_order_ids: notify.map((o) => o.id) };
      });
      if (result.notified_order_ids.length > 0) mailQueued();
      return result;
    },
  };
}
