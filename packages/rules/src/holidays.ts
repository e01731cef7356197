// The warehouse's holidays, by rule rather than by date: "the fourth Thursday of November" is
// right every year, "11-26" only in 2026. Which rules apply is a setting (PICKUP_HOLIDAYS on the
// server); each closure has a stable key ('thanksgiving') that the pages translate.
//
// A fixed-date holiday on a weekend is observed on a weekday, as US employers do: Saturday → the
// Friday before, Sunday → the Monday after. New Year's Day on a Saturday is therefore observed on
// December 31 of the year before, and belongs to that year's list.
//
// Pure calendar arithmetic on UTC midnights: no zone, no clock, no I/O.

/** Every holiday rule the warehouse knows, in calendar order. */
export const HOLIDAY_RULES = [
  'new-year',
  'memorial-day',
  'independence-day',
  'labor-day',
  'thanksgiving',
  'day-after-thanksgiving',
  'christmas',
] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

/** English names (REST answers and staff mail); the pages translate the key instead. */
export const HOLIDAY_NAMES_EN: Readonly<Record<HolidayRule, string>> = {
  'new-year': "New Year's Day",
  'memorial-day': 'Memorial Day',
  'independence-day': 'Independence Day',
  'labor-day': 'Labor Day',
  thanksgiving: 'Thanksgiving Day',
  'day-after-thanksgiving': 'Day after Thanksgiving',
  christmas: 'Christmas Day',
};

/** A day the warehouse is closed for a holiday. */
export interface HolidayClosure {
  /** 'YYYY-MM-DD', always a weekday */
  date: string;
  rule: HolidayRule;
  /** true when the holiday itself falls on a weekend and this is the weekday it is observed on */
  observed: boolean;
}

const DAY_MS = 86_400_000;

function utc(year: number, month: number, day: number): number {
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = utc(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + (n - 1) * 7) * DAY_MS;
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): number {
  const last = utc(year, month + 1, 0); // day 0 of the next month
  const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return last - back * DAY_MS;
}

/** A fixed date, moved off the weekend: Saturday → Friday, Sunday → Monday. */
function observedDay(ms: number): { ms: number; observed: boolean } {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return { ms: ms - DAY_MS, observed: true };
  if (weekday === 0) return { ms: ms + DAY_MS, observed: true };
  return { ms, observed: false };
}

/** The closure a rule gives for the holiday of `year` (its date may fall in the year before). */
function closureOf(rule: HolidayRule, year: number): HolidayClosure {
  let day: { ms: number; observed: boolean };
  switch (rule) {
    case 'new-year':
      day = observedDay(utc(year, 1, 1));
      break;
    case 'memorial-day':
      day = { ms: lastWeekday(year, 5, 1), observed: false };
      break;
    case 'independence-day':
      day = observedDay(utc(year, 7, 4));
      break;
    case 'labor-day':
      day = { ms: nthWeekday(year, 9, 1, 1), observed: false };
      break;
    case 'thanksgiving':
      day = { ms: nthWeekday(year, 11, 4, 4), observed: false };
      break;
    case 'day-after-thanksgiving':
      day = { ms: nthWeekday(year, 11, 4, 4) + DAY_MS, observed: false };
      break;
    case 'christmas':
      day = observedDay(utc(year, 12, 25));
      break;
  }
  return { date: iso(day.ms), rule, observed: day.observed };
}

/**
 * The days the warehouse closes for holidays in calendar year `year` under `rules`, by date.
 * Includes December 31 when the next New Year's Day is a Saturday.
 */
export function holidayClosures(year: number, rules: readonly HolidayRule[] = HOLIDAY_RULES): HolidayClosure[] {
  if (!Number.isInteger(year)) throw new RangeError(`Not a year: ${year}`);
  const prefix = `${String(year).padStart(4, '0')}-`;
  const found = new Map<string, HolidayClosure>();
  for (const rule of HOLIDAY_RULES) {
    if (!rules.includes(rule)) continue;
    for (const y of rule === 'new-year' ? [year, year + 1] : [year]) {
      const closure = closureOf(rule, y);
      if (closure.date.startsWith(prefix) && !found.has(closure.date)) found.set(closure.date, closure);
    }
  }
  return [...found.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Closures by date, per year and rule set: pickupDays asks about the same few dates at every checkout. */
const byYear = new Map<string, ReadonlyMap<string, HolidayClosure>>();

/** The holiday closure on 'YYYY-MM-DD', or null (weekends included: a holiday there is observed on a weekday). */
export function holidayOn(date: string, rules: readonly HolidayRule[] = HOLIDAY_RULES): HolidayClosure | null {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year) || rules.length === 0) return null;
  const key = `${year}|${rules.join(',')}`;
  let closures = byYear.get(key);
  if (!closures) {
    if (byYear.size >= 256) byYear.clear();
    closures = new Map(holidayClosures(year, rules).map((c) => [c.date, c]));
    byYear.set(key, closures);
  }
  return closures.get(date) ?? null;
}

/**
 * PICKUP_HOLIDAYS: 'all', 'none', or rule keys separated by commas and/or spaces
 * ('thanksgiving, christmas'). Throws RangeError naming the first unknown key and the known ones.
 */
export function parseHolidayRules(list: string): HolidayRule[] {
  const entries = list
    .split(/[\s,]+/)
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '');
  if (entries.length === 1 && entries[0] === 'all') return [...HOLIDAY_RULES];
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return [];
  for (const entry of entries) {
    if (!(HOLIDAY_RULES as readonly string[]).includes(entry)) {
      throw new RangeError(`Not a holiday rule: "${entry}" (use all, none, or some of ${HOLIDAY_RULES.join(', ')})`);
    }
  }
  // Calendar order, each once, whatever order the setting gave.
  return HOLIDAY_RULES.filter((rule) => entries.includes(rule));
}
