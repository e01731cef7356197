// Money on the product page as it will be charged (catalogue spec: Product detail; ARCHITECTURE.md:
// catch weight): a buyer whose price list prices 5 boxes lower sees the 5-box price as the price
// once 5 boxes are chosen, and a catch-weight product shows its pack weight and the estimate for
// the chosen packs, marked as one. At phone size, in English and Korean. E2E_SCREENSHOTS=<dir>
// saves each page for review.
import type { Page } from '@playwright/test';
import { lineAmount } from '@wholesale/rules';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_BUYER, fill } from './accounts-support';
import { boxesOf, catchWeightItems, CW, listedItems, say } from './ordering-support';
import { expect, heading, inEachLanguage, type Locale, nameIn, open, reviewShot, test, usd } from './support';

const box = boxesOf('30 lb - 5 lb x 6 packs')[0] as DemoItem;
const cw = catchWeightItems.find((i) => i.avg_weight > 0) as DemoItem;
// A price list's tier from 5 boxes, $14 under the buyer's price (the demo buyer has no list: the
// page's answer for the product is given one, as the server would for a buyer on a list).
const TIER_MIN = 5;
const tierCents = box.discounted_price_cents - 1_400;

async function withTier(page: Page): Promise<void> {
  await page.route(`**/api/items/${box.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.price_tiers = [{ min_quantity: TIER_MIN, price: tierCents / 100 }];
    await route.fulfill({ response, json: body });
  });
}

async function openProduct(page: Page, item: DemoItem, locale: Locale): Promise<void> {
  await open(page, `/wholesale/product/${item.id}`);
  await expect(heading(page, nameIn(item, locale))).toBeVisible();
}

const price = (page: Page) => page.locator('.buy-box .price-large strong');

test.describe('product page money', () => {
  inEachLanguage((locale) => {
    test('the price follows the chosen quantity’s tier', async ({ page, signIn, L }) => {
      const P = L.base.product;
      await withTier(page);
      await signIn(DEMO_BUYER);
      await openProduct(page, box, locale);
      const buyer = page.locator('.buyer-price');
      await expect(buyer.getByText(P.yourPrice, { exact: true })).toBeVisible();
      await expect(price(page)).toHaveText(usd(box.discounted_price_cents));
      const tier = page.getByRole('list', { name: P.tiersTitle }).getByRole('listitem');
      await expect(tier).toHaveText(fill(P.tierBoxes, { n: TIER_MIN, price: usd(tierCents) }));
      await expect(tier).not.toHaveAttribute('aria-current', 'true');

      const more = page.getByRole('button', { name: P.increaseQuantity, exact: true });
      for (let n = 1; n < TIER_MIN; n++) await more.click();
      await expect(page.getByRole('spinbutton', { name: P.quantityBoxes })).toHaveValue(String(TIER_MIN));
      await expect(price(page)).toHaveText(usd(tierCents));
      await expect(tier).toHaveAttribute('aria-current', 'true');
      await expect(buyer.getByText(usd(box.discounted_price_cents))).toHaveCount(0);
      await reviewShot(page, `product-tier-${locale}`);

      await page.getByRole('button', { name: P.decreaseQuantity, exact: true }).click();
      await expect(price(page)).toHaveText(usd(box.discounted_price_cents));
    });

    test('My prices lists every product at the buyer’s price, with its tiers, and filters', async ({
      page,
      signIn,
      L,
    }) => {
      const P = L.base.product;
      const M = L.account.myPrices;
      await withTier(page);
      await page.route('**/api/items', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown>[] };
        for (const it of body.data)
          if (it.id === box.id) it.price_tiers = [{ min_quantity: TIER_MIN, price: tierCents / 100 }];
        await route.fulfill({ response, json: body });
      });
      const { home } = await signIn(DEMO_BUYER);
      await open(page, home);
      await page.getByRole('button', { name: M.link, exact: true }).click();
      await expect(page.getByRole('heading', { name: M.title, level: 2 })).toBeVisible();
      const shown = listedItems.length;
      await expect(page.getByRole('status').filter({ hasText: say(M.count, { n: shown }, shown) })).toBeVisible();
      const row = page
        .locator('.my-price')
        .filter({ has: page.getByRole('link', { name: nameIn(box, locale), exact: true }) });
      await expect(row.getByText(P.yourPrice, { exact: true })).toBeVisible();
      await expect(row.locator('.price strong')).toHaveText(usd(box.discounted_price_cents));
      await expect(row.locator('.my-price-list s')).toHaveText(usd(box.price_cents));
      await expect(row.getByRole('list', { name: P.tiersTitle })).toHaveText(
        fill(P.tierBoxes, { n: TIER_MIN, price: usd(tierCents) }),
      );
      await page.getByRole('searchbox', { name: M.filterLabel }).fill(nameIn(box, locale));
      await expect(page.locator('.my-price').first()).toContainText(nameIn(box, locale));
      await reviewShot(page, `my-prices-${locale}`);
      await page.getByRole('searchbox', { name: M.filterLabel }).fill('zzzz');
      await expect(page.getByText(fill(M.noMatch, { q: 'zzzz' }), { exact: true })).toBeVisible();
    });

    test('a catch-weight product shows its pack weight and the estimate for the packs', async ({ page, signIn, L }) => {
      const P = L.base.product;
      await signIn(DEMO_BUYER);
      await openProduct(page, cw, locale);
      const box = page.locator('.buy-box');
      await expect(box.getByText(fill(P.packWeight, { w: cw.avg_weight }), { exact: true })).toBeVisible();
      const estimate = (packs: number) =>
        lineAmount({ unitPriceCents: cw.discounted_price_cents, spec: CW, avgWeight: cw.avg_weight, quantity: packs })
          .cents;
      const amount = box.locator('.estimate-amount strong');
      await expect(amount).toHaveText(usd(estimate(1)));
      await expect(box.getByText(P.estimateNote, { exact: true })).toBeVisible();

      const more = page.getByRole('button', { name: P.increaseQuantity, exact: true });
      await more.click();
      await more.click();
      await expect(amount).toHaveText(usd(estimate(3)));
      await expect(
        box.getByText(say(P.estimateText, { packs: 3, w: cw.avg_weight, price: usd(cw.discounted_price_cents) }, 3), {
          exact: true,
        }),
      ).toBeVisible();
      await reviewShot(page, `product-cw-${locale}`);
    });
  });
});
