import type { BusinessAddressParts } from '@wholesale/contract';
import { formatPacificMoment } from '../../lib/pickupText';

// Formatting for the admin pages.

/**
 * When something happened, written as every admin page writes times: on the business's own clock
 * (America/Los_Angeles) with the zone named, "Thu, Jan 15 · 12:30 PM PT" / "1월 15일 (목) 오후 12:30
 * 태평양 시간", whatever the browser's zone (never a bare UTC or local time). `zone` is the zone's
 * name in the page's language (the dictionary's common.pacificZone); `now` decides whether
 * the year is written. Null when `iso` is not a time.
 */
export function formatAdminTime(
  iso: string,
  locale: string,
  zone: string,
  now: Date = new Date(),
): { text: string; dateTime: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { text: formatPacificMoment(iso, locale === 'ko' ? 'ko' : 'en', zone, now), dateTime: date.toISOString() };
}

/** Bytes as "512 B", "12.3 KB", "4.1 MB" (1 KB = 1024 bytes, like the 10 MB upload limit). */
export function formatFileSize(bytes: number, locale: string): string {
  const tag = locale === 'ko' ? 'ko-KR' : 'en-US';
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

/** One line: street lines, city, "STATE ZIP"; blanks dropped. Empty string when nothing was given. */
export function formatAddress(a: BusinessAddressParts): string {
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
