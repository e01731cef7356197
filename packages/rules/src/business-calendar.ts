// Calendar periods for the sales dashboard: this week vs last week (weeks start on Sunday), this
// month vs last month, and the daily chart. A sale belongs to the day it happened at the Los
// Angeles warehouse, so every boundary is an LA midnight, whatever the zone of the machine (a
// browser in Seoul, a server on UTC).
//
// Zone math is left to pickup.ts (Intl-based): here, calendar dates are 'YYYY-MM-DD' strings
// stepped with zone-free arithmetic, and only turned into instants at the end. That keeps DST
// out of the arithmetic: a period is [LA midnight, LA midnight), so the 23-hour spring-forward
// day and the 25-hour fall-back day get their true lengths, never "24 h × n".

import { toPacific, zonedToUtc } from './pickup';

/** [start, end): UTC instants of LA midnights. */
export interface BusinessRange {
  start: Date;
  end: Date;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as a UTC-midnight Date (UTC has no DST, so day steps are exact). */
function utcMidnight(date: string): Date {
  const m = DATE_PATTERN.exec(date);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [NaN, NaN, NaN];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d);
  // Reading it back rejects dates that rolled over (2026-02-30 → 03-02) and malformed strings.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  }
  return day;
}

function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The LA calendar date ('YYYY-MM-DD') of an instant — an order placed at 11:30 pm LA belongs to that LA day even though it is the next day in UTC. */
export function businessDate(instant: Date): string {
  return toPacific(instant).date;
}

/** LA midnight starting the given LA date, as an instant. */
export function startOfBusinessDay(date: string): Date {
  // LA's DST changes happen at 02:00, so midnight always exists and is never ambiguous.
  return zonedToUtc(date, '00:00');
}

/** Adds whole calendar days to a 'YYYY-MM-DD' (pure calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const day = utcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days); // rolls over months and years
  return isoDate(day);
}

/** The first day of the month `months` away from the month of `date` (month overflow rolls the year). */
/** The first day of the month `months` after (or before) the one of `date` ('YYYY-MM-DD'). */
export function firstOfMonth(date: string, months: number): string {
  const day = utcMidnight(date);
  day.setUTCDate(1); // before moving the month, so 31 January + 1 month is not 3 March
  day.setUTCMonth(day.getUTCMonth() + months);
  return isoDate(day);
}

/** The LA days [from, to) as instants. */
function range(from: string, to: string): BusinessRange {
  return { start: startOfBusinessDay(from), end: startOfBusinessDay(to) };
}

/** This week (Sunday 00:00 LA up to next Sunday 00:00 LA) containing `now`, and the week before. */
export function weekRanges(now: Date): { current: BusinessRange; previous: BusinessRange } {
  // The LA weekday, not now.getDay(): Saturday 11 pm in LA is already Sunday in UTC or Seoul.
  const { date, weekday } = toPacific(now);
  const sunday = addDays(date, -weekday);
  return {
    current: range(sunday, addDays(sunday, 7)),
    previous: range(addDays(sunday, -7), sunday),
  };
}

/** This month (1st 00:00 LA to next 1st) containing `now`, and the month before (handles January → December of the previous year). */
export function monthRanges(now: Date): { current: BusinessRange; previous: BusinessRange } {
  const today = businessDate(now);
  const first = firstOfMonth(today, 0);
  return {
    current: range(first, firstOfMonth(today, 1)),
    previous: range(firstOfMonth(today, -1), first),
  };
}

/** The last `days` LA days ending with today (today included), oldest first: each { date, start, end }. days = 7 (weekly) or 30 (monthly). */
export function lastDays(now: Date, days: number): { date: string; start: Date; end: Date }[] {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  const today = businessDate(now);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    return { date, ...range(date, addDays(date, 1)) };
  });
}

/** Sums amounts (cents) of events into the given days by their LA date; events outside get dropped. Returns cents per day, same order. */
export function bucketByDay(
  days: readonly { date: string }[],
  events: readonly { at: Date; cents: number }[],
): number[] {
  // Each day's [LA midnight, next LA midnight) holds exactly the instants with that LA date, so
  // comparing numbers replaces an Intl call per event (a month of orders can be thousands).
  const bounds = days.map(({ date }) => {
    const { start, end } = range(date, addDays(date, 1));
    return [start.getTime(), end.getTime()] as const;
  });
  const totals = days.map(() => 0);
  for (const { at, cents } of events) {
    const t = at.getTime(); // an Invalid Date is NaN: it fits no day and is dropped
    const i = bounds.findIndex(([start, end]) => start <= t && t < end);
    if (i >= 0) totals[i] = (totals[i] ?? 0) + cents;
  }
  return totals;
}

/** Percentage change from previous to current, rounded to one decimal; null when previous is 0. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null; // no base to compare with: the dashboard shows "—", not ∞
  // Multiply before dividing: integer cents × 1000 stays exact, so a true half (6.25 %) is not
  // turned into 6.2499… by an intermediate fraction. Dividing by |previous| keeps the sign
  // meaning "up" or "down" even for a negative base (refunds exceeding sales).
  const tenths = ((current - previous) * 1000) / Math.abs(previous);
  // Round halves away from zero, so +6.25 % and −6.25 % show as 6.3 and −6.3 (Math.round alone
  // rounds −62.5 to −62). `+ 0` turns −0 (a tiny drop rounded away) into 0.
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 + 0;
}
