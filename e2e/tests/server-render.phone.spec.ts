import type { Page } from '@playwright/test';
import { t } from './dictionaries';
import { SHOP_ALL_ROUTE, STYLE_ROUTES } from '@wholesale/rules';
import { INFO_PAGES } from './info-pages';
import { DEMO_BUYER, demoItem, expect, heading, inEachLanguage, listable, nameIn, test, usd } from './support';

// The public pages arrive rendered by the server: read without
// JavaScript, in the language of the visitor's cookie; then the browser hydrates the same nodes
// (no mismatch: the suite fails on any console error), and a signed-in buyer's price takes the
// list price's place without moving anything.

const SPEC_KEY = {
  '30 lb - 5 lb x 6 packs': 'box30',
  '20 lb - 10 lb x 2 packs': 'box20',
  '50 lb - 50 lb x 1 box': 'box50',
  'C.W. (Catch Weights)': 'perLb',
} as const;

inEachLanguage(
  {
    title: (locale) => `without JavaScript, in ${locale}`,
    // A browser without JavaScript reports each module script it skips as refused.
    use: { javaScriptEnabled: false, expectedErrors: /request failed \(csp\) .*\/assets\/[^/]+\.js$/ },
  },
  (locale) => {
    const L = t(locale);

    test('home, a listing and a product read whole, with real links and list prices', async ({ page }) => {
      const item = demoItem(1);

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const categories = page.getByRole('navigation', { name: L.homePage.categories });
      await expect(categories.getByRole('link', { name: L.homePage.marinated })).toHaveAttribute(
        'href',
        '/wholesale/marinated',
      );
      await expect(page.getByRole('link', { name: new RegExp(nameIn(item, locale)) }).first()).toHaveAttribute(
        'href',
        `/wholesale/product/${item.id}`,
      );

      // The listing: every visible product of the line, each a link with its picture and list price.
      await page.goto('/wholesale/marinated');
      await expect(heading(page, L.catalogue.listingTitle.marinated)).toBeVisible();
      const marinated = listable((i) => i.style === 'marinated');
      const cards = page.locator('.product-grid .product-card');
      await expect(cards).toHaveCount(marinated.length);
      const first = cards.filter({ hasText: nameIn(item, locale) });
      await expect(first).toHaveAttribute('href', `/wholesale/product/${item.id}`);
      await expect(first.locator('img')).toHaveAttribute('src', /\/products\/marinated\/.+\/01\.jpg$/);
      await expect(first.locator('.price')).toHaveText(`${usd(item.price_cents)} ${L.catalogue.priceSuffix.box30}`);
      await first.click();

      // The product, followed by its link: name, picture, spec and list price, never a buyer's.
      await expect(page).toHaveURL(`/wholesale/product/${item.id}`);
      await expect(heading(page, nameIn(item, locale))).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(nameIn(item, locale)) }).first()).toBeVisible();
      await expect(page.locator('.buy-box .price')).toHaveText(
        `${usd(item.price_cents)} ${L.catalogue.priceSuffix.box30}`,
      );
      await expect(page.locator('.spec-list')).toContainText(L.catalogue.specText[SPEC_KEY[item.spec]]);
      await expect(page.getByText(L.product.yourPrice, { exact: true })).toHaveCount(0);
      await expect(
        page.locator('.breadcrumbs').getByRole('link', { name: L.catalogue.style.marinated }),
      ).toHaveAttribute('href', '/wholesale/marinated');
    });
  },
);

inEachLanguage(
  (locale) => `hydrated, in ${locale}`,
  () => {
    test('every public page keeps the nodes the server sent, with no console error', async ({ page }) => {
      test.slow(); // fourteen pages, each loaded and hydrated: past 30 s on a busy 2-core machine
      // The <h1> at DOMContentLoaded (the server's) must still be the page's once it runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
        });
      });
      const paths = [
        '/',
        ...Object.values(STYLE_ROUTES),
        SHOP_ALL_ROUTE,
        `/wholesale/product/${demoItem(1).id}`,
        ...INFO_PAGES.map((p) => p.path),
      ];
      // A guest's page (no session cookie, nothing of a buyer's kept) never asks who is signed in:
      // the probe's code is not part of its first load (to keep within its JavaScript budget).
      const probes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/trpc/auth.session')) probes.push(r.url());
      });
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // <html data-ready> once React has hydrated the page.
        await expect(page.locator('html[data-ready]')).toBeAttached();
        await expect(page.locator('main h1')).toBeAttached();
        expect(
          await page.evaluate(
            () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('main h1'),
          ),
          path,
        ).toBe(true);
        expect(
          await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading?.isConnected),
          path,
        ).toBe(true);
      }
      expect(probes).toEqual([]);
    });
  },
);

/**
 * The sum of layout shifts since the page started (the CLS a visitor would have met), read once
 * two more frames have been drawn: a shift of what is on screen now has been recorded by then.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    let sum = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) if (!e.hadRecentInput) sum += e.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    add(observer.takeRecords());
    observer.disconnect();
    return sum;
  });
}

test.describe('a signed-in buyer', () => {
  test.use({ lang: 'en' });

  test('sees the list price in the HTML, then their own price in its place without a shift', async ({
    page,
    signIn,
  }) => {
    const L = t('en');
    const item = demoItem(1);
    await signIn(DEMO_BUYER);
    for (const path of ['/wholesale/marinated', `/wholesale/product/${item.id}`]) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      // The HTML is a guest's: the same for everyone, the list price only.
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(usd(item.price_cents));
      expect(html, path).not.toContain(usd(item.discounted_price_cents));
      const price = path.includes('product')
        ? page.locator('.buy-box .price strong')
        : page.locator('.product-card', { hasText: item.name }).locator('.price strong');
      await expect(price).toHaveText(usd(item.discounted_price_cents));
      expect(await layoutShift(page), path).toBe(0);
    }
    await expect(page.getByText(L.product.yourPrice, { exact: true })).toBeVisible();
  });
});
