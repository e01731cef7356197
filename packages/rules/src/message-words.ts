// The values a refusal carries (its `params`: a wait in seconds, a day, a cutoff) in a reader's
// words. The catalogue's templates (@wholesale/contract error-codes.ts) name these words, so the
// server's English message and the web's English and Korean texts fill them in one way.
import { formatPacificMoment, type DateLocale } from './pacific-wall';

export type MessageParams = Readonly<Record<string, string | number>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const UNITS: Record<DateLocale, Record<'second' | 'minute' | 'hour', (n: number) => string>> = {
  en: {
    second: (n) => `${n} ${n === 1 ? 'second' : 'seconds'}`,
    minute: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
    hour: (n) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
  },
  ko: { second: (n) => `${n}초`, minute: (n) => `${n}분`, hour: (n) => `${n}시간` },
};

/** A wait in the largest unit that keeps it readable: '42 seconds', '3 minutes', '24 hours' / '3분'. */
export function waitWords(seconds: number, locale: DateLocale): string {
  const units = UNITS[locale];
  if (seconds < 60) return units.second(Math.max(1, Math.ceil(seconds)));
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return units.minute(minutes);
  return units.hour(Math.ceil(minutes / 60));
}

const dayFormats = new Map<DateLocale, Intl.DateTimeFormat>();

/** A calendar day 'YYYY-MM-DD' in full: 'Thursday, November 26, 2026' / '2026년 11월 26일 목요일'. */
export function dayWords(date: string, locale: DateLocale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A refusal's params with the words its templates read beside them: `wait` for `seconds`, `day`
 * for a `date`, `when` (the warehouse's clock) for a `cutoff` instant. What the params already
 * name is kept, and a value that is not what its name says is left unworded.
 */
export function wordedParams(
  params: MessageParams | null | undefined,
  locale: DateLocale,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof out.seconds === 'number' && out.wait === undefined) out.wait = waitWords(out.seconds, locale);
  if (typeof out.date === 'string' && out.day === undefined && out.date.length === 10 && ISO_DAY.test(out.date))
    out.day = dayWords(out.date, locale);
  if (typeof out.cutoff === 'string' && out.when === undefined && out.cutoff.length <= 40) {
    const when = formatPacificMoment(out.cutoff, locale, '').trim();
    if (when !== out.cutoff) out.when = when;
  }
  return out;
}
