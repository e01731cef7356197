// The product's wording for the warehouse calendar (closed days, special hours): each message's
// code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and
// services can both read it.
import type { CodedMessage } from '../errors';
import { coded } from '../errors';
import { HOLIDAY_NAMES_EN, type HolidayRule } from '@wholesale/rules';

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

export const CALENDAR_ERRORS = coded('calendar', CALENDAR_MESSAGES);

/** Calendar refusals that name the day they refuse carry it as `date`. */
export const DATED_CALENDAR_CODES = [
  'calendar.past',
  'calendar.tooFar',
  'calendar.weekend',
  'calendar.twice',
  'calendar.closedDay',
] as const;

/** A calendar refusal about one day: the set's words with the day in brackets, the day as `date`. */
export function calendarDayError(what: CodedMessage, date: string): CodedMessage {
  return { code: what.code, message: `${what.message} (${date})`, params: { date } };
}
