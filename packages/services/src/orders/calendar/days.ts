// The calendar's days as the database and the settings hold them: the staff days and special
// hours from a day on, the settings' calendar with them, and the checks a staff change of a day
// goes through.
import {
  addDays,
  HOLIDAY_NAMES_EN,
  toPacific,
  type Closure,
  type HolidayRule,
  type PickupCalendar,
} from '@wholesale/rules';
import {
  CALENDAR_DAYS_AHEAD,
  CALENDAR_ERRORS,
  type CalendarService,
  type ClosedDay,
  type CodedMessage,
  type SpecialHours,
} from '@wholesale/contract';
import { systemClock, type Clock, type Db, type MailQueued } from '../../kernel/common';

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
export interface WarehouseCalendar extends Omit<CalendarService, 'moveToNextOpenDay'> {
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

export function toClosedDay(c: Closure): ClosedDay {
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

/** Why a day cannot take a change from staff today, or null. */
export const dayRefusal = (date: string, today: string, last: string): CodedMessage | null =>
  date < today
    ? CALENDAR_ERRORS.past
    : date > last
      ? CALENDAR_ERRORS.tooFar
      : isWeekend(date)
        ? CALENDAR_ERRORS.weekend
        : null;

/** What the answers show: no user id (the buyer is named), as the other admin lists do. */
export const shown = <T extends { user_id: number }>(orders: readonly T[]): Omit<T, 'user_id'>[] =>
  orders.map(({ user_id: _userId, ...o }) => o);

/** The settings' calendar maker, and the span staff may change: today to 12 months ahead. */
export function calendarSettings(deps: CalendarDeps) {
  const holidays = deps.holidays ?? [];
  const closedDates = deps.closedDates ?? [];
  const clock = deps.clock ?? systemClock;
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
  return { calendarWith, span };
}
