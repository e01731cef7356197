import { describe, expect, it } from 'vitest';
import { findRoute, isPlainLeftClick, matchPath } from './routeMatch';

describe('matchPath', () => {
  it('matches literal paths, ignoring a trailing slash', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/wholesale/marinated', '/wholesale/marinated/')).toEqual({});
    expect(matchPath('/wholesale/marinated', '/wholesale/processed')).toBeNull();
  });

  it('extracts and decodes parameters', () => {
    expect(matchPath('/wholesale/product/:id', '/wholesale/product/12')).toEqual({ id: '12' });
    expect(matchPath('/profile/user/:uid', '/profile/user/a%2Fb')).toEqual({ uid: 'a/b' });
  });

  it('rejects different segment counts and malformed encoding', () => {
    expect(matchPath('/wholesale/product/:id', '/wholesale/product')).toBeNull();
    expect(matchPath('/wholesale/product/:id', '/wholesale/product/1/extra')).toBeNull();
    expect(matchPath('/wholesale/product/:id', '/wholesale/product/%E0%A4%A')).toBeNull();
  });
});

describe('findRoute', () => {
  const routes = [{ path: '/' }, { path: '/wholesale/shop-all' }, { path: '/wholesale/product/:id' }];
  it('returns the first matching route with its params', () => {
    expect(findRoute(routes, '/wholesale/product/7')).toEqual({ route: routes[2], params: { id: '7' } });
    expect(findRoute(routes, '/')?.route).toBe(routes[0]);
  });
  it('returns null for unknown paths (the caller shows 404)', () => {
    expect(findRoute(routes, '/nope')).toBeNull();
  });
});

describe('isPlainLeftClick', () => {
  const base = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  it('handles only unmodified primary clicks', () => {
    expect(isPlainLeftClick(base)).toBe(true);
    expect(isPlainLeftClick({ ...base, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...base, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...base, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...base, defaultPrevented: true })).toBe(false);
  });
});
