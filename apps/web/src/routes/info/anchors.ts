// In-page anchor links without touching the router. A plain click on "#id" would push a history
// entry, which the app's router treats as a new page (it restores the scroll position to the
// top). So we scroll ourselves, move focus to the target for keyboard and screen-reader users,
// and only replace the URL's hash so the address can still be copied and shared.

/** Scrolls to the element with this id, focuses it and puts #id in the address bar. */
export function jumpTo(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
  const url = `${window.location.pathname}${window.location.search}#${encodeURIComponent(id)}`;
  window.history.replaceState(window.history.state, '', url);
}

/** On first render, honours a hash in the URL (e.g. a link to /terms-and-policies#privacy). */
export function scrollToHashOnce(): void {
  const raw = window.location.hash.slice(1);
  if (!raw) return;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return;
  }
  // After the router's own scroll restoration for the new page has run.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}
