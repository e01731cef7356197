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

// Every pattern here runs on what a visitor types (and, through validation.ts, on every request), so
// each is linear: no quantifier is nested in another, and every quantified character class is
// followed by a character it cannot match, so there is one way to split any input and a failed
// match never retries the splits (issue 17: `[^\s@]+\.[^\s@]+` let both sides of the dot take dots,
// and 'a@' + 100,000 dots + '@' took 12.5 s). Each is also applied only after a length check.

/** The longest e-mail address accepted anywhere (RFC 5321's path limit, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest license number looked at: a valid one has at most 10 characters. */
export const LICENSE_MAX_LENGTH = 50;

/**
 * The spec's "simple shape": something@something.something, no spaces, one @. The same language as
 * the spec's `^[^\s@]+@[^\s@]+\.[^\s@]+$` (a dot after the domain's first character and before its
 * last), written so the domain splits one way only: its first character, then up to its first
 * later dot (`[^\s@.]*` cannot take a dot), then the rest.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Two letters, an optional hyphen, then 6 or 7 digits (LA-1234567, CA1234567). */
export const LICENSE_PATTERN = /^[A-Za-z]{2}-?[0-9]{6,7}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidLicense(value: string): boolean {
  const license = value.trim();
  return license.length <= LICENSE_MAX_LENGTH && LICENSE_PATTERN.test(license);
}

/**
 * Checks an upload's size and type; returns what is wrong (the key of its message in
 * VALIDATION_MESSAGES, so its code is `validation.<key>`), or null when acceptable.
 * The limit is inclusive (10485760 bytes is accepted). When a file name is given its extension
 * must agree, so a renamed executable with a forged content type is still refused.
 */
export type UploadProblem = 'fileEmpty' | 'fileTooLarge' | 'fileType';

export function uploadProblem(file: { size: number; type: string; name?: string }): UploadProblem | null {
  if (!Number.isFinite(file.size) || file.size <= 0) return 'fileEmpty';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  const type = file.type.toLowerCase().split(';', 1)[0]?.trim() ?? '';
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return 'fileType';
  if (file.name !== undefined) {
    const dot = file.name.lastIndexOf('.');
    const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return 'fileType';
    const pdf = ext === '.pdf';
    if (pdf !== (type === 'application/pdf')) return 'fileType';
  }
  return null;
}
