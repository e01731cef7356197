// Formatting for the Signup Requests page. Staff read times in their own language and time zone,
// and also in Pacific time, the business's own clock (Los Angeles).

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

function intlLocale(locale: string): string {
  return locale === 'ko' ? 'ko-KR' : 'en-US';
}

/**
 * `local`: in the admin's language and the browser's time zone. `pacific`: the same instant in
 * Pacific time with its abbreviation (PST/PDT), or null when it would read the same as `local`
 * (an admin already in Los Angeles). `timeZone` is for tests; browsers use their own.
 */
export function formatSubmitted(
  iso: string,
  locale: string,
  timeZone?: string,
): { local: string; pacific: string | null; dateTime: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const tag = intlLocale(locale);
  const base: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  const local = new Intl.DateTimeFormat(tag, timeZone ? { ...base, timeZone } : base).format(date);
  const pacific = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: PACIFIC_TIME_ZONE,
    timeZoneName: 'short',
  }).format(date);
  const localZone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { local, pacific: localZone === PACIFIC_TIME_ZONE ? null : pacific, dateTime: date.toISOString() };
}

/** Bytes as "512 B", "12.3 KB", "4.1 MB" (1 KB = 1024 bytes, like the 10 MB upload limit). */
export function formatFileSize(bytes: number, locale: string): string {
  const tag = intlLocale(locale);
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

export interface AddressParts {
  company_address_1: string | null;
  company_address_2: string | null;
  company_address_3: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** One line: street lines, city, "STATE ZIP"; blanks dropped. Empty string when nothing was given. */
export function formatAddress(a: AddressParts): string {
  const clean = (s: string | null) => (s ?? '').trim();
  const stateZip = [clean(a.state), clean(a.zip_code)].filter(Boolean).join(' ');
  return [clean(a.company_address_1), clean(a.company_address_2), clean(a.company_address_3), clean(a.city), stateZip]
    .filter(Boolean)
    .join(', ');
}

/** "First Last", falling back to the e-mail when both names are blank. */
export function requestName(r: { first_name: string; last_name: string; email: string }): string {
  const name = `${r.first_name} ${r.last_name}`.trim();
  return name === '' ? r.email : name;
}
