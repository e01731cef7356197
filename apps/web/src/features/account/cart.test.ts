import { describe, expect, it } from 'vitest';
import { cartSummary, decrement, increment, parseCart, readCookie, removeLine, type CartLine } from './cart';

const a: CartLine = { id: 1, name: 'Galbi', price: 100, discounted_price: 90.1, quantity: 2 };
const b: CartLine = { id: 2, name: 'Bulgogi', price: 50.2, discounted_price: 0, quantity: 1 };

describe('cart cookie', () => {
  it('reads URI-encoded and plain JSON, dropping malformed lines', () => {
    const raw = encodeURIComponent(JSON.stringify([a, { id: 'x' }, { ...b, quantity: -1 }, b]));
    expect(parseCart(raw)).toEqual([a, b]);
    expect(parseCart(JSON.stringify([a]))).toEqual([a]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });
  it('finds the cookie by exact name', () => {
    expect(readCookie('cartx=1; cart=abc; other=2', 'cart')).toBe('abc');
    expect(readCookie('cookieConsent=accepted', 'cart')).toBeNull();
  });
});

describe('cart tab math', () => {
  it('totals discounted price times quantity, list price when the discount is 0', () => {
    // 90.10 * 2 + 50.20 * 1 = 230.40, computed in cents
    expect(cartSummary([a, b])).toEqual({ count: 3, total: 230.4 });
    expect(cartSummary([])).toEqual({ count: 0, total: 0 });
  });
  it('plus, minus (removing at 1) and remove', () => {
    expect(increment([a, b], 2)).toEqual([a, { ...b, quantity: 2 }]);
    expect(decrement([a, b], 1)).toEqual([{ ...a, quantity: 1 }, b]);
    expect(decrement([a, b], 2)).toEqual([a]);
    expect(removeLine([a, b], 1)).toEqual([b]);
  });
});
