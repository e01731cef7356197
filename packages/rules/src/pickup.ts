// Pickup scheduling for the Los Angeles warehouse: Monday–Friday 8:00am–3:30pm Pacific time,
// "usually ready in 24 hours". The buyer picks a day and a window at checkout; the server checks
// the same choice again with the same functions, so browser and server agree.
//
// Every computation is done on the warehouse's wall clock (America/Los_Angeles), never on the
// machine's: local-zone Date methods (getHours, getDay, setDate…) are not used anywhere. The zone
// offset comes from Intl.DateTimeFormat, so daylight saving follows the runtime's tz database
// without a date library. Calendar dates are handled as UTC midnights, which have no DST.
//
// Closed days come from the warehouse calendar (PickupCalendar): holiday rules (holidays.ts),
// fixed dates from the configuration and the days staff close in the back office.

import { holidayOn, type HolidayRule } from './holidays';

export const PICKUP_TIME_ZONE = 'America/Los_Angeles';
/** The pickup windows of a business day, local times. */
export const PICKUP_WINDOWS: readonly { start: string; end: string }[] = [
  { start: '08:00', end: '10:00' },
  { start: '10:00', end: '12:00' },
  { start: '12:00', end: '14:00' },
  { start: '14:00', end: '15:30' },
];
export const PICKUP_LEAD_HOURS = 24;
/**
 * Staff move an order to any open window still ahead: the buyer's lead is there for the warehouse
 * to prepare, and staff who move an order have agreed it with the warehouse.
 */
export const STAFF_PICKUP_LEAD_HOURS = 0;
/** How many business days ahead the buyer may choose from. */
export const PICKUP_HORIZON_DAYS = 10;

export interface PickupWindow {
  /** the slot's id: local date and start, e.g. '2026-11-25T08:00' */
  slot: string;
  /** 'YYYY-MM-DD', local */
  date: string;
  /** ISO 8601 UTC instant of the window start, e.g. '2026-11-25T16:00:00.000Z' */
  start: string;
  /** ISO 8601 UTC instant of the window end */
  end: string;
  /** '08:00' */
  startLocal: string;
  /** '10:00' */
  endLocal: string;
}

export interface PickupDay {
  date: string;
  /** 0=Sunday..6 */
  weekday: number;
  windows: PickupWindow[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far pickupDays looks before giving up (a closed list could close every weekday). */
const SEARCH_LIMIT_DAYS = 400;

// ---------------------------------------------------------------- calendar helpers (zone-free)

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY_PATTERN = /^(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** y-m-d → UTC midnight ms, or null if it is not a real calendar date (2026-02-30, 2026-13-01). */
function dateMs(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  // Date.UTC rolls 02-30 over to 03-02; reading it back catches that (and years < 100, which it
  // maps to 19xx).
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The weekday of 'YYYY-MM-DD' (0 Sunday .. 6 Saturday), the same anywhere on Earth. */
export function weekdayOf(date: string): number {
  return new Date(dateMs(date) ?? NaN).getUTCDay();
}

/** The weekdays the warehouse hands out pickups (1 Monday .. 5 Friday), before any closure. */
export const PICKUP_WEEKDAYS = [1, 2, 3, 4, 5] as const;

// ---------------------------------------------------------------- the zone

let formatter: Intl.DateTimeFormat | undefined;

/** Created on first use so importing the module costs nothing. */
function pacificFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PICKUP_TIME_ZONE,
    // h23, not hour12:false: some engines print midnight as '24' with hour12:false.
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return formatter;
}

/** The LA wall clock at an instant, as the ms of that same wall clock read as UTC. */
function pacificWallMs(instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of pacificFormatter().formatToParts(instantMs)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = parts;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** LA's UTC offset at an instant, in minutes (-480 for PST, -420 for PDT). */
function offsetMinutes(instantMs: number): number {
  // The formatter has whole seconds; drop the instant's milliseconds so the difference is exact.
  const whole = Math.floor(instantMs / 1000) * 1000;
  return Math.round((pacificWallMs(whole) - whole) / MINUTE_MS);
}

/**
 * Local wall time in LA → UTC Date. Throws RangeError for a malformed date or time.
 *
 * Around daylight-saving changes it does what Temporal's 'compatible' option does:
 * - a skipped time (spring forward, e.g. 2026-03-08 02:30) is moved forward by the gap,
 *   to 03:30 PDT (10:30Z): the clock reading a buyer would see an hour later;
 * - an ambiguous time (fall back, e.g. 2026-11-01 01:30) is the earlier of the two, PDT (08:30Z).
 * Pickup windows (08:00–15:30) never fall in either hour; this only keeps the function total.
 */
export function zonedToUtc(date: string, time: string): Date {
  return new Date(zonedToUtcMs(date, time));
}

/**
 * Wall times already converted. Each checkout checks its slot against the days on offer (some
 * forty windows), and asking Intl for an offset is the costly part: the same few dates come up
 * again and again, so their answers are kept (bounded: a long-running server sees new dates daily).
 */
const converted = new Map<string, number>();
const CONVERTED_MAX = 2000;

function zonedToUtcMs(date: string, time: string): number {
  const key = `${date}T${time}`;
  const hit = converted.get(key);
  if (hit !== undefined) return hit;
  const ms = convert(date, time);
  if (converted.size >= CONVERTED_MAX) converted.clear();
  converted.set(key, ms);
  return ms;
}

function convert(date: string, time: string): number {
  const day = dateMs(date);
  const t = TIME_PATTERN.exec(time);
  if (day === null || !t) throw new RangeError(`Not a local date and time: "${date}" "${time}"`);
  const wall = day + (Number(t[1]) * 60 + Number(t[2])) * MINUTE_MS;

  // LA changes offset at most once within a day either side, so the offsets a day before and a
  // day after are the only candidates. A candidate is right if the instant it gives has it.
  const before = offsetMinutes(wall - DAY_MS);
  const after = offsetMinutes(wall + DAY_MS);
  const fits = [before, after]
    .filter((offset) => offsetMinutes(wall - offset * MINUTE_MS) === offset)
    .map((offset) => wall - offset * MINUTE_MS);
  // Two fits: ambiguous, take the earlier instant. None: skipped, use the offset from before the
  // change, which lands the same length of time after the gap as the wall time was into it.
  return fits.length > 0 ? Math.min(...fits) : wall - before * MINUTE_MS;
}

/** A UTC instant → { date: 'YYYY-MM-DD', time: 'HH:MM', weekday } in LA. Throws RangeError for an invalid Date. */
export function toPacific(instant: Date): { date: string; time: string; weekday: number } {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const iso = new Date(pacificWallMs(ms)).toISOString(); // the wall clock, spelled as if UTC
  const date = iso.slice(0, 10);
  return { date, time: iso.slice(11, 16), weekday: weekdayOf(date) };
}

// ---------------------------------------------------------------- closed dates

/**
 * Closed dates: 'YYYY-MM-DD' (one day) or 'MM-DD' (that day every year, e.g. '12-25').
 * Entries are separated by commas and/or whitespace. Throws RangeError naming the first bad entry.
 */
export function parseClosedDates(list: string): string[] {
  const entries = list.split(/[\s,]+/).filter((e) => e !== '');
  for (const entry of entries) {
    const md = MONTH_DAY_PATTERN.exec(entry);
    // A recurring date must exist in some year: checked against leap year 2000 so 02-29 passes.
    const ok = md ? dateMs(`2000-${entry}`) !== null : dateMs(entry) !== null;
    if (!ok) throw new RangeError(`Not a closed date (YYYY-MM-DD or MM-DD): "${entry}"`);
  }
  return [...new Set(entries)];
}

export function isClosedDate(date: string, closed: readonly string[]): boolean {
  return closed.includes(date) || closed.includes(date.slice(5));
}

// ---------------------------------------------------------------- the warehouse calendar

/** Everything that closes a weekday for pickup (weekends are always closed). */
export interface PickupCalendar {
  /** holiday rules (the server's PICKUP_HOLIDAYS): closed on each one's observed weekday */
  holidays?: readonly HolidayRule[];
  /** fixed closures, 'YYYY-MM-DD' once or 'MM-DD' every year (PICKUP_CLOSED_DATES) */
  closedDates?: readonly string[];
  /** 'YYYY-MM-DD' days staff closed in the back office */
  staffDates?: readonly string[];
  /** days staff open for shorter hours (a Christmas Eve closing at noon), set in the back office */
  specialHours?: readonly SpecialHours[];
}

/**
 * A day's special opening hours, Los Angeles wall times 'HH:MM'. Only the part of each regular
 * window that lies within [opens, closes) is offered; a window cut to under 30 minutes is dropped.
 */
export interface SpecialHours {
  date: string;
  opens: string;
  closes: string;
}

/** The shortest pickup window worth offering after special hours cut a regular one. */
export const PICKUP_MIN_WINDOW_MINUTES = 30;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether 'HH:MM' is a wall time (00:00–23:59). */
export function isWallTime(value: string): boolean {
  return value.length === 5 && TIME_PATTERN.test(value);
}

/**
 * The day's windows under special hours: each regular window clipped to [opens, closes), kept when
 * at least PICKUP_MIN_WINDOW_MINUTES remain. Without special hours, the regular windows.
 */
export function windowsUnder(hours: SpecialHours | undefined): readonly { start: string; end: string }[] {
  if (!hours) return PICKUP_WINDOWS;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const windows: { start: string; end: string }[] = [];
  for (const w of PICKUP_WINDOWS) {
    const start = Math.max(minutesOf(w.start), opens);
    const end = Math.min(minutesOf(w.end), closes);
    if (end - start >= PICKUP_MIN_WINDOW_MINUTES) windows.push({ start: wallTime(start), end: wallTime(end) });
  }
  return windows;
}

function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The special hours set for 'YYYY-MM-DD', if any. */
export function specialHoursOn(date: string, closed: ClosedDays): SpecialHours | undefined {
  return asCalendar(closed).specialHours?.find((h) => h.date === date);
}

/** A calendar, or just a list of fixed closed dates (as before the calendar existed). */
export type ClosedDays = readonly string[] | PickupCalendar;

/** Why a day is closed: 'rule' (a holiday rule or a configured date) or 'staff' (the back office). */
export interface Closure {
  date: string;
  source: 'rule' | 'staff';
  /** the holiday of the day, if any (a staff-closed holiday keeps its name) */
  holiday: HolidayRule | null;
  /** the holiday falls on a weekend and this weekday is its observed day */
  observed: boolean;
}

function asCalendar(closed: ClosedDays): PickupCalendar {
  return Array.isArray(closed) ? { closedDates: closed as readonly string[] } : (closed as PickupCalendar);
}

/**
 * Why 'YYYY-MM-DD' is closed for pickup, or null when nothing closes it (weekends are not
 * reported: they are never open). Staff closures take precedence as the source, so the back
 * office can reopen what staff closed; the holiday's name stays.
 */
export function closureOn(date: string, closed: ClosedDays): Closure | null {
  const calendar = asCalendar(closed);
  const holiday = calendar.holidays && calendar.holidays.length > 0 ? holidayOn(date, calendar.holidays) : null;
  const named = { holiday: holiday?.rule ?? null, observed: holiday?.observed ?? false };
  if (calendar.staffDates?.includes(date)) return { date, source: 'staff', ...named };
  if (holiday || (calendar.closedDates && isClosedDate(date, calendar.closedDates)))
    return { date, source: 'rule', ...named };
  return null;
}

/** Whether the warehouse hands out pickups on 'YYYY-MM-DD': a weekday that nothing closes. */
export function isPickupDay(date: string, closed: ClosedDays): boolean {
  return (PICKUP_WEEKDAYS as readonly number[]).includes(weekdayOf(date)) && closureOn(date, closed) === null;
}

/** The closed weekdays from `from` to `to` ('YYYY-MM-DD', both included), in order. */
export function closuresBetween(from: string, to: string, closed: ClosedDays): Closure[] {
  const start = dateMs(from);
  const end = dateMs(to);
  if (start === null || end === null) throw new RangeError(`Not a date range: "${from}" to "${to}"`);
  const found: Closure[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const closure = closureOn(isoDate(ms), closed);
    if (closure) found.push(closure);
  }
  return found;
}

// ---------------------------------------------------------------- windows

function windowOn(date: string, w: { start: string; end: string }): PickupWindow {
  return {
    slot: `${date}T${w.start}`,
    date,
    start: zonedToUtc(date, w.start).toISOString(),
    end: zonedToUtc(date, w.end).toISOString(),
    startLocal: w.start,
    endLocal: w.end,
  };
}

/**
 * The days a buyer may choose from now: the next `horizonDays` business days (Mon–Fri, not
 * closed; on a day of special hours only its clipped windows) that have at least one window starting at least PICKUP_LEAD_HOURS after `now`; each
 * with only those windows. The lead is measured in elapsed time, so a DST change in between
 * does not shorten or lengthen it; a closed day in between only means no windows that day.
 */
export function pickupDays(
  now: Date,
  closed: ClosedDays,
  horizonDays: number = PICKUP_HORIZON_DAYS,
  leadHours: number = PICKUP_LEAD_HOURS,
): PickupDay[] {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('Invalid Date');
  // A window starting exactly now is already under way: staff (no lead) get the ones after it.
  const earliestMs = nowMs + leadHours * 60 * MINUTE_MS + (leadHours === 0 ? 1 : 0);

  const days: PickupDay[] = [];
  // Start from today's LA date: no window before it can be 24 h away.
  let dayMs = dateMs(toPacific(now).date) ?? NaN;
  for (let i = 0; i < SEARCH_LIMIT_DAYS && days.length < horizonDays; i += 1, dayMs += DAY_MS) {
    const date = isoDate(dayMs);
    const weekday = new Date(dayMs).getUTCDay();
    if (weekday === 0 || weekday === 6 || closureOn(date, closed) !== null) continue;
    const windows = windowsUnder(specialHoursOn(date, closed))
      .map((w) => windowOn(date, w))
      .filter((w) => Date.parse(w.start) >= earliestMs);
    if (windows.length > 0) days.push({ date, weekday, windows });
  }
  return days;
}

/** The earliest window (first window of pickupDays(...)[0]). Throws if every day is closed. */
export function earliestPickup(now: Date, closed: ClosedDays): PickupWindow {
  const first = pickupDays(now, closed, 1)[0]?.windows[0];
  if (!first) throw new RangeError(`No pickup window within ${SEARCH_LIMIT_DAYS} days: every weekday is closed`);
  return first;
}

/**
 * Where staff move an order off a day it can no longer be picked up (closed, or outside its special
 * hours): the first open day after `date` with a window still ahead, in the window starting at the
 * same wall time when that day has one (the buyer keeps their hour), else that day's first window.
 * Null when every day the calendar looks at is closed.
 */
export function nextOpenWindow(date: string, startLocal: string, now: Date, closed: ClosedDays): PickupWindow | null {
  const day = pickupDays(now, closed, PICKUP_HORIZON_DAYS, STAFF_PICKUP_LEAD_HOURS).find((d) => d.date > date);
  if (!day) return null;
  return day.windows.find((w) => w.startLocal === startLocal) ?? day.windows[0] ?? null;
}

/**
 * The window named by `slot` if a buyer ordering at `now` may choose it (it is one of
 * pickupDays(now, closed)), else null. Malformed slot strings give null, never throw.
 */
export function pickupWindowFor(
  slot: string,
  now: Date,
  closed: ClosedDays,
  leadHours: number = PICKUP_LEAD_HOURS,
): PickupWindow | null {
  // Looking the slot up among the offered windows rejects, in one rule, anything too early,
  // on a weekend or closed date, beyond the horizon, not a window start, or not a date at all.
  if (typeof slot !== 'string' || Number.isNaN(now.getTime())) return null;
  for (const day of pickupDays(now, closed, PICKUP_HORIZON_DAYS, leadHours)) {
    const found = day.windows.find((w) => w.slot === slot);
    if (found) return found;
  }
  return null;
}
