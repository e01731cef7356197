import type { api as Api } from './trpc';

let pending: Promise<typeof Api> | null = null;

/** The tRPC client, fetched once on first use (or early, by the route table / search box). */
export function loadApi(): Promise<typeof Api> {
  pending ??= import('./trpc').then((m) => m.api);
  return pending;
}

/** An HTTP error from a REST call, with the status React Query's retry rule looks at. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET a documented REST endpoint and return its `data` (used where the tRPC client is not loaded yet).
 * A plain fetch() on purpose (default mode and headers): it then matches, and reuses, the
 * `<link rel="preload" as="fetch" crossorigin>` the server puts into a page's HTML.
 */
export async function getRestData<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!res.ok || !body || body.data === undefined) throw new HttpError(res.status, body?.error ?? res.statusText);
  return body.data;
}
