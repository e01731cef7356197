// The zod schemas built on the zod-free checks (checks.ts): for the services and any code that
// parses input with zod. Browser forms import checks.ts through `@wholesale/rules/checks` instead.
import { z } from 'zod';
import { DOCUMENT_TYPES, MIN_PASSWORD_LENGTH } from './constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LICENSE_MAX_LENGTH, LICENSE_PATTERN, VALIDATION_CODES } from './checks';

// Existing imports of './validation' keep finding the plain checks here.
export * from './checks';

// A pattern reads a string only after its length is checked, and that check aborts the chain: zod
// runs the checks after a failed one unless it says `abort: true`, so a 1 MB value would otherwise
// still be fed to the pattern.

/** Trimmed; the shape check only (existence is the server's business). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION_CODES.email, abort: true })
  .regex(EMAIL_PATTERN, VALIDATION_CODES.email);

/** A required business license number. */
export const licenseNumberSchema = z
  .string()
  .trim()
  .max(LICENSE_MAX_LENGTH, { error: VALIDATION_CODES.license, abort: true })
  .regex(LICENSE_PATTERN, VALIDATION_CODES.license);

/** A license that is checked only when not empty (contact form); empty becomes undefined. */
export const optionalLicenseNumberSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(licenseNumberSchema.optional());

/** New passwords (reset, admin bootstrap). The signup form itself has no password rule. */
export const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH, VALIDATION_CODES.passwordTooShort).max(1024);

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
