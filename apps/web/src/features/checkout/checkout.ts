// The checkout's rules, as pure functions (unit tested in Node): which step may be opened, when
// PLACE YOUR ORDER is enabled, and what a failed order means to the buyer. (Pickup windows are
// written by features/orders/pickupText.ts, on the warehouse's clock.)
import type { ErrorCode } from '@wholesale/contract';
import type { RouterOutputs } from '@wholesale/api';
import { CHECKOUT_AGREEMENTS } from '@wholesale/rules/checks';
import type { ErrorParams } from '../../lib/failure';
import { readFailure } from '../../lib/failure';

/** The order as the server took it (the thank-you page). */
export type PlacedOrder = RouterOutputs['orders']['place'];
/** The pickup days with their open windows and deposit due days. */
export type PickupDays = RouterOutputs['orders']['pickupSlots'];

export type Step = 0 | 1 | 2;

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
  return (
    s.signedIn &&
    s.lines > 0 &&
    s.unavailable === 0 &&
    s.hasWindow &&
    !s.placing &&
    s.agreed.length === CHECKOUT_AGREEMENTS &&
    s.agreed.every(Boolean)
  );
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
  | 'delivery'
  | 'orderingPaused';

/** The server's codes (@wholesale/contract's error-codes.ts) of the failures a buyer can act on. */
const KNOWN: Readonly<Partial<Record<ErrorCode, FailureKey>>> = {
  'orders.emptyCart': 'emptyCart',
  'orders.unavailable': 'unavailable',
  'orders.unavailableUnnamed': 'unavailable',
  'orders.quantity': 'quantity',
  'orders.orderTotal': 'orderTotal',
  // The calendar's refusal (a holiday, a day staff closed), told apart from a slot no longer offered.
  'orders.pickupDayClosed': 'pickupClosed',
  'orders.pickupUnavailable': 'pickup',
  'orders.keyReused': 'keyReused',
  'orders.inFlight': 'inFlight',
  'orders.deliveryUnavailable': 'delivery',
  // Staff paused the company's ordering: the server's words (with our phone) say to call us.
  'orders.orderingPaused': 'orderingPaused',
};

export interface Failure {
  key: FailureKey;
  /** the failure is about the cart or the slot: the buyer goes back to the summary to fix it */
  backToSummary: boolean;
  /** a new attempt (new idempotency key) is needed: the request itself was refused */
  newAttempt: boolean;
  /** the server's code of a refusal (4xx), with its params: the page words a 'refused' by it */
  code: ErrorCode | null;
  params: ErrorParams | null;
  /** the server's words for a refusal: shown only when the page has no text for its code */
  message: string | null;
}

/** Whether the failure left the order unsent (the buyer's side or ours), refused, or still going. */
export type FailureKind = 'notSent' | 'notPlaced' | 'stillPlacing';

export function failureKind(key: FailureKey): FailureKind {
  if (key === 'inFlight') return 'stillPlacing';
  return key === 'network' || key === 'offline' || key === 'server' ? 'notSent' : 'notPlaced';
}

/**
 * What may be said after the failure's reason: 'safe', that nothing was charged and trying again is
 * safe, only when the order never reached a verdict (unsent, or our fault), since the same attempt
 * cannot place it twice; 'charged', only that nothing was charged, after a refusal (a 4xx such as a
 * viewer's 403), where the same order would be refused again; null while it may still be placed,
 * or when the refusal's own words (ordering paused, with our phone) are all there is to say.
 */
export function afterFailure(f: Pick<Failure, 'key'>): 'safe' | 'charged' | null {
  const kind = failureKind(f.key);
  if (kind === 'notSent') return 'safe';
  if (kind === 'stillPlacing' || f.key === 'orderingPaused') return null;
  return 'charged';
}

/**
 * What a failed PLACE YOUR ORDER means. `online` is the browser's navigator.onLine when it failed:
 * an unanswered request from a device that knows it is offline was never sent.
 */
export function placeFailure(err: unknown, online = true): Failure {
  const f = readFailure(err);
  const plain = { backToSummary: false, newAttempt: false, code: null, params: null, message: null };
  if (f.status === null) return { ...plain, key: online ? 'network' : 'offline' };
  if (f.status === 401) return { ...plain, key: 'signIn' };
  if (f.status >= 500) return { ...plain, key: 'server' };
  const said = { code: f.code, params: f.params, message: f.message };
  const key = f.code === null ? undefined : KNOWN[f.code];
  if (key === 'inFlight') return { ...plain, ...said, key };
  if (key) return { ...said, key, backToSummary: key !== 'delivery' && key !== 'orderingPaused', newAttempt: true };
  // A refusal the checkout has no step for: its words by its code, which say what to change.
  return { ...said, key: f.code || f.message ? 'refused' : 'server', backToSummary: false, newAttempt: true };
}

/** A fresh key for one checkout attempt: every retry of that attempt sends the same key. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
