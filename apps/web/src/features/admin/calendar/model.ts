// The Calendar page's rules, as pure functions (unit tested in Node): which months it shows, what
// each day is (open, closed and why, weekend, past), which days staff may toggle, how the arrow
// keys move between days, and the staff set a toggle sends. Dates are 'YYYY-MM-DD' on the
// warehouse's calendar (America/Los_Angeles), stepped with zone-free arithmetic.
import { addDays, HOLIDAY_RULES, type HolidayRule } from '@wholesale/rules';

/** A closed day as the server lists it (GET /api/calendar/closed-days). */
export interface ClosedDayView {
  date: string;
  source: 'rule' | 'staff';
  key?: HolidayRule;
  observed?: true;
}

/**
 * What a day is on the page: 'open' and 'staff' days can be toggled; 'holiday' (a rule) and
 * 'setting' (a configured date) are closed by the store's settings; weekends are always closed;
 * past days and days beyond the 12 months are shown but not changed.
 */
export type DayKind = 'open' | 'staff' | 'holiday' | 'setting' | 'weekend' | 'past' | 'beyond';

export interface DayCell {
  date: string;
  /** 1-31 */
  day: number;
  /** 0 = Sunday */
  weekday: number;
  kind: DayKind;
  /** the holiday of the day, even when staff closed it too */
  holiday: HolidayRule | null;
  observed: boolean;
  /** open orders to pick up that day */
  orders: number;
}

export interface CalendarSpan {
  /** today, Los Angeles */
  today: string;
  /** the last day staff may close (today + 12 months) */
  last: string;
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'YYYY-MM' of every month from today's through the last day's. */
export function monthsOf(span: CalendarSpan): string[] {
  const months: string[] = [];
  let [y, m] = span.today.slice(0, 7).split('-').map(Number) as [number, number];
  const end = span.last.slice(0, 7);
  for (let i = 0; i < 24; i += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= end) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

export function kindOf(date: string, span: CalendarSpan, closure: ClosedDayView | undefined): DayKind {
  if (date < span.today) return 'past';
  if (date > span.last) return 'beyond';
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return 'weekend';
  if (!closure) return 'open';
  if (closure.source === 'staff') return 'staff';
  return closure.key ? 'holiday' : 'setting';
}

/** Whether staff may close or reopen the day here. */
export function isToggleable(kind: DayKind): boolean {
  return kind === 'open' || kind === 'staff';
}

/** The month's weeks, Sunday first; days of the neighbouring months are null. */
export function monthWeeks(
  month: string,
  span: CalendarSpan,
  closed: readonly ClosedDayView[],
  orders: ReadonlyMap<string, number>,
): (DayCell | null)[][] {
  const byDate = new Map(closed.map((c) => [c.date, c]));
  const first = `${month}-01`;
  const cells: (DayCell | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) {
    const closure = byDate.get(date);
    cells.push({
      date,
      day: Number(date.slice(8)),
      weekday: weekdayOf(date),
      kind: kindOf(date, span, closure),
      holiday: closure?.key && (HOLIDAY_RULES as readonly string[]).includes(closure.key) ? closure.key : null,
      observed: closure?.observed === true,
      orders: orders.get(date) ?? 0,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DayCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The staff days after closing (`close`) or reopening `date`, sorted, each once. */
export function nextStaffDays(closed: readonly ClosedDayView[], date: string, close: boolean): string[] {
  const staff = new Set(closed.filter((c) => c.source === 'staff').map((c) => c.date));
  if (close) staff.add(date);
  else staff.delete(date);
  return [...staff].sort();
}

/** Where an arrow key (or Home/End: the week's ends) moves the focus from `date`, kept within the months shown. */
export function moveFrom(date: string, key: string, months: readonly string[]): string | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  let next: string;
  if (key in step) next = addDays(date, step[key]!);
  else if (key === 'Home') next = addDays(date, -weekdayOf(date));
  else if (key === 'End') next = addDays(date, 6 - weekdayOf(date));
  else return null;
  const first = `${months[0]}-01`;
  const lastMonth = months[months.length - 1];
  if (!lastMonth || next < first || next.slice(0, 7) > lastMonth) return null;
  return next;
}

/** The rule's message key in the dictionaries (LL.holidays). */
export const HOLIDAY_KEYS = {
  'new-year': 'newYear',
  'memorial-day': 'memorialDay',
  'independence-day': 'independenceDay',
  'labor-day': 'laborDay',
  thanksgiving: 'thanksgiving',
  'day-after-thanksgiving': 'dayAfterThanksgiving',
  christmas: 'christmas',
} as const satisfies Record<HolidayRule, string>;

/** A day of special hours as the server lists it (GET /api/calendar/special-hours). */
export interface SpecialHoursView {
  date: string;
  opens: string;
  closes: string;
}

/** Why the special-hours form cannot be sent as filled in (a message key), or null when it can. */
export type HoursProblem = 'needDay' | 'needTimes' | 'order' | 'weekend' | 'closedDay';

/**
 * The form's own check, in the page's language, before the server's: a weekday from today through
 * the 12 months that is not closed, and two times in order. (The server checks all of it again.)
 */
export function hoursProblem(
  form: SpecialHoursView,
  span: CalendarSpan,
  closed: readonly ClosedDayView[],
): HoursProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date < span.today || form.date > span.last) return 'needDay';
  const weekday = weekdayOf(form.date);
  if (weekday === 0 || weekday === 6) return 'weekend';
  if (closed.some((c) => c.date === form.date)) return 'closedDay';
  if (!/^\d{2}:\d{2}$/.test(form.opens) || !/^\d{2}:\d{2}$/.test(form.closes)) return 'needTimes';
  if (form.opens >= form.closes) return 'order';
  return null;
}

/** The full set of special hours after setting (or, with `hours` null, removing) one day's. */
export function nextSpecialHours(
  current: readonly SpecialHoursView[],
  date: string,
  hours: { opens: string; closes: string } | null,
): SpecialHoursView[] {
  const others = current.filter((h) => h.date !== date);
  return hours ? [...others, { date, ...hours }].sort((a, b) => a.date.localeCompare(b.date)) : others;
}
