import { useEffect, useState } from 'react';
import { storageKeys } from '../../lib/storage';
import { useUpdateReady } from './updates';

// Whether the page needs the service worker's notices (OfflineStatus: the new version's prompt,
// an order kept on the phone). In the first load, and small: a visit with nothing waiting loads
// none of their code or words.

/** The start of every kept order's storage key (features/checkout/draft.ts: one per buyer). */
export const DRAFT_KEY_PREFIX = 'wholesale.order-draft.v1.';

/**
 * Whose answers the service worker's cache holds (features/offline/private-data.ts): a user id,
 * 'guest', or nothing yet. Here, in the first load, because the auth store reads it too.
 */
export const OWNER_KEY = 'wholesale.offline.owner';

/** Whether an order is kept on this phone, for any buyer (the sender checks whose). */
function anyDraft(): boolean {
  return storageKeys().some((key) => key.startsWith(DRAFT_KEY_PREFIX));
}

/** True once a new version is ready, or while an order is kept (looked for on every page). */
export function useOfflinePartsWanted(pathname: string): boolean {
  const updateReady = useUpdateReady();
  const [draft, setDraft] = useState(false);
  useEffect(() => {
    if (anyDraft()) setDraft(true);
  }, [pathname]);
  return updateReady || draft;
}
