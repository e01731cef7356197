// How the documents and pages print a lot's pack date beside a line: 'Nov 20' in English,
// '11월 20일' in Korean, with the year when it is not the year of `today` (a lot packed last
// December on a January invoice). Calendar days are drawn in UTC so no zone moves them.

const FORMATS = {
  en: {
    short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  },
  ko: {
    short: new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  },
} as const;

/** 'YYYY-MM-DD' as a short date in `locale`; the year shown when it differs from `today`'s ('YYYY-MM-DD'). */
export function lotDay(day: string, locale: 'en' | 'ko', today?: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const sameYear = today === undefined || today.slice(0, 4) === day.slice(0, 4);
  return FORMATS[locale][sameYear ? 'short' : 'long'].format(at);
}
