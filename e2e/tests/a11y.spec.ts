import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './axe-support';
import { fill, literal, t, type Dictionary } from './dictionaries';
import { INFO_PAGES } from './info-pages';
import { anyOf, demoItem, expect, failedAnswer, heading, inEachLanguage, type Locale, open, test } from './support';

// axe on every page type, in both languages, at both sizes: no serious or critical violation.
// The cookie banner stays up (cookiesAccepted: false): it is part of what a first visitor sees.
// One test per language and size walks every page type in one browser page, each its own step
// whose findings are reported (soft) before the next: a fresh browser and a cold start of the app
// for each page type was most of what the suite spent here. After the first page the walk moves
// as a link does (the app's router, no reload): the markup checked is the same, the app is not
// started again for each page type. The server's HTML itself is checked in server-render.
// Korean pages have the English pages' markup and colours with other words: in Korean, axe runs
// every rule but colour contrast (the costliest, and the colours do not change with the language).

/**
 * Goes to `path` in the page already open: as a link does (the app's router, no reload) once the
 * app runs in it, by loading the page before that.
 */
async function go(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) return open(page, path);
  await page.evaluate((to) => {
    window.history.pushState({ key: Math.random().toString(36).slice(2, 10) }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

interface PageType {
  name: string;
  /** Opens the page and waits until its content (not a skeleton) is there. */
  reach: (page: Page, L: Dictionary, locale: Locale) => Promise<void>;
  /** Failed requests the page makes on purpose (support.ts: expectedErrors). */
  expectedErrors?: RegExp;
}

const PAGE_TYPES: PageType[] = [
  {
    name: 'home',
    reach: async (page, L, locale) => {
      await go(page, '/');
      const onlyHere = page.getByRole('link', {
        name: literal(locale === 'ko' ? demoItem(1).name_ko : demoItem(1).name),
      });
      await expect(onlyHere).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('navigation', { name: L.homePage.categories })).toBeVisible();
    },
  },
  {
    name: 'listing',
    reach: async (page, L) => {
      await go(page, '/wholesale/marinated');
      await expect(heading(page, L.catalogue.listingTitle.marinated)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    // A line offers no tab it has nothing for, so a species tab with products it is.
    name: 'listing, species tab',
    reach: async (page, L) => {
      await go(page, '/wholesale/marinated');
      await page.getByRole('tab', { name: L.catalogue.species.pork }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'shop-all',
    reach: async (page, L) => {
      await go(page, '/wholesale/shop-all');
      await expect(heading(page, L.catalogue.shopAll)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'product, sections open',
    reach: async (page, L, locale) => {
      await go(page, '/wholesale/product/1');
      await expect(heading(page, locale === 'ko' ? demoItem(1).name_ko : demoItem(1).name)).toBeVisible();
      for (const s of [L.product.detail, L.product.information, L.product.ingredientsAllergens]) {
        await page.getByRole('button', { name: s, exact: true }).click();
        await expect(page.getByRole('button', { name: s, exact: true })).toHaveAttribute('aria-expanded', 'true');
      }
    },
  },
  {
    name: 'product without images',
    reach: async (page, L) => {
      await go(page, '/wholesale/product/12');
      await expect(page.getByRole('img', { name: L.product.noImage })).toBeVisible();
    },
  },
  {
    name: 'product not found',
    expectedErrors: failedAnswer(404, '/api/items/99999'),
    reach: async (page, L) => {
      await go(page, '/wholesale/product/99999');
      await expect(heading(page, L.product.notFoundTitle)).toBeVisible();
    },
  },
  {
    name: 'not found',
    expectedErrors: failedAnswer(404, '/no/such/page'),
    reach: async (page, L) => {
      await go(page, '/no/such/page');
      await expect(heading(page, L.notFound.title)).toBeVisible();
    },
  },
  ...INFO_PAGES.map((info): PageType => ({
    name: info.path,
    reach: async (page, L) => {
      await go(page, info.path);
      await expect(heading(page, info.title(L))).toBeVisible();
    },
  })),
  {
    name: 'open drawer',
    reach: async (page, L) => {
      await open(page, '/');
      await page.getByRole('button', { name: L.header.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: L.drawer.label });
      await expect(drawer).toBeVisible();
      // Wait for the 0.1 s slide to end, so axe sees the drawer where it stays.
      await expect.poll(() => drawer.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    },
  },
  {
    name: 'search suggestions and results modal',
    reach: async (page, L) => {
      await open(page, '/');
      const box = page.getByRole('combobox', { name: L.search.label });
      await box.fill('galbi');
      await expect(page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(L.search.resultsTitle, { q: 'galbi' }) });
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
    },
  },
];

// Not-found pages are answered with 404 on purpose; everything else loads cleanly.
const expectedErrors = anyOf(...PAGE_TYPES.flatMap((p) => (p.expectedErrors ? [p.expectedErrors] : [])));

// The Korean walk at one size: the desktop's parts are checked by the English walk at that size
// (the same markup, other words), and the Korean words' names by the phone's walk.
inEachLanguage(
  {
    title: (locale) => `accessibility in ${locale}`,
    koreanOnThePhone: true,
    use: { cookiesAccepted: false, expectedErrors },
  },
  (locale) => {
    const L = t(locale);

    test('every page type', async ({ page }) => {
      test.setTimeout(PAGE_TYPES.length * 20_000);
      for (const type of PAGE_TYPES) {
        await test.step(type.name, async () => {
          try {
            await type.reach(page, L, locale);
          } catch (e) {
            // This page type did not come up: reported, and the next one is checked all the same.
            expect.soft(String(e), `${type.name}: the page did not come up`).toBe('');
            return;
          }
          const bad = await seriousAxeFindings(page, { contrast: locale === 'en' });
          expect.soft(bad, `${type.name}\n${bad.join('\n')}`).toEqual([]);
        });
      }
    });
  },
);
