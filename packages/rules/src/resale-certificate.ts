// Documents that expire: a company's business license and California resale
// certificate carry the day they expire. Pure rules on 'YYYY-MM-DD' calendar dates of the
// warehouse (America/Los_Angeles: `businessDate(now)` is "today"), shared by the services (the
// reminder job, the dashboard, checkout) and the web (the profile, the checkout's notice).
//
// A document is good through the day it names: it has expired when that day is before today.

import { addDays } from './business-calendar';

/** The documents whose expiry date is kept, reminded of and listed. */
export const EXPIRING_DOCUMENT_TYPES = ['business-license', 'resale-certificate'] as const;
export type ExpiringDocumentType = (typeof EXPIRING_DOCUMENT_TYPES)[number];

/** The owner is mailed this many days before (at most) a document expires: once at 30, once at 7. */
export const DOCUMENT_REMINDER_DAYS = [30, 7] as const;
export type DocumentReminderKind = (typeof DOCUMENT_REMINDER_DAYS)[number];

/** The admin's dashboard lists the documents that expire within this many days (and those expired). */
export const EXPIRING_SOON_DAYS = 30;

/** The earliest and latest expiry date the forms accept. */
export const EXPIRY_DATE_MIN = '2000-01-01';
export const EXPIRY_DATE_MAX = '2100-12-31';

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `date` (negative once it is past); both 'YYYY-MM-DD'. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Whether a document that expires on `expiresOn` has expired by `today` (good through its own day). */
export function hasExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

export type DocumentExpiryStatus = 'undated' | 'valid' | 'expiring' | 'expired';

/** Where a document stands: no date known, good, expiring within 30 days (today included), expired. */
export function documentExpiryStatus(expiresOn: string | null, today: string): DocumentExpiryStatus {
  if (expiresOn === null) return 'undated';
  if (hasExpired(expiresOn, today)) return 'expired';
  return daysUntil(expiresOn, today) <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
}

/**
 * The reminder due today for a document expiring on `expiresOn`: 7 within the last 7 days (the day
 * itself included), 30 within 30 days, none further off, none once expired. A document entered
 * with 5 days left gets the 7-day reminder only; one entered with 20 days left, the 30-day one
 * (its text says how many days are left).
 */
export function reminderDue(expiresOn: string | null, today: string): DocumentReminderKind | null {
  if (expiresOn === null || hasExpired(expiresOn, today)) return null;
  const days = daysUntil(expiresOn, today);
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  return null;
}

/** The last day a document may expire on to be listed as expiring soon: today + 30. */
export function expiringSoonUntil(today: string): string {
  return addDays(today, EXPIRING_SOON_DAYS);
}

export type ResaleCertificateCheck = 'ok' | 'expired-warn' | 'expired-refuse';

/**
 * Whether a company may place an order as far as its California resale certificate goes: 'ok'
 * while it is good or no expiry date is known (nothing to hold against the buyer); once it has
 * expired, 'expired-refuse', or 'expired-warn' when the business setting allows orders with an
 * expired certificate (the order goes through; the buyer is told to renew).
 */
export function resaleCertificateCheck(
  expiresOn: string | null,
  today: string,
  allowExpired: boolean,
): ResaleCertificateCheck {
  if (!hasExpired(expiresOn, today)) return 'ok';
  return allowExpired ? 'expired-warn' : 'expired-refuse';
}
