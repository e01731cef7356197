// The head tags search engines and Lighthouse read: each URL of a page canonical to itself, the
// same alternates on all of them, and a description on every page a guest can open.
import { describe, expect, it } from 'vitest';
import { i18nObject, loadLocale, type Locales } from '@wholesale/i18n/sync';
import { applyHead, FIXED_PUBLIC_PAGES, pageHead, type PageHead } from './page-head';

loadLocale('en');
loadLocale('ko');
const ORIGIN = 'https://shop.example';

const head = (pathname: string, locale: Locales, languageInUrl: boolean): PageHead =>
  pageHead({ origin: ORIGIN, pathname, locale, languageInUrl });

/** Lighthouse's canonical audit: a URL that is one hreflang alternate must not be canonical to another. */
function pointsToAnotherAlternate(url: string, h: PageHead): boolean {
  const alternates = new Set((h.alternates ?? []).map((a) => a.href));
  return alternates.has(url) && h.canonical !== undefined && alternates.has(h.canonical) && h.canonical !== url;
}

describe('canonical and alternates', () => {
  const path = '/wholesale/marinated';
  const bare = `${ORIGIN}${path}`;
  const en = `${bare}?lang=en`;
  const ko = `${bare}?lang=ko`;

  it('makes each URL of a page its own canonical, the bare path being the x-default', () => {
    expect(head(path, 'en', false).canonical).toBe(bare);
    expect(head(path, 'en', true).canonical).toBe(en);
    expect(head(path, 'ko', true).canonical).toBe(ko);
    // A bare path answered in Korean (the visitor's kept choice) is still the bare path.
    expect(head(path, 'ko', false).canonical).toBe(bare);
  });

  it('lists the same alternates on every URL of a page', () => {
    const expected = [
      { hreflang: 'en', href: en },
      { hreflang: 'ko', href: ko },
      { hreflang: 'x-default', href: bare },
    ];
    for (const [locale, named] of [
      ['en', false],
      ['en', true],
      ['ko', true],
      ['ko', false],
    ] as const) {
      expect(head(path, locale, named).alternates, `${locale} ${named}`).toEqual(expected);
    }
  });

  it('never points a URL at another of its hreflang alternates, on any public page', () => {
    const paths = [...FIXED_PUBLIC_PAGES.map((p) => p.path), '/contact', '/login', '/signup'];
    for (const p of paths) {
      const forms: [string, Locales, boolean][] = [
        [`${ORIGIN}${p}`, 'en', false],
        [`${ORIGIN}${p}?lang=en`, 'en', true],
        [`${ORIGIN}${p}?lang=ko`, 'ko', true],
      ];
      for (const [url, locale, named] of forms) {
        const h = head(p, locale, named);
        expect(h.canonical, url).toBe(url);
        expect(pointsToAnotherAlternate(url, h), url).toBe(false);
      }
    }
  });

  it('writes the canonical, og:url and the alternates into the page', () => {
    const html = applyHead(
      '<html lang="en"><head><title>x</title><meta name="description" content="d" /></head></html>',
      head('/', 'en', false),
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/?lang=en">`);
    expect(html).not.toContain(`<link rel="canonical" href="${ORIGIN}/?lang=en">`);
  });
});

describe('descriptions', () => {
  it('describes the contact, login and sign-up pages in both languages, titled as the pages are', () => {
    for (const locale of ['en', 'ko'] as const) {
      const LL = i18nObject(locale);
      const brand = LL.common.brand();
      for (const [path, title, description] of [
        ['/contact', LL.account.contact.title(), LL.seo.contactDescription()],
        ['/login', LL.account.login.title(), LL.seo.loginDescription()],
        ['/signup', LL.account.signup.title(), LL.seo.signupDescription()],
      ] as const) {
        const h = head(path, locale, false);
        expect(description.trim(), `${locale} ${path}`).not.toBe('');
        expect(h.description, `${locale} ${path}`).toBe(description);
        expect(h.title, `${locale} ${path}`).toBe(`${title} | ${brand}`);
        expect(h.noindex, `${locale} ${path}`).toBeFalsy();
        expect(h.canonical, `${locale} ${path}`).toBe(`${ORIGIN}${path}`);
      }
    }
    // The two languages say it in their own words.
    expect(i18nObject('ko').seo.contactDescription()).not.toBe(i18nObject('en').seo.contactDescription());
  });

  it('gives every other public page a guest can open a description, in both languages', () => {
    for (const locale of ['en', 'ko'] as const) {
      for (const { path } of FIXED_PUBLIC_PAGES) {
        expect(head(path, locale, false).description?.trim(), `${locale} ${path}`).toBeTruthy();
      }
      for (const path of ['/signup/agreements', '/forgot-password']) {
        expect(head(path, locale, false).description?.trim(), `${locale} ${path}`).toBeTruthy();
      }
    }
  });

  it('keeps the account and back-office pages out of search results, with no canonical', () => {
    for (const path of ['/admin/dashboard', '/profile/user/abc-12', '/order-summary', '/reset-password']) {
      const h = head(path, 'en', false);
      expect(h.noindex, path).toBe(true);
      expect(h.canonical, path).toBeUndefined();
      expect(h.description, path).toBeUndefined();
    }
  });
});
