// The built React SPA (apps/web/dist): hashed files under /assets cached for a year, index.html
// revalidated on every visit (so a deploy is picked up at once), and index.html for every
// client-side route. Without a build, a tiny placeholder page keeps the server usable.
// Static files are served pre-compressed when the build wrote .br/.gz siblings (apps/web's
// vite.config.ts does: brotli 11 and gzip 9 beat compressing on the fly, at no CPU per request).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST } from '@wholesale/contract';
import { chooseLanguage, languageOf, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Locales } from '@wholesale/i18n/sync';
import { CLIENT_ROUTES, isClientRoute, type CatalogueItem } from '@wholesale/rules';
import { sendNotFound } from '../plugins/errors';
import {
  applyHints,
  createPageHints,
  appModules,
  dictionaryModule,
  moduleUrls,
  pageModuleKeys,
  parseManifest,
  type HintCatalogue,
  type PageHints,
  type ViteManifest,
} from './page-hints';
import { applyHead, pageHead, publicPageOf } from './page-head';
import { applyRender, loadPageRenderer, type PageRenderer, type RenderedPage } from './page-render';
import { etagMatches } from './storage-files';
import { hasSessionCookie } from '../auth/session';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Where the build puts its content-hashed files (their URL changes with their content). */
export const HASHED_ASSETS_PREFIX = '/assets/';
const REVALIDATE_CACHE_CONTROL = 'no-cache';
/**
 * Scripts go out as `text/javascript` (RFC 9239 and the HTML standard name it so) with no charset:
 * a module or worker script is always read as UTF-8, so the static files' default
 * ("application/javascript; charset=utf-8") spent 22 bytes more on every script of a first load.
 */
const STATIC_JS_TYPE = 'application/javascript; charset=utf-8';
export const JS_TYPE = 'text/javascript';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Files whose body differs by Accept-Encoding (pre-compressed, or compressed on the fly): caches
// must key them by it. Images and PDFs are sent as they are.
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)(?:\.br|\.gz)?$/;

// Paths that belong to the server, never to the SPA: an unknown one is a 404, not index.html.
const SERVER_PATH = /^\/(api|trpc|products|banners|assets)(\/|$)|^\/(healthz|readyz)$/;

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wholesale storefront</title></head>
<body><h1>The storefront has not been built yet</h1>
<p>The server is running. Build the web app (<code>npm run build</code>) or use <code>npm start</code>, then reload.</p>
<p>API: <a href="/api/items">/api/items</a></p></body></html>
`;

/** How often index.html on disk is looked at for a rebuild. */
const INDEX_CHECK_MS = 1000;

/** At most this many pages as sent are kept (each ~20-60 KB, plus its compressed forms). */
const MAX_SENT_PAGES = 2000;

/** A page as sent: its body, its ETag and its compressed forms, each made once, when first asked for. */
class SentPage {
  private readonly forms = new Map<'br' | 'gzip', Promise<Buffer>>();
  constructor(
    readonly body: string,
    readonly etag: string,
  ) {}

  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      // Made once per page and catalogue state, so the strongest settings that stay quick.
      form =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : gzip(this.body, { level: 9 });
      this.forms.set(encoding, form);
    }
    return form;
  }
}

/** br, else gzip, else none, from an Accept-Encoding header (a coding with q=0 is refused). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header || header.length > 256) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const refused = params.some((p) => p.startsWith('q=') && Number(p.slice(2)) === 0);
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export interface Spa {
  /** Whether a built SPA was found (false: placeholder page). */
  readonly built: boolean;
  register(app: FastifyInstance): Promise<void>;
  /** The not-found handler: index.html for client routes, JSON 404 for everything else. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * How a GET that matched no server route is answered: 'app' (index.html) at the web app's pages,
 * whatever the Accept header; 'not-found-page' (index.html with status 404, the app's own Not Found
 * page) for another path a browser navigates to; 'not-found' (JSON) for everything else.
 */
function clientRouteAnswer(request: FastifyRequest): 'app' | 'not-found-page' | 'not-found' {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'not-found';
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PATH.test(pathname)) return 'not-found';
  if (isClientRoute(pathname)) return 'app';
  return (request.headers.accept ?? '').includes('text/html') ? 'not-found-page' : 'not-found';
}

export interface SpaOptions {
  /** Enables the LCP image and data preloads on listing and product pages (see page-hints.ts). */
  catalogue?: HintCatalogue;
  /** The site's public origin (config.publicUrl), for the absolute URLs of canonical and hreflang links. */
  origin?: string;
}

/** The language a page is answered in: the link's `?lang=`, else the visitor's cookie, else English. */
export function requestLanguage(request: FastifyRequest): Locales {
  // A repeated ?lang= reads as an array: languageOf takes it for no language.
  const query = request.query as Record<string, unknown> | undefined;
  return chooseLanguage(query?.[LANGUAGE_PARAM], request.cookies?.[LANGUAGE_COOKIE]);
}

/** Whether the URL itself names the page's language: its canonical is then that `?lang=` form. */
function languageInUrl(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return languageOf(query?.[LANGUAGE_PARAM]) !== null;
}

export function createSpa(webDistDir: string, options: SpaOptions = {}): Spa {
  const indexFile = path.join(webDistDir, 'index.html');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const built = fs.existsSync(indexFile);
  const hintsFor = options.catalogue ? createPageHints(options.catalogue) : null;
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  // The build's server render of the public pages (page-render.ts), loaded on first use.
  let renderer: Promise<PageRenderer | null> | undefined;
  const catalogue = options.catalogue;
  const rendererOf = (): Promise<PageRenderer | null> =>
    (renderer ??=
      catalogue && built ? loadPageRenderer(webDistDir, catalogue).catch(() => null) : Promise.resolve(null));

  /** The page's content as a guest sees it, or null (not a public page, no render in the build, a failed render). */
  async function renderedPage(
    request: FastifyRequest,
    pathname: string,
    locale: Locales,
    member: boolean,
    item: CatalogueItem | undefined,
  ): Promise<RenderedPage | null> {
    const page = publicPageOf(pathname);
    // An unknown or hidden product is left to the browser: there is nothing of it to show, and
    // a render (and a cache entry) per made-up id would be work anyone could ask for.
    if (!page || (page.kind === 'product' && !item)) return null;
    try {
      return (await (await rendererOf())?.render(pathname, locale, member)) ?? null;
    } catch (err) {
      request.log.error({ err, pathname, locale }, 'the page could not be rendered: sent as the empty shell');
      return null; // the browser renders the page itself, as before server rendering
    }
  }

  // index.html is re-read when it changes on disk, so a rebuild while the server runs is served.
  // The build's manifest is written with index.html, so it is re-read with it.
  // Looked at once a second at most: a stat per page view cost more than the rest of a kept page.
  let cached: { mtimeMs: number; size: number; html: string; manifest: ViteManifest | null } | undefined;
  let checkedAt = 0;
  async function loadIndex(): Promise<{ html: string; manifest: ViteManifest | null }> {
    if (cached && Date.now() - checkedAt < INDEX_CHECK_MS) return cached;
    checkedAt = Date.now();
    const info = await stat(indexFile);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const html = await readFile(indexFile, 'utf8');
      const manifest = await readFile(manifestFile, 'utf8').then(parseManifest, () => null);
      cached = { mtimeMs: info.mtimeMs, size: info.size, html, manifest };
    }
    return cached;
  }

  /** The product a product page shows, as a guest sees it (undefined: unknown or hidden). */
  async function guestProduct(pathname: string): Promise<CatalogueItem | undefined> {
    const page = publicPageOf(pathname);
    if (page?.kind !== 'product' || !options.catalogue) return undefined;
    try {
      const item = await options.catalogue.byId(GUEST, page.id);
      return item.show ? item : undefined;
    } catch {
      return undefined; // unknown product, database trouble: the page says so itself
    }
  }

  // The pages as sent, with their compressed forms, kept while what they were made from is the
  // same: index.html, the server's render (itself kept per catalogue state) and the guest
  // catalogue's answers (the same objects until a change). A page then costs a few lookups and
  // no string work, hashing or compression (bench:page-ttfb).
  const sent = new Map<string, { inputs: readonly unknown[]; page: SentPage }>();

  /** index.html as served at `pathname` in `locale`, with that page's head and resource hints. */
  async function pageFor(
    request: FastifyRequest,
    pathname: string,
    locale: Locales,
    named: boolean,
    member: boolean,
  ): Promise<SentPage> {
    const { html, manifest } = await loadIndex();
    const item = await guestProduct(pathname);
    const rendered = await renderedPage(request, pathname, locale, member, item);
    // The bare path and its ?lang= form differ by their canonical link.
    const key = `${locale}${named ? '' : ' bare'} ${member ? 'member' : 'guest'} ${pathname}`;
    const kept = sent.get(key);
    // A rendered page still current means the same catalogue answers, so the same hints: kept.
    const same = (inputs: readonly unknown[]) =>
      kept !== undefined && inputs.every((input, i) => input === kept.inputs[i]);
    if (rendered && same([html, manifest, rendered, item])) return kept!.page;
    const hints = hintsFor ? await hintsFor(pathname, item) : ({} as PageHints);
    const inputs = [html, manifest, rendered, item, hints.image, hints.data];
    if (same(inputs)) return kept!.page;

    // A page the server rendered starts its JavaScript after its first paint (apps/web
    // src/main.tsx): nothing of it is fetched early. A page the browser renders itself needs the
    // app, its page's code and its dictionary at once: they start with the HTML.
    if (manifest && !rendered) {
      const modules = moduleUrls(manifest, [
        ...appModules(manifest),
        ...pageModuleKeys(pathname, locale),
        dictionaryModule(locale),
      ]);
      if (modules.length > 0) hints.modules = modules;
    }
    // The page's data is in its HTML: no request for it.
    if (rendered) delete hints.data;
    const head = pageHead({ origin, pathname, locale, languageInUrl: named, item });
    const withHead = applyHead(applyHints(html, pathname, hints, locale), head);
    const body = rendered ? applyRender(withHead, rendered) : withHead;
    // Per body, not per file: the hints differ by page (and change with the catalogue).
    const page = new SentPage(body, `"${createHash('sha1').update(body).digest('base64url')}"`);
    if (sent.size >= MAX_SENT_PAGES) sent.clear();
    sent.set(key, { inputs, page });
    return page;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status = 200): Promise<void> {
    void reply.code(status).header('cache-control', REVALIDATE_CACHE_CONTROL).type('text/html; charset=utf-8');
    if (!built) {
      await reply.send(PLACEHOLDER_HTML);
      return;
    }
    // The page's language (and its form for a signed-in visitor) may come from a cookie, and its
    // body from Accept-Encoding: a cache must not hand one reader's page to another (the ?lang=
    // of a link is part of the URL, so it keys itself).
    void reply.header('vary', 'cookie, accept-encoding');
    const page = await pageFor(
      request,
      request.url.split('?')[0] ?? '/',
      requestLanguage(request),
      languageInUrl(request),
      hasSessionCookie(request),
    );
    if (status === 200) {
      void reply.header('etag', page.etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etag)) {
        await reply.code(304).send();
        return;
      }
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) {
      await reply.send(page.body);
      return;
    }
    // Already compressed (and kept): the compression plugin leaves a response with an encoding alone.
    await reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  }

  return {
    built,
    async register(app) {
      // The app's pages are index.html (or the placeholder), whatever the Accept header says. Each
      // has its own route: left to the not-found handler, a page would first be looked for on disk
      // by the static files' wildcard (a stat per page view, a fifth of a page's cost).
      for (const route of CLIENT_ROUTES) app.get(route, (request, reply) => sendIndex(request, reply));
      // Staff type the short address: the back office opens on its dashboard (its query kept).
      app.get('/admin', (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`/admin/dashboard${query === -1 ? '' : request.url.slice(query)}`, 302);
      });
      if (!built) return;
      // The static files in a scope of their own, with their own hook.
      await app.register(async (scope) => {
        // A content-hashed file under /assets/ is never asked again (immutable, and the service
        // worker keeps it): its ETag and Accept-Ranges would only add bytes to every script and
        // picture of a first load (the first load's byte budget counts each response's headers).
        scope.addHook('onSend', async (request, reply, payload) => {
          if (request.url.startsWith(HASHED_ASSETS_PREFIX)) {
            reply.removeHeader('etag');
            reply.removeHeader('accept-ranges');
          }
          if (reply.getHeader('content-type') === STATIC_JS_TYPE) reply.header('content-type', JS_TYPE);
          return payload;
        });
        await scope.register(fastifyStatic, {
          root: webDistDir,
          prefix: '/',
          wildcard: true,
          // '/' has its own route above, so index.html is served one way only.
          index: false,
          redirect: false,
          cacheControl: false,
          etag: true,
          // The ETag is enough to revalidate; Last-Modified would only add bytes to every script.
          lastModified: false,
          // The build's metadata (.vite/manifest.json: every module of the app, admin pages
          // included) is read by the server for its page hints, never served.
          allowedPath: (pathName: string) => !pathName.split('/').some((segment) => segment.startsWith('.')),
          // foo.js.br / foo.js.gz next to foo.js are sent (with Content-Encoding) when accepted.
          preCompressed: true,
          setHeaders(res, filePath) {
            const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
            // Vite puts content-hashed files under assets/: their URL changes with their content.
            res.setHeader(
              'cache-control',
              relative.startsWith('assets/') ? HASHED_ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
            );
            if (COMPRESSIBLE_FILE.test(relative)) res.setHeader('vary', 'accept-encoding');
          },
        });
      });
    },
    async notFound(request, reply) {
      const answer = clientRouteAnswer(request);
      if (answer === 'app') return sendIndex(request, reply);
      if (answer === 'not-found-page') return sendIndex(request, reply, 404);
      return sendNotFound(reply);
    },
  };
}
