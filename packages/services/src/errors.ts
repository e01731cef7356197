import type { z } from 'zod';
/**
 * Domain errors (docs/contracts.md). Services throw these; the REST layer and the tRPC layer each
 * map them in one place, so a rule never answers differently through the two doors.
 * `message` is always safe to show to the user: it is the spec's wording, never a stack or SQL.
 */
export type DomainErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  abstract readonly httpStatus: number;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
  constructor(message = 'Not found', options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION';
  readonly httpStatus = 400;
  /** Optional per-field messages, for forms that show an error next to each field. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(message = 'Invalid input', fields?: Record<string, string>, options?: { cause?: unknown }) {
    super(message, options);
    this.fields = fields;
  }
}

export class UnauthorizedError extends DomainError {
  readonly code = 'UNAUTHORIZED';
  readonly httpStatus = 401;
  constructor(message = 'Please log in to continue', options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
  constructor(message = 'You do not have permission to do that', options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
  constructor(message = 'This conflicts with existing data', options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly httpStatus = 429;
  /** Seconds until a retry may succeed, for the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message = 'Too many attempts. Please try again later.', retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/**
 * The database cannot be reached right now (down, restarting, cut off: `isDatabaseUnavailable`).
 * Not the request's fault and not a bug: both doors answer 503 with this wording and ask the
 * client to retry after a few seconds (issue 10, item 12).
 */
export const UNAVAILABLE = {
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;
// The Node-free module itself, not the package's entry: this file is part of the browser-safe contract.
export { isDatabaseUnavailable } from '@wholesale/db/availability';

/** HTTP status for any thrown value: a domain error's own status, 500 for everything else. */
export function httpStatusOf(err: unknown): number {
  return isDomainError(err) ? err.httpStatus : 500;
}

/**
 * Parses input at a door or a use case. A failure becomes a ValidationError whose message is the
 * first issue's own text (the spec's wording lives in the schemas) and whose `fields` map each
 * failing field to its message, for forms that show errors next to fields. One function for the
 * services and the REST routes, so both word a bad input the same way.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, fallbackMessage = 'Invalid input'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new ValidationError(result.error.issues[0]?.message ?? fallbackMessage, fields);
}
