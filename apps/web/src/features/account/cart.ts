import { CART_COOKIE_DAYS, CART_COOKIE_NAME, cartTotal, effectivePrice } from '@wholesale/rules';

// The cart as the spec keeps it: a JSON array of lines in the browser cookie `cart`, 30 days.
// Stored as encodeURIComponent(JSON) (cookie values cannot hold `;`, `,` or spaces safely); the
// reader also accepts plain JSON. Lines are checked one by one: a tampered or stale line is
// dropped instead of breaking the page. Prices here are display hints only: the server prices
// the order at checkout.

export interface CartLine {
  id: number;
  name: string;
  name_ko?: string;
  price: number;
  discounted_price?: number;
  quantity: number;
  style?: string;
  slug?: string;
  images?: number;
  spec?: string;
}

function asLine(v: unknown): CartLine | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const { id, name, price, quantity } = o;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  const q = Math.floor(quantity);
  if (q <= 0) return null;
  const line: CartLine = { id, name: typeof name === 'string' ? name : `#${id}`, price, quantity: q };
  if (typeof o.discounted_price === 'number' && Number.isFinite(o.discounted_price)) line.discounted_price = o.discounted_price;
  for (const k of ['name_ko', 'style', 'slug', 'spec'] as const) if (typeof o[k] === 'string') line[k] = o[k];
  if (typeof o.images === 'number') line.images = o.images;
  return line;
}

export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // plain JSON with a stray %
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.map(asLine).filter((l): l is CartLine => l !== null);
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function readCart(): CartLine[] {
  return parseCart(readCookie(document.cookie, CART_COOKIE_NAME));
}

export function writeCart(lines: readonly CartLine[]): void {
  const maxAge = CART_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CART_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(lines))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Plus: one more of an existing line. */
export function increment(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, quantity: l.quantity + 1 } : l));
}

/** Minus: one less; at quantity 1 the line goes. */
export function decrement(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.flatMap((l) => (l.id !== id ? [l] : l.quantity <= 1 ? [] : [{ ...l, quantity: l.quantity - 1 }]));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** The checkout button's total: discounted price (list price when 0 or missing) times quantity. */
export function cartSummary(lines: readonly CartLine[]): { count: number; total: number } {
  return { count: lines.reduce((n, l) => n + l.quantity, 0), total: cartTotal(lines) };
}

export function unitPrice(line: CartLine): number {
  return effectivePrice(line);
}
