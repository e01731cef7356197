import { PICKUP_TIME_ZONE } from './pickup';

// The warehouse's clock in words: the core the app's dates are written with. The web's pickupText.ts
// builds windows and days on it; a refusal's cutoff is written with formatPacificMoment, by the
// server in English and by the web in the reader's language (message-words.ts).
// The app writes an order's pickup window and dates always on the warehouse's clock
// (America/Los_Angeles, through Intl), whatever the device's zone, with the zone named.
//   en: "Wed, Nov 25 · 8:00–10:00 AM PT"       ko: "11월 25일 (수) 오전 8:00–10:00 태평양 시간"
// The words around the numbers (AM/PM, 오전/오후, 월/일) are ours rather than the runtime's, so every
// browser (and the tests' Node) writes the same text.
// On a narrow screen the text wraps only between the day, the window and the zone: the spaces
// inside each (and inside the zone's name) are no-break spaces, so "오전" never ends a line.

/** No-break space. */
export const NB = '\u00a0';

export type DateLocale = 'en' | 'ko';

/** The page's locale as a DateLocale (anything but Korean is written in English). */
export const dateLocale = (locale: string): DateLocale => (locale === 'ko' ? 'ko' : 'en');

export interface Wall {
  year: number;
  /** 1-12 */
  month: number;
  /** 'Nov' in English, '11' in Korean */
  monthName: string;
  day: number;
  /** 'Wed' / '수' */
  weekday: string;
  /** 0-23 */
  hour: number;
  minute: number;
}

const formatters = new Map<DateLocale, Intl.DateTimeFormat>();

function formatter(locale: DateLocale): Intl.DateTimeFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      timeZone: PICKUP_TIME_ZONE,
      year: 'numeric',
      month: locale === 'ko' ? 'numeric' : 'short',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(locale, f);
  }
  return f;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Los Angeles wall clock at an instant, in the words of `locale`. */
export function wall(instant: Date, locale: DateLocale): Wall {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter(locale).formatToParts(instant)) parts[p.type] = p.value;
  const monthName = parts.month ?? '';
  // English gives the month's name: its number from our list (the runtime spells it 'Nov').
  const month = locale === 'ko' ? Number(monthName) : MONTHS.indexOf(monthName) + 1;
  return {
    year: Number(parts.year),
    month,
    monthName,
    day: Number(parts.day),
    weekday: parts.weekday ?? '',
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

export const sameDay = (a: Wall, b: Wall) => a.year === b.year && a.month === b.month && a.day === b.day;

/** "Wed, Nov 25" / "11월 25일 (수)", with the year when it is not the current one. */
export function dayText(w: Wall, locale: DateLocale, currentYear: number): string {
  const withYear = w.year !== currentYear;
  if (locale === 'ko') return `${withYear ? `${w.year}년${NB}` : ''}${w.month}월${NB}${w.day}일${NB}(${w.weekday})`;
  return `${w.weekday},${NB}${w.monthName}${NB}${w.day}${withYear ? `,${NB}${w.year}` : ''}`;
}

export const PERIODS: Record<DateLocale, readonly [string, string]> = { en: ['AM', 'PM'], ko: ['오전', '오후'] };

export function clock(w: Wall): string {
  return `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, '0')}`;
}

/** "3:05 PM" / "오후 3:05" */
export function timeText(w: Wall, locale: DateLocale): string {
  const period = PERIODS[locale][w.hour < 12 ? 0 : 1];
  return locale === 'ko' ? `${period}${NB}${clock(w)}` : `${clock(w)}${NB}${period}`;
}

/** "8:00–10:00 AM", "10:00 AM–12:00 PM" / "오전 8:00–10:00", "오전 10:00–오후 12:00". */
export function rangeText(a: Wall, b: Wall, locale: DateLocale): string {
  const [pa, pb] = [PERIODS[locale][a.hour < 12 ? 0 : 1], PERIODS[locale][b.hour < 12 ? 0 : 1]];
  if (locale === 'ko')
    return pa === pb ? `${pa}${NB}${clock(a)}–${clock(b)}` : `${pa}${NB}${clock(a)}–${pb}${NB}${clock(b)}`;
  return pa === pb ? `${clock(a)}–${clock(b)}${NB}${pb}` : `${clock(a)}${NB}${pa}–${clock(b)}${NB}${pb}`;
}

export function validInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment in Pacific time: "Wed, Nov 25 · 3:05 PM PT" / "11월 25일 (수) 오후 3:05 태평양 시간". */
export function formatPacificMoment(iso: string, locale: DateLocale, zone: string, now: Date = new Date()): string {
  const d = validInstant(iso);
  if (!d) return iso;
  const w = wall(d, locale);
  const day = dayText(w, locale, wall(now, locale).year);
  return `${day}${locale === 'ko' ? ' ' : `${NB}· `}${timeText(w, locale)} ${zone.replace(/ /g, NB)}`;
}
