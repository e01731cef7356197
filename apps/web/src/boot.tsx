import { loadLocaleAsync, loadNamespaceAsync, type Namespaces } from '@wholesale/i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { findRoute } from './lib/routeMatch';
import { notFoundRoute, routes } from './app/routes';
import { setSessionHint } from './features/auth-state/auth';
import { initialLocale } from './features/locale/initialLocale';
import { seedRead } from './lib/readCache';

const locale = initialLocale();

// A public page arrives rendered by the server (apps/server/src/site/page-render.ts), with the
// data and dictionary namespaces it was rendered from. It is hydrated when it is in the language
// chosen here (the server chose the same way; only a choice kept by an older version in
// localStorage can differ), and rendered afresh otherwise.
const ssr = readServerState();
const hydrating = ssr !== null && document.documentElement.lang === locale;
document.documentElement.lang = locale;
// The data as of this response (the server checked it against its catalogue just now): fresh for
// the usual minute, so the page does not ask for it again.
if (hydrating) {
  for (const q of ssr.queries) seedRead(q.key, q.data);
  setSessionHint(ssr.member ? 'member' : 'guest');
}

// Start the current page's code and the dictionary together, so they download in parallel.
const found = findRoute(routes, window.location.pathname);
const current = found?.route ?? notFoundRoute;
const pageCode = current.load();
void current.prefetch?.(found?.params ?? {});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const dictionary = loadLocaleAsync(locale);
if (hydrating) {
  // Hydration must render what the server did at once: the page's code and every word it used.
  void Promise.all([dictionary, pageCode, ...ssr.namespaces.map((ns) => loadNamespaceAsync(locale, ns))]).then(() => {
    startTransition(() => {
      hydrateRoot(root, <App locale={locale} />);
    });
  });
} else {
  void dictionary.then(() => {
    createRoot(root).render(<App locale={locale} />);
  });
}

/** entry-server.tsx's SsrState. */
interface ServerState {
  queries: { key: string; data: unknown }[];
  namespaces: Namespaces[];
  member: boolean;
}

function readServerState(): ServerState | null {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
