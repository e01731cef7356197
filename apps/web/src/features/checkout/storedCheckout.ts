// What the checkout keeps on the phone (the progress in this tab, an offline order's draft) is read
// back with the same bounds as the inputs that wrote it, from a storage that may not be there.

/** the checkout attempt's idempotency key */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
/** a pickup window ('2026-11-30T08:00') */
export const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** the note for the warehouse */
export const NOTE_MAX = 500;

/** The browser's storage of that kind, or null where it cannot be used (disabled, some private modes). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
