// The warehouse calendar (issue 18): which weekdays are closed for pickup, and why. Three sources
// make it: holiday rules and fixed dates, both settings of the server (PICKUP_HOLIDAYS,
// PICKUP_CLOSED_DATES), and the days staff close in the back office (table pickup_closed_days).
// The same calendar drives the pickup days offered to buyers, the check of the slot at checkout
// (the staff days are read within the checkout's one read, see checkout-sql.ts) and the back
// office's calendar page. Closing a day that already has orders lists them for staff to move and
// mails each buyer, in their language, through the outbox in the same transaction.
import {
  addDays,
  closureOn,
  closuresBetween,
  encodeUserId,
  HOLIDAY_NAMES_EN,
  PICKUP_TIME_ZONE,
  SETTLED_ORDER_STATUSES,
  startOfBusinessDay,
  toPacific,
  zonedToUtc,
  type Closure,
  type HolidayRule,
  type Locale,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  CALENDAR_DAYS_AHEAD,
  CALENDAR_ERRORS,
  calendarDayError,
  requireAdmin,
  ValidationError,
  type AffectedOrder,
  type CalendarService,
  type ClosedDay,
  type ClosedDaysUpdate,
  type CodedMessage,
  type DayOrders,
  type OrderOutsideHours,
  type SpecialHours,
  type SpecialHoursUpdate,
} from '@wholesale/contract';
import { iso, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { enqueueMails, type EnqueueMailInput } from '../mail/outbox';

export interface CalendarDeps {
  db: Db;
  /** holiday rules in force (PICKUP_HOLIDAYS); none by default */
  holidays?: readonly HolidayRule[];
  /** fixed closures, 'YYYY-MM-DD' or 'MM-DD' (PICKUP_CLOSED_DATES) */
  closedDates?: readonly string[];
  /** PUBLIC_URL, for the link in the buyer's mail */
  publicUrl: string;
  /** the business inbox: the buyer's mail is answered there */
  businessEmail: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}

/** The calendar service, and what the rest of the orders context reads from it. */
export interface WarehouseCalendar extends CalendarService {
  /** The settings' calendar with these staff days and special hours. */
  calendarWith(staffDates: readonly string[], specialHours?: readonly SpecialHours[]): PickupCalendar;
  /** The calendar as it stands (indexed reads of the staff days and special hours from today on). */
  current(now: Date): Promise<PickupCalendar>;
}

/** The staff days from `from` ('YYYY-MM-DD', Los Angeles) on. */
export async function staffDaysFrom(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pickup_closed_days')
    .select('day')
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

/** The special hours from `from` ('YYYY-MM-DD', Los Angeles) on. */
export async function specialHoursFrom(db: Db, from: string): Promise<SpecialHours[]> {
  const rows = await db
    .selectFrom('pickup_special_hours')
    .select(['day', 'opens', 'closes'])
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ date: r.day, opens: r.opens, closes: r.closes }));
}

/**
 * The warehouse calendar from today on, read through `db` (in a transaction: PGlite has one
 * connection): what a change or an approval checks a pickup window against.
 */
export async function calendarNow(
  db: Db,
  calendar: Pick<WarehouseCalendar, 'calendarWith'>,
  now: Date,
): Promise<PickupCalendar> {
  const today = toPacific(now).date;
  const staff = await staffDaysFrom(db, today);
  const hours = await specialHoursFrom(db, today);
  return calendar.calendarWith(staff, hours);
}

function toClosedDay(c: Closure): ClosedDay {
  if (!c.holiday) return { date: c.date, source: c.source };
  const name = HOLIDAY_NAMES_EN[c.holiday];
  return c.observed
    ? { date: c.date, source: c.source, key: c.holiday, name: `${name} (observed)`, observed: true }
    : { date: c.date, source: c.source, key: c.holiday, name };
}

const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** An affected order with its buyer's id (for the link in the mail). */
type AffectedRecord = AffectedOrder & { user_id: number };

interface AffectedRow {
  id: number;
  order_number: string;
  order_status: string;
  pickup_start: Date;
  pickup_end: Date;
  day: string;
  user_id: number;
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  locale: Locale;
}

/** An order on a day the calendar changed, as the answers and the mails use it. */
function orderOnDay(r: AffectedRow): Omit<AffectedRecord, 'closure'> {
  return {
    id: r.id,
    order_number: r.order_number,
    order_status: r.order_status,
    date: r.day,
    pickup_start: iso(r.pickup_start),
    pickup_end: iso(r.pickup_end),
    buyer_name: r.buyer_name,
    company: r.company,
    email: r.email,
    phone_number: r.phone_number,
    locale: r.locale,
    user_id: r.user_id,
  };
}

export function createCalendar(deps: CalendarDeps): WarehouseCalendar {
  const { db, publicUrl, businessEmail } = deps;
  const holidays = deps.holidays ?? [];
  const closedDates = deps.closedDates ?? [];
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  const calendarWith = (staffDates: readonly string[], specialHours: readonly SpecialHours[] = []): PickupCalendar => ({
    holidays,
    closedDates,
    staffDates,
    specialHours,
  });
  /** Today on the warehouse's clock, and the last day of the 12 months ahead. */
  const span = () => {
    const today = toPacific(clock()).date;
    return { today, last: addDays(today, CALENDAR_DAYS_AHEAD - 1) };
  };

  /**
   * Open orders picked up on the given days: every one of a day, or, when the day has hours, only
   * those whose window does not lie within them. One index range per day (orders_pickup_idx), so
   * the cost follows the orders on those days, not the order book.
   */
  async function openOrdersOn(q: Db, days: readonly { date: string; hours?: SpecialHours }[]): Promise<AffectedRow[]> {
    if (days.length === 0) return [];
    const ranges = days.map(({ date, hours }) => ({
      day: date,
      s: startOfBusinessDay(date).toISOString(),
      e: startOfBusinessDay(addDays(date, 1)).toISOString(),
      o: hours ? zonedToUtc(date, hours.opens).toISOString() : null,
      c: hours ? zonedToUtc(date, hours.closes).toISOString() : null,
    }));
    const { rows } = await sql<AffectedRow>`
      SELECT o.id, o.order_number, o.order_status, o.pickup_start, o.pickup_end, r.day, o.user_id,
             u.name AS buyer_name, u.company, u.email, u.phone_number, u.locale
      FROM jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) AS r(day text, s timestamptz, e timestamptz, o timestamptz, c timestamptz)
      JOIN orders o ON o.pickup_start >= r.s AND o.pickup_start < r.e
      JOIN users u ON u.id = o.user_id
      WHERE o.order_status NOT IN (${sql.join(SETTLED_ORDER_STATUSES.map((st) => sql`${st}`))})
        AND (r.o IS NULL OR o.pickup_start < r.o OR o.pickup_end > r.c)
      ORDER BY o.pickup_start, o.id
    `.execute(q);
    return rows;
  }

  /** Open orders picked up on a closed day between `from` and `to`. */
  async function affectedIn(q: Db, calendar: PickupCalendar, from: string, to: string): Promise<AffectedRecord[]> {
    const closures = closuresBetween(from, to, calendar);
    const byDate = new Map(closures.map((c) => [c.date, c]));
    const rows = await openOrdersOn(q, closures);
    return rows.map((r) => ({ ...orderOnDay(r), closure: toClosedDay(byDate.get(r.day)!) }));
  }

  /** The buyer's mail: their day is closed, the order stands, we will call. */
  function closedDayMail(order: AffectedRecord, closure: Closure): EnqueueMailInput {
    return {
      to: order.email,
      replyTo: businessEmail,
      template: 'pickup-day-closed',
      locale: order.locale,
      data: {
        orderNumber: order.order_number,
        buyerName: order.buyer_name || order.email,
        pickup: { start: order.pickup_start, end: order.pickup_end },
        ...(closure.holiday ? { holiday: closure.holiday, observed: closure.observed } : {}),
        ordersUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`,
      },
    };
  }

  /** Open orders on days of special hours whose window does not lie within the hours. */
  async function outsideIn(
    q: Db,
    hours: readonly SpecialHours[],
  ): Promise<(OrderOutsideHours & { user_id: number })[]> {
    const byDate = new Map(hours.map((h) => [h.date, h]));
    const rows = await openOrdersOn(
      q,
      hours.map((h) => ({ date: h.date, hours: h })),
    );
    return rows.map((r) => ({ ...orderOnDay(r), hours: byDate.get(r.day)! }));
  }

  /** The buyer's mail: their day has special hours that leave out their window; we will call. */
  function outsideHoursMail(order: OrderOutsideHours & { user_id: number }): EnqueueMailInput {
    return {
      to: order.email,
      replyTo: businessEmail,
      template: 'pickup-day-closed',
      locale: order.locale,
      data: {
        orderNumber: order.order_number,
        buyerName: order.buyer_name || order.email,
        pickup: { start: order.pickup_start, end: order.pickup_end },
        hours: {
          start: zonedToUtc(order.date, order.hours.opens).toISOString(),
          end: zonedToUtc(order.date, order.hours.closes).toISOString(),
        },
        ordersUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`,
      },
    };
  }

  /** What the answers show: no user id (the buyer is named), as the other admin lists do. */
  const shown = <T extends { user_id: number }>(orders: readonly T[]): Omit<T, 'user_id'>[] =>
    orders.map(({ user_id: _userId, ...o }) => o);

  /** Why a day cannot take a change from staff today, or null. */
  const refusal = (date: string, today: string, last: string): CodedMessage | null =>
    date < today
      ? CALENDAR_ERRORS.past
      : date > last
        ? CALENDAR_ERRORS.tooFar
        : isWeekend(date)
          ? CALENDAR_ERRORS.weekend
          : null;

  return {
    calendarWith,

    async current(now) {
      const today = toPacific(now).date;
      const [staff, hours] = await Promise.all([staffDaysFrom(db, today), specialHoursFrom(db, today)]);
      return calendarWith(staff, hours);
    },

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
        const problem = refusal(date, today, last);
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
          notify.map((o) => closedDayMail(o, closureOn(o.date, calendar)!)),
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
        const problem = refusal(h.date, today, last) ?? (hours[i - 1]?.date === h.date ? CALENDAR_ERRORS.twice : null);
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
        await enqueueMails(trx, notify.map(outsideHoursMail));
        return { hours, affected_orders: shown(outside), notified_order_ids: notify.map((o) => o.id) };
      });
      if (result.notified_order_ids.length > 0) mailQueued();
      return result;
    },
  };
}
