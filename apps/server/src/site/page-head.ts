// The <head> of a page as the server sends it: in the visitor's language (`<html lang>`), with the
// page's own title and description, its English and Korean alternates (hreflang), a canonical
// URL, link-preview tags, and on a product page the schema.org Product at its list price.
// Every URL of a page is its own canonical: the bare path (the x-default, answered in the kept
// language or English) and each `?lang=` form. A canonical naming another of the page's hreflang
// alternates would tell search engines to drop this one, which Lighthouse reports as an error.
// Search engines and chat apps' link previews read only this: they run no JavaScript.
// Everything here is what a guest sees: the HTML is shared by every visitor of a language, so no
// buyer's price or account ever enters it.
import {
  i18nObject,
  loadLocale,
  locales,
  LANGUAGE_PARAM,
  type Locales,
  type TranslationFunctions,
} from '@wholesale/i18n/sync';
import { productImagePath, STYLE_ROUTES, type CatalogueItem, type Style } from '@wholesale/rules';
import { escapeHtml } from '@wholesale/services';
import { hintTarget } from './page-hints';
import { scriptJson } from './script-json';

for (const locale of locales) loadLocale(locale);

/** The information pages (app/routes.ts) and the dictionary namespace each one's texts are in. */
export const INFO_PAGES = {
  '/wholesale/how-to-order': 'howToOrder',
  '/wholesale/packing': 'packing',
  '/wholesale/b2b': 'b2b',
  '/wholesale/deal': 'deal',
  '/wholesale/faq': 'faq',
  '/terms-and-policies': 'terms',
  '/cookie': 'cookiePolicy',
} as const satisfies Record<string, keyof TranslationFunctions>;
type InfoPath = keyof typeof INFO_PAGES;

export const SHOP_ALL_PATH = '/wholesale/shop-all';

/** A public page: one a guest can read and a search engine should find. */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'listing'; style: Style }
  | { kind: 'shop-all' }
  | { kind: 'info'; path: InfoPath }
  | { kind: 'product'; id: number };

/** Every public page but the products, in the order the sitemap lists them. */
export const FIXED_PUBLIC_PAGES: readonly { path: string; page: PublicPage }[] = [
  { path: '/', page: { kind: 'home' } },
  ...(Object.entries(STYLE_ROUTES) as [Style, string][]).map(([style, path]) => ({
    path,
    page: { kind: 'listing', style } as const,
  })),
  { path: SHOP_ALL_PATH, page: { kind: 'shop-all' } },
  ...(Object.keys(INFO_PAGES) as InfoPath[]).map((path) => ({ path, page: { kind: 'info', path } as const })),
];

export function publicPageOf(pathname: string): PublicPage | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === SHOP_ALL_PATH) return { kind: 'shop-all' };
  if (Object.hasOwn(INFO_PAGES, pathname)) return { kind: 'info', path: pathname as InfoPath };
  const target = hintTarget(pathname);
  if (!target) return null;
  return target.kind === 'listing' ? { kind: 'listing', style: target.style } : { kind: 'product', id: target.id };
}

/**
 * The guest pages the browser renders itself (their forms call the API): described and linked to
 * their other language, though not in the sitemap. Each names its title, from the page's own
 * dictionary so the tab and the search result agree, and its description.
 */
const FORM_PAGES: Record<string, (LL: TranslationFunctions) => { title: string; description: string }> = {
  '/contact': (LL) => ({ title: LL.account.contact.title(), description: LL.seo.contactDescription() }),
  '/login': (LL) => ({ title: LL.account.login.title(), description: LL.seo.loginDescription() }),
  '/signup': (LL) => ({ title: LL.account.signup.title(), description: LL.seo.signupDescription() }),
  // Where /signup sends a first visitor (the agreements come first): its description is the page's intro.
  '/signup/agreements': (LL) => ({
    title: LL.account.agreements.title(),
    description: clip(LL.account.agreements.intro()),
  }),
  '/forgot-password': (LL) => ({ title: LL.account.forgot.title(), description: clip(LL.account.forgot.intro()) }),
};

// Pages of someone's account or the back office: no search engine should list them (robots.txt
// asks crawlers not to fetch them; this answers those that arrive by a link).
const PRIVATE_PATH =
  /^\/(admin|profile|order-summary|order-guides|reset-password|accept-invitation|recall|reminders)(\/|$)/;

/** The URL of `path` in `locale`: the form the alternates, the sitemap and shared links use. */
export function localizedUrl(origin: string, path: string, locale: Locales): string {
  return `${origin}${path}?${LANGUAGE_PARAM}=${locale}`;
}

export interface PageHead {
  locale: Locales;
  title: string;
  description?: string;
  /** Absolute URLs. */
  canonical?: string;
  alternates?: { hreflang: string; href: string }[];
  image?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** Search results show about 155 characters; cut at a word, never mid-word. */
export function clip(text: string, max = 155): string {
  const flat = text.replaceAll(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

const titled = (LL: TranslationFunctions, title: string) =>
  title ? `${title} | ${LL.common.brand()}` : LL.common.brand();

/**
 * The head of `pathname` in `locale`. `item` is the product a product page shows, as a guest sees
 * it (undefined: unknown or hidden, and the page will say so).
 */
export function pageHead(options: {
  origin: string;
  pathname: string;
  locale: Locales;
  /** Whether the URL names its language (a valid `?lang=`); false at the bare path. */
  languageInUrl: boolean;
  item?: CatalogueItem | undefined;
}): PageHead {
  const { origin, pathname, locale, languageInUrl, item } = options;
  const LL = i18nObject(locale);
  const page = publicPageOf(pathname);
  const form = Object.hasOwn(FORM_PAGES, pathname) ? FORM_PAGES[pathname]! : null;
  const brand = LL.common.brand();
  if ((!page && !form) || (page?.kind === 'product' && !item)) {
    return { locale, title: brand, noindex: page !== null || PRIVATE_PATH.test(pathname) };
  }
  const head: PageHead = {
    locale,
    title: brand,
    canonical: languageInUrl ? localizedUrl(origin, pathname, locale) : `${origin}${pathname}`,
    // The same three on every URL of the page, whichever of them was asked for.
    alternates: [
      ...locales.map((l) => ({ hreflang: l, href: localizedUrl(origin, pathname, l) })),
      // A visitor who has chosen nothing yet gets English (the spec's default) at the bare path.
      { hreflang: 'x-default', href: `${origin}${pathname}` },
    ],
  };
  if (!page) {
    const { title, description } = form!(LL);
    head.title = titled(LL, title);
    head.description = description;
    return head;
  }
  const S = LL.seo;
  switch (page.kind) {
    case 'home':
      head.description = S.homeDescription();
      break;
    case 'listing':
      head.title = titled(LL, LL.catalogue.listingTitle[page.style]());
      head.description = S.listingDescription({ intro: LL.catalogue.listingIntro[page.style]() });
      break;
    case 'shop-all':
      head.title = titled(LL, LL.catalogue.shopAll());
      head.description = S.shopAllDescription();
      break;
    case 'info': {
      const texts = LL[INFO_PAGES[page.path]] as { title(): string; intro(): string };
      head.title = titled(LL, texts.title());
      head.description = clip(texts.intro());
      break;
    }
    case 'product': {
      const product = item!;
      const name = locale === 'ko' ? product.name_ko : product.name;
      const description = (locale === 'ko' ? product.description_ko : product.description).trim();
      head.title = titled(LL, name);
      head.description = clip(description || S.productDescription({ name, species: S.species[product.species]() }));
      if (product.images > 0) head.image = `${origin}${productImagePath(product, 1, 'jpg')}`;
      head.jsonLd = productJsonLd(product, name, head.description, head.canonical!, head.image);
      break;
    }
  }
  return head;
}

/** schema.org Product at the list price: the price every guest sees, never a buyer's own. */
function productJsonLd(
  item: CatalogueItem,
  name: string,
  description: string,
  url: string,
  image: string | undefined,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    sku: item.slug,
    ...(image ? { image: [image] } : {}),
    ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: item.price.toFixed(2),
      availability: 'https://schema.org/InStock',
      // Sold to verified businesses only.
      eligibleCustomerType: 'https://schema.org/Business',
    },
  };
}

const HTML_LANG = /<html lang="[a-z-]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/** index.html with `head` in place of its English defaults. */
export function applyHead(html: string, head: PageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const a of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`);
  }
  if (head.canonical) {
    // Link previews (KakaoTalk, messages): what a shared link shows before it is opened.
    tags.push(`<meta property="og:type" content="${head.jsonLd ? 'product' : 'website'}">`);
    tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
    if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
    tags.push(`<meta property="og:locale" content="${head.locale === 'ko' ? 'ko_KR' : 'en_US'}">`);
    if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);

  let out = html
    .replace(HTML_LANG, `<html lang="${head.locale}">`)
    .replace(TITLE, `<title>${escapeHtml(head.title)}</title>`);
  out = head.description
    ? out.replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    : out.replace(DESCRIPTION, '');
  return tags.length > 0 ? out.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : out;
}
