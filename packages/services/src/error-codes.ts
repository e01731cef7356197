// The registry of error codes (issue 19, item 2). Every message a domain error (or a field error)
// can carry has a stable code, `<domain>.<key>`, taken from its message set's key: clients
// translate by the code and never read the English. The same text under two keys has two codes
// (`photos.tooLarge`, `validation.fileTooLarge`). A parametrised message carries its values as
// `params` beside the code, so a client words "in 3 minutes" or "closed on …" in its own language.
// Node-free: the web's tests import it to check that every code has an English and a Korean text.
import { HOLIDAY_NAMES_EN, VALIDATION_MESSAGES, type HolidayRule } from '@wholesale/rules';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, tooManyLoginAttempts } from './accounts/contract';
import { ITEM_UPDATE_FAILED, PRODUCTS_FETCH_FAILED, PRODUCT_NOT_FOUND, SEARCH_MAX_LIMIT } from './catalogue-contract';
import { COMMON_ERRORS, COMMON_MESSAGES, ValidationError, coded, type CodedMessage, type FieldErrors } from './errors';
import { CALENDAR_MESSAGES, pickupDayClosedMessage } from './orders/calendar-contract';
import { ORDER_MESSAGES, unavailableMessage, unusualWeightMessage } from './orders/contract';
import { DEPOSIT_MESSAGES } from './orders/deposit-contract';
import { INQUIRY_MESSAGES } from './inquiries/contract';
import { TEXT_TOO_LONG } from './schemas';

/** The catalogue's refusals (catalogue spec wording), and the limits of its search and admin form. */
export const CATALOGUE_MESSAGES = {
  productNotFound: PRODUCT_NOT_FOUND,
  fetchFailed: PRODUCTS_FETCH_FAILED,
  updateFailed: ITEM_UPDATE_FAILED,
  searchTooLong: 'Search text is too long',
  searchLimit: `Limit must be between 1 and ${SEARCH_MAX_LIMIT}`,
} as const;

/** A product photo the admin uploads (product-photos.ts). */
export const PHOTO_MESSAGES = {
  notImage: 'The file must be a JPEG, PNG, WebP or AVIF image',
  tooLarge: VALIDATION_MESSAGES.fileTooLarge,
  tooManyPixels: 'The image is too large: at most 40 megapixels',
  tooMany: 'A product has at most 12 photos',
  badPosition: 'There is no such photo to replace',
} as const;

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

/** The bounds every text input shares (schemas.ts). */
export const INPUT_MESSAGES = { textTooLong: TEXT_TOO_LONG } as const;

export const VALIDATION_ERRORS = coded('validation', VALIDATION_MESSAGES);
export const INPUT_ERRORS = coded('input', INPUT_MESSAGES);
export const ACCOUNT_ERRORS = coded('accounts', ACCOUNT_MESSAGES);
export const ORDER_ERRORS = coded('orders', ORDER_MESSAGES);
export const CALENDAR_ERRORS = coded('calendar', CALENDAR_MESSAGES);
export const DEPOSIT_ERRORS = coded('deposit', DEPOSIT_MESSAGES);
export const INQUIRY_ERRORS = coded('inquiries', INQUIRY_MESSAGES);
export const CATALOGUE_ERRORS = coded('catalogue', CATALOGUE_MESSAGES);
export const PHOTO_ERRORS = coded('photos', PHOTO_MESSAGES);
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
  'orders.unavailable': 'Some products in your cart are no longer available: {names}. Please remove them and try again.',
  'orders.pickupDayClosed': 'That pickup time is no longer available: the warehouse is closed on {date} ({holiday}). Please choose another day.',
  'orders.unusualWeightLine':
    '{name}: {weighed} lb is outside the expected {low} lb to {high} lb (estimate {estimate} lb). Check it, or confirm it with confirm_unusual: true.',
  'limits.signup': 'Too many signup requests from your network. Please try again in {seconds} seconds.',
  'limits.inquiry': 'Too many inquiries from your network. Please try again in {seconds} seconds.',
  'limits.forgotPassword': 'Too many password reset requests from your network. Please try again in {seconds} seconds.',
  'limits.resetPassword': 'Too many password reset attempts from your network. Please try again in {seconds} seconds.',
  'limits.uploads': 'Too many file uploads from your network. Please try again in {seconds} seconds.',
  'limits.uploadBytes': 'Your network has uploaded too much data today. Please try again in {seconds} seconds.',
} as const;

/** Calendar refusals that name the day they refuse carry it as `date`. */
export const DATED_CALENDAR_CODES = ['calendar.past', 'calendar.tooFar', 'calendar.weekend', 'calendar.twice', 'calendar.closedDay'] as const;

const SETS = [
  COMMON_ERRORS,
  VALIDATION_ERRORS,
  INPUT_ERRORS,
  ACCOUNT_ERRORS,
  ORDER_ERRORS,
  CALENDAR_ERRORS,
  DEPOSIT_ERRORS,
  INQUIRY_ERRORS,
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

export function loginAttemptsError(retryAfterSeconds: number): CodedMessage {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return { code: 'accounts.tooManyLoginAttempts', message: tooManyLoginAttempts(retryAfterSeconds), params: { minutes } };
}

export function unavailableError(names: readonly string[]): CodedMessage {
  return { code: 'orders.unavailable', message: unavailableMessage(names), params: { names: names.join(', ') } };
}

/** `day` is the English words of `date` ('Thursday, November 26, 2026'); clients word `date` themselves. */
export function pickupDayClosedError(date: string, day: string, holiday: HolidayRule | null): CodedMessage {
  return {
    code: 'orders.pickupDayClosed',
    message: pickupDayClosedMessage(day, holiday),
    params: holiday ? { date, holiday, holidayName: HOLIDAY_NAMES_EN[holiday] } : { date },
  };
}

export function unusualWeightError(name: string, weighedLbs: number, estimateLbs: number): CodedMessage {
  const lb = (n: number) => n.toFixed(2);
  return {
    code: 'orders.unusualWeightLine',
    message: unusualWeightMessage(name, weighedLbs, estimateLbs),
    params: { name, weighed: lb(weighedLbs), low: lb(estimateLbs / 3), high: lb(estimateLbs * 3), estimate: lb(estimateLbs) },
  };
}

/** A calendar refusal about one day: the set's words with the day in brackets, the day as `date`. */
export function calendarDayError(what: CodedMessage, date: string): CodedMessage {
  return { code: what.code, message: `${what.message} (${date})`, params: { date } };
}

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
  for (const set of [VALIDATION_ERRORS, ...SETS]) for (const m of Object.values(set) as CodedMessage[]) if (!map.has(m.message)) map.set(m.message, m.code);
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
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, fallbackMessage: string = COMMON_MESSAGES.invalidInput): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error.issues, fallbackMessage);
}

export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: Record<string, CodedMessage> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= codedText(issue.message);
  return fields;
}

export function validationErrorOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], fallbackMessage: string = COMMON_MESSAGES.invalidInput): ValidationError {
  const first = issues[0]?.message;
  return new ValidationError(first === undefined ? codedText(fallbackMessage) : codedText(first), fieldErrorsOf(issues));
}
