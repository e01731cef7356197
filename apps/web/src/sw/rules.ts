// What the service worker (service-worker.ts) keeps, and under which name: pure functions of a
// URL, tested in Node (rules.test.ts). Three runtime caches beside Workbox's precache:
//
//   pages    the HTML of the pages visited. Public: a page's HTML is what a guest sees (a buyer's
//            price never enters it), whoever was signed in when it was kept.
//   pictures product photos and banners, as they are shown.
//   data     the answers of the reads listed below, which for a signed-in buyer carry that buyer's
//            prices, orders and usual items: private. The worker cannot see the session (its
//            cookie is httpOnly); the app tells it who is signed in (the `owner` cache, written by
//            features/offline/private-data.ts at sign-in, sign-out, and when a page learns the
//            session has ended), and deletes what was kept for others whenever that changes. Each
//            answer is kept marked with whom it was asked for (KEPT_FOR_HEADER), only if that one is
//            still signed in when it arrives, and shown to no one else: an answer still on its way
//            when the buyer changes is never kept for, nor shown to, the next one. (The session's
//            own answer is marked with the one it names: keptForOf.)
//   owner    one entry (OWNER_RECORD): who is signed in, as the app knows it ('' before it says).
//   catalogue one entry: the whole catalogue as the one signed in sees it (catalogue.ts), marked
//            and deleted like `data`, from which any product, listing or search reads offline.
//
// Every name carries a version: a worker that changes what it keeps renames them, and drops the
// caches of other versions when it takes over.

import { STYLES } from '@wholesale/rules';

export const CACHE_VERSION = 'v1';
export const CACHES = {
  pages: `pages-${CACHE_VERSION}`,
  pictures: `pictures-${CACHE_VERSION}`,
  data: `buyer-data-${CACHE_VERSION}`,
  owner: `owner-${CACHE_VERSION}`,
  /** the whole catalogue's data for the one signed in (catalogue.ts): one entry, private like data */
  catalogue: `catalogue-${CACHE_VERSION}`,
} as const;

/** The owner cache's one entry: a user id, or 'guest' (features/offline/private-data.ts). */
export const OWNER_RECORD = '/__offline-owner';

/** The header a kept answer carries: whom it was asked for, as OWNER_RECORD named them then. */
export const KEPT_FOR_HEADER = 'x-kept-for';

/**
 * Whether an answer may be kept: the one signed in when its request left (`askedFor`) is still the
 * one signed in now it has arrived (`now`). Else it belongs to someone who has since signed out.
 */
export function mayKeep(askedFor: string, now: string): boolean {
  return askedFor === now;
}

/**
 * Whom a kept call's answer is kept for. The session's own answer names whose session it is, and
 * is kept for that one whoever the worker had been told of when it left: the first page after a
 * sign-in asks before the app has told the worker, and it is the one answer that page needs offline
 * to know who is signed in. Every other answer is kept for whom it was asked for (`askedFor`), and
 * only if that one is still signed in (mayKeep). Null: not kept.
 */
export function keptForOf(call: TrpcCall, part: unknown, askedFor: string, now: string): string | null {
  if (call.path !== SESSION_CALL) return mayKeep(askedFor, now) ? askedFor : null;
  const data = (part as { result?: { data?: unknown } }).result?.data;
  if (data === null) return 'guest';
  const id = (data as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : null;
}

/** The probe every page makes: who is signed in (features/account/session.ts). */
const SESSION_CALL = 'auth.session';

/** Whether a kept answer may be shown: only to the one it was kept for (an unmarked one to no one). */
export function mayShow(keptFor: string | null, now: string): boolean {
  return keptFor !== null && keptFor === now;
}

/** Every runtime cache of this version. */
export const RUNTIME_CACHES: readonly string[] = Object.values(CACHES);

/** A runtime cache of this worker's, of another version (dropped when this version takes over). */
export function isOtherVersionCache(name: string): boolean {
  const ours = RUNTIME_CACHES.some((current) =>
    name.startsWith(current.slice(0, current.length - CACHE_VERSION.length)),
  );
  return ours && !RUNTIME_CACHES.includes(name);
}

/** Bounds: a cheap phone has little room, and the browser may evict an origin that hoards it. */
export const LIMITS = {
  pages: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 },
  pictures: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
  data: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
} as const;

/**
 * How long a page or a read waits for the network before the kept copy is shown. One bar of
 * signal answers in seconds or not at all; a good connection answers in well under a second, so
 * online the buyer always gets the server's answer (today's prices, their language).
 */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The tRPC reads (queries) a buyer may need offline: the catalogue, who is signed in, their
 * profile, orders, usual items, points and standing orders, and what the checkout needs. Nothing of
 * the back office (admin.*), nor the buyer's documents or team, is ever kept.
 */
export const OFFLINE_QUERIES: ReadonlySet<string> = new Set([
  'catalogue.list',
  'catalogue.byId',
  'catalogue.byIds',
  'catalogue.search',
  'auth.session',
  'auth.me',
  'account.profile',
  'account.addresses',
  'orders.pickupSlots',
  'orders.depositTerms',
  'orders.list',
  'orders.detail',
  'orders.lines',
  'orders.usualItems',
  'orders.points',
  'orders.pointsTotal',
  'orders.standing.list',
]);

/** The longest tRPC URL the worker reads apart (the server refuses far shorter ones anyway). */
const MAX_TRPC_URL = 16_384;

/** One call of a tRPC GET: its procedure and its input (undefined when it takes none). */
export interface TrpcCall {
  path: string;
  input: unknown;
}

/**
 * The calls of a tRPC GET (`/trpc/a.b,c.d?batch=1&input={"0":…,"1":…}`, or `/trpc/a.b` alone),
 * or null when the URL is not one (or cannot be read: then it is left to the network).
 */
export function trpcCalls(url: URL): { calls: TrpcCall[]; batch: boolean } | null {
  if (!url.pathname.startsWith('/trpc/') || url.href.length > MAX_TRPC_URL) return null;
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  if (paths.some((p) => p === '')) return null;
  const batch = url.searchParams.get('batch') === '1';
  const raw = url.searchParams.get('input');
  let inputs: unknown;
  try {
    inputs = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!batch) return paths.length === 1 ? { calls: [{ path: paths[0]!, input: inputs }], batch } : null;
  const byIndex = (inputs ?? {}) as Record<string, unknown>;
  if (typeof byIndex !== 'object' || byIndex === null) return null;
  return { calls: paths.map((path, i) => ({ path, input: byIndex[String(i)] })), batch };
}

/**
 * The URL one call's answer is kept under: one entry per call, so a page asking for the same reads
 * in another batch (React Query batches whatever starts together) still finds each of them.
 */
export function callKey(origin: string, call: TrpcCall): string {
  const input = call.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(call.input))}`;
  return `${origin}/trpc/${call.path}${input}`;
}

/** Whether a call's answer may be kept (and answered offline). */
export function isOfflineRead(call: TrpcCall): boolean {
  return OFFLINE_QUERIES.has(call.path);
}

/**
 * What a call the phone cannot answer offline (not kept, or never to be kept) reads as, in a batch
 * whose other calls it can answer: tRPC's form of a failed call, so the page shows that part as
 * not loaded and the rest as kept.
 */
export function unavailablePart(call: TrpcCall): unknown {
  return {
    error: {
      message: 'Not available offline',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path: call.path },
    },
  };
}

/**
 * A tRPC answer split into its calls' answers (a batch answers an array in the calls' order), or
 * null if it is not what was asked for.
 */
export function splitAnswer(body: unknown, count: number, batch: boolean): unknown[] | null {
  if (!batch) return count === 1 && typeof body === 'object' && body !== null ? [body] : null;
  return Array.isArray(body) && body.length === count ? body : null;
}

/** A call's answer worth keeping: a result, never an error (an error is the server's of the moment). */
export function isResult(part: unknown): boolean {
  return typeof part === 'object' && part !== null && 'result' in part && !('error' in part);
}

/** A listing's REST read: one per style of the catalogue (packages/rules' STYLES). */
const STYLE_LISTING_PREFIX = '/api/items/style/';
function isStyleListing(pathname: string): boolean {
  return (
    pathname.startsWith(STYLE_LISTING_PREFIX) &&
    (STYLES as readonly string[]).includes(pathname.slice(STYLE_LISTING_PREFIX.length))
  );
}

/** The documented REST reads of the catalogue (the storefront's pages read them: features/catalogue/queries.ts). */
export function isCatalogueRest(url: URL): boolean {
  return url.pathname === '/api/items' || /^\/api\/items\/\d{1,10}$/.test(url.pathname) || isStyleListing(url.pathname);
}

/** Product photos and banners (storage files, apps/server's storage-files.ts). */
export function isPicture(url: URL, destination: string): boolean {
  return destination === 'image' && (url.pathname.startsWith('/products/') || url.pathname.startsWith('/banners/'));
}

/** Pages kept for reading offline: every page of the storefront, never the back office's. */
export function isKeptPage(url: URL): boolean {
  return !url.pathname.startsWith('/admin');
}
