import { KEEP_CATALOGUE } from '../../sw/catalogue';
import { CACHES, KEPT_FOR_HEADER, OWNER_RECORD } from '../../sw/rules';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import type { AuthState } from '../auth-state/auth';
import { DRAFT_KEY_PREFIX, OWNER_KEY } from './wanted';
import { whenIdle } from '../../lib/idle';

// The service worker keeps a signed-in buyer's answers (prices, orders, usual items) for reading
// offline; it never sees the session, whose cookie is httpOnly (src/sw/rules.ts). The app can:
// whenever the one signed in changes (sign-in, sign-out, a session that ended elsewhere), it first
// tells the worker (the owner cache), which from then on keeps no answer asked for the one before,
// even one still on its way, and shows none of theirs; then every kept answer not kept for the new
// owner is deleted, so nothing of one buyer outlives their session on this phone. Answers kept for
// the new owner stay: with two tabs open, or a page left mid-way, the same change can be noted
// twice, and the second note must not delete what the worker kept for them in between. An order
// kept on the phone for want of a connection (features/checkout/draft.ts) is the buyer's too: it
// goes with them, unsent (their cart, a cookie, stays for when they sign in again).

export { OWNER_KEY };

/** Who the auth state says is signed in, or null while that is not known for sure. */
export function ownerOf(state: AuthState): string | null {
  if (state.status === 'signedIn') return String(state.user.id);
  // A failed probe (offline, the server away) says nothing of the session: keep what is kept.
  if (state.status === 'guest' && !state.error) return 'guest';
  return null;
}

/**
 * Notes who is signed in; when it is not whom the cache was kept for (or the worker was told of
 * someone else), the worker is told, then the cache goes. Resolves once it has gone (sign-out
 * waits for it: a shared phone must not keep the buyer's data).
 */
export async function noteOwner(
  owner: string | null,
  storage: OwnerStorage = browserStorage,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (owner === null) return;
  // (No Cache Storage: no worker, nothing kept to tell apart.)
  const told = cacheStorage ? await workerOwner(cacheStorage) : owner;
  if (storage.read(OWNER_KEY) === owner && told === owner) return;
  // The worker first: an answer for the one before that arrives from here on is not kept.
  if (cacheStorage) await tellWorker(owner, cacheStorage).catch(() => undefined);
  // Deleted before the new owner is written: a crash in between deletes again next time.
  if (cacheStorage) await forgetAnswersNotFor(owner, cacheStorage).catch(() => undefined);
  for (const key of storage.keys())
    if (key.startsWith(DRAFT_KEY_PREFIX) && key !== `${DRAFT_KEY_PREFIX}${owner}`) storage.remove(key);
  storage.write(OWNER_KEY, owner);
  // The catalogue kept is at the one before's prices (or none): the new one's is kept now.
  if (cacheStorage && typeof window !== 'undefined') whenIdle(keepCatalogue, 10_000, 3000);
}

/**
 * Asks the worker to keep the whole catalogue for the one now signed in (src/sw/catalogue.ts,
 * KEEP_CATALOGUE). It also keeps it by itself once installed, and after a page load when stale.
 */
function keepCatalogue(): void {
  void navigator.serviceWorker?.ready.then((r) => r.active?.postMessage(KEEP_CATALOGUE));
}

/**
 * Deletes every kept answer but those kept for `owner` (src/sw/rules.ts, KEPT_FOR_HEADER): the
 * reads kept one by one, and the whole catalogue kept at their prices (src/sw/catalogue.ts).
 */
async function forgetAnswersNotFor(owner: string, cacheStorage: CacheStorage): Promise<void> {
  await Promise.all([CACHES.data, CACHES.catalogue].map((name) => forgetIn(name, owner, cacheStorage)));
}

async function forgetIn(name: string, owner: string, cacheStorage: CacheStorage): Promise<void> {
  if (!(await cacheStorage.has(name))) return;
  const cache = await cacheStorage.open(name);
  const keys = await cache.keys();
  await Promise.all(
    keys.map(async (key) => {
      const kept = await cache.match(key, { ignoreVary: true });
      if (kept?.headers.get(KEPT_FOR_HEADER) !== owner) await cache.delete(key, { ignoreVary: true });
    }),
  );
}

/** Whom the worker was last told is signed in (null when never). */
async function workerOwner(cacheStorage: CacheStorage): Promise<string | null> {
  try {
    const record = await cacheStorage.match(OWNER_RECORD, { cacheName: CACHES.owner });
    return record ? await record.text() : null;
  } catch {
    return null;
  }
}

/** Tells the service worker who is signed in (src/sw/rules.ts, OWNER_RECORD). */
async function tellWorker(owner: string, cacheStorage: CacheStorage): Promise<void> {
  const cache = await cacheStorage.open(CACHES.owner);
  await cache.put(OWNER_RECORD, new Response(owner, { headers: { 'content-type': 'text/plain' } }));
}

/** The little of localStorage this needs (tests pass a map). */
export interface OwnerStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  keys(): string[];
  remove(key: string): void;
}

const browserStorage: OwnerStorage = {
  read: readStorage,
  write: writeStorage,
  keys: storageKeys,
  remove: removeStorage,
};
