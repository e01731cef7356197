import {
  addDays,
  dayText,
  NB,
  rangeText,
  sameDay,
  timeText,
  toPacific,
  validInstant,
  wall,
  type DateLocale,
  type Wall,
} from '@wholesale/rules';

// Pickup windows and days in words, on the warehouse's clock (the words and the no-break spaces:
// @wholesale/rules' pacific-wall.ts, which the server's messages write with too).
export { dateLocale, formatPacificMoment, type DateLocale } from '@wholesale/rules';

/**
 * A pickup window in Pacific time, e.g. "Wed, Nov 25 · 8:00–10:00 AM PT". `zone` is the zone's
 * name in the page's language ('PT', '태평양 시간'); `now` decides whether the year is written.
 * Null when the order has no window (or a malformed one).
 */
export function formatPickupWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: DateLocale,
  zone: string,
  now: Date = new Date(),
): string | null {
  const s = validInstant(start);
  const e = validInstant(end);
  if (!s || !e) return null;
  const a = wall(s, locale);
  const b = wall(e, locale);
  const year = wall(now, locale).year;
  const sep = locale === 'ko' ? ' ' : `${NB}· `;
  const z = zone.replace(/ /g, NB);
  if (!sameDay(a, b)) {
    // Not a window the warehouse offers; written out in full rather than misread.
    const one = (w: Wall) => `${dayText(w, locale, year)}${sep}${timeText(w, locale)}`;
    return `${one(a)} – ${one(b)} ${z}`;
  }
  return `${dayText(a, locale, year)}${sep}${rangeText(a, b, locale)} ${z}`;
}

/** A window's times alone: "8:00–10:00 AM" / "오전 8:00–10:00" (the checkout's window choices). */
export function formatPickupTimes(start: string, end: string, locale: DateLocale): string {
  const s = validInstant(start);
  const e = validInstant(end);
  if (!s || !e) return '';
  return rangeText(wall(s, locale), wall(e, locale), locale);
}

/** A day in Pacific time: "Wed, Nov 25" / "11월 25일 (수)" (the year when not the current one). */
export function formatPacificDay(iso: string, locale: DateLocale, now: Date = new Date()): string {
  const d = validInstant(iso);
  if (!d) return iso;
  return dayText(wall(d, locale), locale, wall(now, locale).year);
}

const NEAR_DAYS: Record<DateLocale, readonly [today: string, tomorrow: string]> = {
  en: ['Today', 'Tomorrow'],
  ko: ['오늘', '내일'],
};

/**
 * A pickup day said plainly, relative to `now` on the warehouse's calendar: "Tomorrow, Fri Nov 27"
 * / "내일, 11월 27일 (금)" (and "Today, ..."); any later day as formatPacificDay writes it,
 * "Mon, Nov 30" / "11월 30일 (월)". The checkout names the day it pre-selects with it.
 */
export function formatRelativePickupDay(iso: string, locale: DateLocale, now: Date = new Date()): string {
  const d = validInstant(iso);
  if (!d) return iso;
  const day = toPacific(d).date;
  const today = toPacific(now).date;
  const near = day === today ? 0 : day === addDays(today, 1) ? 1 : null;
  if (near === null) return formatPacificDay(iso, locale, now);
  const w = wall(d, locale);
  const year = wall(now, locale).year;
  // English drops the comma after the weekday here, so the sentence has one: "Tomorrow, Fri Nov 27".
  const date =
    locale === 'ko'
      ? dayText(w, locale, year)
      : `${w.weekday}${NB}${w.monthName}${NB}${w.day}${w.year !== year ? `,${NB}${w.year}` : ''}`;
  return `${NEAR_DAYS[locale][near]}, ${date}`;
}

/**
 * The chosen window with its day said plainly: "Tomorrow, Fri Nov 27 · 8:00–10:00 AM PT" /
 * "내일, 11월 27일 (금) 오전 8:00–10:00 태평양 시간".
 */
export function formatPickupChoice(
  start: string,
  end: string,
  locale: DateLocale,
  zone: string,
  now: Date = new Date(),
): string {
  const times = formatPickupTimes(start, end, locale);
  if (!times) return '';
  const sep = locale === 'ko' ? ' ' : `${NB}· `;
  return `${formatRelativePickupDay(start, locale, now)}${sep}${times} ${zone.replace(/ /g, NB)}`;
}

/**
 * A date of the warehouse's calendar, 'YYYY-MM-DD' (a standing order's next pickup): "Thu, Dec 3" /
 * "12월 3일 (목)", with the year when it is not the current one. The date as it is, never shifted
 * by a zone; a malformed one is returned as it came.
 */
export function formatCalendarDay(date: string, locale: DateLocale, now: Date = new Date()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  // Noon or 1 PM in Los Angeles (20:00 UTC): the same date whatever daylight saving does.
  const d = validInstant(`${date}T20:00:00Z`);
  return d ? dayText(wall(d, locale), locale, wall(now, locale).year) : date;
}

/**
 * A time of day on the warehouse's clock, 'HH:MM' (a standing order's window): "10:00 AM" /
 * "오전 10:00", followed by `zone` when given ("10:00 AM PT"). A malformed time is returned as it came.
 */
export function formatWallTime(time: string, locale: DateLocale, zone?: string): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const w = { hour: Number(m[1]), minute: Number(m[2]) } as Wall;
  const text = timeText(w, locale);
  return zone ? `${text} ${zone.replace(/ /g, NB)}` : text;
}
