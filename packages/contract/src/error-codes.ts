// The catalogue of messages: every code a refusal (a domain error, a field error, a door's own)
// can carry → its English. A code is `<domain>.<key>`, its set's key; a message with values is a
// template in the dictionaries' syntax (`{day}`, `{minutes:number} minute{{s}}`) whose values
// travel as `params`. Clients translate by the code and never read the English.
// Each domain's set and its builders live in that domain's messages.ts; this file holds the sets
// no one domain owns (validation, uploads, the HTTP layer, per-client limits) and gathers them all.
// The web's English dictionary (packages/i18n/src/en/serverErrors) is made from ERROR_CODES by
// scripts/gen-error-dictionary.mjs at install and at every build; a code without Korean text fails
// lint, the i18n type check and the web's tests.
// Node-free: the web's tests import it.
import { VALIDATION_CODES, VALIDATION_MESSAGES } from '@wholesale/rules';
import type { z } from 'zod';
import { ACCOUNT_ERRORS } from './accounts/messages';
import { CATALOGUE_ERRORS, PHOTO_ERRORS } from './catalogue/messages';
import { COMMON_ERRORS, ValidationError, coded, withParams, type CodedMessage, type FieldErrors } from './errors';
import { CALENDAR_ERRORS } from './calendar/messages';
import { ORDER_ERRORS } from './orders/messages';
import { ORDER_TEXT_ERRORS } from './orders/text-messages';
import { DASHBOARD_ERRORS } from './dashboard/messages';
import { DEPOSIT_ERRORS } from './deposit/messages';
import { INQUIRY_ERRORS } from './inquiries/messages';
import { PRICE_ERRORS } from './prices/messages';
import { COMPANY_ERRORS } from './company/messages';
import { DOCUMENT_ERRORS } from './documents/messages';
import { INPUT_ERRORS } from './input-messages';
import { BOOKS_ERRORS } from './books/messages';
import { CLAIM_ERRORS } from './claims/messages';
import { NOTE_ERRORS } from './notes/messages';
import { LOT_ERRORS } from './lots/messages';
import { CASE_ERRORS } from './cases/messages';
import { RECALL_ERRORS } from './recalls/messages';
import { GUIDE_ERRORS } from './guides/messages';
import { REMINDER_ERRORS } from './reminders/messages';
import { DEAL_ERRORS } from './deals/messages';

export { VALIDATION_CODES };

/** The REST upload door's own refusals (apps/server/src/rest/uploads.ts). */
export const UPLOAD_MESSAGES = {
  noFile: 'No file uploaded',
  notMultipart: 'The upload must be sent as multipart/form-data',
  tooManyParts: 'Send one file per upload, with the fields file, documentType, userEmail and uploadToken',
  incomplete: 'The upload was interrupted. Please try again.',
  malformed: 'The upload could not be read (a malformed or cut-off multipart body). Please try again.',
  storage: 'Document upload failed',
  tokenFirst: 'Send the upload token in the X-Upload-Token header, or as the field uploadToken before the file.',
  busyClient: 'Too many uploads at once from your network. Please wait for the others to finish and try again.',
  busyServer: 'The server is busy with other uploads. Please try again in a few seconds.',
} as const;

/** What the HTTP layer refuses before any route runs (apps/server/src/plugins/errors.ts). */
export const HTTP_MESSAGES = {
  malformedJson: 'Malformed JSON body',
  emptyJson: 'Empty JSON body',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  badContentLength: 'Invalid Content-Length',
  signedLinkRefused: 'This download link is invalid or has expired. Please request a new one.',
} as const;

export const VALIDATION_ERRORS = coded('validation', VALIDATION_MESSAGES);
export const UPLOAD_ERRORS = coded('uploads', UPLOAD_MESSAGES);
export const HTTP_ERRORS = coded('http', HTTP_MESSAGES);

/** The per-client budgets' refusals (accounts/limits.ts): `seconds` until a retry may succeed, worded as `wait`. */
export const LIMIT_MESSAGES = {
  signup: 'Too many signup requests from your network. Please try again in {wait}.',
  inquiry: 'Too many inquiries from your network. Please try again in {wait}.',
  forgotPassword: 'Too many password reset requests from your network. Please try again in {wait}.',
  resetPassword: 'Too many password reset attempts from your network. Please try again in {wait}.',
  uploads: 'Too many file uploads from your network. Please try again in {wait}.',
  uploadBytes: 'Your network has uploaded too much data today. Please try again in {wait}.',
} as const;
/** The per-client budgets of the anonymous forms (accounts/limits.ts). */
export type LimitName = keyof typeof LIMIT_MESSAGES;
export const LIMIT_ERRORS = coded('limits', LIMIT_MESSAGES);

const SETS = [
  COMMON_ERRORS,
  VALIDATION_ERRORS,
  INPUT_ERRORS,
  ACCOUNT_ERRORS,
  ORDER_ERRORS,
  ORDER_TEXT_ERRORS,
  CALENDAR_ERRORS,
  DEPOSIT_ERRORS,
  DASHBOARD_ERRORS,
  INQUIRY_ERRORS,
  PRICE_ERRORS,
  COMPANY_ERRORS,
  DOCUMENT_ERRORS,
  BOOKS_ERRORS,
  CLAIM_ERRORS,
  NOTE_ERRORS,
  LOT_ERRORS,
  CASE_ERRORS,
  RECALL_ERRORS,
  GUIDE_ERRORS,
  REMINDER_ERRORS,
  DEAL_ERRORS,
  CATALOGUE_ERRORS,
  PHOTO_ERRORS,
  UPLOAD_ERRORS,
  HTTP_ERRORS,
  LIMIT_ERRORS,
] as const;

/** The codes of one set (distributed over the union of sets, so every set's keys count). */
type CodesOfSet<S> = S extends unknown
  ? { [K in keyof S]: S[K] extends { readonly code: infer C } ? C : never }[keyof S]
  : never;

/** Every code the catalogue has: the type clients (the web) read a refusal's code as. */
export type ErrorCode = CodesOfSet<(typeof SETS)[number]>;

/** Every code a domain error, a field error or a door can answer with → its English (a template where it has values). */
export const ERROR_CODES: Readonly<Record<ErrorCode, string>> = Object.freeze(
  Object.fromEntries(SETS.flatMap((set) => Object.values(set).map((m: CodedMessage) => [m.code, m.message]))),
) as Record<ErrorCode, string>;

/** Whether a string is one of the catalogue's codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** The codes whose English has values to fill in (their refusals carry `params`). */
export const PARAMETRISED_CODES: readonly ErrorCode[] = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) =>
  ERROR_CODES[code].includes('{'),
);

// ---- builders of the parametrised messages -------------------------------------------------

/** 'Too many signup requests from your network. Please try again in 42 seconds.' */
export function tooManyError(name: LimitName, retryAfterSeconds: number): CodedMessage {
  return withParams(LIMIT_ERRORS[name], { seconds: retryAfterSeconds });
}

// ---- input refused at a door ---------------------------------------------------------------

/**
 * A schema's refusal as the door answers it. The schemas say a code (`{ error: ORDER_CODES.quantity }`),
 * worded here from the catalogue; any other text (zod's own words, where a schema names no code) is
 * `common.invalidInput` with that text as its message.
 */
export function codedText(message: string): CodedMessage {
  return isErrorCode(message)
    ? { code: message, message: ERROR_CODES[message] }
    : { code: COMMON_ERRORS.invalidInput.code, message };
}

/**
 * Parses input at a door or a use case. A failure becomes a ValidationError whose message (and
 * code) is the first issue's own (the spec's wording lives in the schemas) and whose `fields` map
 * each failing field to its coded message, for forms that show errors next to fields. One
 * function for the services and the REST routes, so both word a bad input the same way.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fallbackCode: string = COMMON_ERRORS.invalidInput.code,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error.issues, fallbackCode);
}

export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: Record<string, CodedMessage> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= codedText(issue.message);
  return fields;
}

export function validationErrorOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallbackCode: string = COMMON_ERRORS.invalidInput.code,
): ValidationError {
  const first = issues[0]?.message;
  return new ValidationError(first === undefined ? codedText(fallbackCode) : codedText(first), fieldErrorsOf(issues));
}
