import { describe, expect, it } from 'vitest';
import { profileSearch, profileState } from './profileState';

const q = (s: string) => new URLSearchParams(s);

describe('profile tabs and views', () => {
  it('buyers: cart tab from the cart buttons, orders and edit views', () => {
    expect(profileState(q('tab=cart'), 'buyer')).toEqual({ tab: 'cart', view: 'all', orderId: null, skip: false });
    expect(profileState(q('view=orders'), 'buyer')).toEqual({
      tab: 'main',
      view: 'orders',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=edit'), 'buyer')).toEqual({ tab: 'main', view: 'edit', orderId: null, skip: false });
    expect(profileState(q('view=nonsense'), 'buyer')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
  });
  it('buyers: one order, by id; a bad id falls back to the orders list', () => {
    expect(profileState(q('view=order&order=42'), 'buyer')).toEqual({
      tab: 'main',
      view: 'order',
      orderId: 42,
      skip: false,
    });
    for (const bad of ['', '0', '-3', '4.5', 'abc', '042', '99999999999']) {
      expect(profileState(q(`view=order&order=${bad}`), 'buyer')).toEqual({
        tab: 'main',
        view: 'orders',
        orderId: null,
        skip: false,
      });
    }
    expect(profileState(q('view=order&order=42&tab=cart'), 'buyer')).toEqual({
      tab: 'cart',
      view: 'all',
      orderId: null,
      skip: false,
    });
  });
  it('buyers: the standing orders view', () => {
    expect(profileState(q('view=standing'), 'buyer')).toEqual({
      tab: 'main',
      view: 'standing',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=standing&tab=cart'), 'buyer')).toEqual({
      tab: 'cart',
      view: 'all',
      orderId: null,
      skip: false,
    });
    expect(profileSearch({ view: 'standing' })).toBe('?view=standing');
  });
  it('buyers: the team view (a tab of its own; whether it shows is the team model’s)', () => {
    expect(profileState(q('view=team'), 'buyer')).toEqual({ tab: 'main', view: 'team', orderId: null, skip: false });
    expect(profileState(q('view=team&tab=cart'), 'buyer')).toEqual({
      tab: 'cart',
      view: 'all',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=team'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
    expect(profileSearch({ view: 'team' })).toBe('?view=team');
  });
  it('buyers: the account view (whether its tab shows is the account model’s)', () => {
    expect(profileState(q('view=account'), 'buyer')).toEqual({
      tab: 'main',
      view: 'account',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=account'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
    expect(profileSearch({ view: 'account' })).toBe('?view=account');
  });
  it('buyers: my prices, for any buyer and never for staff', () => {
    expect(profileState(q('view=prices'), 'buyer')).toEqual({
      tab: 'main',
      view: 'prices',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=prices'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
    expect(profileSearch({ view: 'prices' })).toBe('?view=prices');
  });
  it('buyers: "Skip this week" from the preview mail asks to cancel that order, and only that', () => {
    expect(profileState(q('view=order&order=42&skip=1'), 'buyer')).toEqual({
      tab: 'main',
      view: 'order',
      orderId: 42,
      skip: true,
    });
    expect(profileState(q('view=order&order=42&skip=yes'), 'buyer')).toEqual({
      tab: 'main',
      view: 'order',
      orderId: 42,
      skip: false,
    });
    expect(profileState(q('view=order&order=x&skip=1'), 'buyer')).toEqual({
      tab: 'main',
      view: 'orders',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=orders&skip=1'), 'buyer')).toEqual({
      tab: 'main',
      view: 'orders',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=order&order=42&skip=1'), 'admin')).toEqual({
      tab: 'main',
      view: 'all',
      orderId: null,
      skip: false,
    });
    // read once: the query string written back drops it
    expect(profileSearch(profileState(q('view=order&order=42&skip=1'), 'buyer'))).toBe('?view=order&order=42');
  });
  it('admins have no cart or orders', () => {
    expect(profileState(q('tab=cart'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
    expect(profileState(q('view=orders'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
    expect(profileState(q('view=order&order=42'), 'admin')).toEqual({
      tab: 'main',
      view: 'all',
      orderId: null,
      skip: false,
    });
    expect(profileState(q('view=edit'), 'admin')).toEqual({ tab: 'main', view: 'edit', orderId: null, skip: false });
    expect(profileState(q('view=standing'), 'admin')).toEqual({ tab: 'main', view: 'all', orderId: null, skip: false });
  });
  it('writes the query string back', () => {
    expect(profileSearch({ view: 'all' })).toBe('');
    expect(profileSearch({ tab: 'cart' })).toBe('?tab=cart');
    expect(profileSearch({ view: 'orders' })).toBe('?view=orders');
    expect(profileSearch({ view: 'order', orderId: 42 })).toBe('?view=order&order=42');
    expect(profileSearch({ view: 'order' })).toBe('');
    for (const s of [
      '?view=order&order=7',
      '?view=orders',
      '?view=standing',
      '?view=team',
      '?tab=cart',
      '?view=edit',
    ]) {
      const state = profileState(q(s), 'buyer');
      expect(profileSearch(state)).toBe(s);
    }
  });
});
