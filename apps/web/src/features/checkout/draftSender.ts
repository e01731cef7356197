import { loadApi } from '../../lib/api';
import { createStore, useStore } from '../../ui/store';
import { queryClient } from '../../lib/queryClient';
import { cart, getCart } from '../cart/cart';
import { failureKind, placeFailure, type Failure, type PlacedOrder } from './checkout';
import { clearDraft, readDraft, saveDraft, type OrderDraft } from './draft';
import { clearProgress } from './progress';
import { invalidateCatalogue } from '../catalogue/queries';

// Sends the order kept on the phone (draft.ts) once there is a connection: on
// the browser's online event, when the buyer comes back to the app (focus, a visible page), when
// the buyer asks, and on a timer while it waits (3 s, 10 s, then every 30 s: a lost answer on a
// working connection goes through at once, a dead one is not hammered). Safari has no Background
// Sync, so the page does it while it is open, and the next opening of the app does it otherwise. One send at a time; every
// send carries the same checkout key, so the server places the order once. Loaded by the checkout
// when it keeps a draft, and by the app's shell when it finds one (features/offline/OfflineStatus).

export type DraftState =
  | { status: 'none' }
  | { status: 'waiting'; draft: OrderDraft }
  | { status: 'sending'; draft: OrderDraft }
  | { status: 'placed'; draft: OrderDraft; order: PlacedOrder }
  | { status: 'refused'; draft: OrderDraft; failure: Failure };

/** While an order waits, it is sent again after these delays, the last one repeating. */
export const RETRY_DELAYS_MS = [3_000, 10_000, 30_000] as const;

type Place = (input: OrderDraft['body'] & { idempotency_key: string }) => Promise<PlacedOrder>;
const placeByApi: Place = async (input) => (await loadApi()).orders.place.mutate(input);

const draftState = createStore<DraftState>({ status: 'none' });
const set = draftState.set;
let owner: number | null = null;
let place: Place = placeByApi;
let sending: Promise<void> | null = null;
let stopTriggers: (() => void) | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;

export function getDraftState(): DraftState {
  return draftState.get();
}

export function useDraftState(): DraftState {
  return useStore(draftState);
}

/** The same lines, whatever their order: the cart is still the order that was kept. */
function sameLines(
  a: readonly { id: number; quantity: number }[],
  b: readonly { id: number; quantity: number }[],
): boolean {
  const key = (lines: readonly { id: number; quantity: number }[]) =>
    [...lines]
      .sort((x, y) => x.id - y.id)
      .map((l) => `${l.id}x${l.quantity}`)
      .join(',');
  return key(a) === key(b);
}

/** One send of the kept order, unless one is under way. */
export function sendDraft(): Promise<void> {
  sending ??= sendOnce().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendOnce(): Promise<void> {
  if (owner === null) return;
  const userId = owner;
  const draft = readDraft(userId);
  if (!draft) {
    const { status } = getDraftState();
    if (status === 'waiting' || status === 'sending') set({ status: 'none' });
    return;
  }
  set({ status: 'sending', draft });
  try {
    const order = await place({ ...draft.body, idempotency_key: draft.key });
    clearDraft(userId);
    clearProgress(userId);
    // The spec empties the cart after an order; a cart the buyer has changed since is theirs to keep.
    if (sameLines(getCart(), draft.body.cart_items)) cart.clear();
    void queryClient.invalidateQueries();
    invalidateCatalogue();
    stopWatching();
    set({ status: 'placed', draft, order });
  } catch (err) {
    const failure = placeFailure(err, typeof navigator === 'undefined' ? true : navigator.onLine);
    const kind = failureKind(failure.key);
    // Not sent (no connection, the server away) or still being placed by another send: wait.
    if (kind === 'notSent' || kind === 'stillPlacing') {
      set({ status: 'waiting', draft });
      scheduleRetry();
      return;
    }
    // Refused (a slot gone, an item no longer sold, prices changed, signed out): the buyer
    // decides; the cart stays, shown at the server's prices again, not those the phone kept.
    clearDraft(userId);
    stopWatching();
    void queryClient.invalidateQueries();
    invalidateCatalogue();
    set({ status: 'refused', draft, failure });
  }
}

/** The next timed send, after the delay for how many have failed so far. */
function scheduleRetry(): void {
  if (!stopTriggers) return;
  if (retryTimer !== null) clearTimeout(retryTimer);
  const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)]!;
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void sendDraft();
  }, delay);
}

function stopWatching(): void {
  stopTriggers?.();
  stopTriggers = null;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retries = 0;
}

/**
 * Starts sending `userId`'s kept order, if there is one (at once, unless `justFailed`: then after
 * the first delay), and keeps trying until it is placed or refused. Another buyer signed in on this
 * phone stops the previous one's sends.
 */
export function watchDraft(userId: number, justFailed = false): void {
  if (owner !== userId) {
    stopWatching();
    owner = userId;
    set({ status: 'none' });
  }
  const draft = readDraft(userId);
  if (!draft) return;
  if (!stopTriggers) {
    const again = () => void sendDraft();
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', onVisible);
    stopTriggers = () => {
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }
  if (justFailed) {
    set({ status: 'waiting', draft });
    scheduleRetry();
  } else void sendDraft();
}

/** Keeps an order that could not be sent, and sends it once it can. False: the phone would not keep it. */
export function keepDraft(userId: number, draft: OrderDraft): boolean {
  if (!saveDraft(userId, draft)) return false;
  watchDraft(userId, true);
  return true;
}

/** The buyer asks for a send now (the waiting notice's button). */
export function sendDraftNow(): void {
  void sendDraft();
}

/** The buyer does not want it sent after all: the order is forgotten, the cart stays. */
export function cancelDraft(): void {
  if (owner !== null) clearDraft(owner);
  stopWatching();
  set({ status: 'none' });
}

/** The placed or refused order has been shown to the buyer. */
export function acknowledgeDraft(): void {
  const { status } = getDraftState();
  if (status === 'placed' || status === 'refused') set({ status: 'none' });
}

/** For tests: how orders are placed, and a fresh start. */
export function setPlaceForTests(fake: Place | null): void {
  place = fake ?? placeByApi;
  stopWatching();
  owner = null;
  sending = null;
  set({ status: 'none' });
}
