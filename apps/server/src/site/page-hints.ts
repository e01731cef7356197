// Resource hints the server adds to index.html for the storefront pages whose largest paint is a
// product photo. Without them the browser finds that photo only after HTML → app chunk → page
// chunk + data → render; with them the photo and the page's data start with the HTML.
// Nothing here knows about React: the hints name the same public URLs the page will request
// (docs/contracts.md: REST item endpoints, /products/{style}/{slug}/01.avif).
import {
  clientRouteOf,
  PAGE_WORDS,
  productImagePath,
  STYLE_ROUTES,
  type CatalogueItem,
  type ClientRoute,
  type Locale,
  type Style,
} from '@wholesale/rules';
import { GUEST, type CatalogueService } from '@wholesale/contract';
import { escapeHtml } from '@wholesale/services';

export interface PageHints {
  /** The page's LCP image (AVIF), fetched with high priority. */
  image?: string;
  /** The REST URL the page fetches its data from. */
  data?: string;
  /** JavaScript files the page imports at once, beyond those index.html already loads. */
  modules?: string[];
}

/** What the pages need from the catalogue (their hints, the product a page shows, the server's render): the guest view. */
export type HintCatalogue = Pick<CatalogueService, 'list' | 'byId'>;

const LISTING_STYLE: ReadonlyMap<string, Style> = new Map(
  (Object.entries(STYLE_ROUTES) as [Style, string][]).map(([style, route]) => [route, style]),
);
const PRODUCT_PATH = /^\/wholesale\/product\/([1-9][0-9]{0,9})$/;

/** The first card a listing shows (same rule as the web app's filterForTab on the "all" tab). */
function firstListed(items: readonly CatalogueItem[]): CatalogueItem | undefined {
  return items.find((item) => item.show && item.images > 0);
}

/** Which page a path is, as far as hints go (null: none to add). */
export function hintTarget(
  pathname: string,
): { kind: 'listing'; style: Style } | { kind: 'product'; id: number } | null {
  const style = LISTING_STYLE.get(pathname);
  if (style) return { kind: 'listing', style };
  const match = PRODUCT_PATH.exec(pathname);
  if (match?.[1]) return { kind: 'product', id: Number(match[1]) };
  return null;
}

/** The REST URL a page loads its data from; the web app's queries fetch exactly this URL. */
function dataUrl(target: NonNullable<ReturnType<typeof hintTarget>>): string {
  return target.kind === 'listing' ? `/api/items/style/${target.style}` : `/api/items/${target.id}`;
}

// ---------------------------------------------------------------- modules (Vite's manifest)

/** The part of dist/.vite/manifest.json (Vite's `build.manifest`) used here. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * Source modules (manifest keys, relative to apps/web) a page starts loading as soon as the app
 * chunk runs: its page module (app/routes.ts) and the English dictionary (English is the default
 * language unless the visitor picked Korean before; the banner preload assumes the same).
 */
export const PAGE_MODULE = {
  home: 'src/routes/Home.tsx',
  listing: 'src/routes/Listing.tsx',
  product: 'src/routes/Product.tsx',
} as const;

/**
 * The app itself (React, the shell): what index.html's entry imports lazily (apps/web
 * src/main.tsx), found as the entry's dynamic imports (the app's chunk is named by its hash).
 */
export function appModules(manifest: ViteManifest): string[] {
  return Object.values(manifest).flatMap((entry) => (entry.isEntry ? (entry.dynamicImports ?? []) : []));
}

/** The manifest key of a language's base dictionary, which the app loads before it renders. */
export function dictionaryModule(locale: Locale): string {
  return `../../packages/i18n/src/${locale}/index.ts`;
}

/**
 * The signed-in pages the browser renders itself (the server renders only the public ones): their
 * code, with what starts their data (app/routes.ts) and React Query's provider. Named in the HTML
 * with their words (PAGE_WORDS), they download with the app instead of after it has run: on a slow
 * phone, one round trip less before the page can ask for its data.
 */
export const SIGNED_IN_PAGE_MODULES: Partial<Record<ClientRoute, readonly string[]>> = {
  '/profile/user/:id': [
    'src/routes/account/ProfilePage.tsx',
    'src/features/profile/prefetch.ts',
    'src/lib/queryProvider.tsx',
  ],
  '/order-summary': ['src/routes/OrderSummary.tsx', 'src/lib/queryProvider.tsx'],
  '/admin/dashboard': ['src/routes/admin/AdminDashboard.tsx', 'src/lib/queryProvider.tsx'],
};

/** The manifest key of one of a language's dictionary namespaces. */
function namespaceModule(locale: Locale, ns: string): string {
  return `../../packages/i18n/src/${locale}/${ns}/index.ts`;
}

/** The page's own modules (manifest keys) a page the browser renders starts loading at once. */
export function pageModuleKeys(pathname: string, locale: Locale): string[] {
  if (pathname === '/') return [PAGE_MODULE.home];
  const target = hintTarget(pathname);
  const route = clientRouteOf(pathname);
  const words: readonly string[] = route && route in PAGE_WORDS ? PAGE_WORDS[route as keyof typeof PAGE_WORDS] : [];
  const code = target ? [PAGE_MODULE[target.kind]] : ((route && SIGNED_IN_PAGE_MODULES[route]) ?? []);
  return [...code, ...words.map((ns) => namespaceModule(locale, ns))];
}

/** Reads a manifest; anything malformed reads as "no manifest" (no module hints, nothing breaks). */
export function parseManifest(json: string): ViteManifest | null {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return null;
    for (const entry of Object.values(value as Record<string, unknown>)) {
      if (!entry || typeof (entry as { file?: unknown }).file !== 'string') return null;
    }
    return value as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * URLs of the chunks `keys` need (the chunks themselves and their static imports, transitively),
 * minus those index.html's entry already loads. Missing keys are skipped.
 */
export function moduleUrls(manifest: ViteManifest, keys: readonly string[]): string[] {
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const key of start) visit(key);
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return [...closure(keys)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

// ---------------------------------------------------------------- image and data

/**
 * Hints for a path, from the catalogue as a guest sees it. The server's catalogue answers from its
 * cache, which every catalogue change empties, so a hidden product's photo is never preloaded
 * after it was hidden. A catalogue failure means no image hint, never a failed page.
 * `product`: on a product page, the product as a guest sees it (undefined: unknown or hidden),
 * which the caller has already looked up for the page itself.
 */
export function createPageHints(catalogue: Pick<CatalogueService, 'list'>) {
  async function lcpImage(
    target: NonNullable<ReturnType<typeof hintTarget>>,
    product: CatalogueItem | undefined,
  ): Promise<string | undefined> {
    if (target.kind === 'product')
      return product && product.images > 0 ? productImagePath(product, 1, 'avif') : undefined;
    try {
      const first = firstListed(await catalogue.list(GUEST, { style: target.style }));
      return first ? productImagePath(first, 1, 'avif') : undefined;
    } catch {
      return undefined; // database trouble: the page handles it
    }
  }

  return async function hintsFor(pathname: string, product?: CatalogueItem): Promise<PageHints> {
    const target = hintTarget(pathname);
    if (!target) return {};
    const image = await lcpImage(target, product);
    const hints: PageHints = { data: dataUrl(target) };
    if (image) hints.image = image;
    return hints;
  };
}

// The home page's banner preload in index.html (apps/web/index.html); other pages do not show
// the banner, and a high-priority download of it would compete with their own first paint.
const HOME_ONLY_PRELOAD = /[ \t]*<link rel="preload" as="image" href="\/banners\/[^"]*"[^>]*>\n?/g;
// index.html names the English banner; a Korean page's first banner is the Korean one.
const ENGLISH_BANNER = '"/banners/en/';
const CHARSET = '<meta charset="UTF-8" />';

/** index.html for a path: home keeps the banner preload (in `locale`), other pages get their own hints instead. */
export function applyHints(html: string, pathname: string, hints: PageHints, locale: Locale = 'en'): string {
  let out =
    pathname === '/' ? html.replaceAll(ENGLISH_BANNER, `"/banners/${locale}/`) : html.replace(HOME_ONLY_PRELOAD, '');
  const links: string[] = [];
  for (const href of hints.modules ?? []) {
    // The same form as Vite's own modulepreload links for the entry's chunks.
    links.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  }
  if (hints.image) {
    // First in <head>: the browser asks for what it finds in order, and on HTTP/1.1 the first
    // request found takes the connection the page came on, already open, while the others wait
    // for new ones. The picture is what the buyer waits for.
    const preload = `<link rel="preload" as="image" type="image/avif" href="${escapeHtml(hints.image)}" fetchpriority="high">`;
    out = out.includes(CHARSET)
      ? out.replace(CHARSET, `${CHARSET}\n    ${preload}`)
      : out.replace('<head>', `<head>${preload}`);
  }
  if (hints.data) {
    // `crossorigin` makes the preload a CORS-mode, same-origin-credentials request: the mode
    // fetch() uses, so the page's fetch() reuses it instead of downloading again.
    links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(hints.data)}">`);
  }
  if (links.length > 0) {
    // The whole <head> arrives in the first packet; the picture's preload is placed first above.
    out = out.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  }
  return out;
}
