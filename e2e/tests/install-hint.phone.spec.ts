import { devices } from '@playwright/test';
import enPwa from '@wholesale/i18n/dictionaries/en/pwa';
import koPwa from '@wholesale/i18n/dictionaries/ko/pwa';
import { chooseLanguage, CONSENT_KEY, expect, LOCALES, open, reviewShot, test } from './support';

// The iPhone's "Add to Home Screen" hint: Safari has no install prompt, so an
// iPhone is told once where the browser keeps it. Chromium with an iPhone's user agent stands in
// for Safari: the hint keys on the device, not on the engine.
const PWA = { en: enPwa, ko: koPwa };

for (const locale of LOCALES) {
  test(`an iPhone is told once how to add the store to its Home Screen (${locale})`, async ({ browser, baseURL }) => {
    const H = PWA[locale].installHint;
    const iphone = await browser.newContext({ ...devices['iPhone 13'], baseURL: baseURL! });
    try {
      await chooseLanguage(iphone, locale);
      const page = await iphone.newPage();
      await open(page, '/');
      // Not over the cookie notice: the notice first.
      const hint = page.getByRole('region', { name: H.label });
      await expect(page.locator('.cookie-banner')).toBeVisible();
      await expect(hint).toHaveCount(0);
      await page.locator('.cookie-banner').getByRole('button').click();
      await expect(hint).toBeVisible();
      await expect(hint).toContainText(H.text);
      await reviewShot(page, `install-hint-${locale}`, { fullPage: false });
      await hint.getByRole('button', { name: H.dismiss }).click();
      await expect(hint).toHaveCount(0);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(hint).toHaveCount(0);
    } finally {
      await iphone.close();
    }
  });
}

test('a phone that is not an iPhone is not told (Chromium has its own install prompt)', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), CONSENT_KEY);
  await open(page, '/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('.install-hint')).toHaveCount(0);
});
