import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@wholesale/rules';
import { testItem } from '@wholesale/rules/test-item';
import { CATALOGUE_ERRORS, NotFoundError } from '@wholesale/contract';
import {
  applyHints,
  createPageHints,
  appModules,
  dictionaryModule,
  hintTarget,
  moduleUrls,
  PAGE_MODULE,
  pageModuleKeys,
  SIGNED_IN_PAGE_MODULES,
  parseManifest,
  type HintCatalogue,
} from './page-hints';

// The real apps/web/index.html: the banner preload the server removes must match its markup.
const WEB_INDEX = fs.readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');

const item = (over: Partial<CatalogueItem>): CatalogueItem => testItem(over.id ?? 1, over);

function fakeCatalogue(items: CatalogueItem[]) {
  const calls: string[] = [];
  const catalogue: HintCatalogue = {
    async list(_actor, options) {
      calls.push(`list:${options?.style}`);
      return items.filter((i) => !options?.style || i.style === options.style);
    },
    async byId(_actor, id) {
      calls.push(`byId:${id}`);
      const found = items.find((i) => i.id === Number(id) && i.show);
      if (!found) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      return found;
    },
  };
  return { catalogue, calls };
}

describe('hintTarget', () => {
  it('knows the four listings and product pages, nothing else', () => {
    expect(hintTarget('/wholesale/marinated')).toEqual({ kind: 'listing', style: 'marinated' });
    expect(hintTarget('/wholesale/adams-gourmet')).toEqual({ kind: 'listing', style: 'premium' });
    expect(hintTarget('/wholesale/product/42')).toEqual({ kind: 'product', id: 42 });
    for (const p of [
      '/',
      '/wholesale/shop-all',
      '/wholesale/product/0',
      '/wholesale/product/1x',
      '/wholesale/premium',
    ]) {
      expect(hintTarget(p), p).toBeNull();
    }
  });
});

describe('createPageHints', () => {
  const items = [
    item({ id: 1, slug: 'no-photo', images: 0 }),
    item({ id: 2, slug: 'hidden', show: false }),
    item({ id: 3, slug: 'galbi' }),
    item({ id: 4, slug: 'belly', style: 'processed' }),
  ];

  it("preloads the first listed card's photo and the listing data", async () => {
    const { catalogue } = fakeCatalogue(items);
    const hints = createPageHints(catalogue);
    expect(await hints('/wholesale/marinated')).toEqual({
      image: '/products/marinated/galbi/01.avif',
      data: '/api/items/style/marinated',
    });
    // A product page: the product as the page's own lookup found it (hidden or missing: none).
    expect(await hints('/wholesale/product/4', items[3])).toEqual({
      image: '/products/processed/belly/01.avif',
      data: '/api/items/4',
    });
    // No photo, hidden or missing: the data hint only.
    expect(await hints('/wholesale/product/1', items[0])).toEqual({ data: '/api/items/1' });
    expect(await hints('/wholesale/product/2', undefined)).toEqual({ data: '/api/items/2' });
    expect(await hints('/wholesale/product/99', undefined)).toEqual({ data: '/api/items/99' });
    expect(await hints('/wholesale/shop-all')).toEqual({});
  });

  it('adds no image hint when the catalogue fails', async () => {
    const catalogue: HintCatalogue = {
      list: () => Promise.reject(new Error('database down')),
      byId: () => Promise.reject(new Error('database down')),
    };
    expect(await createPageHints(catalogue)('/wholesale/processed')).toEqual({ data: '/api/items/style/processed' });
  });
});

describe('applyHints', () => {
  const hints = { image: '/products/marinated/galbi/01.avif', data: '/api/items/style/marinated' };

  it('leaves the home page as built when there is nothing to add', () => {
    expect(applyHints(WEB_INDEX, '/', {})).toBe(WEB_INDEX);
    expect(WEB_INDEX).toContain('href="/banners/en/01.avif"');
  });

  it("swaps the banner preload for the page's own hints, inside <head>", () => {
    const html = applyHints(WEB_INDEX, '/wholesale/marinated', hints);
    expect(html).not.toContain('/banners/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/avif" href="/products/marinated/galbi/01.avif" fetchpriority="high">',
    );
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/items/style/marinated">');
    // The picture is the first thing the browser finds to fetch.
    expect(head.indexOf('<link')).toBe(head.indexOf('<link rel="preload" as="image"'));
    // Everything else of the page is unchanged.
    expect(html.slice(html.indexOf('</head>'))).toBe(WEB_INDEX.slice(WEB_INDEX.indexOf('</head>')));
  });

  it('removes the banner preload on every other page, and escapes what it inserts', () => {
    expect(applyHints(WEB_INDEX, '/wholesale/faq', {})).not.toContain('/banners/');
    const html = applyHints('<head></head>', '/x', { image: '/products/a"b/01.avif' });
    expect(html).toContain('href="/products/a&quot;b/01.avif"');
  });
});

describe('module hints from the build manifest', () => {
  const manifest = parseManifest(
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-2.js'] },
      '_app-2.js': { file: 'assets/app-2.js', imports: ['_runtime-3.js'] },
      '_runtime-3.js': { file: 'assets/runtime-3.js' },
      'src/routes/Listing.tsx': { file: 'assets/Listing-4.js', imports: ['_app-2.js', '_Tabs-5.js'] },
      '_Tabs-5.js': { file: 'assets/Tabs-5.js', imports: ['_runtime-3.js', '_shell-6.js'] },
      '_shell-6.js': { file: 'assets/shell-6.js' },
      [dictionaryModule('en')]: { file: 'assets/en-7.js' },
    }),
  );

  it("lists a page's chunks and their imports, minus what index.html loads already", () => {
    expect(manifest).not.toBeNull();
    expect(moduleUrls(manifest!, [PAGE_MODULE.listing, dictionaryModule('en')])).toEqual([
      '/assets/Listing-4.js',
      '/assets/Tabs-5.js',
      '/assets/shell-6.js',
      '/assets/en-7.js',
    ]);
    // A module the build no longer has is skipped, not an error.
    expect(moduleUrls(manifest!, ['src/routes/Gone.tsx'])).toEqual([]);
  });

  it('maps pages to their modules, which exist in the web app', () => {
    expect(pageModuleKeys('/', 'en')).toEqual([PAGE_MODULE.home]);
    expect(pageModuleKeys('/wholesale/processed', 'en')).toEqual([PAGE_MODULE.listing]);
    expect(pageModuleKeys('/wholesale/product/3', 'ko')).toEqual([
      PAGE_MODULE.product,
      '../../packages/i18n/src/ko/product/index.ts',
    ]);
    expect(pageModuleKeys('/wholesale/faq', 'en')).toEqual([]);
    // A signed-in page the browser renders: its code, what starts its data, and its words.
    const profile = pageModuleKeys('/profile/user/Mi0xMg', 'ko');
    expect(profile).toContain('src/routes/account/ProfilePage.tsx');
    expect(profile).toContain('src/features/profile/prefetch.ts');
    expect(profile).toContain('../../packages/i18n/src/ko/buyerOrders/index.ts');
    expect(pageModuleKeys('/order-summary', 'en')).toContain('../../packages/i18n/src/en/checkout/index.ts');
    // Manifest keys are paths relative to apps/web: a renamed page must fail here, not silently.
    const keys = [
      ...Object.values(PAGE_MODULE),
      ...Object.values(SIGNED_IN_PAGE_MODULES).flat(),
      ...['/wholesale/product/1', '/profile/user/x', '/order-summary', '/admin/dashboard'].flatMap((path) =>
        (['en', 'ko'] as const).flatMap((locale) => pageModuleKeys(path, locale)),
      ),
      dictionaryModule('en'),
      dictionaryModule('ko'),
    ];
    for (const key of keys) {
      expect(fs.existsSync(fileURLToPath(new URL(`../../../web/${key}`, import.meta.url))), key).toBe(true);
    }
  });

  it('finds the app as what the entry imports lazily', () => {
    const manifest = parseManifest(
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_helper-2.js'],
          dynamicImports: ['_app-3.js'],
        },
        '_helper-2.js': { file: 'assets/helper-2.js' },
        '_app-3.js': { file: 'assets/app-3.js', imports: ['_helper-2.js'] },
        'src/routes/Home.tsx': { file: 'assets/Home-4.js', imports: ['_app-3.js'] },
      }),
    );
    expect(appModules(manifest!)).toEqual(['_app-3.js']);
    // The page's chunks and the app, less what the entry loads itself.
    expect(moduleUrls(manifest!, [...appModules(manifest!), PAGE_MODULE.home])).toEqual([
      '/assets/app-3.js',
      '/assets/Home-4.js',
    ]);
  });

  it('refuses a malformed manifest, and links modules with the form Vite uses', () => {
    expect(parseManifest('not json')).toBeNull();
    expect(parseManifest('{"a":{"nofile":1}}')).toBeNull();
    const html = applyHints(WEB_INDEX, '/', { modules: ['/assets/Home-1.js'] });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-1.js">');
    expect(html).toContain('href="/banners/en/01.avif"');
  });
});
