import { describe, expect, it } from 'vitest';
import { profileSearch, profileState, type ProfileState, type View } from './profileState';

/** The state a query string gives a buyer (or, when said, an admin). */
const state = (search: string, role: 'buyer' | 'admin' = 'buyer') => profileState(new URLSearchParams(search), role);

/** A view of the main tab: no order unless one is shown, and not asked to skip it. */
const main = (view: View, orderId: number | null = null, skip = false): ProfileState => ({
  tab: 'main',
  view,
  orderId,
  skip,
});

/** The cart tab: whatever view was asked, the main tab's view is reset. */
const CART: ProfileState = { tab: 'cart', view: 'all', orderId: null, skip: false };

describe('profile tabs and views', () => {
  it('buyers: cart tab from the cart buttons, orders and edit views', () => {
    expect(state('tab=cart')).toEqual(CART);
    expect(state('view=orders')).toEqual(main('orders'));
    expect(state('view=edit')).toEqual(main('edit'));
    expect(state('view=nonsense')).toEqual(main('all'));
  });
  it('buyers: one order, by id; a bad id falls back to the orders list', () => {
    expect(state('view=order&order=42')).toEqual(main('order', 42));
    for (const bad of ['', '0', '-3', '4.5', 'abc', '042', '99999999999']) {
      expect(state(`view=order&order=${bad}`)).toEqual(main('orders'));
    }
    expect(state('view=order&order=42&tab=cart')).toEqual(CART);
  });
  it('buyers: the standing orders view', () => {
    expect(state('view=standing')).toEqual(main('standing'));
    expect(state('view=standing&tab=cart')).toEqual(CART);
    expect(profileSearch({ view: 'standing' })).toBe('?view=standing');
  });
  it('buyers: the team view (a tab of its own; whether it shows is the team model’s)', () => {
    expect(state('view=team')).toEqual(main('team'));
    expect(state('view=team&tab=cart')).toEqual(CART);
    expect(state('view=team', 'admin')).toEqual(main('all'));
    expect(profileSearch({ view: 'team' })).toBe('?view=team');
  });
  it('buyers: the account view (whether its tab shows is the account model’s)', () => {
    expect(state('view=account')).toEqual(main('account'));
    expect(state('view=account', 'admin')).toEqual(main('all'));
    expect(profileSearch({ view: 'account' })).toBe('?view=account');
  });
  it('buyers: my prices, for any buyer and never for staff', () => {
    expect(state('view=prices')).toEqual(main('prices'));
    expect(state('view=prices', 'admin')).toEqual(main('all'));
    expect(profileSearch({ view: 'prices' })).toBe('?view=prices');
  });
  it('buyers: "Skip this week" from the preview mail asks to cancel that order, and only that', () => {
    expect(state('view=order&order=42&skip=1')).toEqual(main('order', 42, true));
    expect(state('view=order&order=42&skip=yes')).toEqual(main('order', 42));
    expect(state('view=order&order=x&skip=1')).toEqual(main('orders'));
    expect(state('view=orders&skip=1')).toEqual(main('orders'));
    expect(state('view=order&order=42&skip=1', 'admin')).toEqual(main('all'));
    // read once: the query string written back drops it
    expect(profileSearch(state('view=order&order=42&skip=1'))).toBe('?view=order&order=42');
  });
  it('admins have no cart or orders', () => {
    for (const search of ['tab=cart', 'view=orders', 'view=order&order=42', 'view=standing']) {
      expect(state(search, 'admin')).toEqual(main('all'));
    }
    expect(state('view=edit', 'admin')).toEqual(main('edit'));
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
      expect(profileSearch(state(s))).toBe(s);
    }
  });
});
