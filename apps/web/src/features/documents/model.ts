// Pure logic of a company's documents that expire, for the profile's Business
// documents, the checkout's notice and the back office's customer page: what the upload form
// refuses before sending, what the checkout says about the resale certificate, and a calendar date
// in words. Unit tested in model.test.ts.
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@wholesale/rules';

export type DatedDocumentType = 'business-license' | 'resale-certificate';
export const DATED_DOCUMENT_TYPES: readonly DatedDocumentType[] = ['business-license', 'resale-certificate'];

/** The profile's section: the reminder mail links to `/profile/user/<id>#documents`. */
export const DOCUMENTS_ANCHOR = 'documents';

export const FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface UploadValues {
  documentType: DatedDocumentType;
  /** 'YYYY-MM-DD' from a date input, '' when empty */
  expiresOn: string;
  file: { name: string; type: string; size: number } | null;
}

export type UploadFieldError = 'expiry' | 'expiryPast' | 'file' | 'fileType' | 'fileSize';
export type UploadErrors = Partial<Record<'expiresOn' | 'file', UploadFieldError>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the form refuses before sending (the server checks it all again): a date not past, a PDF/JPG/PNG under 10 MB. */
export function validateUpload(values: UploadValues, today: string): UploadErrors {
  const errors: UploadErrors = {};
  if (!DATE.test(values.expiresOn)) errors.expiresOn = 'expiry';
  else if (values.expiresOn < today) errors.expiresOn = 'expiryPast';
  const file = values.file;
  if (!file) errors.file = 'file';
  else if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || !/\.(pdf|jpe?g|png)$/i.test(file.name))
    errors.file = 'fileType';
  else if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) errors.file = 'fileSize';
  return errors;
}

export interface ResaleState {
  resale_check: 'ok' | 'expired-warn' | 'expired-refuse';
  resale_certificate: { expires_on: string | null } | null;
  can_upload: boolean;
}

export type ResaleNotice = { kind: 'warn' | 'refuse'; expiredOn: string; canUpload: boolean } | null;

/** What the checkout says about the company's resale certificate: nothing while it is good. */
export function resaleNotice(state: ResaleState | undefined): ResaleNotice {
  const date = state?.resale_certificate?.expires_on;
  if (!state || state.resale_check === 'ok' || !date) return null;
  return {
    kind: state.resale_check === 'expired-warn' ? 'warn' : 'refuse',
    expiredOn: date,
    canUpload: state.can_upload,
  };
}

/** A calendar date in words: 'March 9, 2026' / '2026년 3월 9일' (no zone: it is a day, not an instant). */
export function calendarDateText(date: string, locale: string): string {
  if (!DATE.test(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(d);
}
