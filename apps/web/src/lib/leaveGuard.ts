import { useLayoutEffect } from 'react';
import { navigate, setInterceptor, type Interceptor, type Location } from './router';

// A page with changes not yet saved asks before it is left. Loaded only by the pages that hold such
// a guard (the order guides): the router itself keeps just the point where a move can be held.

/** Shows the page's question; calls `leave` when the user chooses to go anyway. */
export type LeaveGuard = (leave: () => void) => void;

/** Whether `to` is the page already shown (a link to itself leaves nothing). */
function isHere(to: string, here: Location): boolean {
  const next = new URL(to, `http://here${here.pathname}${here.search}`);
  return next.pathname === here.pathname && next.search === here.search && next.hash === here.hash;
}

/**
 * While `guard` is set, moving to another address in the app (a link, navigate(), Back) asks it
 * first, and reloading or closing the tab shows the browser's own "Leave site?".
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  // In the commit itself, not after paint: once the page shows its changes saved, a tap leaves freely.
  useLayoutEffect(() => (guard ? holdLeaving(guard) : undefined), [guard]);
}

/** The guard held now (one page holds it at a time). */
let held: Interceptor | null = null;

/** useLeaveGuard's work outside React: holds `guard` until the returned function lets go. */
export function holdLeaving(guard: LeaveGuard): () => void {
  const intercept: Interceptor = (move, here) => {
    if (move && isHere(move.to, here)) return false;
    // Back or Forward has already moved: the page being left comes back first, and is left if the user agrees.
    if (!move) window.history.pushState({ key: here.key }, '', here.pathname + here.search + here.hash);
    guard(() => {
      release();
      if (move) navigate(move.to, { ...move.options, unguarded: true });
      else window.history.back();
    });
    return true;
  };
  const warn = (e: BeforeUnloadEvent) => e.preventDefault();
  setInterceptor(intercept);
  window.addEventListener('beforeunload', warn);
  let released = false;
  // Let go once, whichever comes first: the user agreeing to leave, or the page unmounting.
  const release = () => {
    if (released) return;
    released = true;
    window.removeEventListener('beforeunload', warn);
    // Another page may hold its own by now.
    if (held === intercept) {
      setInterceptor(null);
      held = null;
    }
  };
  held = intercept;
  return release;
}
