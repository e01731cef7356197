import { readServerError, type CodedError, type ErrorParams } from '../../lib/serverError';

// What a failed call means to the pages, read from a tRPC client error (or anything thrown) without
// importing the tRPC classes, so the mapping is unit tested with plain objects.

export interface CallFailure extends CodedError {
  /** HTTP status when the server answered; null when it could not be reached. */
  status: number | null;
  /** The server's stable code of the failure ('accounts.invalidCredentials'), which pages translate by. */
  code: string | null;
  /** What a parametrised failure fills in (the minutes of a lockout ...). */
  params: ErrorParams | null;
  /** The server's user-facing message, when it sent one: shown only for a code the web has no text for. */
  message: string | null;
  /** Per-field errors of a refused input, each with its code (worded by fieldErrorTexts). */
  fields: Record<string, CodedError>;
}

export function describeFailure(err: unknown): CallFailure {
  const e = err as { data?: { httpStatus?: unknown } | null } | null;
  const status = typeof e?.data?.httpStatus === 'number' ? e.data.httpStatus : null;
  const coded = readServerError(err);
  // Without a status the request never got an answer: the text is the browser's ("Failed to
  // fetch"), not a message for people. A 5xx text is never shown either (the server hides details).
  const answered = status !== null && status < 500;
  return {
    status,
    code: answered ? coded.code : null,
    params: answered ? coded.params : null,
    message: answered && coded.message ? coded.message : null,
    fields: answered ? coded.fields : {},
  };
}
