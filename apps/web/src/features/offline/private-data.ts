import { CACHES } from '../../sw/rules';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import type { AuthState } from '../auth-state/auth';
import { DRAFT_KEY_PREFIX, OWNER_KEY } from './wanted';

// The service worker keeps a signed-in buyer's answers (prices, orders, usual items) for reading
// offline, in one cache it cannot tell apart by buyer: it never sees the session, whose cookie is
// httpOnly (src/sw/rules.ts). The app can: whenever the one signed in changes (sign-in, sign-out,
// a session that ended elsewhere), that cache is deleted, so nothing of one buyer outlives their
// session on this phone, and no guest's or other buyer's answer is shown to the next. An order kept
// on the phone for want of a connection (features/checkout/draft.ts) is the buyer's too: it goes
// with them, unsent (their cart, a cookie, stays for when they sign in again).

export { OWNER_KEY };

/** Who the auth state says is signed in, or null while that is not known for sure. */
export function ownerOf(state: AuthState): string | null {
  if (state.status === 'signedIn') return String(state.user.id);
  // A failed probe (offline, the server away) says nothing of the session: keep what is kept.
  if (state.status === 'guest' && !state.error) return 'guest';
  return null;
}

/**
 * Notes who is signed in; when it is not whom the cache was kept for, the cache goes first.
 * Resolves once it has gone (sign-out waits for it: a shared phone must not keep the buyer's data).
 */
export async function noteOwner(owner: string | null, storage: OwnerStorage = browserStorage, cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (owner === null || storage.read(OWNER_KEY) === owner) return;
  // Deleted before the new owner is written: a crash in between deletes again next time.
  if (cacheStorage) await cacheStorage.delete(CACHES.data).catch(() => false);
  for (const key of storage.keys()) if (key.startsWith(DRAFT_KEY_PREFIX) && key !== `${DRAFT_KEY_PREFIX}${owner}`) storage.remove(key);
  storage.write(OWNER_KEY, owner);
}

/** The little of localStorage this needs (tests pass a map). */
export interface OwnerStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  keys(): string[];
  remove(key: string): void;
}

const browserStorage: OwnerStorage = { read: readStorage, write: writeStorage, keys: storageKeys, remove: removeStorage };
