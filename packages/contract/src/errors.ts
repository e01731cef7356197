/**
 * Domain errors (docs/contracts.md). Services throw these; the REST layer and the tRPC layer each
 * map them in one place, so a rule never answers differently through the two doors.
 * `message` is always safe to show to the user: it is the spec's wording, never a stack or SQL.
 * `code` is the message's stable key (`orders.keyReused`, error-codes.ts): clients translate by it
 * and never read the English; `params` carries what a parametrised message fills in.
 */
import { wordedParams } from '@wholesale/rules';
import { i18nString } from 'typesafe-i18n';

export type DomainErrorKind =
  'NOT_FOUND' | 'VALIDATION' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'CONFLICT' | 'RATE_LIMITED' | 'UNAVAILABLE';

/** What a parametrised message fills in (minutes, a day, product names), for clients to word it themselves. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A message with its stable code: what every domain error and every field error carries. */
export interface CodedMessage {
  readonly code: string;
  readonly message: string;
  readonly params?: ErrorParams;
}

/** Per-field errors of a refused input, keyed by the field's path ('cart_items', '0.weighed_lbs'). */
export type FieldErrors = Readonly<Record<string, CodedMessage>>;

/**
 * Gives each message of a domain's set its code, `<domain>.<key>`. A set is the catalogue's entries
 * for one domain: code → English, where a message with values is a template in the dictionaries'
 * syntax (`{minutes:number} minute{{s}}`, `{day}`), filled in by `withParams`.
 */
export function coded<const D extends string, const M extends Readonly<Record<string, string>>>(
  domain: D,
  messages: M,
): { readonly [K in keyof M & string]: { readonly code: `${D}.${K}`; readonly message: M[K] } } {
  const out: Record<string, CodedMessage> = {};
  for (const [key, message] of Object.entries(messages)) out[key] = { code: `${domain}.${key}`, message };
  return out as never;
}

/**
 * A set's codes by key: what a schema says when it refuses (`{ error: ORDER_CODES.quantity }`), so
 * a zod issue carries its code and the door words it from the catalogue (parseInput).
 */
export function codesOf<const S extends Readonly<Record<string, { readonly code: string }>>>(
  set: S,
): { readonly [K in keyof S]: S[K]['code'] } {
  const out: Record<string, string> = {};
  for (const [key, m] of Object.entries(set)) out[key] = m.code;
  return out as never;
}

const english = i18nString('en');

/**
 * A catalogue message with its values: the English template filled in (the values worded as the
 * web words them, message-words.ts of @wholesale/rules) and the values themselves as `params`,
 * for clients that word the message in their own language.
 */
export function withParams(what: CodedMessage, params: ErrorParams): CodedMessage {
  return { code: what.code, message: english(what.message, wordedParams(params, 'en')), params };
}

/** The words of the errors no domain names more precisely: the classes' defaults and the doors' own. */
export const COMMON_MESSAGES = {
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  invalidRequest: 'Invalid request',
  signIn: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  conflict: 'This conflicts with existing data',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong',
  busy: 'The server is busy. Please try again in a few seconds.',
} as const;
export const COMMON_ERRORS = coded('common', COMMON_MESSAGES);
export const COMMON_CODES = codesOf(COMMON_ERRORS);

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  abstract readonly httpStatus: number;
  /** the message's stable key (error-codes.ts) */
  readonly code: string;
  readonly params: ErrorParams | undefined;

  constructor(what: CodedMessage, options?: { cause?: unknown }) {
    super(what.message, options);
    this.name = new.target.name;
    this.code = what.code;
    this.params = what.params;
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'NOT_FOUND';
  readonly httpStatus = 404;
  constructor(what: CodedMessage = COMMON_ERRORS.notFound, options?: { cause?: unknown }) {
    super(what, options);
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'VALIDATION';
  readonly httpStatus = 400;
  /** Optional per-field errors, for forms that show an error next to each field. */
  readonly fields: FieldErrors | undefined;
  constructor(what: CodedMessage = COMMON_ERRORS.invalidInput, fields?: FieldErrors, options?: { cause?: unknown }) {
    super(what, options);
    this.fields = fields;
  }
}

export class UnauthorizedError extends DomainError {
  readonly kind = 'UNAUTHORIZED';
  readonly httpStatus = 401;
  constructor(what: CodedMessage = COMMON_ERRORS.signIn, options?: { cause?: unknown }) {
    super(what, options);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'FORBIDDEN';
  readonly httpStatus = 403;
  constructor(what: CodedMessage = COMMON_ERRORS.forbidden, options?: { cause?: unknown }) {
    super(what, options);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'CONFLICT';
  readonly httpStatus = 409;
  constructor(what: CodedMessage = COMMON_ERRORS.conflict, options?: { cause?: unknown }) {
    super(what, options);
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'RATE_LIMITED';
  readonly httpStatus = 429;
  /** Seconds until a retry may succeed, for the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;
  constructor(what: CodedMessage = COMMON_ERRORS.tooManyAttempts, retryAfterSeconds?: number) {
    super(what);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The server cannot take this work right now: a bounded queue is full (the PDF pool's). Not the
 * request's fault and nothing was done: both doors answer 503 with Retry-After, and the client
 * tries again after that many seconds.
 */
export class UnavailableError extends DomainError {
  readonly kind = 'UNAVAILABLE';
  readonly httpStatus = 503;
  /** Seconds until a retry may succeed, for the Retry-After header. */
  readonly retryAfterSeconds: number;
  constructor(what: CodedMessage, retryAfterSeconds: number) {
    super(what);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The Retry-After a refusal asks for (a rate limit, a full queue), if it names one. */
export function retryAfterOf(err: unknown): number | undefined {
  return err instanceof RateLimitedError || err instanceof UnavailableError ? err.retryAfterSeconds : undefined;
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/**
 * The database cannot be reached right now (down, restarting, cut off: `isDatabaseUnavailable` of @wholesale/db).
 * Not the request's fault and not a bug: both doors answer 503 with this wording and ask the
 * client to retry after a few seconds.
 */
export const UNAVAILABLE = {
  ...COMMON_ERRORS.unavailable,
  retryAfterSeconds: 5,
} as const;

/** HTTP status for any thrown value: a domain error's own status, 500 for everything else. */
export function httpStatusOf(err: unknown): number {
  return isDomainError(err) ? err.httpStatus : 500;
}
