import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import type { TranslationFunctions } from '@wholesale/i18n';
import {
  CONFIRMED_ORDER_STATUSES,
  DEFAULT_ORDER_STATUS,
  formatUsd,
  lineAmount,
  orderAmounts,
  toCents,
  ORDER_CANCELLED_STATUS,
  ORDER_LINE_MAX_QUANTITY,
} from '@wholesale/rules';
import { dateLocale, formatPacificMoment, formatPickupWindow } from '../../lib/pickupText';
import { quantityText } from './orders';
import { pastName } from './reorder';

// Changing an order before its cutoff, as pure functions: the editor's state and its
// steps, the `orders.change` payload built from it (its idempotency key: lib/attempt.ts), and
// the words of the order's revisions. Unit tested in orderChange.test.ts.

export type OrderDetail = RouterOutputs['orders']['detail'];
export type OrderRevision = OrderDetail['revisions'][number];
export type ChangeInput = RouterInputs['orders']['change'];

/** One line of the editor: a line of the order, or a product the buyer added. */
export interface EditorLine {
  item_id: number;
  name: string;
  name_ko: string;
  spec: string;
  quantity: number;
  /** US dollars per box (per lb for catch weight): the order's price, or the buyer's price now for a new line */
  unit_price: number;
  /** lbs per pack (a catch-weight line's estimate) */
  avg_weight: number;
  /** the product is not on the order yet */
  added: boolean;
}

/** A pickup window the buyer chose in the editor. */
export interface ChosenWindow {
  /** the window's id, '2026-11-30T10:00' (Los Angeles) */
  slot: string;
  /** ISO 8601 instant of its start */
  start: string;
}

export interface EditorState {
  lines: EditorLine[];
  /** null: the order's own window */
  pickup: ChosenWindow | null;
  note: string;
}

/** The editor as it opens: the order's lines, its window, its note. */
export function editorFrom(order: Pick<OrderDetail, 'lines' | 'note'>): EditorState {
  return {
    lines: order.lines.map((l) => ({
      item_id: l.item_id,
      name: l.name,
      name_ko: l.name_ko,
      spec: l.spec,
      quantity: l.quantity,
      unit_price: l.unit_price,
      avg_weight: l.avg_weight,
      added: false,
    })),
    pickup: null,
    note: order.note ?? '',
  };
}

const clampQuantity = (n: number) => Math.min(ORDER_LINE_MAX_QUANTITY, Math.max(1, Math.round(n)));

/** Another quantity for a line (kept within 1 to 999). */
export function setQuantity(state: EditorState, itemId: number, quantity: number): EditorState {
  return {
    ...state,
    lines: state.lines.map((l) => (l.item_id === itemId ? { ...l, quantity: clampQuantity(quantity) } : l)),
  };
}

/** Removes a line; null when it is the last one (an order keeps at least one product: cancel it instead). */
export function removeLine(state: EditorState, itemId: number): EditorState | null {
  const lines = state.lines.filter((l) => l.item_id !== itemId);
  if (lines.length === 0) return null;
  return { ...state, lines };
}

/** A product from the catalogue, as the add box offers it. */
export interface AddableItem {
  id: number;
  name: string;
  name_ko: string;
  spec: string;
  /** the buyer's price now (member price when signed in) */
  price: number;
  /** lbs per pack */
  avg_weight: number;
}

/** Adds a product with 1 of it; a product already on the order is left as it is. */
export function addLine(state: EditorState, item: AddableItem): EditorState {
  if (state.lines.some((l) => l.item_id === item.id)) return state;
  const line: EditorLine = {
    item_id: item.id,
    name: item.name,
    name_ko: item.name_ko,
    spec: item.spec,
    quantity: 1,
    unit_price: item.price,
    avg_weight: item.avg_weight,
    added: true,
  };
  return { ...state, lines: [...state.lines, line] };
}

/**
 * The order's total as the editor stands, in cents, by the rules the server prices with (a
 * catch-weight line an estimate by its pack weight), plus the order's fee. What the buyer sees
 * while changing lines; the server prices the change when it is saved (a changed line at the
 * buyer's price of the day), and the order then shows its figures.
 */
export function editorTotal(state: EditorState, feeCents: number): { cents: number; estimated: boolean } {
  const lines = state.lines.map((l) =>
    lineAmount({ unitPriceCents: toCents(l.unit_price), spec: l.spec, avgWeight: l.avg_weight, quantity: l.quantity }),
  );
  const amounts = orderAmounts(lines, feeCents);
  return { cents: amounts.totalCents, estimated: amounts.estimated };
}

/** Whether two ISO instants are the same moment (the server and the slot list may write them differently). */
function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const ta = Date.parse(a);
  return !Number.isNaN(ta) && ta === Date.parse(b);
}

/** The slot id of the window among `windows` that starts when the order's does, or null when none is offered. */
export function offeredSlot(pickupStart: string | null, windows: readonly ChosenWindow[]): string | null {
  return windows.find((w) => sameInstant(w.start, pickupStart))?.slot ?? null;
}

/** What the change sends, without its key: every line, and the window and note only when they differ. */
export type ChangeBody = Omit<ChangeInput, 'idempotency_key'>;

export function changeBody(
  order: Pick<OrderDetail, 'id' | 'lines' | 'pickup_start' | 'note' | 'revision'>,
  state: EditorState,
): ChangeBody {
  const note = state.note.trim();
  const moved = state.pickup !== null && !sameInstant(state.pickup.start, order.pickup_start);
  return {
    orderId: order.id,
    cart_items: state.lines.map((l) => ({ id: l.item_id, quantity: l.quantity })),
    ...(moved && state.pickup ? { pickup_start: state.pickup.slot } : {}),
    ...(note !== (order.note ?? '').trim() ? { note } : {}),
    revision: order.revision,
  };
}

/** Whether the editor differs from the order at all (lines, quantities, window or note). */
export function hasChanges(
  order: Pick<OrderDetail, 'id' | 'lines' | 'pickup_start' | 'note' | 'revision'>,
  state: EditorState,
): boolean {
  const body = changeBody(order, state);
  if (body.pickup_start !== undefined || body.note !== undefined) return true;
  if (order.lines.length !== state.lines.length) return true;
  const before = new Map(order.lines.map((l) => [l.item_id, l.quantity]));
  return state.lines.some((l) => before.get(l.item_id) !== l.quantity);
}

// ------------------------------------------------------------------ the revisions, in words

type Words = Pick<TranslationFunctions, 'buyerOrders' | 'common'>;

/** What one revision did, line by line: "Beef short rib: 2 → 3 boxes", "Added …", "Pickup moved to …", "Note changed". */
export function revisionLines(LL: Words, locale: string, rev: OrderRevision, now: Date = new Date()): string[] {
  const H = LL.buyerOrders.history;
  if (rev.kind === 'cancel') return [rev.reason ? H.cancelledReason({ reason: rev.reason }) : H.cancelled()];
  const out: string[] = [];
  for (const l of rev.lines) {
    const name = pastName(l, locale);
    if (l.from_quantity === null && l.to_quantity !== null)
      out.push(H.added({ name, qty: quantityText(LL, l.spec, l.to_quantity) }));
    else if (l.to_quantity === null) out.push(H.removed({ name }));
    else if (l.from_quantity !== l.to_quantity)
      out.push(H.quantity({ name, from: l.from_quantity ?? 0, to: quantityText(LL, l.spec, l.to_quantity) }));
    else if (l.to_unit_price !== null) out.push(H.price({ name, price: formatUsd(l.to_unit_price) }));
  }
  if (rev.pickup) {
    const when = formatPickupWindow(
      rev.pickup.to.start,
      rev.pickup.to.end,
      dateLocale(locale),
      LL.common.pacificZone(),
      now,
    );
    if (when) out.push(H.pickup({ when }));
  }
  if (rev.note) out.push(H.note());
  if (rev.total_before !== rev.total_after)
    out.push(H.total({ from: formatUsd(rev.total_before), to: formatUsd(rev.total_after) }));
  return out;
}

/** Who and when: "Wed, Nov 25 · 3:05 PM PT · by you" / "… · by our team". */
export function revisionHead(
  LL: Words,
  locale: string,
  rev: Pick<OrderRevision, 'by' | 'changed_at'>,
  now: Date = new Date(),
): string {
  const H = LL.buyerOrders.history;
  const when = formatPacificMoment(rev.changed_at, dateLocale(locale), LL.common.pacificZone(), now);
  return H.head({ when, who: rev.by === 'admin' ? H.byTeam() : H.byYou() });
}

/** Newest first. */
export function newestRevisionsFirst<T extends Pick<OrderRevision, 'revision'>>(revisions: readonly T[]): T[] {
  return [...revisions].sort((a, b) => b.revision - a.revision);
}

// ------------------------------------------------------------------ what the order says about changing it

export type ChangeState =
  /** pending, before its cutoff: the buyer may change or cancel it */
  | { kind: 'open'; cutoff: string | null }
  /** pending, but past its cutoff */
  | { kind: 'closed'; cutoff: string | null }
  /** pending, but its cutoff had passed when it was placed: it never took changes online */
  | { kind: 'locked' }
  /** the warehouse has it (contacted, quote sent, order placed) */
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  /** complete, declined, or anything else: nothing to say */
  | { kind: 'settled' };

export function changeState(
  order: Pick<OrderDetail, 'order_status' | 'changeable' | 'cutoff_at'> & { locked_when_placed?: boolean },
): ChangeState {
  const status = order.order_status;
  if (status === DEFAULT_ORDER_STATUS) {
    if (order.changeable) return { kind: 'open', cutoff: order.cutoff_at };
    // Never "Changes closed Wed" on an order placed the Saturday after: it never was open.
    return order.locked_when_placed ? { kind: 'locked' } : { kind: 'closed', cutoff: order.cutoff_at };
  }
  if (status === ORDER_CANCELLED_STATUS) return { kind: 'cancelled' };
  if ((CONFIRMED_ORDER_STATUSES as readonly string[]).includes(status)) return { kind: 'confirmed' };
  return { kind: 'settled' };
}

/**
 * "Changes until Wed, Nov 25 · 5:00 PM PT" / "Changes closed …" for a pending order, "This order
 * cannot be changed online" for one whose cutoff had passed when it was placed; null otherwise.
 */
export function cutoffText(LL: Words, locale: string, state: ChangeState, now: Date = new Date()): string | null {
  if (state.kind === 'locked') return LL.buyerOrders.cannotChangeOnline();
  if ((state.kind !== 'open' && state.kind !== 'closed') || !state.cutoff) return null;
  const O = LL.buyerOrders;
  const when = formatPacificMoment(state.cutoff, dateLocale(locale), LL.common.pacificZone(), now);
  return state.kind === 'open' ? O.changesUntil({ when }) : O.changesClosed({ when });
}
