// The registry of error codes (issue 19, item 2). Every message a domain error (or a field error)
// can carry has a stable code, `<domain>.<key>`, taken from its message set's key: clients
// translate by the code and never read the English. The same text under two keys has two codes
// (`photos.tooLarge`, `validation.fileTooLarge`). A parametrised message carries its values as
// `params` beside the code, so a client words "in 3 minutes" or "closed on …" in its own language.
// Each domain's set and its builders live in that domain's messages.ts; this file holds the sets
// no one domain owns (validation, uploads, the HTTP layer, per-client limits) and gathers them all.
// Node-free: the web's tests import it to check that every code has an English and a Korean text.
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import type { z } from 'zod';
import { ACCOUNT_ERRORS } from './accounts/messages';
import { CATALOGUE_ERRORS, PHOTO_ERRORS } from './catalogue/messages';
import { COMMON_ERRORS, COMMON_MESSAGES, ValidationError, coded, type CodedMessage, type FieldErrors } from './errors';
import { CALENDAR_ERRORS } from './calendar/messages';
import { CUTOFF_PASSED_TEMPLATE, ORDER_ERRORS } from './orders/messages';
import { DASHBOARD_ERRORS } from './dashboard/messages';
import { DEPOSIT_ERRORS } from './deposit/messages';
import { INQUIRY_ERRORS } from './inquiries/messages';
import { PRICE_ERRORS } from './prices/messages';
import { COMPANY_ERRORS } from './company/messages';
import { DOCUMENT_ERRORS } from './documents/messages';
import { EXPECTED_TEXT, FIELD_MESSAGES, TEXT_TOO_LONG } from './inputs';

/** The REST upload door's own refusals (apps/server/src/rest/uploads.ts). */
export const UPLOAD_MESSAGES = {
  tooLarge: VALIDATION_MESSAGES.fileTooLarge,
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

/** The words every domain's inputs share (inputs.ts): a field missing, of the wrong kind, out of range. */
export const INPUT_MESSAGES = {
  textTooLong: TEXT_TOO_LONG,
  expectedText: EXPECTED_TEXT,
  required: FIELD_MESSAGES.required,
  number: FIELD_MESSAGES.number,
  notNegative: FIELD_MESSAGES.notNegative,
  unknownPage: FIELD_MESSAGES.unknownPage,
  searchTooLong: FIELD_MESSAGES.searchTooLong,
} as const;

export const VALIDATION_ERRORS = coded('validation', VALIDATION_MESSAGES);
export const INPUT_ERRORS = coded('input', INPUT_MESSAGES);
export const UPLOAD_ERRORS = coded('uploads', UPLOAD_MESSAGES);
export const HTTP_ERRORS = coded('http', HTTP_MESSAGES);

/** Per-client budgets of the anonymous forms (accounts/limits.ts), in the words of their refusal. */
export const LIMIT_WHAT = {
  signup: 'signup requests',
  inquiry: 'inquiries',
  forgotPassword: 'password reset requests',
  resetPassword: 'password reset attempts',
  uploads: 'file uploads',
  uploadBytes: 'uploaded bytes',
} as const;
export type LimitName = keyof typeof LIMIT_WHAT;

/**
 * The parametrised messages: code → the English wording with its `{params}` (the services fill
 * them in with the builders below). `limits.*` carry `seconds`, the wait.
 */
export const PARAMETRISED_MESSAGES = {
  'accounts.tooManyLoginAttempts': 'Too many login attempts. Please try again in {minutes} minutes.',
  'orders.unavailable':
    'Some products in your cart are no longer available: {names}. Please remove them and try again.',
  'orders.pickupDayClosed':
    'That pickup time is no longer available: the warehouse is closed on {date} ({holiday}). Please choose another day.',
  'orders.cutoffPassed': CUTOFF_PASSED_TEMPLATE,
  'orders.overpaid': 'This payment is more than is left to pay on the order (${due}).',
  'orders.totalChanged':
    'Prices changed since you placed this order: it would now total ${total}. Please review your cart and place the order again.',
  'orders.unusualWeightLine':
    '{name}: {weighed} lb is outside the expected {low} lb to {high} lb (estimate {estimate} lb). Check it, or confirm it with confirm_unusual: true.',
  'company.tooManyInvitations':
    'Your company has sent {limit} invitations in the last 24 hours, the most it can. Please try again in {hours} hours.',
  'company.addressInvitedTooOften':
    'This address was already invited {limit} times in the last 24 hours. Please try again in {hours} hours.',
  'documents.resaleExpired':
    'Your California resale certificate expired on {date}. Upload a renewed certificate from your profile to place orders.',
  'limits.signup': 'Too many signup requests from your network. Please try again in {seconds} seconds.',
  'limits.inquiry': 'Too many inquiries from your network. Please try again in {seconds} seconds.',
  'limits.forgotPassword': 'Too many password reset requests from your network. Please try again in {seconds} seconds.',
  'limits.resetPassword': 'Too many password reset attempts from your network. Please try again in {seconds} seconds.',
  'limits.uploads': 'Too many file uploads from your network. Please try again in {seconds} seconds.',
  'limits.uploadBytes': 'Your network has uploaded too much data today. Please try again in {seconds} seconds.',
} as const;

const SETS = [
  COMMON_ERRORS,
  VALIDATION_ERRORS,
  INPUT_ERRORS,
  ACCOUNT_ERRORS,
  ORDER_ERRORS,
  CALENDAR_ERRORS,
  DEPOSIT_ERRORS,
  DASHBOARD_ERRORS,
  INQUIRY_ERRORS,
  PRICE_ERRORS,
  COMPANY_ERRORS,
  DOCUMENT_ERRORS,
  CATALOGUE_ERRORS,
  PHOTO_ERRORS,
  UPLOAD_ERRORS,
  HTTP_ERRORS,
] as const;

/** Every code a domain error, a field error or a door can answer with → its English wording. */
export const ERROR_CODES: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SETS.flatMap((set) => Object.values(set).map((m: CodedMessage) => [m.code, m.message]))),
  ...PARAMETRISED_MESSAGES,
});

export type ErrorCode = (typeof SETS)[number][keyof (typeof SETS)[number]]['code'] | keyof typeof PARAMETRISED_MESSAGES;

// ---- builders of the parametrised messages -------------------------------------------------

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** "Too many signup requests from your network. Please try again in 42 minutes." */
function tooMany(name: LimitName, retryAfterSeconds: number): string {
  if (name === 'uploadBytes') {
    return `Your network has uploaded too much data today. Please try again in ${waitWords(retryAfterSeconds)}.`;
  }
  return `Too many ${LIMIT_WHAT[name]} from your network. Please try again in ${waitWords(retryAfterSeconds)}.`;
}

export function tooManyError(name: LimitName, retryAfterSeconds: number): CodedMessage {
  return { code: `limits.${name}`, message: tooMany(name, retryAfterSeconds), params: { seconds: retryAfterSeconds } };
}

// ---- input refused at a door ---------------------------------------------------------------

/**
 * The code of a schema's message. The schemas word their refusals with the message sets above,
 * so a zod issue's text is one of the registry's; the first set that has it names it (`validation`
 * before the domains that reuse its words). A text no set has (zod's own, or a schema's inline
 * words) is `common.invalidInput`, with the text as its message.
 */
const CODE_OF_TEXT: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const set of [VALIDATION_ERRORS, ...SETS])
    for (const m of Object.values(set) as CodedMessage[]) if (!map.has(m.message)) map.set(m.message, m.code);
  return map;
})();

export function codedText(message: string): CodedMessage {
  return { code: CODE_OF_TEXT.get(message) ?? COMMON_ERRORS.invalidInput.code, message };
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
  fallbackMessage: string = COMMON_MESSAGES.invalidInput,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error.issues, fallbackMessage);
}

export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: Record<string, CodedMessage> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= codedText(issue.message);
  return fields;
}

export function validationErrorOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallbackMessage: string = COMMON_MESSAGES.invalidInput,
): ValidationError {
  const first = issues[0]?.message;
  return new ValidationError(
    first === undefined ? codedText(fallbackMessage) : codedText(first),
    fieldErrorsOf(issues),
  );
}
