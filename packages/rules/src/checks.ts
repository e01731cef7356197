// The zod-free half of the validation rules: patterns, messages and plain checks. The browser's
// forms need only these, and importing them (through `@wholesale/rules/checks`) must not pull the
// 20 KB zod runtime into a page's chunk; the zod schemas live in validation.ts.
import {
  MIN_PASSWORD_LENGTH,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from './constants';

/** User-facing messages in the spec's wording. */
export const VALIDATION_MESSAGES = {
  email: 'Invalid email address',
  license: 'License must be in format LA-1234567 or CA1234567',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  fileTooLarge: 'File size must be less than 10MB',
  fileType: 'Only PDF, JPG, and PNG files are allowed',
  fileEmpty: 'File is empty',
} as const;

/** The spec's "simple shape": something@something.something, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Two letters, an optional hyphen, then 6 or 7 digits (LA-1234567, CA1234567). */
export const LICENSE_PATTERN = /^[A-Za-z]{2}-?[0-9]{6,7}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidLicense(value: string): boolean {
  return LICENSE_PATTERN.test(value.trim());
}

/**
 * Checks an upload's size and type; returns the spec's message, or null when acceptable.
 * The limit is inclusive (10485760 bytes is accepted). When a file name is given its extension
 * must agree, so a renamed executable with a forged content type is still refused.
 */
export function uploadError(file: { size: number; type: string; name?: string }): string | null {
  if (!Number.isFinite(file.size) || file.size <= 0) return VALIDATION_MESSAGES.fileEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return VALIDATION_MESSAGES.fileTooLarge;
  const type = file.type.toLowerCase().split(';', 1)[0]?.trim() ?? '';
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return VALIDATION_MESSAGES.fileType;
  if (file.name !== undefined) {
    const dot = file.name.lastIndexOf('.');
    const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return VALIDATION_MESSAGES.fileType;
    const pdf = ext === '.pdf';
    if (pdf !== (type === 'application/pdf')) return VALIDATION_MESSAGES.fileType;
  }
  return null;
}
