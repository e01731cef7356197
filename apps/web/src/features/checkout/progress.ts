// Where the buyer is in the checkout, kept across a reload: a phone reloads a
// page when it comes back from another app or the network changes, and the buyer should not have
// to find their step, window and ticks again. Kept in sessionStorage (this tab only, gone when it
// closes), under the signed-in user's id so another account in the same tab starts afresh, and
// removed once the order is placed. The checkout attempt's idempotency key is kept with it: a retry
// after a reload sends the same key, so an order the server already took is returned, never doubled.
import { browserStorage, KEY_PATTERN, NOTE_MAX, SLOT_PATTERN } from './storedCheckout';

type ProgressStep = 0 | 1;

export interface CheckoutProgress {
  /** the step open: the summary (0) or the payment (1); the thank-you page is never restored */
  step: ProgressStep;
  /** the pickup window chosen ('2026-11-30T08:00'), null: the earliest on offer */
  slot: string | null;
  /** the note for the warehouse */
  note: string;
  /** the three agreements of the payment step */
  agreed: readonly [boolean, boolean, boolean];
  /** the checkout attempt: its key, and the request it was made for */
  attempt: { key: string; signature: string } | null;
}

export const EMPTY_PROGRESS: CheckoutProgress = {
  step: 0,
  slot: null,
  note: '',
  agreed: [false, false, false],
  attempt: null,
};

const PREFIX = 'wholesale.checkout.v1.';
/** the longest request signature read back (the other bounds are the inputs', storedCheckout.ts) */
const SIGNATURE_MAX = 100_000;

export function progressKey(userId: number): string {
  return `${PREFIX}${userId}`;
}

const session = () => browserStorage('sessionStorage');

/** What was stored, each field checked: anything unreadable is its empty value, never an error. */
export function parseProgress(raw: string | null): CheckoutProgress {
  if (!raw) return EMPTY_PROGRESS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_PROGRESS;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_PROGRESS;
  const v = value as Record<string, unknown>;
  const agreed =
    Array.isArray(v.agreed) && v.agreed.length === 3 && v.agreed.every((a) => typeof a === 'boolean')
      ? (v.agreed as [boolean, boolean, boolean])
      : EMPTY_PROGRESS.agreed;
  const a = v.attempt as Record<string, unknown> | null | undefined;
  const attempt =
    a &&
    typeof a.key === 'string' &&
    KEY_PATTERN.test(a.key) &&
    typeof a.signature === 'string' &&
    a.signature.length <= SIGNATURE_MAX
      ? { key: a.key, signature: a.signature }
      : null;
  return {
    step: v.step === 1 ? 1 : 0,
    slot: typeof v.slot === 'string' && SLOT_PATTERN.test(v.slot) ? v.slot : null,
    note: typeof v.note === 'string' ? v.note.slice(0, NOTE_MAX) : '',
    agreed,
    attempt,
  };
}

export function readProgress(userId: number, storage: Storage | null = session()): CheckoutProgress {
  try {
    return parseProgress(storage?.getItem(progressKey(userId)) ?? null);
  } catch {
    return EMPTY_PROGRESS;
  }
}

/** Changes part of the stored progress (read, merged, written: each part has one writer on the page). */
export function saveProgress(
  userId: number,
  patch: Partial<CheckoutProgress>,
  storage: Storage | null = session(),
): void {
  try {
    storage?.setItem(progressKey(userId), JSON.stringify({ ...readProgress(userId, storage), ...patch }));
  } catch {
    // Full or disabled storage: the checkout works, a reload just starts it again.
  }
}

/** The order is placed: nothing of this checkout should come back. */
export function clearProgress(userId: number, storage: Storage | null = session()): void {
  try {
    storage?.removeItem(progressKey(userId));
  } catch {
    // as above
  }
}
