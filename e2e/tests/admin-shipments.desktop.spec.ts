// The shipment record on the Lots page (desktop, in English and Korean): staff choose a range of
// days and download it as CSV (a byte order mark, then the header) and as PDF; a range backwards
// takes the links away and says why in the page's language.
import { readFileSync } from 'node:fs';
import { DEMO_ADMIN, openFromAdminNav, texts } from './accounts-support';
import { expect, inEachLanguage, test } from './support';

test.describe('shipment record', () => {
  inEachLanguage((locale) => {
    test('downloads as CSV and PDF for a range; a range backwards is refused', async ({ page, signIn }) => {
      test.setTimeout(60_000);
      const A = texts(locale).admin;
      const L = A.lots;
      await signIn(DEMO_ADMIN);
      await openFromAdminNav(page, locale, (nav) => nav.lots, L.title);

      const form = page.getByRole('region', { name: L.recordHeading });
      await form.getByLabel(L.recordFrom).fill('2026-01-01');
      await form.getByLabel(L.recordTo).fill('2026-11-30');

      const csvDownload = page.waitForEvent('download');
      await form.getByRole('link', { name: L.recordCsv }).click();
      const csv = readFileSync(await (await csvDownload).path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.subarray(3).toString('utf8')).toMatch(/^shipped_on,company,address,order_number,product/);

      const pdfDownload = page.waitForEvent('download');
      await form.getByRole('link', { name: L.recordPdf }).click();
      const pdf = readFileSync(await (await pdfDownload).path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await form.getByLabel(L.recordFrom).fill('2026-12-31');
      await expect(form.getByRole('alert')).toHaveText(texts(locale).serverErrors.lots.shipmentOrder);
      await expect(form.getByRole('link', { name: L.recordCsv })).toHaveCount(0);
      await expect(form.getByRole('button', { name: L.recordPdf })).toBeDisabled();
    });
  });
});
