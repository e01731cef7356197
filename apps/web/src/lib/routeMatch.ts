// Route matching for the hand-written history router. Kept free of React so it is unit tested.
// Patterns are literal segments and `:name` parameters, e.g. '/wholesale/product/:id'.

export type Params = Record<string, string>;

export interface Matchable {
  path: string;
}

/** Splits a pathname into segments, ignoring a trailing slash ('/a/b/' equals '/a/b'). */
function segments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

/** Returns the parameters when `pathname` matches `pattern`, otherwise null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null; // malformed percent-encoding: treat as no match (falls to 404)
      }
      params[w.slice(1)] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** First route in table order whose pattern matches; the caller supplies the 404 fallback. */
export function findRoute<R extends Matchable>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** True for links this app should handle itself (same origin, plain left click, no modifiers). */
export function isPlainLeftClick(e: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
}
