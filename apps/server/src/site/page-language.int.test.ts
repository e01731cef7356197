// The pages' HTML in the visitor's language, and what search engines read:
// <html lang>, title and description from the server, the alternates, the product's JSON-LD at
// its list price, sitemap.xml and robots.txt. On the web app's real index.html.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nObject, loadLocale } from '@wholesale/i18n/sync';
import type { CatalogueItem } from '@wholesale/rules';
import { preferredEncoding } from './spa';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const WEB_INDEX = fileURLToPath(new URL('../../../web/index.html', import.meta.url));
loadLocale('en');
loadLocale('ko');
const EN = i18nObject('en');
const KO = i18nObject('ko');

let t: TestServer;
let web: string;
let items: CatalogueItem[];

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'page-language-'));
  fs.copyFileSync(WEB_INDEX, path.join(web, 'index.html'));
  t = await buildTestServer({ config: { webDistDir: web } });
  items = (await t.inject({ method: 'GET', url: '/api/items' })).json<{ data: CatalogueItem[] }>().data;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const jsonLd = (html: string): Record<string, unknown> | null => {
  const start = html.indexOf('<script type="application/ld+json">');
  if (start < 0) return null;
  const body = html.slice(start + '<script type="application/ld+json">'.length, html.indexOf('</script>', start));
  return JSON.parse(body) as Record<string, unknown>;
};

describe('the page in the visitor language', () => {
  it('is English by default, Korean with the lang cookie, and a link’s ?lang= wins over the cookie', async () => {
    const en = await page('/');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(`<meta name="description" content="${EN.seo.homeDescription()}" />`);
    expect(en.body).toContain('href="/banners/en/01.avif"');
    expect(String(en.headers.vary)).toMatch(/cookie/i);

    const ko = await page('/', 'lang=ko');
    expect(ko.body).toContain('<html lang="ko">');
    expect(ko.body).toContain(`<meta name="description" content="${KO.seo.homeDescription()}" />`);
    expect(ko.body).toContain('href="/banners/ko/01.avif"');
    expect(ko.body).not.toContain('/banners/en/');
    // The app links the web manifest in the page's language (e2e: search-locale.desktop.spec).
    expect(ko.body).not.toContain('rel="manifest"');
    // One language's page never revalidates as the other's.
    expect(ko.headers.etag).not.toBe(en.headers.etag);
    const stale = await t.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', cookie: 'lang=ko', 'if-none-match': String(en.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);

    expect((await page('/?lang=en', 'lang=ko')).body).toContain('<html lang="en">');
    expect((await page('/?lang=ko')).body).toContain('<html lang="ko">');
    for (const cookie of ['lang=xx', `lang=${'k'.repeat(5000)}`, 'lang=', 'other=ko']) {
      expect((await page('/', cookie)).body, cookie).toContain('<html lang="en">');
    }
  });

  it('titles and describes each public page in its language, with alternates for both', async () => {
    const listing = await page('/wholesale/marinated', 'lang=ko');
    expect(listing.body).toContain(`<title>${KO.catalogue.listingTitle.marinated()} | ${KO.common.brand()}</title>`);
    // The bare path is the x-default, canonical to itself whatever language it is answered in.
    expect(listing.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/wholesale/marinated">`);
    expect(listing.body).toContain(
      `<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/wholesale/marinated?lang=en">`,
    );
    expect(listing.body).toContain(
      `<link rel="alternate" hreflang="ko" href="${TEST_PUBLIC_URL}/wholesale/marinated?lang=ko">`,
    );
    expect(listing.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/wholesale/marinated">`,
    );

    // Each ?lang= form is canonical to itself, and kept apart from the bare path's page.
    for (const lang of ['en', 'ko']) {
      const url = `/wholesale/marinated?lang=${lang}`;
      expect((await page(url)).body, url).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${url}">`);
    }
    const bare = await page('/wholesale/marinated');
    expect(bare.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/wholesale/marinated">`);
    expect(bare.body).not.toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/wholesale/marinated?`);
    expect((await page('/wholesale/marinated?lang=xx')).body).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/wholesale/marinated">`,
    );

    // The guest pages with forms are described too, in the visitor's language.
    const contact = await page('/contact', 'lang=ko');
    expect(contact.body).toContain(`<title>${KO.account.contact.title()} | ${KO.common.brand()}</title>`);
    expect(contact.body).toContain(`<meta name="description" content="${KO.seo.contactDescription()}" />`);
    expect(contact.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/contact">`);
    expect((await page('/login')).body).toContain(`<meta name="description" content="${EN.seo.loginDescription()}" />`);
    expect((await page('/signup?lang=en')).body).toContain(
      `<meta name="description" content="${EN.seo.signupDescription()}" />`,
    );

    const faq = await page('/wholesale/faq');
    expect(faq.body).toContain(`<title>${EN.faq.title()} | ${EN.common.brand()}</title>`);
    expect(faq.body).not.toContain('noindex');

    // The account and back-office pages: the brand only, and not for search engines.
    for (const url of ['/admin/dashboard', '/profile/user/abc-12', '/order-summary']) {
      const res = await page(url);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
    // The short address staff type opens the dashboard, its query kept.
    const short = await page('/admin');
    expect([short.statusCode, short.headers.location]).toEqual([302, '/admin/dashboard']);
    expect((await page('/admin?page=orders')).headers.location).toBe('/admin/dashboard?page=orders');
  });

  it('describes a product with its name and schema.org data at the list price, the same HTML for a buyer', async () => {
    const item = items.find((i) => i.images > 0)!;
    const guest = await page(`/wholesale/product/${item.id}`, 'lang=ko');
    expect(guest.body).toContain(`<title>${item.name_ko} | ${KO.common.brand()}</title>`);
    expect(guest.body).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/products/${item.style}/${item.slug}/01.jpg">`,
    );
    const data = jsonLd(guest.body);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: item.name_ko,
      offers: { price: item.price.toFixed(2), priceCurrency: 'USD' },
    });

    // A signed-in buyer gets the page a guest gets: their price comes later, from the API.
    const member = (await t.injectAs('buyer', { method: 'GET', url: `/api/items/${item.id}` })).json<{
      data: CatalogueItem;
    }>().data;
    expect(member.discounted_price).toBeDefined();
    expect(member.discounted_price).not.toBe(item.price);
    const buyer = await t.injectAs('buyer', {
      method: 'GET',
      url: `/wholesale/product/${item.id}`,
      headers: { accept: 'text/html', cookie: 'lang=ko' },
    });
    expect(buyer.body).toBe(guest.body);
    expect(buyer.body).not.toContain(member.discounted_price!.toFixed(2));

    // A product nobody can open is not described (the page says "not found" itself).
    const missing = await page('/wholesale/product/999999');
    expect(jsonLd(missing.body)).toBeNull();
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('for search engines', () => {
  it('robots.txt keeps crawlers out of accounts and the back office and names the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /profile');
    expect(res.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists every public page and visible product in both languages, and follows the catalogue', async () => {
    const first = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...first.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const p of [
      '/',
      '/wholesale/marinated',
      '/wholesale/shop-all',
      '/wholesale/faq',
      '/cookie',
      '/terms-and-policies',
    ]) {
      expect(locs).toContain(`${TEST_PUBLIC_URL}${p}?lang=en`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}${p}?lang=ko`);
    }
    for (const item of items) expect(locs).toContain(`${TEST_PUBLIC_URL}/wholesale/product/${item.id}?lang=ko`);
    expect(locs.some((l) => l?.includes('/admin') || l?.includes('/profile'))).toBe(false);

    // Hiding a product takes it out at once.
    const hidden = items[0]!;
    const hide = await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/items/${hidden.id}`,
      payload: { show: false },
    });
    expect(hide.statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(after.body).not.toContain(`/wholesale/product/${hidden.id}?`);
  });
});

describe('a page as sent', () => {
  it('is compressed once and sent as it was kept, brotli first, and revalidates by its ETag', async () => {
    const plain = await t.inject({ method: 'GET', url: '/wholesale/faq', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.inject({
        method: 'GET',
        url: '/wholesale/faq',
        headers: { accept: 'text/html', 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString('utf8'), accept).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(`${'x,'.repeat(200)}br`)).toBeNull();
    const again = await t.inject({
      method: 'GET',
      url: '/wholesale/faq',
      headers: { accept: 'text/html', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
