import { describe, expect, it } from 'vitest';
import { profileSearch, profileState } from './profileState';

const q = (s: string) => new URLSearchParams(s);

describe('profile tabs and views', () => {
  it('buyers: cart tab from the cart buttons, orders and edit views', () => {
    expect(profileState(q('tab=cart'), 'buyer')).toEqual({ tab: 'cart', view: 'all', orderId: null });
    expect(profileState(q('view=orders'), 'buyer')).toEqual({ tab: 'main', view: 'orders', orderId: null });
    expect(profileState(q('view=edit'), 'buyer')).toEqual({ tab: 'main', view: 'edit', orderId: null });
    expect(profileState(q('view=nonsense'), 'buyer')).toEqual({ tab: 'main', view: 'all', orderId: null });
  });
  it('buyers: one order, by id; a bad id falls back to the orders list', () => {
    expect(profileState(q('view=order&order=42'), 'buyer')).toEqual({ tab: 'main', view: 'order', orderId: 42 });
    for (const bad of ['', '0', '-3', '4.5', 'abc', '042', '99999999999']) {
      expect(profileState(q(`view=order&order=${bad}`), 'buyer')).toEqual({ tab: 'main', view: 'orders', orderId: null });
    }
    expect(profileState(q('view=order&order=42&tab=cart'), 'buyer')).toEqual({ tab: 'cart', view: 'all', orderId: null });
  });
  it('admins have no cart or orders', () => {
    expect(profileState(q('tab=cart'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null });
    expect(profileState(q('view=orders'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null });
    expect(profileState(q('view=order&order=42'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null });
    expect(profileState(q('view=edit'), 'admin')).toEqual({ tab: 'main', view: 'edit', orderId: null });
  });
  it('writes the query string back', () => {
    expect(profileSearch({ view: 'all' })).toBe('');
    expect(profileSearch({ tab: 'cart' })).toBe('?tab=cart');
    expect(profileSearch({ view: 'orders' })).toBe('?view=orders');
    expect(profileSearch({ view: 'order', orderId: 42 })).toBe('?view=order&order=42');
    expect(profileSearch({ view: 'order' })).toBe('');
    for (const s of ['?view=order&order=7', '?view=orders', '?tab=cart', '?view=edit']) {
      const state = profileState(q(s), 'buyer');
      expect(profileSearch(state)).toBe(s);
    }
  });
});
