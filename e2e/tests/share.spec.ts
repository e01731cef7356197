import { fill, t } from './dictionaries';
import { demoItem, expect, heading, inEachLanguage, nameIn, open, test } from './support';

// A product's share button: the phone's share sheet with a link in the sharer's
// language, or, where there is no share sheet (desktop Chromium on Linux), the link copied.

inEachLanguage({ title: (locale) => `sharing a product in ${locale}`, koreanOnThePhone: true }, (locale) => {
  const L = t(locale);

  test('the share sheet gets a link that opens the product in this language', async ({ page, baseURL }) => {
    // The phone's share sheet, as a stand-in that records what it was given.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as { shared?: ShareData[] }).shared = [...((window as { shared?: ShareData[] }).shared ?? []), data];
          return Promise.resolve();
        },
      });
    });
    const item = demoItem(1);
    await open(page, `/wholesale/product/${item.id}`);
    await expect(heading(page, nameIn(item, locale))).toBeVisible();
    await page.getByRole('button', { name: fill(L.product.share.label, { name: nameIn(item, locale) }) }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData[] }).shared ?? []))
      .toEqual([{ title: nameIn(item, locale), url: `${baseURL}/wholesale/product/${item.id}?lang=${locale}` }]);

    // The link, opened by someone whose own choice is the other language, is in the sharer's.
    const other = locale === 'ko' ? 'en' : 'ko';
    const friend = await page.context().browser()!.newContext();
    try {
      await friend.addCookies([{ name: 'lang', value: other, url: baseURL! }]);
      const theirs = await friend.newPage();
      const response = await theirs.goto(`${baseURL}/wholesale/product/${item.id}?lang=${locale}`);
      expect(await response!.text()).toContain(`<html lang="${locale}">`);
      await expect(theirs.getByRole('heading', { level: 1, name: nameIn(item, locale) })).toBeVisible();
    } finally {
      await friend.close();
    }
  });

  test('without a share sheet, the link is copied and said so', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    const item = demoItem(1);
    await open(page, `/wholesale/product/${item.id}`);
    await page.getByRole('button', { name: fill(L.product.share.label, { name: nameIn(item, locale) }) }).click();
    await expect(page.getByText(L.product.share.copied, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/wholesale/product/${item.id}?lang=${locale}`,
    );
  });
});
