import { describe, expect, it } from 'vitest';
import { landingAfterLogin, loginHref, safeReturnPath } from './returnTo';

describe('login return path', () => {
  it('follows paths on this site', () => {
    expect(safeReturnPath('/wholesale/product/7')).toBe('/wholesale/product/7');
    expect(safeReturnPath('/wholesale/shop-all?x=1')).toBe('/wholesale/shop-all?x=1');
  });
  it('refuses other hosts, full URLs, loops and junk', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'wholesale',
      '/login',
      '/login?next=/x',
      '/a b',
      '/a\nb',
      `/${'x'.repeat(300)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
  it('builds the link a product page offers', () => {
    expect(loginHref('/wholesale/product/7')).toBe('/login?next=%2Fwholesale%2Fproduct%2F7');
    expect(safeReturnPath(new URLSearchParams(loginHref('/wholesale/product/7').split('?')[1]).get('next'))).toBe(
      '/wholesale/product/7',
    );
  });
  it('sends an admin to the dashboard and a buyer to the profile, unless the login was asked for by a page', () => {
    const profile = '/profile/user/abc';
    expect(landingAfterLogin({ role: 'admin' }, profile, null)).toBe('/admin/dashboard');
    expect(landingAfterLogin({ role: 'buyer' }, profile, null)).toBe(profile);
    expect(landingAfterLogin({ role: 'admin' }, profile, '/wholesale/product/7')).toBe('/wholesale/product/7');
    expect(landingAfterLogin({ role: 'buyer' }, profile, '/wholesale/product/7')).toBe('/wholesale/product/7');
  });
});
