import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { retryOnce } from './retry';

// The storefront's own reads (the catalogue's listings, items and search) in a small keyed cache,
// in the first load instead of React Query (the first load's JavaScript budget). React
// Query (~9 KB compressed) then loads only with the pages that need what it does beyond this:
// mutations, the buyer's own answers, the back office. What this keeps of its behaviour:
// answers shared by key, one request at a time per key, fresh for a minute, one retry unless the
// server said no (4xx), a read of a mounted page made again when the catalogue changes or the
// visitor signs in or out, a search typed past cancelled in flight. Keep it that small:
// anything more belongs in React Query.

/** How long an answer is used without asking again (React Query's staleTime for the app). */
export const FRESH_MS = 60_000;
/** The wait before the one retry (React Query's first retry delay). */
export const RETRY_DELAY_MS = 1000;
/** Answers kept; past it the least recently used one nobody shows goes. */
export const MAX_ENTRIES = 100;

/** A read: its key (unique for what it asks) and how to ask. */
export interface Read<T> {
  key: string;
  fetch: (signal: AbortSignal) => Promise<T>;
}

export interface ReadState<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** A request for it is in flight (also while an older answer shows). */
  fetching: boolean;
}

interface Entry {
  state: ReadState<unknown>;
  /** When the answer came, 0 once it must be asked again. */
  fetchedAt: number;
  read: Read<unknown>;
  inFlight: Promise<void> | null;
  controller: AbortController | null;
  listeners: Set<() => void>;
}

const PENDING: ReadState<never> = { status: 'pending', data: undefined, error: null, fetching: false };

const entries = new Map<string, Entry>();
let retries = true;
let now: () => number = () => Date.now();

function entryFor(read: Read<unknown>): Entry {
  let entry = entries.get(read.key);
  if (entry) {
    entry.read = read;
    // Least recently used last out: a Map iterates in insertion order.
    entries.delete(read.key);
    entries.set(read.key, entry);
    return entry;
  }
  entry = { state: PENDING, fetchedAt: 0, read, inFlight: null, controller: null, listeners: new Set() };
  entries.set(read.key, entry);
  evict();
  return entry;
}

function evict(): void {
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_ENTRIES) return;
    if (entry.listeners.size === 0 && !entry.inFlight) entries.delete(key);
  }
}

function setState(entry: Entry, state: ReadState<unknown>): void {
  entry.state = state;
  notify(entry);
}

function notify(entry: Entry): void {
  for (const l of entry.listeners) l();
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function fetchWithRetry(read: Read<unknown>, signal: AbortSignal): Promise<unknown> {
  try {
    return await read.fetch(signal);
  } catch (error) {
    if (!retries || isAbort(error) || !retryOnce(0, error)) throw error;
    await wait(RETRY_DELAY_MS, signal);
    return read.fetch(signal);
  }
}

function start(entry: Entry): Promise<void> {
  if (entry.inFlight) return entry.inFlight;
  const controller = new AbortController();
  entry.controller = controller;
  const before = entry.state;
  // Said a moment later: a read started while React renders (the route table's prefetch, from
  // RouteView) must not update another component in the middle of that render.
  entry.state = { ...before, fetching: true };
  queueMicrotask(() => notify(entry));
  const run = fetchWithRetry(entry.read, controller.signal).then(
    (data) => {
      entry.fetchedAt = now();
      setState(entry, { status: 'success', data, error: null, fetching: false });
    },
    (error: unknown) => {
      // Cancelled (nobody shows it any more): as it was, to be asked again when shown.
      if (controller.signal.aborted) setState(entry, { ...before, fetching: false });
      else setState(entry, { status: 'error', data: before.data, error, fetching: false });
    },
  );
  entry.inFlight = run.finally(() => {
    entry.inFlight = null;
    entry.controller = null;
  });
  return entry.inFlight;
}

function isFresh(entry: Entry): boolean {
  return entry.state.status === 'success' && entry.fetchedAt > 0 && now() - entry.fetchedAt < FRESH_MS;
}

/** Asks for `read` unless its answer is fresh or on its way; settles when it is in (or failed). */
export function prefetchRead(read: Read<unknown>): Promise<void> {
  const entry = entryFor(read);
  if (isFresh(entry)) return Promise.resolve();
  return start(entry);
}

/** The answer of `key` as it stands. */
export function readState<T>(key: string): ReadState<T> {
  return (entries.get(key)?.state ?? PENDING) as ReadState<T>;
}

/** Puts an answer in as fresh (the page's data that came with its HTML). */
export function seedRead(key: string, data: unknown): void {
  // The page's own read (its hook, the route's prefetch) brings the way to ask again.
  const entry =
    entries.get(key) ?? entryFor({ key, fetch: () => Promise.reject(new Error(`no way to ask again for ${key}`)) });
  entry.fetchedAt = now();
  setState(entry, { status: 'success', data, error: null, fetching: false });
}

/** Every answer in, as `[key, data]` (the server's render sends them with the page). */
export function successfulReads(): { key: string; data: unknown }[] {
  return [...entries].filter(([, e]) => e.state.status === 'success').map(([key, e]) => ({ key, data: e.state.data }));
}

/**
 * Every answer is to be asked again (the catalogue changed, or who is signed in did: prices
 * depend on who asks): at once for what is on screen, when next shown for the rest. `filter`
 * narrows it to some keys.
 */
export function invalidateReads(filter: (key: string) => boolean = () => true): void {
  for (const [key, entry] of entries) {
    if (!filter(key)) continue;
    entry.fetchedAt = 0;
    if (entry.listeners.size > 0) {
      // An answer on its way may be from before the change: ask again once it is in.
      if (entry.inFlight) void entry.inFlight.then(() => void start(entry));
      else void start(entry);
    }
  }
}

/** Forgets every answer (the server, between two pages it renders). */
export function clearReads(): void {
  for (const entry of entries.values()) entry.controller?.abort();
  entries.clear();
}

/** The server renders once and sends what failed to the browser to try: no retry there. */
export function setReadRetries(on: boolean): void {
  retries = on;
}

/** For tests: the clock. */
export function setReadClock(clock: () => number): void {
  now = clock;
}

function subscribe(entry: Entry, listener: () => void): () => void {
  entry.listeners.add(listener);
  if (!isFresh(entry)) void start(entry);
  return () => {
    entry.listeners.delete(listener);
    // Nobody shows it any more: a request still on its way is cancelled (a search typed past),
    // a moment later, so a page that shows it again at once (a re-render) keeps it.
    setTimeout(() => {
      if (entry.listeners.size === 0) entry.controller?.abort();
    }, 0);
  };
}

/** Calls `listener` on every change of `read`'s state, asking for it if not fresh (useRead's subscription). */
export function watchRead(read: Read<unknown>, listener: () => void): () => void {
  return subscribe(entryFor(read), listener);
}

/** What a page reads of a read's state (React Query's names, for the pages that used it). */
export interface ReadResult<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The last key's answer, shown while this key's is on its way (`keepPrevious`). */
  isPlaceholderData: boolean;
  refetch: () => Promise<void>;
}

/**
 * The state of `read` for a component, asked for when shown and not fresh; null reads nothing
 * (pending). `keepPrevious`: while a new key's answer is on its way, the last key's answer shows.
 * A failed read is asked again when the browser comes back online.
 */
export function useRead<T>(read: Read<T> | null, { keepPrevious = false } = {}): ReadResult<T> {
  const entry = read ? entryFor(read as Read<unknown>) : null;
  const snapshot = () => (entry?.state ?? PENDING) as ReadState<T>;
  const state = useSyncExternalStore(
    useCallback((l: () => void) => (entry ? subscribe(entry, l) : () => undefined), [entry]),
    snapshot,
    snapshot, // the server's render and hydration read the same (seeded) answers
  );
  const previous = useRef<T | undefined>(undefined);
  if (state.status === 'success') previous.current = state.data;
  useEffect(() => {
    if (!entry || state.status !== 'error') return;
    const again = () => void start(entry);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [entry, state.status]);
  const shown = state.status === 'pending' && keepPrevious && previous.current !== undefined;
  return {
    data: shown ? previous.current : state.data,
    error: state.error,
    isPending: state.status === 'pending' && !shown,
    isError: state.status === 'error',
    isFetching: state.fetching,
    isPlaceholderData: shown,
    refetch: () => (entry ? start(entry) : Promise.resolve()),
  };
}
