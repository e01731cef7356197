import { CACHES } from '../../sw/rules';
import { readStorage, writeStorage } from '../../lib/storage';
import type { AuthState } from '../auth-state/auth';

// The service worker keeps a signed-in buyer's answers (prices, orders, usual items) for reading
// offline, in one cache it cannot tell apart by buyer: it never sees the session, whose cookie is
// httpOnly (src/sw/rules.ts). The app can: whenever the one signed in changes (sign-in, sign-out,
// a session that ended elsewhere), that cache is deleted, so nothing of one buyer outlives their
// session on this phone, and no guest's or other buyer's answer is shown to the next.

/** Whose answers the cache holds: a user id, 'guest', or nothing yet. */
export const OWNER_KEY = 'wholesale.offline.owner';

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
export async function noteOwner(owner: string | null, storage = { read: readStorage, write: writeStorage }, cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<boolean> {
  if (owner === null) return false;
  const before = storage.read(OWNER_KEY);
  if (before === owner) return false;
  // Deleted before the new owner is written: a crash in between deletes again next time.
  if (cacheStorage) await cacheStorage.delete(CACHES.data).catch(() => false);
  storage.write(OWNER_KEY, owner);
  return before !== null;
}
