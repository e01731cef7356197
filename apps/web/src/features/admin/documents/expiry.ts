import type { TranslationFunctions } from '@wholesale/i18n';

// Words shared by the back office's views of companies' documents that expire:
// the dashboard's list and the customer page. Texts: `admin.expiry`.

type Expiry = TranslationFunctions['admin']['expiry'];

export function datedTypeName(E: Expiry, type: string): string {
  return type === 'business-license' ? E.types.license() : E.types.resale();
}

/** 'in 12 days', 'today', '3 days ago'. */
export function daysWords(E: Expiry, daysLeft: number): string {
  if (daysLeft === 0) return E.days.today();
  return daysLeft > 0 ? E.days.left({ days: daysLeft }) : E.days.ago({ days: -daysLeft });
}

/** A calendar date ('YYYY-MM-DD') in the admin's language, without a zone: it names a day. */
export function adminDate(date: string, locale: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(d);
}

export const STATUS_BADGE: Record<'undated' | 'valid' | 'expiring' | 'expired', string> = {
  undated: 'badge-gray',
  valid: 'badge-green',
  expiring: 'badge-yellow',
  expired: 'badge-red',
};
