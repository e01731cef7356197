import { readFailure, type Failure } from './failure';

// A multipart POST to a REST route with the session cookie (uploads: a company's document, a
// claim's photos), read as the routes answer: `{ success, data }`, or a refusal
// `{ error, message, code, params?, fields? }` that failure.ts reads by its code.

export type FormAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: Failure };

/** Reads a route's answer: its `data` on success, else the refusal (status 0: no answer came). */
export function readFormAnswer<T>(status: number, body: unknown): FormAnswer<T> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { success?: unknown; data?: unknown };
  if (status >= 200 && status < 300 && b.success === true && typeof b.data === 'object' && b.data !== null) {
    return { ok: true, data: b.data as T };
  }
  return { ok: false, status, error: readFailure(body, status) };
}

export async function postForm<T>(
  url: string,
  form: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<FormAnswer<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, status: 0, error: readFailure(null, 0) };
  }
  const body: unknown = await res.json().catch(() => null);
  return readFormAnswer<T>(res.status, body);
}
