// The zod schemas of a company's documents that expire, parsed once at the door
// (REST and tRPC alike); the upload's, with the file, by the service as the other uploads are.
import { EXPIRING_DOCUMENT_TYPES, EXPIRY_DATE_MAX, EXPIRY_DATE_MIN } from '@wholesale/rules';
import { z } from 'zod';
import { ACCOUNT_CODES } from '../accounts/messages';
import { body, calendarDayInput, idInput, text } from '../inputs';
import { DOCUMENT_CODES, REFUSAL_REASON_MAX } from './messages';

/** An expiry date: a real day within the accepted years. */
export const expiryDateInput = calendarDayInput(DOCUMENT_CODES.expiresOn, {
  from: EXPIRY_DATE_MIN,
  to: EXPIRY_DATE_MAX,
});

/** PUT /api/admin/documents/:documentId/expiry (admin): the date, or null when it is not known. */
export const documentExpiryInput = body({
  expires_on: expiryDateInput.nullable(),
});

export const companyDocumentRef = z.object({ documentId: idInput(ACCOUNT_CODES.documentNotFound) });

/**
 * POST /api/users/approve-signup/:id (admin), optional body: the expiry dates the admin read on the
 * request's business license and resale certificate, put on those files as the account is made.
 * Left out, null or blank: not known.
 */
const optionalExpiry = z
  .union([z.literal(''), expiryDateInput], { error: DOCUMENT_CODES.expiresOn })
  .nullable()
  .optional()
  .transform((v) => v || undefined);

export const approveSignupInput = body({
  license_expires_on: optionalExpiry,
  resale_expires_on: optionalExpiry,
});
export type ApproveSignupInput = z.output<typeof approveSignupInput>;

/** The company a call is about: an admin names it (its owner's id); a buyer's is always their own. */
export const companyDocumentsInput = z.object({ companyId: idInput(ACCOUNT_CODES.userNotFound).optional() });

/**
 * POST /api/company/documents (multipart; the owner, or an admin with ?company=ID): a renewed
 * business license or resale certificate and the day it expires, with the same file checks as the
 * signup's (size, type three ways). The date is required: a renewal without one would lift an
 * expired certificate's hold with nothing to remind of.
 */
export const companyUploadInput = z.object({
  documentType: z.enum(EXPIRING_DOCUMENT_TYPES, { error: DOCUMENT_CODES.documentType }),
  expiresOn: z
    .string({ error: DOCUMENT_CODES.expiryRequired })
    .max(10, { error: DOCUMENT_CODES.expiresOn, abort: true })
    .refine((v) => v.trim() !== '', { error: DOCUMENT_CODES.expiryRequired, abort: true })
    .pipe(expiryDateInput),
  filename: text().max(1000).default('document'),
  contentType: text().max(200),
  bytes: z.instanceof(Uint8Array),
});
export type CompanyUploadParsed = z.output<typeof companyUploadInput>;

/** PUT /api/settings/resale-certificate and tRPC admin.settings.setResaleCertificate. */
export const resaleSettingInput = body({
  allow_expired: z.boolean({ error: DOCUMENT_CODES.allowExpired }),
});
export type ResaleSettingInput = z.output<typeof resaleSettingInput>;

/**
 * POST /api/admin/documents/:documentId/accept and tRPC admin.documents.acceptRenewal: the expiry
 * date the admin read on the renewal an owner uploaded (required: it is what lifts the hold).
 */
export const acceptRenewalInput = body({
  expires_on: z
    .string({ error: DOCUMENT_CODES.expiryRequired })
    .max(10, { error: DOCUMENT_CODES.expiresOn, abort: true })
    .refine((v) => v.trim() !== '', { error: DOCUMENT_CODES.expiryRequired, abort: true })
    .pipe(expiryDateInput),
});
export type AcceptRenewalInput = z.output<typeof acceptRenewalInput>;

/** POST /api/admin/documents/:documentId/refuse and tRPC admin.documents.refuseRenewal: why, for the owner. */
export const refuseRenewalInput = body({
  reason: text({ error: DOCUMENT_CODES.refusalReason }, { multiline: true, tooLong: DOCUMENT_CODES.refusalReason })
    .trim()
    .min(1, { error: DOCUMENT_CODES.refusalReason })
    .max(REFUSAL_REASON_MAX, { error: DOCUMENT_CODES.refusalReason, abort: true }),
});
export type RefuseRenewalInput = z.output<typeof refuseRenewalInput>;
