/// <reference lib="webworker" />
// The storefront's service worker, built with Workbox by
// scripts/build-service-worker.mjs into dist/sw.js, which the app registers in production
// (features/offline/register.ts). What it keeps, and why each cache is public or private:
// rules.ts.
//
//   the app        precached at install: the storefront's scripts, styles and both languages'
//                  words (never the back office's), the app shell (index.html) and the icons;
//   pages          network first (NETWORK_TIMEOUT_SECONDS), the kept copy when the network is
//                  gone or too slow, else the app shell, which renders the page from kept data;
//   pictures       stale-while-revalidate: shown at once from the phone, refreshed behind;
//   catalogue and  network first, the kept answer offline. Not stale-while-revalidate: an old
//   buyer data     price shown as today's is money, and a buyer online should see the server's.
//                  Each answer is kept for the one signed in when it was asked for, and only if
//                  they still are when it arrives; it is shown to no one else (rules.ts).
//   the catalogue  the whole catalogue's data, fetched when the app asks after a visit (idle,
//   kept           after load) and refreshed when stale: a product, listing, search or cart never
//                  opened online reads from it when the network fails (catalogue.ts).
//
// "The network failed" is also the server unreachable with the phone online: a proxy's 502, 503
// or 504 is read as no answer, and the kept answer is shown instead.
//
// A new version takes over at once (skipWaiting, clientsClaim): the next load is the new app,
// and a page still running the old one asks to reload (features/offline/OfflineStatus.tsx).
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CATALOGUE_AFTER_LOAD_MS,
  keptJson,
  later,
  stamped,
  CATALOGUE_URL,
  KEEP_CATALOGUE,
  KEPT_AT_HEADER,
  PLACEHOLDER_PICTURE,
  callFromCatalogue,
  catalogueIsStale,
  isCatalogueCall,
  isUnreachableStatus,
  keptItems,
  restFromCatalogue,
} from './catalogue';
import type { CatalogueItem } from '@wholesale/rules';
import {
  CACHES,
  KEPT_FOR_HEADER,
  keptForOf,
  LIMITS,
  NETWORK_TIMEOUT_SECONDS,
  callKey,
  isCatalogueRest,
  isKeptPage,
  isOtherVersionCache,
  isOfflineRead,
  isPicture,
  isResult,
  mayKeep,
  mayShow,
  OWNER_RECORD,
  splitAnswer,
  trpcCalls,
  unavailablePart,
  type TrpcCall,
} from './rules';

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the files of the app, with a revision for those whose name has no hash. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** The app shell: index.html as built, which renders any page from the data it can read. */
const SHELL = '/index.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the precached files' own URLs: not '/' for /index.html (the home page is the server's
// render, kept with the other pages), nor '/cookie' for a /cookie.html.
precacheAndRoute(__PRECACHE_MANIFEST__, { directoryIndex: '', cleanURLs: false });

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([dropOtherVersions(), keepOpenPages()]).then(keepCatalogueOnce));
});

/** Caches of an earlier version of this worker (a renamed cache is a changed format). */
async function dropOtherVersions(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isOtherVersionCache).map((name) => caches.delete(name)));
}

/**
 * The pages open when the worker first takes over were loaded before it: kept now, so the page a
 * buyer first visited reads offline too ("after one visit"). Fetched with the visitor's cookies,
 * so in their language.
 */
async function keepOpenPages(): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window' });
  const urls = open.map((c) => new URL(c.url)).filter((url) => url.origin === self.location.origin && isKeptPage(url));
  if (urls.length === 0) return;
  const cache = await caches.open(CACHES.pages);
  await Promise.all(urls.map((url) => cache.add(url.href).catch(() => undefined)));
}

// ------------------------------------------------------------------ pages

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // A page is one per URL whatever the Vary header says (the language cookie is invisible here):
  // the app renders it afresh when its language is not the visitor's (src/boot.tsx).
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...LIMITS.pages, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isKeptPage(url),
  async (options) => {
    // Once the page has loaded, the kept catalogue is refreshed if stale (most loads: nothing to do).
    options.event.waitUntil(later(CATALOGUE_AFTER_LOAD_MS).then(keepCatalogueOnce));
    try {
      return await pages.handle(options);
    } catch {
      // Never visited, and no network: the app shell renders the page from what is kept.
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

// ------------------------------------------------------------------ pictures

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isPicture(url, request.destination),
  new StaleWhileRevalidate({
    cacheName: CACHES.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...LIMITS.pictures, purgeOnQuotaError: true }),
      // Never seen online, and no network: a neutral frame, not a broken image.
      {
        handlerDidError: async () =>
          new Response(PLACEHOLDER_PICTURE, {
            headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
          }),
      },
    ],
  }),
);

// ------------------------------------------------------------------ catalogue and buyer data

/** Who is signed in, as the app last told (rules.ts: the owner cache); '' before it has. */
async function signedIn(): Promise<string> {
  const record = await caches.match(OWNER_RECORD, { cacheName: CACHES.owner });
  return record ? record.text() : '';
}

/** `answer` with the mark of whom it is kept for. */
function markedFor(answer: Response, owner: string): Response {
  const headers = new Headers(answer.headers);
  headers.set(KEPT_FOR_HEADER, owner);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * A buyer's answers are theirs alone: kept only if the one signed in when the request left is
 * still signed in when the answer arrives, marked with them, and shown to no one else. Checked
 * again once written: the app may have changed who is signed in (and deleted the cache) meanwhile.
 */
const keptForTheirOwner: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.askedFor = await signedIn();
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    const askedFor = state?.askedFor;
    if (typeof askedFor !== 'string' || !mayKeep(askedFor, await signedIn())) return null;
    return markedFor(response, askedFor);
  },
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (mayKeep(String(state?.askedFor), await signedIn())) return;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && mayShow(cachedResponse.headers.get(KEPT_FOR_HEADER), await signedIn()) ? cachedResponse : null,
};

/** The server unreachable behind a proxy (502, 503, 504) reads as no answer: the kept one shows. */
const unreachableAsFailed: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (isUnreachableStatus(response.status)) throw new Error(`unreachable: ${response.status}`);
    return response;
  },
};

/** A catalogue read never kept as such (a product never opened): from the kept catalogue. */
const fromKeptCatalogue: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const items = await keptCatalogue();
    const body = items ? restFromCatalogue(new URL(request.url), items) : null;
    return body ? keptJson(body, 200) : undefined;
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isCatalogueRest(url),
  new NetworkFirst({
    cacheName: CACHES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      unreachableAsFailed,
      new CacheableResponsePlugin({ statuses: [200] }),
      keptForTheirOwner,
      new ExpirationPlugin({ ...LIMITS.data, purgeOnQuotaError: true }),
      fromKeptCatalogue,
    ],
  }),
);

// ------------------------------------------------------------------ the catalogue kept

/** The kept catalogue's items, if one is kept for the one signed in now. */
async function keptCatalogue(): Promise<CatalogueItem[] | null> {
  const kept = await caches.match(CATALOGUE_URL, { cacheName: CACHES.catalogue, ignoreVary: true });
  if (!kept || !mayShow(kept.headers.get(KEPT_FOR_HEADER), await signedIn())) return null;
  return keptItems(await kept.json().catch(() => null));
}

let keeping: Promise<void> | null = null;

/**
 * Reads kept with the catalogue (none takes an input), so a page never opened online knows offline
 * who is signed in (the first visit asked before the worker was there), and a cart built offline
 * checks out: the pickup days and the deposit terms. A guest's checkout reads are refused: not kept.
 */
const KEPT_WITH_CATALOGUE = ['auth.session', 'orders.pickupSlots', 'orders.depositTerms'] as const;

/**
 * Fetches the whole catalogue for the one signed in, unless a fresh one is kept for them. Sends
 * the kept ETag: an unchanged catalogue answers 304 and is only marked fresh again. Kept only if
 * the one it was asked for is still signed in when it arrives, as every private answer.
 */
async function keepCatalogue(): Promise<void> {
  // '' : a guest's phone the app never told of (no session): kept for them, without prices.
  const askedFor = await signedIn();
  const cache = await caches.open(CACHES.catalogue);
  const kept = await cache.match(CATALOGUE_URL, { ignoreVary: true });
  const ours = kept && mayShow(kept.headers.get(KEPT_FOR_HEADER), askedFor) ? kept : undefined;
  if (ours && !catalogueIsStale(Number(ours.headers.get(KEPT_AT_HEADER)), Date.now())) return;
  const etag = ours?.headers.get('etag');
  const answer = await fetch(CATALOGUE_URL, {
    credentials: 'same-origin',
    headers: etag ? { 'if-none-match': etag } : {},
    cache: 'no-store',
  });
  if (!mayKeep(askedFor, await signedIn())) return;
  if (answer.status === 304 && ours) {
    await cache.put(CATALOGUE_URL, stamped(await ours.blob(), ours.headers, askedFor));
  } else if (answer.ok) {
    await cache.put(CATALOGUE_URL, stamped(await answer.blob(), answer.headers, askedFor));
  } else return;
  // Who is signed in changed while it was written: not theirs to keep.
  if (!mayKeep(askedFor, await signedIn())) return void (await cache.delete(CATALOGUE_URL));
  await Promise.all(
    KEPT_WITH_CATALOGUE.map(async (path) => {
      const call = { path, input: undefined };
      const read = await fetch(callKey(self.location.origin, call), { credentials: 'same-origin' });
      await keepCalls(read, [call], false, askedFor);
    }),
  );
}

/** One keeping at a time, however many pages and messages ask. */
function keepCatalogueOnce(): Promise<void> {
  keeping ??= keepCatalogue()
    .catch(() => undefined)
    .finally(() => {
      keeping = null;
    });
  return keeping;
}

// The app asks when who is signed in changed, once the browser is idle (features/offline/private-data.ts).
self.addEventListener('message', (event) => {
  if (event.data === KEEP_CATALOGUE) event.waitUntil(keepCatalogueOnce());
});

const dataExpiration = new CacheExpiration(CACHES.data, LIMITS.data);

/**
 * A tRPC read: network first; each kept call's answer kept apart (callKey), so that offline a
 * batch is answered from its calls' kept answers whatever batch they were kept from. A batch may
 * mix kept reads with others (the profile asks for the orders and the documents together): the
 * others are never kept, and offline read as failed while the kept ones show.
 */
registerRoute(
  ({ url, request }) => {
    if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
    const read = trpcCalls(url);
    return read !== null && read.calls.some(isOfflineRead) ? read : false;
  },
  async ({ request, event, params }) => {
    const { calls, batch } = params as unknown as { calls: TrpcCall[]; batch: boolean };
    // Read before the request leaves: whose session it goes out under.
    const askedFor = await signedIn();
    const network = fetch(request).then((response) => {
      // Kept while the page reads its copy; a late answer (after the timeout) is kept too, if
      // the one it was asked for is still the one signed in.
      event.waitUntil(keepCalls(response.clone(), calls, batch, askedFor).catch(() => undefined));
      return response;
    });
    // The worker lives until the network has answered, even once the page has the kept answer.
    event.waitUntil(
      network.then(
        () => undefined,
        () => undefined,
      ),
    );
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_SECONDS * 1000));
    const first = await Promise.race([network.catch(() => null), timeout]);
    if (first && !isUnreachableStatus(first.status)) return first;
    // Gone, unreachable or slow: the kept answer if there is one, else go on waiting for the network.
    return (await answerFromKept(calls, batch)) ?? first ?? network;
  },
);

async function keepCalls(response: Response, calls: TrpcCall[], batch: boolean, askedFor: string): Promise<void> {
  if (!response.ok) return;
  const parts = splitAnswer(await response.json(), calls.length, batch);
  if (!parts) return;
  const now = await signedIn();
  const cache = await caches.open(CACHES.data);
  const asked: string[] = [];
  await Promise.all(
    calls.map(async (call, i) => {
      const part = parts[i];
      if (!isOfflineRead(call) || !isResult(part)) return;
      const owner = keptForOf(call, part, askedFor, now);
      if (owner === null) return;
      const key = callKey(self.location.origin, call);
      if (owner === askedFor) asked.push(key);
      await cache.put(
        key,
        new Response(JSON.stringify(part), {
          headers: { 'content-type': 'application/json', [KEPT_FOR_HEADER]: owner },
        }),
      );
      await dataExpiration.updateTimestamp(key);
    }),
  );
  // Who is signed in changed while these were written: what was kept for whom it was asked for
  // goes (the app deletes it too).
  if (!mayKeep(askedFor, await signedIn())) await Promise.all(asked.map((key) => cache.delete(key)));
  await dataExpiration.expireEntries();
}

/** The batch's answer from the calls kept for the one signed in (the others as failed), or null when none is. */
async function answerFromKept(calls: TrpcCall[], batch: boolean): Promise<Response | null> {
  const cache = await caches.open(CACHES.data);
  const now = await signedIn();
  const parts: unknown[] = [];
  let kept = 0;
  // Read once, and only if a catalogue call was not kept as such (a product never opened).
  let catalogue: Promise<CatalogueItem[] | null> | null = null;
  for (const call of calls) {
    const found = isOfflineRead(call) ? await cache.match(callKey(self.location.origin, call)) : undefined;
    const hit = found && mayShow(found.headers.get(KEPT_FOR_HEADER), now) ? found : undefined;
    let part: unknown = hit ? await hit.json() : null;
    if (part === null && isCatalogueCall(call)) {
      catalogue ??= keptCatalogue();
      const items = await catalogue;
      part = items ? callFromCatalogue(call, items) : null;
    }
    if (part !== null) kept += 1;
    parts.push(part ?? unavailablePart(call));
  }
  if (kept === 0) return null;
  // 207, as tRPC answers a batch some of whose calls failed.
  const status = kept === calls.length ? 200 : 207;
  return keptJson(batch ? parts : parts[0], status);
}
