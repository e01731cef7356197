import type { Page } from '@playwright/test';
import { fill, literal, t } from './dictionaries';
import {
  ANY_SIZE,
  anyOf,
  demoItem,
  expect,
  failedAnswer,
  heading,
  inEachLanguage,
  koreanOnThePhone,
  listable,
  nameIn,
  open,
  test,
  usd,
} from './support';

// Browsing the catalogue as a guest: home -> category -> product, every product line, the tabs,
// the product page, and the two not-found views. Runs at phone and desktop size (projects).

const LINES = [
  { path: '/wholesale/marinated', style: 'marinated' },
  { path: '/wholesale/processed', style: 'processed' },
  { path: '/wholesale/unprocessed', style: 'unprocessed' },
  { path: '/wholesale/adams-gourmet', style: 'premium' },
] as const;

/** The product cards of the listing's current tab, once the skeleton has gone. */
/**
 * Products the admin specs add while these run on the same server ('E2E …' / '이투이 …', see
 * admin-items.desktop.spec.ts) are theirs, not the demo catalogue's: the listings are compared
 * without them.
 */
const OTHER_SPECS_PRODUCTS = /E2E |이투이 /;

async function cards(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  return panel.getByRole('listitem').filter({ hasNotText: OTHER_SPECS_PRODUCTS });
}

inEachLanguage({ title: (locale) => `browsing in ${locale}`, koreanOnThePhone: true }, (locale) => {
  const L = t(locale);

  test('home -> category -> product', async ({ page }) => {
    const item = demoItem(1);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page
      .getByRole('navigation', { name: L.homePage.categories })
      .getByRole('link', { name: L.homePage.marinated })
      .click();

    await expect(page).toHaveURL('/wholesale/marinated');
    await expect(heading(page, L.catalogue.listingTitle.marinated)).toBeVisible();
    await (await cards(page)).getByRole('link', { name: literal(nameIn(item, locale)) }).click();

    await expect(page).toHaveURL(`/wholesale/product/${item.id}`);
    await expect(heading(page, nameIn(item, locale))).toBeVisible();
    // Guest price: the list price with the box suffix.
    await expect(page.locator('.product-info .price')).toHaveText(
      `${usd(item.price_cents)} ${L.catalogue.priceSuffix.box30}`,
    );
    // The page's own words (a namespace loaded with its code on this client-side navigation).
    await expect(page.getByRole('link', { name: L.product.signInToOrder })).toBeVisible();
    await expect(page.getByText(L.product.pickupTitle, { exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: L.common.breadcrumb });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      L.common.home,
      L.catalogue.style.marinated,
      nameIn(item, locale),
    ]);
    // The middle crumb goes back to the line.
    await crumbs.getByRole('link', { name: L.catalogue.style.marinated }).click();
    await expect(page).toHaveURL('/wholesale/marinated');
  });

  // Every line in one browser page, each its own step reported (soft) before the next.
  test('each line lists every visible product of its style with an image', ANY_SIZE, async ({ page }) => {
    for (const line of LINES) {
      await test.step(line.path, async () => {
        await open(page, line.path);
        await expect.soft(heading(page, L.catalogue.listingTitle[line.style]), line.path).toBeVisible();
        const expected = listable((i) => i.style === line.style).map((i) => nameIn(i, locale));
        const list = await cards(page);
        await expect.soft(list, line.path).toHaveCount(expected.length);
        await expect.soft(list.locator('.card-name'), line.path).toHaveText(expected);
      });
    }
  });

  test('listing tabs: Poultry shows chicken only; a line offers no tab it has nothing for', async ({ page }) => {
    await open(page, '/wholesale/marinated');
    const tabs = page.getByRole('tablist', { name: L.catalogue.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveText([
      L.catalogue.species.all,
      L.catalogue.species.beef,
      L.catalogue.species.pork,
      L.catalogue.species.poultry,
    ]);
    await expect(tabs.getByRole('tab', { name: L.catalogue.species.all })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: L.catalogue.species.poultry }).click();
    await expect(tabs.getByRole('tab', { name: L.catalogue.species.poultry })).toHaveAttribute('aria-selected', 'true');
    const chicken = listable((i) => i.style === 'marinated' && i.species === 'chicken').map((i) => nameIn(i, locale));
    expect(chicken.length).toBeGreaterThan(0);
    await expect((await cards(page)).locator('.card-name')).toHaveText(chicken);

    await tabs.getByRole('tab', { name: L.catalogue.species.pork }).click();
    const pork = listable((i) => i.style === 'marinated' && i.species === 'pork').map((i) => nameIn(i, locale));
    await expect((await cards(page)).locator('.card-name')).toHaveText(pork);

    // The premium line is beef only: it offers no Pork or Poultry tab that could only be empty.
    await page.goto('/wholesale/adams-gourmet');
    expect(listable((i) => i.style === 'premium' && i.species !== 'beef')).toEqual([]);
    await expect((await cards(page)).first()).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveText([L.catalogue.species.all, L.catalogue.species.beef]);
  });

  test('shop all lists every listable product', ANY_SIZE, async ({ page }) => {
    await open(page, '/wholesale/shop-all');
    await expect(heading(page, L.catalogue.shopAll)).toBeVisible();
    const list = page.getByRole('tabpanel').getByRole('listitem').filter({ hasNotText: OTHER_SPECS_PRODUCTS });
    await expect(list).toHaveCount(listable(() => true).length);
    await page.getByRole('tab', { name: L.catalogue.species.chicken, exact: true }).click();
    await expect(list).toHaveCount(listable((i) => i.species === 'chicken').length);
  });

  test('product page: collapsible sections and image carousel', async ({ page }) => {
    const item = demoItem(1);
    await open(page, `/wholesale/product/${item.id}`);
    await expect(heading(page, nameIn(item, locale))).toBeVisible();

    const sections = [
      { title: L.product.detail, content: item.brand },
      { title: L.product.information, content: locale === 'ko' ? item.description_ko : item.description },
      {
        title: L.product.ingredientsAllergens,
        content: (locale === 'ko' ? item.allergens_ko : item.allergens).join(', '),
      },
    ];
    for (const s of sections) {
      const toggle = page.getByRole('button', { name: s.title, exact: true });
      const content = page.getByText(s.content, { exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(content).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(content).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(content).toBeHidden();
    }
    await expect(page.getByText(L.product.pickupTitle)).toBeVisible();
    await expect(page.getByText(L.product.wholesaleOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: L.product.contactUs })).toHaveAttribute(
      'href',
      `/contact?product=${item.id}`,
    );

    // Three photos: counter, arrows (wrapping) and dots.
    const gallery = page.getByRole('region', { name: L.product.images });
    const counter = gallery.locator('.gallery-counter');
    await expect(counter).toHaveText(fill(L.carousel.counter, { n: 1, total: item.images }));
    await gallery.getByRole('button', { name: L.carousel.next }).click();
    await expect(counter).toHaveText(fill(L.carousel.counter, { n: 2, total: item.images }));
    await gallery.getByRole('button', { name: L.carousel.previous }).click();
    await gallery.getByRole('button', { name: L.carousel.previous }).click();
    await expect(counter).toHaveText(fill(L.carousel.counter, { n: item.images, total: item.images }));
    await gallery.getByRole('button', { name: fill(L.carousel.goTo, { n: 1 }) }).click();
    await expect(counter).toHaveText(fill(L.carousel.counter, { n: 1, total: item.images }));
    const photo = gallery.getByRole('img', { name: fill(L.product.imageAlt, { name: nameIn(item, locale), n: 1 }) });
    await expect(photo).toBeVisible();
    // The photo really loaded (AVIF, or the JPG fallback).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a product without images shows the grey placeholder', async ({ page }) => {
    const item = demoItem(12); // visible, images: 0
    expect(item.images).toBe(0);
    await open(page, `/wholesale/product/${item.id}`);
    await expect(heading(page, nameIn(item, locale))).toBeVisible();
    await expect(page.getByRole('img', { name: L.product.noImage })).toBeVisible();
  });

  // The server answers an unknown or hidden product and an unknown route with 404, as it should.
  test.describe(() => {
    test.use({
      expectedErrors: anyOf(
        failedAnswer(404, /\/api\/items\/\d+/),
        failedAnswer(404, /\/no\/such\/page|\/wholesale\/product\/abc/),
      ),
    });

    test('not-found views: unknown, hidden and malformed product ids, unknown route', ANY_SIZE, async ({ page }) => {
      const hidden = demoItem(6);
      expect(hidden.show).toBe(false);
      for (const id of ['99999', String(hidden.id), 'abc']) {
        await open(page, `/wholesale/product/${id}`);
        await expect(heading(page, L.product.notFoundTitle)).toBeVisible();
        await expect(page.getByText(L.product.notFoundText)).toBeVisible();
        await expect(page.getByRole('button', { name: L.common.goBack })).toBeVisible();
        await expect(page.getByRole('link', { name: L.common.goHome })).toBeVisible();
      }
      await page.getByRole('link', { name: L.common.goHome }).click();
      await expect(page).toHaveURL('/');

      // Go Back returns to where the user came from.
      await page.goto('/wholesale/faq');
      await page.goto('/wholesale/product/99999');
      await page.getByRole('button', { name: L.common.goBack }).click();
      await expect(page).toHaveURL('/wholesale/faq');

      await open(page, '/no/such/page');
      await expect(heading(page, L.notFound.title)).toBeVisible();
      await expect(page.getByText(L.notFound.text)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: L.common.goHome }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('navigation', { name: L.homePage.categories })).toBeVisible();
    });
  });
});

test('breadcrumb cuts a long product name at 30 characters', ANY_SIZE, async ({ page }) => {
  const item = demoItem(7);
  expect([...item.name].length).toBeGreaterThan(30);
  const L = t('en');
  await open(page, `/wholesale/product/${item.id}`);
  await expect(heading(page, item.name)).toBeVisible();
  const current = page.getByRole('navigation', { name: L.common.breadcrumb }).locator('[aria-current="page"]');
  await expect(current).toHaveText(`${[...item.name].slice(0, 30).join('').trimEnd()}…`);
});

test.describe('Korean breadcrumb', koreanOnThePhone('ko'), () => {
  test.use({ lang: 'ko' });
  test('a short Korean name is not cut', async ({ page }) => {
    const item = demoItem(7);
    await open(page, `/wholesale/product/${item.id}`);
    const current = page.getByRole('navigation', { name: t('ko').common.breadcrumb }).locator('[aria-current="page"]');
    await expect(current).toHaveText(item.name_ko);
  });
});

test('guests never receive a discounted price, in the page or any API response', ANY_SIZE, async ({ page }) => {
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/trpc')) {
      bodies.push(
        res.text().then(
          (body) => ({ url: res.url(), body }),
          () => ({ url: res.url(), body: '' }),
        ),
      );
    }
  });
  const L = t('en');
  const item = demoItem(1);
  await open(page, '/');
  await expect(page.getByRole('link', { name: literal(item.name) })).toBeVisible();
  await page
    .getByRole('navigation', { name: L.homePage.categories })
    .getByRole('link', { name: L.homePage.marinated })
    .click();
  await expect(await cards(page)).not.toHaveCount(0);
  await page
    .getByRole('link', { name: literal(item.name) })
    .first()
    .click();
  await expect(heading(page, item.name)).toBeVisible();
  await page.goto('/wholesale/shop-all');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).not.toHaveCount(0);
  await page.goto('/');
  await page.getByRole('combobox', { name: L.search.label }).fill('galbi');
  await expect(page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option').first()).toBeVisible();
  await page.getByRole('combobox', { name: L.search.label }).press('Enter');
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();

  const seen = await Promise.all(bodies);
  // The walk above made catalogue requests (REST for the home page, tRPC for the rest).
  expect(seen.filter((s) => s.body.includes(item.name)).length).toBeGreaterThan(2);
  for (const s of seen) expect(s.body, s.url).not.toContain('discounted_price');
  // Nor is any discounted price printed: the shop-all grid shows every listable product.
  await page.goto('/wholesale/shop-all');
  const grid = page.getByRole('tabpanel');
  await expect(grid.getByRole('listitem').filter({ hasNotText: OTHER_SPECS_PRODUCTS })).toHaveCount(
    listable(() => true).length,
  );
  const text = await grid.innerText();
  const all = listable(() => true);
  // (A discount equal to some product's list price could not be told apart, so it is left out.)
  const listPrices = new Set(all.map((i) => i.price_cents));
  const discounts = all.filter((i) => !listPrices.has(i.discounted_price_cents));
  expect(discounts.length).toBeGreaterThan(10);
  for (const i of discounts) expect(text, i.name).not.toContain(usd(i.discounted_price_cents));
});
