// The product's wording for the warehouse calendar (closed days, special hours): each message's
// code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and
// services can both read it.
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';

/** At most this many staff days in one PUT (a year of weekdays is ~261). */
export const CLOSED_DAYS_MAX = 366;
/** At most this many orders moved off closed days in one request. */
export const MOVE_ORDERS_MAX = 500;

export const CALENDAR_MESSAGES = {
  dates: 'dates must be a list of dates written YYYY-MM-DD',
  date: 'Each date must be a real calendar date written YYYY-MM-DD',
  tooMany: `At most ${CLOSED_DAYS_MAX} dates can be closed at once`,
  past: 'A day in the past cannot be closed or reopened ({date})',
  tooFar: 'Days can be closed at most 12 months ahead ({date})',
  weekend: 'The warehouse is always closed on Saturdays and Sundays: list weekdays only ({date})',
  hours: 'hours must be a list of days, each with opens and closes',
  time: 'Opening and closing times must be written HH:MM (24-hour clock)',
  order: 'The closing time must be after the opening time',
  closedDay: 'That day is closed: reopen it before giving it special hours ({date})',
  twice: 'Each day can have one set of special hours ({date})',
  tooManyHours: `At most ${CLOSED_DAYS_MAX} days can have special hours`,
  moveOrders: `order_ids must be a list of 1 to ${MOVE_ORDERS_MAX} order ids`,
  dayOpen: "This order's pickup day is open: move it from the order's page if it must move",
  noOpenDay: 'No open pickup day was found after this one: reopen a day first',
} as const;

export const CALENDAR_ERRORS = coded('calendar', CALENDAR_MESSAGES);
export const CALENDAR_CODES = codesOf(CALENDAR_ERRORS);

/** Calendar refusals that name the day they refuse: their templates read `date`. */
export const DATED_CALENDAR_CODES = [
  'calendar.past',
  'calendar.tooFar',
  'calendar.weekend',
  'calendar.twice',
  'calendar.closedDay',
] as const;

/** A calendar refusal about one day (one of DATED_CALENDAR_CODES): the day, YYYY-MM-DD, as `date`. */
export function calendarDayError(what: CodedMessage, date: string): CodedMessage {
  return withParams(what, { date });
}
