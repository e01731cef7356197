// What search engines read before the pages: robots.txt (what not to fetch, where the sitemap
// is) and sitemap.xml (every public page and visible product, in English and Korean, each with its
// alternates). The sitemap is made from the guest catalogue the server already caches, so it
// follows every catalogue change, from any process, as the catalogue reads do.
import type { FastifyInstance } from 'fastify';
import { GUEST, type CatalogueService } from '@wholesale/contract';
import { locales } from '@wholesale/i18n/sync';
import type { CatalogueItem } from '@wholesale/rules';
import { FIXED_PUBLIC_PAGES, localizedUrl } from './page-head';

export interface CrawlerRoutesOptions {
  catalogue: Pick<CatalogueService, 'list'>;
  /** The site's public origin (config.publicUrl): sitemaps hold absolute URLs. */
  origin: string;
}

// The account and back-office pages hold nothing for a search engine; the catalogue data under
// /api stays open, as a crawler that runs the page's JavaScript needs it.
const PRIVATE_PREFIXES = [
  '/admin',
  '/profile',
  '/order-summary',
  '/order-guides',
  '/reset-password',
  '/accept-invitation',
  '/recall',
  '/reminders',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** One <url> per language of `path`, each naming all of them (and x-default) as alternates. */
function entries(origin: string, path: string): string[] {
  const alternates = [
    ...locales.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(localizedUrl(origin, path, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
  ].join('');
  return locales.map((l) => `<url><loc>${escapeXml(localizedUrl(origin, path, l))}</loc>${alternates}</url>`);
}

/** The sitemap of the fixed public pages and every product a guest can open. */
export function sitemapXml(origin: string, items: readonly CatalogueItem[]): string {
  const paths = [
    ...FIXED_PUBLIC_PAGES.map((p) => p.path),
    ...items.filter((i) => i.show).map((i) => `/wholesale/product/${i.id}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entries(origin, path)),
    '</urlset>',
    '',
  ].join('\n');
}

export async function crawlerRoutes(app: FastifyInstance, options: CrawlerRoutesOptions): Promise<void> {
  const origin = options.origin.replace(/\/+$/, '');
  const robots = robotsTxt(origin);
  // Made once per state of the catalogue: the cached list is the same object until a change.
  const made = new WeakMap<readonly CatalogueItem[], string>();

  app.get('/robots.txt', async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const items = await options.catalogue.list(GUEST, {});
    let xml = made.get(items);
    if (xml === undefined) {
      xml = sitemapXml(origin, items);
      made.set(items, xml);
    }
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
}
