// The storefront's public pages rendered to HTML on the server: what a guest sees, in
// the page's language, before any JavaScript runs. Built apart (`vite build --ssr`, into
// dist/.ssr, everything bundled so it runs wherever dist/ is copied) and called by the API
// server's page route (apps/server/src/site/page-render.ts), which caches the result.
//
// Renders one page at a time: the router's location, the REST reader and the read cache are
// module-level, as in the browser. The caller queues the calls.
import type { Namespaces } from '@wholesale/i18n';
import { loadLocale, type Locales } from '@wholesale/i18n/sync';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { routes } from './app/routes';
import { setSessionHint } from './features/auth-state/auth';
import { serverNamespaces } from './features/locale/LocaleProvider';
import { setServerRestReader } from './lib/api';
import { clearReads, setReadRetries, successfulReads } from './lib/readCache';
import { findRoute } from './lib/routeMatch';
import { setServerLocation } from './lib/router';

export interface RenderedPage {
  /** The inside of <div id="root">. */
  html: string;
  /** What the browser needs to hydrate it: the page's data and its dictionary namespaces. */
  state: SsrState;
}

/** Read by boot.tsx (its ServerState): the read cache's keys and answers (lib/readCache.ts). */
export interface SsrState {
  queries: { key: string; data: unknown }[];
  namespaces: Namespaces[];
  /** Made for a visitor with a session cookie (auth.ts setSessionHint). */
  member: boolean;
}

export interface RenderRequest {
  /** No query string: no public page reads one (apps/server/src/site/page-render.ts). */
  pathname: string;
  locale: Locales;
  /** The visitor has a session cookie: a buyer's places are held while the session is read. */
  member: boolean;
  /** The server's own answer to a REST URL for a guest (`data` of the body); rejects as the API would. */
  readRest: (url: string) => Promise<unknown>;
}

/** The page at `pathname` as a guest sees it, or null when no route of the app has it. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const found = findRoute(routes, request.pathname);
  if (!found) return null;
  loadLocale(request.locale);
  setServerLocation(request.pathname, '');
  setServerRestReader(request.readRest);
  setSessionHint(request.member ? 'member' : 'guest');
  serverNamespaces.clear();
  clearReads();
  // A read that fails here is the browser's to try again; the page is not held up by retries.
  setReadRetries(false);
  try {
    await Promise.all([found.route.load(), found.route.prefetch?.(found.params)]);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<App locale={request.locale} />, {
      onError: (error) => void errors.push(error),
      // Never split a large part out to be put in place by an inline script (React does past
      // ~12 KB): the page's Content-Security-Policy runs no inline script, and a page read
      // without JavaScript must be whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    // A part that failed would be left to the browser to render (React's client-render marker):
    // the page is sent as the empty shell instead, and the failure reported.
    if (errors.length > 0) throw new AggregateError(errors, `rendering ${request.pathname} failed`);
    let html = '';
    for await (const chunk of prelude)
      html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    return {
      html,
      state: {
        // Only answers: a failed read (an unknown product) is the browser's to make again.
        queries: successfulReads(),
        namespaces: [...serverNamespaces],
        member: request.member,
      },
    };
  } finally {
    setServerRestReader(null);
    clearReads();
  }
}
