// The checkout's rules, as pure functions (unit tested in Node): which step may be opened, when
// PLACE YOUR ORDER is enabled, and what a failed order means to the buyer. (Pickup windows are
// written by features/account/pickupText.ts, on the warehouse's clock.)
import { describeFailure } from '../account/errors';

export type Step = 0 | 1 | 2;
export const STEPS: readonly Step[] = [0, 1, 2];

/** Back by click, never forward; and nothing after the thank-you page. */
export function canOpenStep(current: Step, target: Step): boolean {
  return current !== 2 && target < current;
}

export interface PlaceState {
  agreed: readonly boolean[];
  /** lines that can be ordered (available, priced) */
  lines: number;
  /** lines no longer sold, still in the cart */
  unavailable: number;
  signedIn: boolean;
  hasWindow: boolean;
  placing: boolean;
}

/** The spec: signed in, a non-empty cart and all three agreements; and ours: a window, nothing stale. */
export function canPlace(s: PlaceState): boolean {
  return s.signedIn && s.lines > 0 && s.unavailable === 0 && s.hasWindow && !s.placing && s.agreed.length === 3 && s.agreed.every(Boolean);
}

export type FailureKey =
  | 'network'
  | 'offline'
  | 'server'
  | 'signIn'
  | 'emptyCart'
  | 'unavailable'
  | 'quantity'
  | 'orderTotal'
  | 'pickup'
  | 'pickupClosed'
  | 'refused'
  | 'keyReused'
  | 'inFlight'
  | 'delivery';

/** The server's words (orders/contract.ts) for the failures a buyer can act on. */
const KNOWN: readonly [RegExp, FailureKey][] = [
  [/^Your cart is empty$/, 'emptyCart'],
  [/^Some products in your cart are no longer available/, 'unavailable'],
  [/^Quantity must be/, 'quantity'],
  [/^An order can total at most/, 'orderTotal'],
  // The calendar's refusal (a holiday, a day staff closed) before the general one it starts like.
  [/^That pickup time is no longer available: the warehouse is closed on /, 'pickupClosed'],
  [/^That pickup time is no longer available/, 'pickup'],
  [/^This checkout was already placed with a different cart/, 'keyReused'],
  [/^Your order is still being placed/, 'inFlight'],
  [/^Delivery is currently unavailable/, 'delivery'],
];

export interface Failure {
  key: FailureKey;
  /** the failure is about the cart or the slot: the buyer goes back to the summary to fix it */
  backToSummary: boolean;
  /** a new attempt (new idempotency key) is needed: the request itself was refused */
  newAttempt: boolean;
  /** the server's words for a refusal (4xx): shown as they are when the page has none of its own */
  message: string | null;
}

/** Whether the failure left the order unsent (the buyer's side or ours), refused, or still going. */
export type FailureKind = 'notSent' | 'notPlaced' | 'stillPlacing';

export function failureKind(key: FailureKey): FailureKind {
  if (key === 'inFlight') return 'stillPlacing';
  return key === 'network' || key === 'offline' || key === 'server' ? 'notSent' : 'notPlaced';
}

/**
 * What a failed PLACE YOUR ORDER means. `online` is the browser's navigator.onLine when it failed:
 * an unanswered request from a device that knows it is offline was never sent.
 */
export function placeFailure(err: unknown, online = true): Failure {
  const f = describeFailure(err);
  const plain = { backToSummary: false, newAttempt: false, message: null };
  if (f.status === null) return { ...plain, key: online ? 'network' : 'offline' };
  if (f.status === 401) return { ...plain, key: 'signIn' };
  if (f.status >= 500) return { ...plain, key: 'server' };
  const key = KNOWN.find(([pattern]) => f.message !== null && pattern.test(f.message))?.[1];
  if (key === 'inFlight') return { ...plain, key, message: f.message };
  if (key) return { key, backToSummary: key !== 'delivery', newAttempt: true, message: f.message };
  // A refusal we have no words for: the server's own, which says what to change.
  return { key: f.message ? 'refused' : 'server', backToSummary: false, newAttempt: true, message: f.message };
}

/** A fresh key for one checkout attempt: every retry of that attempt sends the same key. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
