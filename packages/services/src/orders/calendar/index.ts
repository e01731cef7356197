// The warehouse calendar: which weekdays are closed for pickup, and why. Three sources make it:
// holiday rules and fixed dates, both settings of the server (PICKUP_HOLIDAYS,
// PICKUP_CLOSED_DATES), and the days staff close in the back office (table pickup_closed_days).
// The same calendar drives the pickup days offered to buyers, the check of the slot at checkout
// (the staff days are read within the checkout's one read, see checkout-sql.ts) and the back
// office's calendar page. Closing a day that already has orders lists them for staff to move and
// mails each buyer, in their language, through the outbox in the same transaction.
//
// days.ts: the days as stored and the settings' calendar; closed-days.ts and special-hours.ts:
// staff's two kinds of change; affected-orders.ts: the orders they touch and the buyers' mail.
import { PICKUP_HORIZON_DAYS, pickupDays, STAFF_PICKUP_LEAD_HOURS, toPacific } from '@wholesale/rules';
import { requireAdmin } from '@wholesale/contract';
import { systemClock } from '../../kernel/common';
import { createClosedDays } from './closed-days';
import { calendarSettings, specialHoursFrom, staffDaysFrom, type CalendarDeps, type WarehouseCalendar } from './days';
import { createSpecialHours } from './special-hours';

export { calendarNow, specialHoursFrom, staffDaysFrom, type CalendarDeps, type WarehouseCalendar } from './days';

export function createCalendar(deps: CalendarDeps): WarehouseCalendar {
  const { db } = deps;
  const { calendarWith } = calendarSettings(deps);
  const clock = deps.clock ?? systemClock;
  async function current(now: Date) {
    const today = toPacific(now).date;
    const [staff, hours] = await Promise.all([staffDaysFrom(db, today), specialHoursFrom(db, today)]);
    return calendarWith(staff, hours);
  }
  return {
    calendarWith,
    current,

    async pickupWindows(actor) {
      requireAdmin(actor);
      const now = clock();
      return pickupDays(now, await current(now), PICKUP_HORIZON_DAYS, STAFF_PICKUP_LEAD_HOURS);
    },

    ...createClosedDays(deps),
    ...createSpecialHours(deps),
  };
}
