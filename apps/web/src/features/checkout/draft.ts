// An order placed without a connection: kept on the phone with its checkout
// key until it can be sent (draftSender.ts). localStorage, not sessionStorage: a buyer in a walk-in
// cooler closes the app and opens it again outside, and the order must still go. Under the buyer's
// id, so another account on the same phone never sends it. The key makes every send of it the same
// attempt: the server places it once, however many times it is sent (the checkout's idempotency).
// No React and no network here.
import { DRAFT_KEY_PREFIX } from '../offline/wanted';
import { browserStorage, KEY_PATTERN, NOTE_MAX, SLOT_PATTERN } from './storedCheckout';

export interface DraftBody {
  order_type: 'pickup';
  cart_items: { id: number; quantity: number }[];
  pickup_slot: string;
  note?: string;
  /** the total the buyer saw: prices changed by the time it arrives, the server refuses it (orders.totalChanged) */
  expected_total_cents?: number;
  /** the launch deal's free product the buyer chose in the cart, placed with the order it came with */
  free_item_id?: number;
}

export interface OrderDraft {
  /** the checkout attempt's idempotency key */
  key: string;
  body: DraftBody;
  /** when the buyer pressed PLACE YOUR ORDER (ISO 8601) */
  savedAt: string;
}

/** Bounds of what is read back: what the checkout could have written (a note of 500, 100 lines). */
const MAX_RAW = 20_000;
const MAX_LINES = 100;
/** the largest id the server's schema takes (a Postgres integer) */
const MAX_ID = 2_147_483_647;

export function draftKey(userId: number): string {
  return `${DRAFT_KEY_PREFIX}${userId}`;
}

const local = () => browserStorage('localStorage');

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/** What was stored, checked field by field: anything unreadable is no draft, never an error. */
export function parseDraft(raw: string | null): OrderDraft | null {
  if (!raw || raw.length > MAX_RAW) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const v = value as Partial<OrderDraft> | null;
  const body = v?.body as Partial<DraftBody> | undefined;
  if (typeof v?.key !== 'string' || !KEY_PATTERN.test(v.key) || typeof v.savedAt !== 'string' || v.savedAt.length > 40)
    return null;
  if (
    !body ||
    body.order_type !== 'pickup' ||
    typeof body.pickup_slot !== 'string' ||
    !SLOT_PATTERN.test(body.pickup_slot)
  )
    return null;
  const lines = body.cart_items;
  if (
    !Array.isArray(lines) ||
    lines.length === 0 ||
    lines.length > MAX_LINES ||
    !lines.every((l) => isWhole(l?.id) && isWhole(l?.quantity))
  )
    return null;
  if (body.note !== undefined && (typeof body.note !== 'string' || body.note.length > NOTE_MAX)) return null;
  const expected = body.expected_total_cents;
  if (expected !== undefined && !(typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0))
    return null;
  const free = body.free_item_id;
  if (free !== undefined && !(isWhole(free) && free <= MAX_ID)) return null;
  return {
    key: v.key,
    savedAt: v.savedAt,
    body: {
      order_type: 'pickup',
      cart_items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      pickup_slot: body.pickup_slot,
      ...(body.note ? { note: body.note } : {}),
      ...(expected === undefined ? {} : { expected_total_cents: expected }),
      ...(free === undefined ? {} : { free_item_id: free }),
    },
  };
}

export function readDraft(userId: number, storage: Storage | null = local()): OrderDraft | null {
  try {
    return parseDraft(storage?.getItem(draftKey(userId)) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the phone would not keep it (full or disabled storage). */
export function saveDraft(userId: number, draft: OrderDraft, storage: Storage | null = local()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(draftKey(userId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(userId: number, storage: Storage | null = local()): void {
  try {
    storage?.removeItem(draftKey(userId));
  } catch {
    // nothing kept, nothing to clear
  }
}
