import { CART_COOKIE_DAYS, ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES } from '@wholesale/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLine,
  addManyLines,
  cart,
  CART_COOKIE_MAX_BYTES,
  CART_MAX_ITEM_ID,
  cookieBytes,
  decrement,
  fitLines,
  getCart,
  increment,
  parseCart,
  removeLine,
  serializeCart,
  subscribeCart,
  type CartLine,
} from './cart';
import { readCookie } from '../../lib/cookies';

const lines = (n: number, id: (i: number) => number, quantity = 1): CartLine[] =>
  Array.from({ length: n }, (_, i) => ({ id: id(i), quantity }));

// RFC 6265 cookie-octet: printable ASCII except space, " , ; and backslash.
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

describe('cart cookie format', () => {
  it('holds only ids and quantities, as percent-encoded JSON that decodeURIComponent reads back', () => {
    const value = serializeCart([{ id: 12, quantity: 3, name: 'Galbi', price: 1 } as CartLine, { id: 7, quantity: 1 }]);
    expect(value).toMatch(COOKIE_OCTETS);
    expect(JSON.parse(decodeURIComponent(value))).toEqual([
      { id: 12, quantity: 3 },
      { id: 7, quantity: 1 },
    ]);
    expect(parseCart(value)).toEqual([
      { id: 12, quantity: 3 },
      { id: 7, quantity: 1 },
    ]);
    // Also what a plain encodeURIComponent writer produced.
    expect(parseCart(encodeURIComponent('[{"id":12,"quantity":3}]'))).toEqual([{ id: 12, quantity: 3 }]);
  });

  it('keeps a 40-line cart of 10-digit ids and quantities of 999 under 1.9 KB, less than half the 4 KB limit', () => {
    const big = lines(40, (i) => CART_MAX_ITEM_ID - i, ORDER_LINE_MAX_QUANTITY);
    const bytes = cookieBytes(big);
    // 45 bytes a line: {%22id%22:2147483647%2C%22quantity%22:999} and a separator.
    expect(bytes).toBeLessThan(1900);
    expect(bytes).toBeLessThan(4096 / 2);
    expect(parseCart(serializeCart(big))).toEqual(big);
  });

  it('fits the largest cart (100 lines, ids up to 4 digits, 999 each) within its byte budget', () => {
    const full = lines(ORDER_MAX_LINES, (i) => 9999 - i, ORDER_LINE_MAX_QUANTITY);
    expect(fitLines(full)).toEqual(full);
    expect(cookieBytes(full)).toBeLessThanOrEqual(CART_COOKIE_MAX_BYTES);
    expect(CART_COOKIE_MAX_BYTES).toBeLessThan(4096);
  });

  it('reads the old format (name and prices per line) and ignores the extra fields', () => {
    const old = [
      {
        id: 1,
        name: 'Galbi',
        name_ko: '갈비',
        price: 100,
        discounted_price: 90.1,
        quantity: 2,
        style: 'marinated',
        images: 3,
      },
    ];
    expect(parseCart(encodeURIComponent(JSON.stringify(old)))).toEqual([{ id: 1, quantity: 2 }]);
    expect(parseCart(JSON.stringify(old))).toEqual([{ id: 1, quantity: 2 }]);
  });

  it('drops bad lines and bad cookies instead of breaking the page', () => {
    const raw = JSON.stringify([
      { id: 1, quantity: 2 },
      { id: '2', quantity: 1 },
      { id: 0, quantity: 1 },
      { id: -3, quantity: 1 },
      { id: 4.5, quantity: 1 },
      { id: CART_MAX_ITEM_ID + 1, quantity: 1 },
      { id: 5, quantity: 0 },
      { id: 6, quantity: -1 },
      { id: 7, quantity: 1.5 },
      { id: 8, quantity: '3' },
      { id: 9 },
      null,
      'x',
      [10, 1],
      { id: 11, quantity: 1 },
    ]);
    expect(parseCart(encodeURIComponent(raw))).toEqual([
      { id: 1, quantity: 2 },
      { id: 11, quantity: 1 },
    ]);
    for (const bad of ['not json', '{"id":1,"quantity":1}', '%E0%A4%A', '[', '""', 'null', '', null, undefined]) {
      expect(parseCart(bad), String(bad)).toEqual([]);
    }
  });

  it('caps quantities at the maximum, merges repeated ids and keeps at most 100 lines', () => {
    expect(parseCart(JSON.stringify([{ id: 1, quantity: 5000 }]))).toEqual([
      { id: 1, quantity: ORDER_LINE_MAX_QUANTITY },
    ]);
    expect(
      parseCart(
        JSON.stringify([
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
          { id: 1, quantity: 998 },
        ]),
      ),
    ).toEqual([
      { id: 1, quantity: ORDER_LINE_MAX_QUANTITY },
      { id: 2, quantity: 1 },
    ]);
    const many = lines(ORDER_MAX_LINES + 20, (i) => i + 1);
    expect(parseCart(serializeCart(many))).toEqual(many.slice(0, ORDER_MAX_LINES));
  });

  it('finds the cookie by exact name', () => {
    expect(readCookie('cartx=1; cart=abc; other=2', 'cart')).toBe('abc');
    expect(readCookie('cookieConsent=accepted', 'cart')).toBeNull();
  });
});

describe('cart operations', () => {
  const a = { id: 1, quantity: 2 };
  const b = { id: 2, quantity: 1 };

  it('add: one more of an existing line, otherwise a new line with quantity 1', () => {
    expect(addLine([a, b], 2)).toEqual({ lines: [a, { id: 2, quantity: 2 }], result: 'added' });
    expect(addLine([a], 3)).toEqual({ lines: [a, { id: 3, quantity: 1 }], result: 'added' });
    expect(addLine([], 3, 4)).toEqual({ lines: [{ id: 3, quantity: 4 }], result: 'added' });
  });

  it('add: refuses past the limits, leaving the cart as it was', () => {
    const atMax = [{ id: 1, quantity: ORDER_LINE_MAX_QUANTITY }];
    expect(addLine(atMax, 1)).toEqual({ lines: atMax, result: 'lineAtMax' });
    expect(addLine([{ id: 1, quantity: 998 }], 1, 5).lines).toEqual(atMax);
    const full = lines(ORDER_MAX_LINES, (i) => i + 1);
    expect(addLine(full, 500)).toEqual({ lines: full, result: 'cartFull' });
    // An existing line still grows in a full cart.
    expect(addLine(full, 1).result).toBe('added');
    // Absurd ids fill the cookie's byte budget before 100 lines, and never pass it.
    let huge: CartLine[] = [];
    for (let id = CART_MAX_ITEM_ID; ; id--) {
      const next = addLine(huge, id, ORDER_LINE_MAX_QUANTITY);
      if (next.result === 'cartFull') break;
      huge = next.lines;
    }
    expect(huge.length).toBeGreaterThan(80);
    expect(huge.length).toBeLessThan(ORDER_MAX_LINES);
    expect(cookieBytes(huge)).toBeLessThanOrEqual(CART_COOKIE_MAX_BYTES);
    expect(() => addLine([], 0)).toThrow(RangeError);
    expect(() => addLine([], 1, 1000)).toThrow(RangeError);
  });

  it('plus (capped), minus (removing at 1) and remove', () => {
    expect(increment([a, b], 2)).toEqual([a, { id: 2, quantity: 2 }]);
    expect(increment([{ id: 1, quantity: ORDER_LINE_MAX_QUANTITY }], 1)).toEqual([
      { id: 1, quantity: ORDER_LINE_MAX_QUANTITY },
    ]);
    expect(increment([a], 9)).toEqual([a]);
    expect(decrement([a, b], 1)).toEqual([{ id: 1, quantity: 1 }, b]);
    expect(decrement([a, b], 2)).toEqual([a]);
    expect(removeLine([a, b], 1)).toEqual([b]);
    expect(removeLine([a, b], 9)).toEqual([a, b]);
  });

  it('addMany ("order again"): adds to existing lines, caps, and counts the new lines that do not fit', () => {
    expect(
      addManyLines(
        [a],
        [
          { id: 1, quantity: 3 },
          { id: 4, quantity: 2 },
          { id: 'x', quantity: 1 },
        ],
      ),
    ).toEqual({
      lines: [
        { id: 1, quantity: 5 },
        { id: 4, quantity: 2 },
      ],
      skipped: 0,
    });
    expect(addManyLines([{ id: 1, quantity: 990 }], [{ id: 1, quantity: 50 }]).lines).toEqual([
      { id: 1, quantity: ORDER_LINE_MAX_QUANTITY },
    ]);
    const nearlyFull = lines(ORDER_MAX_LINES - 1, (i) => i + 1);
    const more = addManyLines(nearlyFull, [
      { id: 1000, quantity: 1 },
      { id: 1001, quantity: 1 },
      { id: 1, quantity: 1 },
    ]);
    expect(more.lines).toHaveLength(ORDER_MAX_LINES);
    expect(more.lines[0]).toEqual({ id: 1, quantity: 2 });
    expect(more.skipped).toBe(1);
  });

  it('setLines input is checked like a cookie and cut to what fits', () => {
    expect(
      fitLines([
        { id: 3, quantity: 2 },
        { id: -1, quantity: 1 },
        { id: 3, quantity: 1 },
      ]),
    ).toEqual([{ id: 3, quantity: 3 }]);
    expect(fitLines(lines(ORDER_MAX_LINES + 5, (i) => i + 1))).toHaveLength(ORDER_MAX_LINES);
    expect(fitLines('nope')).toEqual([]);
  });
});

// ------------------------------------------------------------------ the store, over a fake cookie jar

class CookieJar {
  jar = new Map<string, string>();
  writes: string[] = [];
  reads = 0;
  get cookie(): string {
    this.reads++;
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    if (attrs.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
    else this.jar.set(name, pair.slice(eq + 1));
  }
  visibilityState = 'visible';
  addEventListener(): void {}
  removeEventListener(): void {}
}

describe('cart store', () => {
  let doc: CookieJar;
  let storage: Map<string, string>;

  beforeEach(() => {
    doc = new CookieJar();
    storage = new Map();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.stubGlobal('window', {
      location: { protocol: 'http:' },
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
      },
      addEventListener() {},
      removeEventListener() {},
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is unusable until cookies are accepted: nothing is read or written', () => {
    doc.jar.set('cart', serializeCart([{ id: 1, quantity: 2 }]));
    expect(getCart()).toEqual([]);
    expect(cart.add(5)).toBe('noConsent');
    expect(cart.plus(1)).toBe(false);
    expect(cart.addMany([{ id: 1, quantity: 1 }])).toBeNull();
    expect(doc.writes).toEqual([]);
  });

  it('writes the cookie for 30 days on Path=/ with SameSite=Lax, and notifies subscribers', () => {
    storage.set('accepted', 'true');
    let notified = 0;
    const off = subscribeCart(() => notified++);
    expect(cart.add(12)).toBe('added');
    expect(cart.add(12)).toBe('added');
    expect(cart.add(7)).toBe('added');
    expect(doc.writes.at(-1)).toBe(
      `cart=${serializeCart([
        { id: 12, quantity: 2 },
        { id: 7, quantity: 1 },
      ])}; Max-Age=${CART_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`,
    );
    expect(getCart()).toEqual([
      { id: 12, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    // The same array while the cookie is unchanged (useSyncExternalStore needs a stable snapshot).
    expect(getCart()).toBe(getCart());
    cart.minus(12);
    cart.plus(7);
    expect(getCart()).toEqual([
      { id: 12, quantity: 1 },
      { id: 7, quantity: 2 },
    ]);
    cart.remove(7);
    expect(notified).toBe(6);
    off();
    cart.minus(12);
    expect(notified).toBe(6);
    // The last line gone: the cookie is deleted.
    expect(doc.writes.at(-1)).toMatch(/^cart=; Max-Age=0; Path=\/; SameSite=Lax$/);
    expect(doc.jar.has('cart')).toBe(false);
    expect(getCart()).toEqual([]);
  });

  it('reads the cookie once per task for every subscriber, yet sees a change at once', async () => {
    storage.set('accepted', 'true');
    doc.jar.set('cart', serializeCart([{ id: 3, quantity: 1 }]));
    await Promise.resolve();
    const before = doc.reads;
    // Forty cards asking how many of theirs the cart holds: one read.
    for (let i = 0; i < 40; i++) expect(getCart()).toEqual([{ id: 3, quantity: 1 }]);
    expect(doc.reads - before).toBe(1);
    // Another tab's write in the same task is seen by the next task (and by any change: fresh read).
    doc.jar.set('cart', serializeCart([{ id: 3, quantity: 2 }]));
    expect(cart.add(3)).toBe('added');
    expect(getCart()).toEqual([{ id: 3, quantity: 3 }]);
    doc.jar.set('cart', serializeCart([{ id: 8, quantity: 1 }]));
    await Promise.resolve();
    expect(getCart()).toEqual([{ id: 8, quantity: 1 }]);
  });

  it('reads changes another tab made to the cookie, and replaces or extends the whole cart', () => {
    storage.set('accepted', 'true');
    doc.jar.set('cart', encodeURIComponent(JSON.stringify([{ id: 3, quantity: 4, name: 'old' }])));
    expect(getCart()).toEqual([{ id: 3, quantity: 4 }]);
    expect(
      cart.addMany([
        { id: 3, quantity: 1 },
        { id: 9, quantity: 2 },
      ]),
    ).toBe(0);
    expect(getCart()).toEqual([
      { id: 3, quantity: 5 },
      { id: 9, quantity: 2 },
    ]);
    expect(cart.setLines([{ id: 4, quantity: 1 }])).toBe(true);
    expect(getCart()).toEqual([{ id: 4, quantity: 1 }]);
    expect(cart.clear()).toBe(true);
    expect(getCart()).toEqual([]);
  });

  it('says so when a line is at its maximum or the cart is full', () => {
    storage.set('accepted', 'true');
    doc.jar.set('cart', serializeCart([{ id: 1, quantity: ORDER_LINE_MAX_QUANTITY }]));
    expect(cart.add(1)).toBe('lineAtMax');
    doc.jar.set('cart', serializeCart(lines(ORDER_MAX_LINES, (i) => i + 1)));
    const before = doc.writes.length;
    expect(cart.add(1000)).toBe('cartFull');
    expect(doc.writes.length).toBe(before);
  });
});
