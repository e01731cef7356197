import type { ErrorCode } from '@wholesale/contract';

// Every failed call is read here, whichever door answered: a tRPC client error (its `data`: the
// HTTP status, `errorCode`, `params`, `fields`) or a REST error body ({ error, message, code,
// params?, fields? }) with its status. The pages decide by the code (`@wholesale/contract`'s
// ErrorCode, and its code sets) and word it with serverErrorText.ts, never by the server's English.

export type ErrorParams = Readonly<Record<string, string | number>>;

export interface CodedError {
  /** the refusal's stable code ('orders.keyReused'), null when the answer had none */
  code: ErrorCode | null;
  params: ErrorParams | null;
  /** the server's own words, shown only for a code the web has no text for */
  message: string | null;
}

export interface Failure extends CodedError {
  /** HTTP status when the server answered; null when it could not be reached. */
  status: number | null;
  /** per-field errors of a refused input, each with its code */
  fields: Record<string, CodedError>;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function paramsOf(value: unknown): ErrorParams | null {
  const r = record(value);
  if (!r) return null;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

/** A code as sent: `<domain>.<key>` (tRPC's own `data.code`, 'BAD_REQUEST', is not one). */
function codeOf(value: unknown): ErrorCode | null {
  return typeof value === 'string' && value.includes('.') ? (value as ErrorCode) : null;
}

function codedOf(value: unknown): CodedError | null {
  const r = record(value);
  if (!r) return null;
  return {
    code: codeOf(r.code),
    params: paramsOf(r.params),
    message: typeof r.message === 'string' ? r.message : null,
  };
}

function fieldsOf(value: unknown): Record<string, CodedError> {
  const out: Record<string, CodedError> = {};
  for (const [k, v] of Object.entries(record(value) ?? {})) {
    const coded = codedOf(v);
    if (coded) out[k] = coded;
  }
  return out;
}

const NONE: Omit<Failure, 'status'> = { code: null, params: null, message: null, fields: {} };

/**
 * What a failed call means to the pages. `err` is what a tRPC call threw, or a REST error body
 * with `status` its answer's HTTP status (0 or null: no answer). Without a status the request
 * never got an answer and its text is the browser's ("Failed to fetch"), not a message for
 * people; a 5xx says nothing more either (the server hides details).
 */
export function readFailure(err: unknown, status?: number | null): Failure {
  const e = record(err);
  const data = record(e?.data);
  const httpStatus =
    status !== undefined ? status || null : typeof data?.httpStatus === 'number' ? data.httpStatus : null;
  if (httpStatus === null || httpStatus >= 500) return { status: httpStatus, ...NONE };
  const message = typeof e?.message === 'string' ? e.message : typeof e?.error === 'string' ? e.error : null;
  const from = data ?? e;
  return {
    status: httpStatus,
    code: codeOf(data ? data.errorCode : e?.code),
    params: paramsOf(from?.params),
    message: message || null,
    fields: fieldsOf(from?.fields),
  };
}
