// Cases at the scale (desktop, in English and Korean): staff give a catch-weight product its GTIN
// on the Lots page, then weigh a buyer's order by scanning three case labels into the order's
// page, as a USB scanner types them (one with the group separator, one in kilograms, one in its
// printed form): each case is listed with its lot, the line weighs their sum, a case of another
// product is refused with its reason, one case is removed after a question, and a completed order's
// cases can no longer change. E2E_SCREENSHOTS=<dir> saves the page for review.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { gtinWithCheckDigit } from '@wholesale/rules';
import { fill } from './accounts-support';
import { completeOrder, orderOpenedByAdmin, recordLot } from './order-cycle-support';
import { catchWeightItems } from './ordering-support';
import { expect, failedAnswer, inEachLanguage, nameIn, reviewShot, test } from './support';

const GS = '\u001d';

test.describe('cases at the scale', () => {
  // the case of another product is refused (400), as it should be
  test.use({ expectedErrors: failedAnswer(400, '/trpc/admin.cases.add') });
  inEachLanguage((locale) => {
    test('a GTIN given, three labels scanned, a wrong one refused, one removed', async ({ page, request, L }) => {
      test.setTimeout(90_000);
      const C = L.admin.cases;
      const product = catchWeightItems[locale === 'en' ? 0 : 1] as DemoItem;
      const code = gtinWithCheckDigit(locale === 'en' ? '1008812340001' : '1008812340002');
      const lot = `${locale.toUpperCase()}${Date.now() % 1_000_000}`;
      const { order } = await orderOpenedByAdmin(page, request, locale, { prefix: `cases-${locale}`, note: 'Cases' }, [
        { id: product.id, quantity: 3 },
      ]);

      // --- the product's GTIN, on the Lots page
      await page.goto('/admin/dashboard?page=lots', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 2, name: C.gtinHeading })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('searchbox', { name: C.gtinSearch }).fill(product.slug);
      const field = page.getByRole('textbox', { name: fill(C.gtinFor, { name: nameIn(product, locale) }) });
      await field.fill(code);
      await field.press('Enter');
      await expect(page.getByText(fill(C.gtinSaved, { name: nameIn(product, locale) }))).toBeVisible();
      await recordLot(page, product.id, lot);

      // --- the order's page: three labels scanned
      await page.goto(`/admin/dashboard?page=orders&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      const scan = page.getByRole('textbox', { name: C.scanLabel });
      await expect(scan).toBeVisible({ timeout: 15_000 });
      const said = page.locator('.cases-said');
      const labels = [
        `]C101${code}320200455010${lot}${GS}21${lot}A`, // 45.50 lb, lot ended by the group separator
        `01${code}310200200010${lot}${GS}21${lot}B`, // 20.00 kg = 44.09 lb
        `(01)${code}(3202)003875(10)${lot}(21)${lot}C`, // 38.75 lb, as printed under the bars
      ];
      for (const [i, label] of labels.entries()) {
        await scan.fill(label);
        await scan.press('Enter');
        await expect(said).toContainText(lot);
        await expect(page.locator('.cases-list li')).toHaveCount(i + 1);
        await expect(scan).toHaveValue('');
      }
      await expect(page.locator('.cases-line-head')).toContainText(fill(C.lbs, { lbs: '128.34' }));
      await expect(page.locator('input[id^="weigh-"]')).toHaveValue('128.34');

      // --- a case of another product: refused, said under the field, nothing added
      await scan.fill(`01${gtinWithCheckDigit('1008812349999')}3202004000${'10'}${lot}`);
      await scan.press('Enter');
      const refusal = page.locator('.cases-scan .admin-inline-error');
      await expect(refusal).toBeVisible();
      await expect(page.locator('.cases-list li')).toHaveCount(3);
      // Said once on screen: under the field, not again in the outcome line (gone until the next case).
      await expect(said).toHaveCount(0);
      await expect(page.getByText((await refusal.textContent()) ?? '', { exact: true })).toHaveCount(1);
      await reviewShot(page, `admin-cases-${locale}`);

      // --- one case removed, after a question
      await page.getByRole('button', { name: fill(C.removeCase, { lbs: '44.09', lot }) }).click();
      await page.getByRole('dialog').getByRole('button', { name: C.remove, exact: true }).click();
      await expect(page.locator('.cases-list li')).toHaveCount(2);
      await expect(page.locator('.cases-line-head')).toContainText(fill(C.lbs, { lbs: '84.25' }));

      // --- completed: the cases stay as they are
      await completeOrder(request, order.id);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.getByText(C.closed)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('textbox', { name: C.scanLabel })).toHaveCount(0);
    });
  });
});
