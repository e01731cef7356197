// The server's refusals carry a stable code (issue 19): `data.errorCode` of a tRPC error, `code`
// of a REST body, each with its `params` and per-field errors. The pages translate by the code
// (LL.serverErrors.<domain>.<key>) and never read the server's English; a code the web has no
// words for shows the server's message as sent. Reading an answer is here (on the storefront's
// first load, through the session); wording it is in serverErrorText.ts, loaded with the pages
// that show refusals.

export type ErrorParams = Readonly<Record<string, string | number>>;

export interface CodedError {
  /** the message's stable code ('orders.keyReused'), null when the answer had none */
  code: string | null;
  params: ErrorParams | null;
  /** the server's own words, shown only for a code the web has no text for */
  message: string | null;
}

export interface ServerError extends CodedError {
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

function codedOf(value: unknown): CodedError | null {
  const r = record(value);
  if (!r) return null;
  return {
    code: typeof r.code === 'string' ? r.code : null,
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

/** Reads a tRPC client error (its `data`) or a REST error body ({error, message, code, params?, fields?}). */
export function readServerError(err: unknown): ServerError {
  const e = record(err);
  const data = record(e?.data);
  const message = typeof e?.message === 'string' ? e.message : typeof e?.error === 'string' ? e.error : null;
  if (data) {
    return {
      code: typeof data.errorCode === 'string' ? data.errorCode : null,
      params: paramsOf(data.params),
      message,
      fields: fieldsOf(data.fields),
    };
  }
  return {
    code: typeof e?.code === 'string' && e.code.includes('.') ? e.code : null,
    params: paramsOf(e?.params),
    message,
    fields: fieldsOf(e?.fields),
  };
}
