// The warehouse calendar's public surface (issue 18): the closed days of the next 12 months, the
// days staff close, and the orders a closure leaves without a pickup day. No database or Node
// imports: packages/api (whose router type the browser build imports) depends on it.
import { HOLIDAY_NAMES_EN, isWallTime, type HolidayRule, type SpecialHours } from '@wholesale/rules';
import { z } from 'zod';
import type { Actor } from '../actor';
import { body } from '../schemas';

/** How far ahead the calendar reaches: today and the next 365 days (12 months, a leap day included). */
export const CALENDAR_DAYS_AHEAD = 366;
/** At most this many staff days in one PUT (a year of weekdays is ~261). */
export const CLOSED_DAYS_MAX = 366;

export const CALENDAR_MESSAGES = {
  dates: 'dates must be a list of dates written YYYY-MM-DD',
  date: 'Each date must be a real calendar date written YYYY-MM-DD',
  tooMany: `At most ${CLOSED_DAYS_MAX} dates can be closed at once`,
  past: 'A day in the past cannot be closed or reopened',
  tooFar: 'Days can be closed at most 12 months ahead',
  weekend: 'The warehouse is always closed on Saturdays and Sundays: list weekdays only',
  hours: 'hours must be a list of days, each with opens and closes',
  time: 'Opening and closing times must be written HH:MM (24-hour clock)',
  order: 'The closing time must be after the opening time',
  closedDay: 'That day is closed: reopen it before giving it special hours',
  twice: 'Each day can have one set of special hours',
  tooManyHours: `At most ${CLOSED_DAYS_MAX} days can have special hours`,
} as const;

/** Staff's reason words for a slot refused because its day is closed (the web knows the prefix). */
export function pickupDayClosedMessage(day: string, holiday: HolidayRule | null): string {
  const why = holiday ? ` (${HOLIDAY_NAMES_EN[holiday]})` : '';
  return `That pickup time is no longer available: the warehouse is closed on ${day}${why}. Please choose another day.`;
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' (already of that shape) names a day of the calendar (not 2026-02-30). */
function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return y >= 2000 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** One day: length first (the check ends the chain), then a linear pattern, then the calendar. */
export const calendarDateInput = z
  .string({ error: CALENDAR_MESSAGES.date })
  .length(10, { error: CALENDAR_MESSAGES.date, abort: true })
  .regex(DATE_SHAPE, { error: CALENDAR_MESSAGES.date, abort: true })
  .refine(isRealDate, { error: CALENDAR_MESSAGES.date });

/**
 * PUT /api/calendar/closed-days and tRPC admin.calendar.setClosedDays: the full set of days staff
 * close from today on (it replaces the previous set). That the days are weekdays, not past and at
 * most 12 months ahead is checked by the service, on the warehouse's clock.
 */
export const closedDaysInput = body({
  dates: z.array(calendarDateInput, { error: CALENDAR_MESSAGES.dates }).max(CLOSED_DAYS_MAX, { error: CALENDAR_MESSAGES.tooMany }),
});
export type ClosedDaysInput = z.input<typeof closedDaysInput>;

/** A wall time 'HH:MM': length first, then the linear pattern. */
const wallTimeInput = z
  .string({ error: CALENDAR_MESSAGES.time })
  .length(5, { error: CALENDAR_MESSAGES.time, abort: true })
  .refine(isWallTime, { error: CALENDAR_MESSAGES.time });

/**
 * PUT /api/calendar/special-hours and tRPC admin.calendar.setSpecialHours: every day staff open
 * for special hours from today on (it replaces the previous set). Weekday, range and "not a closed
 * day" are checked by the service.
 */
export const specialHoursInput = body({
  hours: z
    .array(
      z
        .object({ date: calendarDateInput, opens: wallTimeInput, closes: wallTimeInput }, { error: CALENDAR_MESSAGES.hours })
        .refine((h) => h.opens < h.closes, { error: CALENDAR_MESSAGES.order, path: ['closes'] }),
      { error: CALENDAR_MESSAGES.hours },
    )
    .max(CLOSED_DAYS_MAX, { error: CALENDAR_MESSAGES.tooManyHours }),
});
export type SpecialHoursInput = z.input<typeof specialHoursInput>;
export type { SpecialHours };

/** An open order whose window lies outside its day's special hours: staff move it with the buyer. */
export interface OrderOutsideHours extends Omit<AffectedOrder, 'closure'> {
  hours: SpecialHours;
}

export interface SpecialHoursUpdate {
  /** the special hours from today on after the change */
  hours: SpecialHours[];
  /** every open order whose window now falls outside its day's hours */
  affected_orders: OrderOutsideHours[];
  /** the orders whose buyers this change e-mailed (their day's hours were set or changed by it) */
  notified_order_ids: number[];
}

/** A day the warehouse is closed for pickup (weekends are never listed: they are always closed). */
export interface ClosedDay {
  /** 'YYYY-MM-DD', Los Angeles */
  date: string;
  /** 'rule': a holiday rule or a configured date (PICKUP_HOLIDAYS, PICKUP_CLOSED_DATES); 'staff': closed in the back office */
  source: 'rule' | 'staff';
  /** the holiday's stable key ('thanksgiving'), when the day is a holiday; the pages translate it */
  key?: HolidayRule;
  /** the holiday's English name ("Thanksgiving Day"; "Independence Day (observed)") */
  name?: string;
  /** present (true) when the holiday falls on a weekend and this weekday is its observed day */
  observed?: true;
}

/** An order whose pickup day is closed: staff move it with the buyer. */
export interface AffectedOrder {
  id: number;
  order_number: string;
  order_status: string;
  /** the closed day, 'YYYY-MM-DD' Los Angeles */
  date: string;
  /** ISO 8601 instants of the chosen window */
  pickup_start: string;
  pickup_end: string;
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  locale: 'en' | 'ko';
  /** why the day is closed */
  closure: ClosedDay;
}

export interface ClosedDaysUpdate {
  /** the closed days of the next 12 months after the change */
  days: ClosedDay[];
  /** every open order (not complete, declined or cancelled) whose pickup day is now closed */
  affected_orders: AffectedOrder[];
  /** the orders whose buyers this change e-mailed (their day was closed by it) */
  notified_order_ids: number[];
}

/** How many open orders are picked up on a day (the calendar page warns before closing it). */
export interface DayOrders {
  /** 'YYYY-MM-DD', Los Angeles */
  date: string;
  orders: number;
}

/** The back office's calendar (admins only). */
export interface CalendarService {
  /** The closed weekdays from today through the next 12 months, with why. */
  closedDays(actor: Actor): Promise<ClosedDay[]>;
  /** Open orders whose pickup falls on a closed day, earliest pickup first. */
  affectedOrders(actor: Actor): Promise<AffectedOrder[]>;
  /** The days of the next 12 months with open orders to pick up, and how many. */
  orderCounts(actor: Actor): Promise<DayOrders[]>;
  /**
   * Replaces the staff-closed days from today on, in one transaction; the buyers of open orders on a
   * newly closed day are mailed in their language through the outbox, in the same transaction.
   */
  setClosedDays(actor: Actor, input: ClosedDaysInput): Promise<ClosedDaysUpdate>;
  /** The days of special hours from today on. */
  specialHours(actor: Actor): Promise<SpecialHours[]>;
  /** Open orders whose window lies outside their day's special hours, earliest first. */
  ordersOutsideHours(actor: Actor): Promise<OrderOutsideHours[]>;
  /**
   * Replaces the special hours from today on, in one transaction; buyers of open orders left
   * outside a day's new hours are mailed, once, through the outbox in the same transaction.
   */
  setSpecialHours(actor: Actor, input: SpecialHoursInput): Promise<SpecialHoursUpdate>;
}
