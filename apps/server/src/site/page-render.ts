// The public pages' content in their HTML: the web app's own server render
// (apps/web/src/entry-server.tsx, built into dist/.ssr), fed by the guest catalogue this server
// already caches, and kept per page and language until the catalogue answers it read change.
//
// Rendered on request and cached rather than prerendered at build: the catalogue lives in the
// database and changes from the back office, so a build-time page would be stale at the first
// edit, and a re-render of every page on each change costs far more than rendering the few that
// are read (docs/decisions.md has the measurements). What a page read is known exactly: the
// render asks for its data through `readRest`, and each answer is the catalogue cache's own frozen
// object, the same object until a change (in any process) drops it. A cached page is reused while
// every answer it was made from is still the one the cache holds.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GUEST, type CatalogueService } from '@wholesale/contract';
import type { Locales } from '@wholesale/i18n/sync';
import { STYLES, type Style } from '@wholesale/rules';
import { scriptJson } from './script-json';

/** What the web app's entry-server.tsx exports (its types are not imported: it is built output). */
interface RenderModule {
  renderPage(request: {
    pathname: string;
    locale: Locales;
    member: boolean;
    readRest: (url: string) => Promise<unknown>;
  }): Promise<{ html: string; state: unknown } | null>;
}

export interface RenderedPage {
  /** The inside of <div id="root">. */
  html: string;
  /** The state the browser hydrates with, as JSON safe inside a <script> element. */
  stateJson: string;
}

export interface PageRenderer {
  /**
   * The page at `pathname` in `locale`. Without its query string: no public page reads one, so a
   * `?tab=` or a tracking parameter neither changes the page nor makes another cache entry.
   * `member`: the visitor has a session cookie (not whose: the page is still a guest's, with a
   * buyer's places held open while the browser reads the session).
   */
  render(pathname: string, locale: Locales, member: boolean): Promise<RenderedPage | null>;
}

export type RenderCatalogue = Pick<CatalogueService, 'list' | 'byId'>;

/** At most this many pages are kept (a page is ~20-60 KB): 2 languages × ~600 pages. */
const MAX_CACHED_PAGES = 1200;
const STYLE_SET: ReadonlySet<string> = new Set(STYLES);
const ITEMS_BY_STYLE = '/api/items/style/';
const ITEM_BY_ID = /^\/api\/items\/([1-9][0-9]{0,9})$/;

/** A read the API would answer 404 (the status is what the web's retry rule looks at). */
const notFound = () => Object.assign(new Error('Not found'), { status: 404 });

/** The REST reads the storefront's pages make, answered from the catalogue as for a guest. */
export function guestRestReader(catalogue: RenderCatalogue): (url: string) => Promise<unknown> {
  return async (url) => {
    if (url.length > 64) throw notFound();
    if (url === '/api/items') return catalogue.list(GUEST);
    if (url.startsWith(ITEMS_BY_STYLE)) {
      const style = url.slice(ITEMS_BY_STYLE.length);
      if (!STYLE_SET.has(style)) throw notFound();
      return catalogue.list(GUEST, { style: style as Style });
    }
    const id = ITEM_BY_ID.exec(url)?.[1];
    if (id !== undefined) return catalogue.byId(GUEST, Number(id));
    throw notFound();
  };
}

interface Cached {
  page: RenderedPage | null;
  /** Each URL the render read, and the answer it got (compared by identity). */
  reads: { url: string; answer: unknown }[];
}

/**
 * The renderer of `webDistDir`'s build, or null when the build has no server render (an older
 * build, a development server): pages are then sent as the empty shell, as before.
 */
export async function loadPageRenderer(webDistDir: string, catalogue: RenderCatalogue): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '.ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const read = guestRestReader(catalogue);
  const cache = new Map<string, Cached>();
  // The render's location, reader and query cache are module-level in the web app (as in a
  // browser): one render at a time.
  let queue: Promise<unknown> = Promise.resolve();

  async function stillCurrent(cached: Cached): Promise<boolean> {
    for (const { url, answer } of cached.reads) {
      const now = await read(url).catch(() => undefined);
      if (now !== answer) return false;
    }
    return true;
  }

  async function renderNow(pathname: string, locale: Locales, member: boolean): Promise<Cached> {
    const reads: Cached['reads'] = [];
    const rendered = await module.renderPage({
      pathname,
      locale,
      member,
      readRest: async (url) => {
        const answer = await read(url);
        reads.push({ url, answer });
        return answer;
      },
    });
    return { page: rendered && { html: rendered.html, stateJson: scriptJson(rendered.state) }, reads };
  }

  return {
    async render(pathname, locale, member) {
      const key = `${locale} ${member ? 'member' : 'guest'} ${pathname}`;
      const hit = cache.get(key);
      if (hit && (await stillCurrent(hit))) return hit.page;
      const next = queue.then(() => renderNow(pathname, locale, member));
      queue = next.catch(() => undefined);
      const made = await next;
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      cache.set(key, made);
      return made.page;
    },
  };
}

const ROOT_OPEN = '<div id="root">';

/** index.html with `page` inside its root element (replacing the placeholder), and its state after it. */
export function applyRender(html: string, page: RenderedPage): string {
  const start = html.indexOf(ROOT_OPEN);
  const bodyEnd = html.lastIndexOf('</body>');
  const end = start < 0 || bodyEnd < 0 ? -1 : html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start)}${ROOT_OPEN}${page.html}</div>\n    <script type="application/json" id="ssr-state">${page.stateJson}</script>${html.slice(end + '</div>'.length)}`;
}
