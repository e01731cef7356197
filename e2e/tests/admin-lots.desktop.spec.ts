// Production lots (desktop, in English and Korean): staff record a lot for a product found by its
// name, import two more from CSV text (a bad line first: each refused line is said and nothing is
// written), and find them again by searching the list.
// E2E_SCREENSHOTS=<dir> also saves the page as an image for review.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_ADMIN, fill, openFromAdminNav, texts } from './accounts-support';
import { listedItems } from './ordering-support';
import { expect, failedAnswer, inEachLanguage, nameIn, reviewShot, test } from './support';

const product = listedItems[5] as DemoItem;

test.describe('production lots', () => {
  // the CSV with a bad line is refused (400), as it should be
  test.use({ expectedErrors: failedAnswer(400, '/trpc/admin.lots.import') });
  inEachLanguage((locale) => {
    test('recorded one by one and from CSV, then found by search', async ({ page, signIn }) => {
      test.setTimeout(60_000);
      const A = texts(locale).admin;
      const L = A.lots;
      const run = `${locale.toUpperCase()}${Date.now() % 1_000_000}`;
      await signIn(DEMO_ADMIN);
      await openFromAdminNav(page, locale, (nav) => nav.lots, L.title);

      // --- one lot, its product found by name
      await page.getByRole('searchbox', { name: L.product, exact: true }).fill(nameIn(product, locale));
      await page
        .locator('.product-choice-matches button')
        .filter({ hasText: nameIn(product, locale) })
        .first()
        .click();
      await expect(page.getByText(fill(L.productChosen, { name: nameIn(product, locale) }))).toBeVisible();
      await page.getByLabel(L.lotCode, { exact: true }).fill(`A-${run}`);
      await page.getByLabel(L.establishment, { exact: true }).fill('EST. 1234');
      await page.getByLabel(L.producedOn, { exact: true }).fill('2026-11-24');
      await page.getByLabel(L.packedOn, { exact: true }).fill('2026-11-25');
      await page.getByLabel(L.cases, { exact: true }).fill('40');
      await page.getByRole('button', { name: L.save, exact: true }).click();
      const rows = page.locator('table.lots-table tbody tr');
      await expect(rows.filter({ hasText: `A-${run}` })).toHaveCount(1);

      // --- a CSV with a bad line: each refused line said, nothing written
      const header = 'item,lot_code,establishment,produced_on,packed_on,cases';
      const csv = (cases: string) =>
        [
          header,
          `${product.slug},B-${run},EST. 1234,2026-11-24,2026-11-25,12`,
          `${product.slug},C-${run},EST. 1234,2026-11-24,2026-11-25,${cases}`,
        ].join('\n');
      const box = page.getByRole('textbox', { name: L.importLabel });
      await box.fill(csv('0'));
      await page.getByRole('button', { name: L.importRun, exact: true }).click();
      await expect(page.locator('.lots-problems li')).toHaveCount(1);
      await expect(page.locator('.lots-problems li')).toContainText(fill(L.importLine, { line: 3, reason: '' }).trim());
      await expect(rows.filter({ hasText: `B-${run}` })).toHaveCount(0);
      await box.fill(csv('8'));
      await page.getByRole('button', { name: L.importRun, exact: true }).click();
      await expect(page.getByText(fill(L.imported.replace(/\{\{(\w*)\}\}/g, '$1'), { count: 2 }))).toBeVisible();

      // --- found again by searching the list
      await page.getByRole('searchbox', { name: L.search }).fill(run);
      await expect(rows).toHaveCount(3);
      await page.getByRole('searchbox', { name: L.search }).fill(`C-${run}`);
      await expect(rows).toHaveCount(1);
      await reviewShot(page, `lots-${locale}`);
    });
  });
});
