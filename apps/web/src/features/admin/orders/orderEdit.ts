import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';

// The back office's line editor of one order, as pure state: a shortage (a lower
// quantity), a removed line, a substitution (another product in a line's place, with its quantity)
// and an added product; what Save sends (every line the order should have: tRPC `orders.change`'s
// cart_items) and the summary the confirmation reads. Prices are the server's: a kept line keeps
// its own, a changed or new one is priced at the buyer's price when saved.

/** A product as a line names it. */
export interface ProductRef {
  item_id: number;
  name: string;
  name_ko: string;
  spec: string;
}

/** An order line as the editor starts from it. */
export interface StartLine extends ProductRef {
  id: number;
  quantity: number;
  /** dollars per box, or per lb for catch weight */
  unit_price: number;
}

/** A product picked from the item list (a substitute, or a product to add). */
export interface PickedItem {
  id: number;
  name: string;
  name_ko: string;
  spec: string;
}

export interface EditLine {
  /** stable across edits: 'line-<order line id>', or 'new-<n>' for an added product */
  key: string;
  /** the product the line will hold (another than `from`'s after a substitution) */
  product: ProductRef;
  /** the quantity as typed */
  quantity: string;
  /** the order line it started from; null for an added product */
  from: StartLine | null;
  /** an order line marked for removal (shown struck through, with Undo) */
  removed: boolean;
}

export interface EditState {
  lines: EditLine[];
  /** the next added line's number */
  next: number;
}

const refOf = (p: ProductRef | PickedItem): ProductRef =>
  'item_id' in p
    ? { item_id: p.item_id, name: p.name, name_ko: p.name_ko, spec: p.spec }
    : { item_id: p.id, name: p.name, name_ko: p.name_ko, spec: p.spec };

/** The editor as it opens: the order's lines as they are. */
export function startEditing(lines: readonly StartLine[]): EditState {
  return {
    lines: lines.map((l) => ({
      key: `line-${l.id}`,
      product: refOf(l),
      quantity: String(l.quantity),
      from: l,
      removed: false,
    })),
    next: 1,
  };
}

const update = (state: EditState, key: string, f: (l: EditLine) => EditLine): EditState => ({
  ...state,
  lines: state.lines.map((l) => (l.key === key ? f(l) : l)),
});

export function setQuantity(state: EditState, key: string, text: string): EditState {
  return update(state, key, (l) => ({ ...l, quantity: text }));
}

/** Removes a line: an order line is marked (Undo keeps it), an added product is dropped. */
export function removeLine(state: EditState, key: string): EditState {
  const line = state.lines.find((l) => l.key === key);
  if (!line) return state;
  if (line.from === null) return { ...state, lines: state.lines.filter((l) => l.key !== key) };
  return update(state, key, (l) => ({ ...l, removed: true }));
}

export function restoreLine(state: EditState, key: string): EditState {
  return update(state, key, (l) => ({ ...l, removed: false }));
}

/** The products the order holds in the editor (removed lines too): the picker does not offer them again. */
export function productsOnOrder(state: EditState): Set<number> {
  return new Set(state.lines.map((l) => l.product.item_id));
}

/**
 * Puts `item` in the line's place, with the line's quantity (as typed). Picking the line's own
 * product back undoes the substitution; a product another line holds is refused (state unchanged):
 * one product is one line.
 */
export function substitute(state: EditState, key: string, item: PickedItem): EditState {
  const line = state.lines.find((l) => l.key === key);
  if (!line) return state;
  if (state.lines.some((l) => l.key !== key && l.product.item_id === item.id)) return state;
  const product = line.from && line.from.item_id === item.id ? refOf(line.from) : refOf(item);
  return update(state, key, (l) => ({ ...l, product, removed: false }));
}

/** Adds a product as a new line (1 unless told), unless the order holds it already. */
export function addProduct(state: EditState, item: PickedItem, quantity = 1): EditState {
  if (productsOnOrder(state).has(item.id)) return state;
  const line: EditLine = {
    key: `new-${state.next}`,
    product: refOf(item),
    quantity: String(quantity),
    from: null,
    removed: false,
  };
  return { lines: [...state.lines, line], next: state.next + 1 };
}

/** A typed quantity: a whole number from 1 to 999, else null. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= ORDER_LINE_MAX_QUANTITY ? n : null;
}

/** What the editor did to a line, for its row: as it was, another quantity, another product, added, removed. */
export type LineKind = 'kept' | 'quantity' | 'substituted' | 'added' | 'removed';

export function lineKind(line: EditLine): LineKind {
  if (line.from === null) return 'added';
  if (line.removed) return 'removed';
  if (line.product.item_id !== line.from.item_id) return 'substituted';
  return parseQuantity(line.quantity) === line.from.quantity ? 'kept' : 'quantity';
}

/** The keys of the lines (not removed) whose quantity is not a whole number from 1 to 999. */
export function invalidLines(state: EditState): string[] {
  return state.lines.filter((l) => !l.removed && parseQuantity(l.quantity) === null).map((l) => l.key);
}

/** One difference the confirmation names. */
export type ChangeEntry =
  | { kind: 'quantity'; product: ProductRef; from: number; to: number }
  | { kind: 'removed'; product: ProductRef; quantity: number }
  | { kind: 'added'; product: ProductRef; quantity: number }
  | { kind: 'replaced'; from: ProductRef; to: ProductRef; fromQuantity: number; toQuantity: number };

/** The editor's differences from the order, in the lines' order (invalid quantities are left out). */
export function changeEntries(state: EditState): ChangeEntry[] {
  const out: ChangeEntry[] = [];
  for (const l of state.lines) {
    const q = parseQuantity(l.quantity);
    const kind = lineKind(l);
    if (kind === 'removed' && l.from) out.push({ kind: 'removed', product: refOf(l.from), quantity: l.from.quantity });
    else if (q === null || kind === 'kept') continue;
    else if (kind === 'added') out.push({ kind: 'added', product: l.product, quantity: q });
    else if (kind === 'substituted' && l.from)
      out.push({ kind: 'replaced', from: refOf(l.from), to: l.product, fromQuantity: l.from.quantity, toQuantity: q });
    else if (kind === 'quantity' && l.from)
      out.push({ kind: 'quantity', product: l.product, from: l.from.quantity, to: q });
  }
  return out;
}

/** What Save does with the editor: send these lines, or why it cannot. */
export type ChangePlan =
  | { ok: true; cart_items: { id: number; quantity: number }[]; entries: ChangeEntry[] }
  | { ok: false; reason: 'invalid'; keys: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'unchanged' };

/**
 * tRPC `orders.change`'s cart_items: every line the order keeps, with its quantity (a removed line
 * is left out; a substituted one is its new product). Refused while a quantity is invalid, when no
 * line is left (cancelling is its own action) and when nothing differs.
 */
export function changePlan(state: EditState): ChangePlan {
  const keys = invalidLines(state);
  if (keys.length > 0) return { ok: false, reason: 'invalid', keys };
  const kept = state.lines.filter((l) => !l.removed);
  if (kept.length === 0) return { ok: false, reason: 'empty' };
  const entries = changeEntries(state);
  if (entries.length === 0) return { ok: false, reason: 'unchanged' };
  return {
    ok: true,
    cart_items: kept.map((l) => ({ id: l.product.item_id, quantity: parseQuantity(l.quantity) as number })),
    entries,
  };
}

/**
 * What one Save's idempotency key is made for (lib/attempt.ts): the lines in the order of their
 * ids, and the revision they change. The same change sent again (a retry after no answer) keeps
 * its key, so the server answers the first change rather than make it twice; another change, or
 * the same lines on another revision, gets a new one.
 */
export function changeAttemptBody(
  cartItems: readonly { id: number; quantity: number }[],
  revision: number,
  notify = true,
) {
  return { lines: [...cartItems].sort((a, b) => a.id - b.id).map((l) => [l.id, l.quantity]), revision, notify };
}
