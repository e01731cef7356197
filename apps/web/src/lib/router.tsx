// A tiny history-API router. We write our own instead of using a router library so the
// storefront's first load stays under its JavaScript budget: this is ~1 KB and does what the
// app needs (a route table with lazy modules, <Link>, params, query, scroll restoration, 404).
// It sits in lib/ so the features and pages navigate without importing the app shell; the route
// table itself is app/routes.ts, and the matching (pure, tested in Node) is ./routeMatch.ts.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isPlainLeftClick, type Params } from './routeMatch';

interface HistoryState {
  key: string;
}

export type Location = { pathname: string; search: string; hash: string; key: string };

const listeners = new Set<() => void>();
// On the server (the page's HTML, entry-server.tsx) there is no window: the page being rendered
// says where it is, through setServerLocation.
let snapshot: Location =
  typeof window === 'undefined' ? { pathname: '/', search: '', hash: '', key: 'initial' } : readLocation();
const initialKey = snapshot.key;

/** The location of the page the server is rendering (entry-server.tsx; never called in a browser). */
export function setServerLocation(pathname: string, search: string): void {
  snapshot = { pathname, search, hash: '', key: 'initial' };
}

function readLocation(): Location {
  const state = window.history.state as HistoryState | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    key: state?.key ?? 'initial',
  };
}

const navigationListeners = new Set<(newPage: boolean) => void>();

function notify(): void {
  const before = snapshot;
  snapshot = readLocation();
  // Before React hears of it, so that what a listener does (the toasts end) lands in the same
  // render as the new page rather than one frame later.
  if (snapshot.pathname !== before.pathname || snapshot.search !== before.search || snapshot.hash !== before.hash) {
    for (const l of navigationListeners) l(snapshot.pathname !== before.pathname);
  }
  for (const l of listeners) l();
}

/**
 * Calls `listener` on every move to another address (a link, navigate(), Back or Forward), telling
 * it whether that is a new page: another path, that is another route. A query or a hash alone
 * keeps the page: a page's own views live there (the profile's tabs and its edit form, the back
 * office's sections, a list's filters), and a toast about what was just done in one of them
 * ("Profile updated", then the profile) must stay to be read.
 */
export function onNavigation(listener: (newPage: boolean) => void): () => void {
  navigationListeners.add(listener);
  return () => {
    navigationListeners.delete(listener);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // We restore scroll ourselves once the new route has rendered.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', popped);
}

/**
 * Asked before the app moves to another address: `move` is a link's or navigate()'s (null: Back or
 * Forward, already done), `here` the page being left. True when it holds the move (lib/leaveGuard.ts,
 * loaded only by the pages that ask before they are left).
 */
export type Interceptor = (move: { to: string; options: NavigateOptions } | null, here: Location) => boolean;
let interceptor: Interceptor | null = null;

export function setInterceptor(next: Interceptor | null): void {
  interceptor = next;
}

function popped(): void {
  if (!interceptor?.(null, snapshot)) notify();
}

// Scroll positions per history entry, so Back returns to where the user was.
const scrollPositions = new Map<string, number>();

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export interface NavigateOptions {
  replace?: boolean;
  /** Leave without asking the page's guard (the page itself chose to go, its changes settled). */
  unguarded?: boolean;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  if (!options.unguarded && interceptor?.({ to, options }, snapshot)) return;
  scrollPositions.set(snapshot.key, window.scrollY);
  const state: HistoryState = { key: newKey() };
  if (options.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  notify();
}

const getSnapshot = () => snapshot;

export function useLocation(): Location {
  // The server's snapshot is the page it renders; a browser hydrating that page is at the same place.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useCallback((to: string, options?: NavigateOptions) => navigate(to, options), []);
}

const ParamsContext = createContext<Params>({});

export function ParamsProvider({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

/** Parameters of the current route pattern, e.g. `{ id: '12' }` for /wholesale/product/:id. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * Restores the saved scroll position on Back/Forward, scrolls to top on a new page.
 * Call once from the component that renders the current route (after its content is in place).
 */
export function useScrollRestoration(ready: boolean): void {
  const { key, pathname } = useLocation();
  useLayoutEffect(() => {
    if (!ready) return;
    // The page the browser opened keeps the browser's own position (and we avoid forcing a
    // layout during the first render).
    if (key === initialKey && !scrollPositions.has(key)) return;
    const y = scrollPositions.get(key);
    window.scrollTo(0, y ?? 0);
  }, [key, pathname, ready]);
  useEffect(() => {
    const save = () => scrollPositions.set(snapshot.key, window.scrollY);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An <a> that navigates without a reload; modified clicks (new tab ...) keep browser behaviour. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!isPlainLeftClick(e) || (target && target !== '_self')) return;
    e.preventDefault();
    navigate(to, { replace: replace ?? false });
  };
  return <a href={to} onClick={handle} target={target} {...rest} />;
}
