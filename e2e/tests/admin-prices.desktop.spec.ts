// The back office's Price lists and Customers pages, reached through the
// navigation: the admin creates a price list with a price for a product (and a quantity tier),
// checks a refused save and a refused CSV import (each line with its reason in the page's
// language), imports a good file, opens the demo buyer's customer page, gives them the list and an
// own price for another product, and sees the Item List count the special price; then the buyer,
// in a browser of their own, sees both prices on those products' pages. The admin then removes the
// own price and deletes the list (each confirmed first), which leaves the demo buyer as they were.
// Desktop size, in English and Korean, one after the other (both change the demo buyer's prices).
// E2E_SCREENSHOTS=<dir> saves each page for review.
import type { Browser, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_ADMIN, DEMO_BUYER, fill, uniqueTag, type Texts } from './accounts-support';
import { boxesOf, say } from './ordering-support';
import {
  chooseLanguage,
  CONSENT_KEY,
  expect,
  failedAnswer,
  heading,
  inEachLanguage,
  type Locale,
  nameIn,
  pageOrigin,
  reviewShot,
  signInContext,
  test,
  usd,
} from './support';
import { expectNoSeriousAxe } from './axe-support';

// Two products no other spec prices or orders for the demo buyer: the 50 lb boxes.
const [itemA, itemB] = boxesOf('50 lb - 50 lb x 1 box') as [DemoItem, DemoItem];

/** At a phone's width (390 px) the page does not scroll sideways (its wide tables scroll in their own box). */
async function fitsPhone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The page's tRPC call as its signed-in user (no answer check: for the clean-up). */
async function trpcTry(page: Page, procedure: string, data: unknown): Promise<void> {
  await page.request.post(`/trpc/${procedure}`, { data, headers: { origin: pageOrigin(page) } }).catch(() => undefined);
}

/** The buyer, in a browser of their own, sees their prices on the two products' pages. */
async function buyerSees(
  browser: Browser,
  locale: Locale,
  L: Texts,
  expected: { a: number; aTier: number; b: number },
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await chooseLanguage(context, locale);
    await context.addInitScript((consentKey) => localStorage.setItem(consentKey, 'true'), CONSENT_KEY);
    const page = await context.newPage();
    await signInContext(context, DEMO_BUYER);
    const P = L.base.product;

    await page.goto(`/wholesale/product/${itemA.id}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(page, nameIn(itemA, locale))).toBeVisible({ timeout: 15_000 });
    const priceA = page.locator('.buyer-price');
    await expect(priceA.getByText(P.yourPrice, { exact: true })).toBeVisible();
    await expect(priceA.locator('.price-large strong')).toHaveText(usd(expected.a));
    await expect(page.getByRole('list', { name: P.tiersTitle })).toContainText(
      fill(P.tierBoxes, { n: 10, price: usd(expected.aTier) }),
    );
    await reviewShot(page, `prices-buyer-a-${locale}`);

    await page.goto(`/wholesale/product/${itemB.id}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(page, nameIn(itemB, locale))).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.buyer-price .price-large strong')).toHaveText(usd(expected.b));
    // An own price has no quantity tiers.
    await expect(page.getByRole('list', { name: P.tiersTitle })).toHaveCount(0);
    await reviewShot(page, `prices-buyer-b-${locale}`);
  } finally {
    await context.close();
  }
}

test.describe('admin price lists and customers', () => {
  // Both languages give the demo buyer a list and an own price: they take turns.
  test.describe.configure({ mode: 'serial' });
  // The refused import (a 400 on purpose).
  test.use({ expectedErrors: failedAnswer(400, /\/api\/price-lists\/\d+\/import/) });

  inEachLanguage((locale) => {
    test('a price list and a customer’s own price reach the buyer’s product pages', async ({
      page,
      browser,
      signIn,
      L,
    }) => {
      test.setTimeout(180_000);
      expect(itemA && itemB, 'two 50 lb products in the demo catalogue').toBeTruthy();
      const A = L.admin;
      const P = A.priceLists;
      const E = P.editor;
      const S = P.search;
      const H = P.history;
      const C = A.customers;
      const D = C.detail;
      const errors = L.serverErrors.prices;
      const nav = page.getByRole('navigation', { name: A.nav.label });
      const listName = `E2E ${locale} ${uniqueTag()}`;
      const productA = nameIn(itemA, locale);
      const productB = nameIn(itemB, locale);
      // Below each list price, in cents.
      const priceA = itemA.price_cents - 111;
      const tierA = priceA - 100;
      const tierAImported = tierA - 50;
      const priceB = itemB.price_cents - 222;
      let listId: number | null = null;
      let buyerId: number | null = null;

      await page.goto((await signIn(DEMO_ADMIN)).home, { waitUntil: 'domcontentloaded' });
      try {
        // ---------------------------------------------------------------- the Price lists page
        await nav.getByRole('link', { name: A.nav.priceLists }).click();
        await expect(heading(page, P.title)).toBeVisible({ timeout: 15_000 });
        await expect(page).toHaveURL(/page=price-lists$/);
        // A name is needed: said at the field, nothing sent.
        await page.getByRole('button', { name: P.create.submit, exact: true }).click();
        await expect(page.getByText(fill(E.errors.name, { max: 80 }), { exact: true })).toBeVisible();
        await reviewShot(page, `prices-lists-${locale}`);
        await page.getByLabel(P.create.name, { exact: true }).fill(listName);
        await page.getByRole('button', { name: P.create.submit, exact: true }).click();
        await expect(page.getByText(P.create.created, { exact: true })).toBeVisible();
        await expect(heading(page, fill(E.title, { name: listName }))).toBeVisible();
        await expect(page).toHaveURL(/page=price-lists&list=\d+$/);
        listId = Number(new URL(page.url()).searchParams.get('list'));

        // A product found by its name in the page's language, its price, then a tier from 10.
        await page.getByLabel(E.addProduct, { exact: true }).fill(productA);
        await page.getByRole('button', { name: fill(S.addLabel, { product: productA }), exact: true }).click();
        const price1 = page.getByLabel(fill(E.priceLabel, { product: productA, tier: 1 }), { exact: true });
        await expect(price1).toBeFocused();
        await price1.fill(money(priceA));
        await page.getByRole('button', { name: fill(E.addTierLabel, { product: productA }), exact: true }).click();
        const min2 = page.getByLabel(fill(E.minQuantityLabel, { product: productA, tier: 2 }), { exact: true });
        await expect(min2).toBeFocused();
        await expect(min2).toHaveValue('10');
        await expect(page.getByRole('status').filter({ hasText: E.unsaved })).toBeVisible();

        // Saved without the tier's price: the field says why, and nothing is sent.
        await page.getByRole('button', { name: E.save, exact: true }).click();
        const price2 = page.getByLabel(fill(E.priceLabel, { product: productA, tier: 2 }), { exact: true });
        await expect(price2).toBeFocused();
        await expect(price2).toHaveAttribute('aria-invalid', 'true');
        await expect(price2).toHaveAccessibleDescription(E.errors.price);
        await price2.fill(money(tierA));
        await page.getByRole('button', { name: E.save, exact: true }).click();
        await expect(page.getByText(E.saved, { exact: true })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: E.upToDate })).toBeVisible();
        await expect(price2).toHaveValue(money(tierA));

        // The CSV file: the export is a link to the server's file, with the saved prices.
        const exportLink = page.getByRole('link', { name: fill(E.exportLabel, { name: listName }), exact: true });
        await expect(exportLink).toHaveAttribute('href', `/api/price-lists/${listId}/export.csv`);
        const exported = await page.request.get(`/api/price-lists/${listId}/export.csv`);
        expect(exported.status()).toBe(200);
        const csv = await exported.text();
        expect(csv).toContain(`${itemA.id},${itemA.slug},`);
        expect(csv).toContain(`,10,${money(tierA)}`);

        // A file with bad lines changes nothing: each refused line with its reason, by code.
        const importInput = page.getByTestId('price-list-import');
        await importInput.setInputFiles({
          name: 'bad.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `item_id,slug,min_quantity,price\n,no-such-product,1,5.00\n${itemA.id},,1,abc\n${itemA.id},,1,${money(priceA)}\n`,
          ),
        });
        const refused = page.getByRole('alert').filter({ hasText: 'bad.csv' });
        await expect(refused).toBeVisible();
        await expect(refused).toContainText(fill(E.lineError, { line: 2, reason: errors.csvItem }));
        await expect(refused).toContainText(fill(E.lineError, { line: 3, reason: errors.price }));
        await expect(refused).toContainText(errors.csvRows);
        await expect(page.getByText(E.importFailed, { exact: true })).toBeVisible();
        await reviewShot(page, `prices-import-refused-${locale}`);
        // A good one replaces the prices: the tier's price changes, one price changed.
        await importInput.setInputFiles({
          name: 'good.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `item_id,min_quantity,price\n${itemA.id},1,${money(priceA)}\n${itemA.id},10,${money(tierAImported)}\n`,
          ),
        });
        await expect(
          page.getByText(say(E.importResult, { file: 'good.csv', count: 1 }, 1), { exact: true }),
        ).toBeVisible();
        await expect(price2).toHaveValue(money(tierAImported));
        await expect(page.getByRole('table', { name: H.caption })).toContainText(fill(H.created, { name: listName }));
        await reviewShot(page, `prices-editor-${locale}`);
        await expectNoSeriousAxe(page);
        await fitsPhone(page, `prices-editor-${locale}`);

        // ---------------------------------------------------------------- the Customers page
        await nav.getByRole('link', { name: A.nav.customers }).click();
        await expect(heading(page, C.title)).toBeVisible();
        // The list loaded first: a search typed while it loads was once lost (no q= in the address).
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await page.getByLabel(C.searchLabel, { exact: true }).fill(DEMO_BUYER.email);
        await page.getByRole('button', { name: C.search, exact: true }).click();
        await expect(page).toHaveURL(/page=customers&q=/);
        const row = page.getByRole('row').filter({ hasText: DEMO_BUYER.email });
        await expect(row).toHaveCount(1);
        await reviewShot(page, `customers-list-${locale}`);
        await row.getByRole('link').first().click();
        await expect(page).toHaveURL(/page=customers&q=[^&]+&customer=\d+$/);
        buyerId = Number(new URL(page.url()).searchParams.get('customer'));
        await expect(page.getByRole('heading', { level: 2, name: D.contactTitle })).toBeVisible();
        const who = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        expect(who).not.toBe('');
        await expect(page.getByText(DEMO_BUYER.email).first()).toBeVisible();

        // The list: chosen and applied.
        const select = page.getByLabel(fill(D.listLabel, { name: who }), { exact: true });
        await select.selectOption({ label: listName });
        await page.getByRole('button', { name: D.apply, exact: true }).click();
        await expect(page.getByText(D.assigned, { exact: true })).toBeVisible();
        await expect(page.getByText(fill(D.current, { list: listName }))).toBeVisible();

        // An own price for the other product: found, priced, added.
        await page.getByLabel(S.label, { exact: true }).fill(productB);
        await page.getByRole('button', { name: fill(S.addLabel, { product: productB }), exact: true }).click();
        const newPrice = page.getByLabel(fill(D.addPriceLabel, { product: productB }), { exact: true });
        await expect(newPrice).toBeFocused();
        await newPrice.fill(money(priceB));
        await page.getByRole('button', { name: D.add, exact: true }).click();
        await expect(page.getByText(D.added, { exact: true })).toBeVisible();
        await expect(page.getByLabel(fill(D.priceLabel, { product: productB }), { exact: true })).toHaveValue(
          money(priceB),
        );

        // Both recorded in the customer's price history.
        const history = page.getByRole('table', { name: H.caption });
        await expect(history).toContainText(fill(H.assigned, { list: listName }));
        await expect(history).toContainText(fill(H.ownAdded, { product: productB, price: usd(priceB) }));
        await reviewShot(page, `customers-detail-${locale}`);
        await expectNoSeriousAxe(page);
        await fitsPhone(page, `customers-detail-${locale}`);

        // ---------------------------------------------------------------- the Item List counts them
        await nav.getByRole('link', { name: A.nav.items }).click();
        await expect(heading(page, A.items.title)).toBeVisible();
        const itemSearch = page.getByRole('search', { name: A.items.filters }).getByRole('searchbox');
        await itemSearch.fill(`#${itemB.id}`);
        await itemSearch.press('Enter');
        const itemRow = page.locator(`tr[data-item-id="${itemB.id}"]`);
        await expect(itemRow.locator('.item-special')).toHaveText(/\d/);
        await reviewShot(page, `items-special-${locale}`);

        // ---------------------------------------------------------------- the buyer sees both
        await buyerSees(browser, locale, L, { a: priceA, aTier: tierAImported, b: priceB });

        // ---------------------------------------------------------------- undone, each confirmed first
        // Back from the Item List: the customer's page again.
        await page.goBack();
        await expect(heading(page, who)).toBeVisible();
        await page.getByRole('button', { name: fill(D.removeLabel, { product: productB }), exact: true }).click();
        const removeDialog = page.getByRole('dialog', { name: fill(D.removeTitle, { product: productB }) });
        await expect(removeDialog).toBeVisible();
        await removeDialog.getByRole('button', { name: D.removeConfirm, exact: true }).click();
        await expect(page.getByText(D.removed, { exact: true })).toBeVisible();
        await expect(page.getByLabel(fill(D.priceLabel, { product: productB }), { exact: true })).toHaveCount(0);

        // The list's page from the customer's, then deleted: its customer falls back to the member price.
        await page.getByRole('link', { name: fill(D.openList, { list: listName }), exact: true }).click();
        await expect(heading(page, fill(E.title, { name: listName }))).toBeVisible();
        await expect(page.locator('.pl-customers').getByRole('link', { name: who, exact: true })).toBeVisible();
        // Its history names the customer it was given to, with a link to them.
        await expect(page.getByRole('table', { name: H.caption })).toContainText(fill(H.assignedTo, { customer: who }));
        await page.getByRole('button', { name: E.delete, exact: true }).click();
        const deleteDialog = page.getByRole('dialog', { name: fill(E.deleteTitle, { name: listName }) });
        await expect(deleteDialog).toContainText(say(E.deleteText, { count: 1 }, 1));
        await reviewShot(page, `prices-delete-${locale}`);
        await deleteDialog.getByRole('button', { name: E.deleteConfirm, exact: true }).click();
        await expect(page.getByText(E.deleted, { exact: true })).toBeVisible();
        await expect(heading(page, P.title)).toBeVisible();
        await expect(page.getByRole('link', { name: fill(P.openLabel, { name: listName }) })).toHaveCount(0);
        listId = null;
        buyerId = null;
      } finally {
        // A failed run leaves the demo buyer as it found them.
        if (buyerId !== null) {
          await trpcTry(page, 'admin.prices.setBuyerPrices', {
            userId: buyerId,
            prices: [{ item_id: itemB.id, price: null }],
          });
          await trpcTry(page, 'admin.prices.assignPriceList', { userId: buyerId, price_list_id: null });
        }
        if (listId !== null) await trpcTry(page, 'admin.prices.deleteList', { priceListId: listId });
      }
    });
  });
});
