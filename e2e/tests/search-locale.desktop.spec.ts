import { fill, literal, t } from './dictionaries';
import { demoItem, expect, heading, inEachLanguage, LANG_COOKIE, nameIn, open, test } from './support';
import { demoItems } from '@wholesale/db/demo-catalogue';

// Search (suggestions and the results modal) in both languages, and the language choice.

inEachLanguage(
  (locale) => `search in ${locale}`,
  (locale) => {
    const L = t(locale);

    test('part of a Korean name finds the product; the results modal opens it', async ({ page }) => {
      const item = demoItem(1); // 시그니처 LA 갈비
      await open(page, '/');
      const box = page.getByRole('combobox', { name: L.search.label });
      await box.fill('그니처'); // the middle of the Korean name
      const suggestions = page.getByRole('listbox', { name: L.search.suggestions });
      await expect(suggestions.getByRole('option', { name: literal(nameIn(item, locale)) })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      await box.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(L.search.resultsTitle, { q: '그니처' }) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: literal(nameIn(item, locale)) }).click();
      await expect(page).toHaveURL(`/wholesale/product/${item.id}`);
      await expect(heading(page, nameIn(item, locale))).toBeVisible();
    });

    test('an English word suggests at most 10 visible products; a suggestion opens its product', async ({ page }) => {
      await open(page, '/');
      const box = page.getByRole('combobox', { name: L.search.label });
      // A single character does not search.
      await box.fill('b');
      await box.fill('bulgogi');
      const options = page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option');
      const matching = demoItems.filter((i) => i.show && /bulgogi/i.test(`${i.name} ${i.type} ${i.description}`));
      await expect(options).toHaveCount(Math.min(10, matching.length));
      // Keyboard: first option, Enter opens it.
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      const firstName = await options.first().locator('span').first().innerText();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/wholesale\/product\/\d+$/);
      await expect(heading(page, firstName)).toBeVisible();
    });

    test('no results: the spec empty message; hidden products are never found', async ({ page }) => {
      const hidden = demoItems.find((i) => !i.show);
      if (!hidden) throw new Error('the demo data has hidden items');
      await open(page, '/');
      const box = page.getByRole('combobox', { name: L.search.label });
      for (const q of ['zzzqqq', hidden.name]) {
        await box.fill(q);
        await box.press('Enter');
        const dialog = page.getByRole('dialog');
        // the results' own status (the dialog also holds the page's toast regions, empty here)
        await expect(dialog.getByRole('status').and(page.locator(':not(.toast-stack)'))).toHaveText(
          fill(L.search.noResults, { q }),
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(box).toBeFocused();
      }
    });
  },
);

test.describe('Korean search as a Korean cook types it', () => {
  test.use({ lang: 'ko' });
  const L = t('ko');
  const speciesOf = (name: string) => demoItems.find((i) => i.name_ko === name)?.species;

  // The issue's own queries: a species word, one syllable, initial consonants, no space.
  const cases: [query: string, first: (name: string) => boolean][] = [
    ['돼지고기', (name) => speciesOf(name) === 'pork'],
    ['닭', (name) => speciesOf(name) === 'chicken'],
    ['ㄷㅈ', (name) => speciesOf(name) === 'pork'],
    ['LA갈비', (name) => name.includes('LA 갈비')],
  ];
  // Each query on a freshly opened home page, in one browser page, reported (soft) before the next.
  test('each query suggests the right products first', async ({ page }) => {
    for (const [query, first] of cases) {
      await test.step(query, async () => {
        await open(page, '/');
        const box = page.getByRole('combobox', { name: L.search.label });
        await box.fill(query);
        const options = page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option');
        await expect(options.first()).toBeVisible();
        const names = await options.locator('span:first-child').allInnerTexts();
        expect.soft(names.length, query).toBeGreaterThan(1);
        expect.soft(names.slice(0, 2).every(first), `${query}: ${names.join(', ')}`).toBe(true);
      });
    }
  });
});

test.describe('language choice', () => {
  test('defaults to English, survives a reload, and can be switched back', async ({ page }) => {
    const en = t('en');
    const ko = t('ko');
    await open(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('link', { name: en.homePage.marinated })).toBeVisible();
    // The installed app's name comes from the manifest the app links, in the page's language.
    const manifest = page.locator('link[rel="manifest"]');
    await expect(manifest).toHaveAttribute('href', '/app/manifest-en.webmanifest');

    // Header flag menu -> Korean.
    await page.getByRole('button', { name: fill(en.header.language, { name: en.language.en.name }) }).click();
    await page
      .getByRole('group', { name: en.header.chooseLanguage })
      .getByRole('button', { name: /한국어/ })
      .click();
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('main').getByRole('link', { name: ko.homePage.marinated })).toBeVisible();
    await expect(manifest).toHaveAttribute('href', '/app/manifest-ko.webmanifest');
    expect((await (await page.request.get('/app/manifest-ko.webmanifest')).json()).lang).toBe('ko');
    // Kept where the server reads it: the reload's HTML arrives in Korean, before any script runs.
    expect((await page.context().cookies()).find((c) => c.name === LANG_COOKIE)?.value).toBe('ko');

    const reloaded = await page.reload();
    const served = (await reloaded?.text()) ?? '';
    expect(served).toContain('<html lang="ko">');
    expect(served).toContain(`<meta name="description" content="${ko.seo.homeDescription}" />`);
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('combobox', { name: ko.search.label })).toBeVisible();
    await expect(
      page.getByRole('button', { name: fill(ko.header.language, { name: ko.language.ko.name }) }),
    ).toBeVisible();

    // A Korean product name in Korean mode, after navigating.
    await page.goto('/wholesale/product/1');
    await expect(heading(page, demoItem(1).name_ko)).toBeVisible();

    // Footer picker -> English, which also survives a reload.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: /English/ }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(heading(page, demoItem(1).name)).toBeVisible();
    await expect(footer.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(heading(page, demoItem(1).name)).toBeVisible();
  });

  test('switching language re-renders an information page in place', async ({ page }) => {
    await open(page, '/wholesale/faq');
    await expect(heading(page, t('en').faq.title)).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /한국어/ })
      .click();
    await expect(heading(page, t('ko').faq.title)).toBeVisible();
    await expect(page.getByRole('heading', { name: t('ko').faq.delivery.heading, exact: true })).toBeVisible();
  });
});
