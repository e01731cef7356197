import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

const CONSENT_STORAGE_KEY = 'accepted';

const listeners = new Set<() => void>();

export function hasAcceptedCookies(): boolean {
  return readStorage(CONSENT_STORAGE_KEY) === 'true';
}

/** Also used by the cart's 'Accept Cookies & Add to Cart' button. */
export function acceptCookies(): void {
  writeStorage(CONSENT_STORAGE_KEY, 'true');
  for (const l of listeners) l();
}

export function useCookieConsent(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    hasAcceptedCookies,
    // The server's HTML is shared by every visitor and cannot know their answer: it shows no
    // notice, and the browser adds it (fixed at the foot: nothing moves) once the page runs.
    () => true,
  );
}
