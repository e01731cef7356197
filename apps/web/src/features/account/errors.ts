// What a failed call means to the pages, read from a tRPC client error (or anything thrown) without
// importing the tRPC classes, so the mapping is unit tested with plain objects.

export interface CallFailure {
  /** HTTP status when the server answered; null when it could not be reached. */
  status: number | null;
  /** The server's user-facing message (spec wording), when it sent one. */
  message: string | null;
  /** Per-field messages of a refused input (the API's error formatter sends them). */
  fieldErrors: Record<string, string>;
}

export function describeFailure(err: unknown): CallFailure {
  const e = err as { data?: { httpStatus?: unknown; fieldErrors?: unknown } | null; message?: unknown } | null;
  const status = typeof e?.data?.httpStatus === 'number' ? e.data.httpStatus : null;
  const raw = typeof e?.message === 'string' ? e.message : null;
  const fieldErrors: Record<string, string> = {};
  const fe = e?.data?.fieldErrors;
  if (fe && typeof fe === 'object') {
    for (const [k, v] of Object.entries(fe as Record<string, unknown>)) if (typeof v === 'string') fieldErrors[k] = v;
  }
  // Without a status the request never got an answer: the text is the browser's ("Failed to
  // fetch"), not a message for people. A 5xx text is never shown either (the server hides details).
  const message = status !== null && status < 500 && raw ? raw : null;
  return { status, message, fieldErrors };
}

/** The 429 login message carries the wait in minutes ("... try again in 3 minutes."). */
export function retryMinutes(message: string | null): number | null {
  const m = message?.match(/in (\d+) minutes?/);
  return m ? Number(m[1]) : null;
}
