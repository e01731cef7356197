import { PICKUP_TIME_ZONE } from '@wholesale/rules';
import { templateContext, type MailLocale } from './common';

// Times in order e-mails are shown on the warehouse's clock, whatever the server's zone (TZ) is:
// every Intl formatter below is given the zone explicitly. Intl supplies the zone conversion
// (so daylight saving follows the runtime's tz database), the calendar date and the weekday;
// the time of day is assembled here from the 24-hour numbers, because day-period names differ
// between ICU versions (some give Korean 'AM' instead of '오전').

/** The warehouse's zone (the pickup rules' own): pickup windows and order dates are shown in it. */
const PACIFIC_TIME_ZONE = PICKUP_TIME_ZONE;

const INTL_LOCALE: Record<MailLocale, string> = { en: 'en-US', ko: 'ko-KR' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: MailLocale, kind: 'date' | 'day' | 'clock' | 'ymd'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }
        : kind === 'day'
          ? { weekday: 'short', month: 'short', day: 'numeric' }
          : kind === 'clock'
            ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
            : { year: 'numeric', month: '2-digit', day: '2-digit' };
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: PACIFIC_TIME_ZONE });
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a valid instant: ${String(value)}`);
  return date;
}

/** The local calendar date as a comparable key. */
function localDay(locale: MailLocale, date: Date): string {
  return formatter(locale, 'ymd').format(date);
}

interface ClockTime {
  /** '8:00' (12-hour) */
  time: string;
  pm: boolean;
}

function clockTime(locale: MailLocale, date: Date): ClockTime {
  const parts = formatter(locale, 'clock').formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const h23 = hour % 24; // some engines write midnight as 24 even with h23
  return { time: `${h23 % 12 || 12}:${minute}`, pm: h23 >= 12 };
}

function clock(locale: MailLocale, date: Date): string {
  const LL = templateContext(locale).LL.mail.order;
  const c = clockTime(locale, date);
  return LL.clock({ time: c.time, period: c.pm ? LL.pm() : LL.am() });
}

/**
 * An instant on the calendar date `date` ('YYYY-MM-DD') in Los Angeles, for the formatters below to
 * show that date: 20:00 UTC is midday there, in winter and in summer alike.
 */
export const middayInLosAngeles = (date: string): string => `${date}T20:00:00.000Z`;

/** 'Wednesday, November 25, 2026' / '2026년 11월 25일 수요일', Pacific date. */
export function formatPacificDate(locale: MailLocale, instant: string | Date): string {
  return formatter(locale, 'date').format(toDate(instant));
}

/** A month in words: 'November 2026' / '2026년 11월' ('YYYY-MM'). */
export function formatMonth(locale: MailLocale, month: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** A date for a table's narrow column: '11/25/2026' / '2026. 11. 25.', Pacific date. */
export function formatPacificShortDate(locale: MailLocale, instant: string | Date): string {
  return formatter(locale, 'ymd').format(toDate(instant));
}

/** Short day for a subject line: 'Wed, Nov 25' / '11월 25일 (수)', Pacific date. */
export function formatPickupDay(locale: MailLocale, instant: string | Date): string {
  return formatter(locale, 'day').format(toDate(instant));
}

/**
 * One moment on the warehouse clock:
 * 'Tuesday, November 24, 2026, 3:12 PM (Pacific time)' / '2026년 11월 24일 화요일 오후 3:12 (태평양 시간)'.
 */
export function formatPacificDateTime(locale: MailLocale, instant: string | Date): string {
  const LL = templateContext(locale).LL.mail.order;
  const date = toDate(instant);
  return LL.when({ date: formatPacificDate(locale, date), time: clock(locale, date) });
}

/**
 * A pickup window (UTC instants) as the buyer reads it, on the warehouse clock:
 * 'Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)' /
 * '2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)'.
 * The day period is written once when both ends share it ('8:00–10:00 AM'), twice otherwise
 * ('10:00 AM–12:00 PM'); a window running past midnight names the second date too.
 */
export function formatPickupSlot(locale: MailLocale, start: string | Date, end: string | Date): string {
  const LL = templateContext(locale).LL.mail.order;
  const from = toDate(start);
  const to = toDate(end);
  const date = formatPacificDate(locale, from);
  let time: string;
  if (localDay(locale, from) !== localDay(locale, to)) {
    time = `${clock(locale, from)} – ${formatPacificDate(locale, to)} ${clock(locale, to)}`;
  } else {
    const a = clockTime(locale, from);
    const b = clockTime(locale, to);
    time =
      a.pm === b.pm
        ? LL.clockRange({ from: a.time, to: b.time, period: a.pm ? LL.pm() : LL.am() })
        : `${clock(locale, from)}–${clock(locale, to)}`;
  }
  return LL.when({ date, time });
}
