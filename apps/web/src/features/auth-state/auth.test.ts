import { describe, expect, it } from 'vitest';
import { cartHref, needsSessionProbe, profileHref, profilePath } from './auth';
import { profilePlacePath } from '../profile/profileState';

describe('whether the session is asked for', () => {
  it('is not, for a page made for a guest on a phone that keeps nothing of a buyer’s', () => {
    expect(needsSessionProbe('guest', null)).toBe(false);
    expect(needsSessionProbe('guest', 'guest')).toBe(false);
  });

  it('is, when a buyer’s data is kept here (it may have to go), whatever the page says', () => {
    expect(needsSessionProbe('guest', '7')).toBe(true);
  });

  it('is, when a sign-out waits for the server to hear of it, whatever the page says', () => {
    expect(needsSessionProbe('guest', null, true)).toBe(true);
    expect(needsSessionProbe('guest', 'guest', true)).toBe(true);
  });

  it('is, for a page made for a session cookie, or one the browser rendered itself', () => {
    for (const keptFor of [null, 'guest', '7']) {
      expect(needsSessionProbe('member', keptFor)).toBe(true);
      expect(needsSessionProbe('unknown', keptFor)).toBe(true);
    }
  });
});

describe('the profile’s path', () => {
  const user = { encryptedId: 'NC0x+Mg=' };
  it('is written in one place: the id escaped, then the tab or view asked for', () => {
    expect(profilePath(user)).toBe('/profile/user/NC0x%2BMg%3D');
    expect(profilePlacePath(user, { view: 'orders' })).toBe('/profile/user/NC0x%2BMg%3D?view=orders');
    expect(profilePlacePath(user, { view: 'order', orderId: 42 })).toBe(
      '/profile/user/NC0x%2BMg%3D?view=order&order=42',
    );
    expect(profilePlacePath(user, { view: 'all' })).toBe('/profile/user/NC0x%2BMg%3D');
    expect(cartHref(user)).toBe('/profile/user/NC0x%2BMg%3D?tab=cart');
    expect(profileHref({ status: 'guest' })).toBe('/login');
  });
});
