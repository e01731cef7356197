import { readCookie } from '../../lib/cookies';
import { CART_COOKIE_DAYS, CART_COOKIE_NAME, ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES } from '@wholesale/rules';
import { useSyncExternalStore } from 'react';
import { hasAcceptedCookies } from '../cookie-consent/consent';

// The cart: the browser cookie `cart` (30 days, Path=/, SameSite=Lax) holding a JSON array of
// lines, [{"id":12,"quantity":3}, ...]. Only ids and quantities: names, prices and availability
// come from the server (catalogue.byIds), and the server prices the order again at checkout.
//
// Loaded by the cart buttons (header, drawer), the product page's add-to-cart control and the
// cart tab, all lazy chunks: keep this module free of UI and of money code.

/** A stored cart line. */
export interface CartLine {
  id: number;
  quantity: number;
}

/** The largest id the catalogue can hold (a PostgreSQL integer); a larger one can only be tampering. */
export const CART_MAX_ITEM_ID = 2_147_483_647;

/**
 * The most bytes `cart=<value>` may take. Browsers drop a cookie whose name and value pass 4096
 * bytes, silently: an add that would go past this budget is refused instead ('cartFull'). A line
 * takes 38-45 bytes, so 100 lines of ids up to 4 digits fit even at 999 each; only ids far beyond
 * any real catalogue make the cart full before ORDER_MAX_LINES.
 */
export const CART_COOKIE_MAX_BYTES = 4000;

// ------------------------------------------------------------------ format

function isWhole(n: unknown, max: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max;
}

/**
 * Checks lines one by one: a line whose id is not a whole number in range, or whose quantity is
 * not a positive whole number, is dropped; a quantity above the maximum is lowered to it (an
 * older cart had no maximum). The same id twice is merged; lines past ORDER_MAX_LINES are dropped.
 * Extra fields (the old format kept name and prices) are ignored.
 */
function normalizeLines(data: unknown): CartLine[] {
  if (!Array.isArray(data)) return [];
  const out: CartLine[] = [];
  for (const v of data as unknown[]) {
    if (typeof v !== 'object' || v === null) continue;
    const { id, quantity } = v as Record<string, unknown>;
    if (!isWhole(id, CART_MAX_ITEM_ID) || !isWhole(quantity, Number.MAX_SAFE_INTEGER)) continue;
    const same = out.find((l) => l.id === id);
    if (same) same.quantity = Math.min(ORDER_LINE_MAX_QUANTITY, same.quantity + quantity);
    else if (out.length < ORDER_MAX_LINES) out.push({ id, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, quantity) });
  }
  return out;
}

/** Reads a cookie value: percent-encoded JSON (what we write) or plain JSON (older writers). */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // plain JSON with a stray %
  }
  try {
    return normalizeLines(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * The cookie value: the JSON percent-encoded like encodeURIComponent, except for the characters
 * a cookie value may hold as they are ({ } [ ] :), which keeps a line at ~40 bytes instead of ~50.
 * decodeURIComponent reads it back. Only `id` and `quantity` are written.
 */
export function serializeCart(lines: readonly CartLine[]): string {
  const json = JSON.stringify(lines.map(({ id, quantity }) => ({ id, quantity })));
  return encodeURIComponent(json).replace(/%(7B|7D|5B|5D|3A)/g, (s) => decodeURIComponent(s));
}

/** The bytes `cart=<value>` takes (the value is ASCII). */
export function cookieBytes(lines: readonly CartLine[]): number {
  return CART_COOKIE_NAME.length + 1 + serializeCart(lines).length;
}

// ------------------------------------------------------------------ operations (pure)

type AddResult = 'added' | 'lineAtMax' | 'cartFull';

export interface Change {
  lines: CartLine[];
  result: AddResult;
}

function fits(lines: readonly CartLine[]): boolean {
  return lines.length <= ORDER_MAX_LINES && cookieBytes(lines) <= CART_COOKIE_MAX_BYTES;
}

/** Add: one more of an existing line, otherwise a new line with quantity 1 (spec, Cart). */
export function addLine(lines: readonly CartLine[], id: number, quantity = 1): Change {
  if (!isWhole(id, CART_MAX_ITEM_ID) || !isWhole(quantity, ORDER_LINE_MAX_QUANTITY)) {
    throw new RangeError(`not a cart line: id ${id}, quantity ${quantity}`);
  }
  const same = lines.find((l) => l.id === id);
  if (same) {
    if (same.quantity >= ORDER_LINE_MAX_QUANTITY) return { lines: [...lines], result: 'lineAtMax' };
    const q = Math.min(ORDER_LINE_MAX_QUANTITY, same.quantity + quantity);
    return { lines: lines.map((l) => (l.id === id ? { id, quantity: q } : l)), result: 'added' };
  }
  const next = [...lines, { id, quantity }];
  return fits(next) ? { lines: next, result: 'added' } : { lines: [...lines], result: 'cartFull' };
}

/** Plus: one more of an existing line (up to the maximum); an unknown id changes nothing. */
export function increment(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { id, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, l.quantity + 1) } : l));
}

/** Minus: one less; at quantity 1 the line goes. */
export function decrement(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.flatMap((l) => (l.id !== id ? [l] : l.quantity <= 1 ? [] : [{ id, quantity: l.quantity - 1 }]));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/**
 * Adds several lines at once ("order again"): each adds its quantity to the cart's line of that id
 * (capped at the maximum); new lines that no longer fit are left out and counted in `skipped`.
 */
export function addManyLines(lines: readonly CartLine[], more: unknown): { lines: CartLine[]; skipped: number } {
  let next = [...lines];
  let skipped = 0;
  for (const add of normalizeLines(more)) {
    const same = next.find((l) => l.id === add.id);
    if (same) {
      next = next.map((l) =>
        l.id === add.id ? { id: l.id, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, l.quantity + add.quantity) } : l,
      );
      continue;
    }
    const grown = [...next, add];
    if (fits(grown)) next = grown;
    else skipped++;
  }
  return { lines: next, skipped };
}

/** Lines as given (checked like a cookie), cut to what fits in the cookie. */
export function fitLines(data: unknown): CartLine[] {
  const lines = normalizeLines(data);
  while (lines.length > 0 && !fits(lines)) lines.pop();
  return lines;
}

// ------------------------------------------------------------------ the cookie and its store

const listeners = new Set<() => void>();
/** The empty cart: the server's render and, without a cart cookie, the browser's (the same array, so hydration reads no change). */
const none: readonly CartLine[] = [];
let lastRaw: string | null = null;
let snapshot: readonly CartLine[] = none;
/** The cookie was read in this task (see getCart). */
let readThisTask = false;

/**
 * The cart's lines (a stable array while the cookie is unchanged). Empty without cookie consent.
 * The cookie is read at most once per task: a change makes every card's quick add ask, and on a
 * slow phone reading document.cookie for each of them was a good part of a tap's wait. Anything
 * that writes it (this tab, another, the server) is seen by the next task.
 */
export function getCart(): readonly CartLine[] {
  if (typeof document === 'undefined' || readThisTask) return snapshot;
  readThisTask = true;
  queueMicrotask(() => (readThisTask = false));
  const raw = hasAcceptedCookies() ? readCookie(document.cookie, CART_COOKIE_NAME) : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = parseCart(raw);
  }
  return snapshot;
}

/** The cart as the cookie holds it now: what every change starts from. */
function freshCart(): readonly CartLine[] {
  readThisTask = false;
  return getCart();
}

function notify(): void {
  // A change was made or seen: the next read, even in this task, reads the cookie.
  readThisTask = false;
  for (const l of listeners) l();
}

// Other tabs of this site write the same cookie: they say so on this channel. A tab that missed a
// message (or a browser without BroadcastChannel) re-reads the cookie on focus.
let channel: BroadcastChannel | null = null;
function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel('wholesale-cart');
  channel.onmessage = notify;
  return channel;
}

function onVisible(): void {
  if (document.visibilityState === 'visible') notify();
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    openChannel();
    window.addEventListener('focus', notify);
    document.addEventListener('visibilitychange', onVisible);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('focus', notify);
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

/** Writes the cookie (deleted when the cart is empty) and tells this tab and the others. */
function write(lines: readonly CartLine[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = lines.length === 0 ? 0 : CART_COOKIE_DAYS * 24 * 60 * 60;
  const value = lines.length === 0 ? '' : serializeCart(lines);
  document.cookie = `${CART_COOKIE_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  notify();
  openChannel()?.postMessage('changed');
}

/** Why a change was not made: the cart needs cookie consent (spec section 5). */
export type CartResult = AddResult | 'noConsent';

function change(next: (lines: readonly CartLine[]) => CartLine[]): boolean {
  if (!hasAcceptedCookies()) return false;
  write(next(freshCart()));
  return true;
}

/** The cart's operations. Each reads the cookie afresh (another tab may have changed it). */
export const cart = {
  /** Adds `quantity` (the product page's stepper; 1 by default) to the line, up to the line maximum. */
  add(id: number, quantity = 1): CartResult {
    if (!hasAcceptedCookies()) return 'noConsent';
    const { lines, result } = addLine(freshCart(), id, quantity);
    if (result === 'added') write(lines);
    return result;
  },
  plus: (id: number): boolean => change((l) => increment(l, id)),
  minus: (id: number): boolean => change((l) => decrement(l, id)),
  remove: (id: number): boolean => change((l) => removeLine(l, id)),
  /** Replaces the whole cart (lines are checked and cut to what fits). */
  setLines: (lines: readonly CartLine[]): boolean => change(() => fitLines(lines)),
  /** Adds lines to the cart ("order again"); returns how many new lines did not fit, or null without consent. */
  addMany(lines: readonly CartLine[]): number | null {
    if (!hasAcceptedCookies()) return null;
    const next = addManyLines(freshCart(), lines);
    write(next.lines);
    return next.skipped;
  },
  clear: (): boolean => change(() => []),
};

/** The cart's lines, re-rendering on every change (this tab, another tab, window focus). */
export function useCart(): readonly CartLine[] {
  return useSyncExternalStore(subscribeCart, getCart, () => none);
}

/** How many of `id` the cart holds, re-rendering only when that number changes (a card's quick add). */
export function useCartQuantity(id: number): number {
  return useSyncExternalStore(
    subscribeCart,
    () => getCart().find((l) => l.id === id)?.quantity ?? 0,
    () => 0,
  );
}
