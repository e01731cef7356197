import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { api as Api } from './trpcClient';
import type { Trpc } from './trpc';
import { noteReached } from '../features/offline/useOnline';

let pendingClient: Promise<typeof Api> | null = null;
let pendingTrpc: Promise<Trpc> | null = null;

/** The plain tRPC client, fetched once on first use: the session's calls only (see lib/trpcClient.ts). */
export function loadApi(): Promise<typeof Api> {
  pendingClient ??= import('./trpcClient').then((m) => m.api);
  return pendingClient;
}

/**
 * The React Query integration (lib/trpc.ts, with the client), fetched once on first use, or early
 * (by the route table for pages that query at once, by the search box on focus). Lazy modules
 * import `trpc` directly; this is for the first load's code.
 */
export function loadTrpc(): Promise<Trpc> {
  pendingTrpc ??= import('./trpc').then((m) => m.trpc);
  return pendingTrpc;
}

let loadedQueryClient: QueryClient | null = null;

/** lib/queryClient.ts says it is here. */
export function noteQueryClient(client: QueryClient): void {
  loadedQueryClient = client;
}

/**
 * React Query's client if some page has loaded it, else null: then it holds no answer, and the
 * first load's code (a sign-in, a sign-out) has nothing of it to refresh or drop.
 */
export function queryClientIfLoaded(): QueryClient | null {
  return loadedQueryClient;
}

/**
 * A page's component inside React Query's provider, with its code: the provider (and React Query)
 * load with the pages that use it, never with the storefront's first load (lib/queryProvider.tsx).
 */
export function withQueryProvider<P extends object>(
  page: Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([page, import('./queryProvider')]).then(([m, provider]) => ({
    default: provider.withQueryClient(m.default),
  }));
}

/**
 * Where REST reads go while the server renders a page's HTML (entry-server.tsx): the server's own
 * answer to the URL, as a guest would get it. Never set in a browser.
 */
let serverRead: ((url: string) => Promise<unknown>) | null = null;

export function setServerRestReader(read: ((url: string) => Promise<unknown>) | null): void {
  serverRead = read;
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
  if (serverRead) return (await serverRead(url)) as T;
  let res: Response;
  try {
    res = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    // No answer (cancelled is not that): the server cannot be reached.
    if (!signal?.aborted) noteReached(null);
    throw error;
  }
  noteReached(res);
  const body = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!res.ok || !body || body.data === undefined) throw new HttpError(res.status, body?.error ?? res.statusText);
  return body.data;
}
