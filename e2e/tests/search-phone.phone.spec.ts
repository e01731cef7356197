import type { Locator, Page } from '@playwright/test';
import { demoItems } from '@wholesale/db/demo-catalogue';
import { t } from './dictionaries';
import { expect, inEachLanguage, type Locale, open, test } from './support';

// Search on a phone: the box stays in sight above its suggestions, a word
// finds the same first products in either language, and one Latin letter does not search.

const PHONE = { width: 390, height: 844 };
/** What is left above a phone's keyboard (about 45% of the screen). */
const WITH_KEYBOARD = { width: 390, height: 470 };

test.use({ viewport: PHONE });
// Each test types several searches and waits for their answers: give them the slow allowance.
test.beforeEach(() => test.slow());

async function rect(locator: Locator) {
  const r = await locator.boundingBox();
  if (!r) throw new Error('not rendered');
  return r;
}

/**
 * The element has scrolled (or has nothing to scroll), and neither it nor the page moves over two
 * frames: a smooth scroll has ended.
 */
function scrolledAndAtRest(locator: Locator): Promise<boolean> {
  return locator.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const at = [el.scrollTop, window.scrollY];
    await frame();
    await frame();
    const moved = el.scrollTop > 0 || el.scrollHeight <= el.clientHeight;
    return moved && el.scrollTop === at[0] && window.scrollY === at[1];
  });
}

/** The box is below the sticky header and on screen; its list starts under it and ends on screen (above the cookie banner). */
async function expectBoxAndListInView(page: Page, locale: Locale, what: string) {
  const L = t(locale);
  const viewport = page.viewportSize()!;
  const header = await rect(page.getByRole('banner'));
  const form = await rect(page.getByRole('search'));
  const list = await rect(page.getByRole('listbox', { name: L.search.suggestions }));
  expect(form.y, `${what}: the search box is under the header`).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(form.y + form.height, `${what}: the search box is below the screen`).toBeLessThanOrEqual(viewport.height);
  expect(list.y, `${what}: the suggestions start above the box`).toBeGreaterThanOrEqual(form.y + form.height - 1);
  const cookieBanner = page.getByRole('region', { name: L.cookie.label });
  const bottom = (await cookieBanner.isVisible()) ? (await rect(cookieBanner)).y : viewport.height;
  expect(list.y + list.height, `${what}: the suggestions run past what the buyer sees`).toBeLessThanOrEqual(bottom + 1);
  return form;
}

for (const cookiesAccepted of [true, false]) {
  test.describe(`the search box on a phone${cookiesAccepted ? '' : ', cookie banner showing'}`, () => {
    test.use({ lang: 'en', cookiesAccepted });
    const L = t('en');

    for (const screen of [PHONE, WITH_KEYBOARD]) {
      test(`stays in view above its suggestions at ${screen.width}x${screen.height}`, async ({ page }) => {
        await open(page, '/');
        const box = page.getByRole('combobox', { name: L.search.label });
        await box.click();
        await page.setViewportSize(screen); // the keyboard opens as the box takes focus
        await box.fill('galbi');
        const options = page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option');
        await expect(options).toHaveCount(10);
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expect(async () => expectBoxAndListInView(page, 'en', 'shown')).toPass();
        const before = await expectBoxAndListInView(page, 'en', 'shown');

        // Reading down the list scrolls the list, not the page (which took the box under the header).
        const listbox = page.getByRole('listbox', { name: L.search.suggestions });
        const list = await rect(listbox);
        await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2);
        await page.mouse.wheel(0, 600);
        // The wheel's scroll is smooth: wait until the list has scrolled and come to rest.
        await expect.poll(() => scrolledAndAtRest(listbox)).toBe(true);
        expect(await expectBoxAndListInView(page, 'en', 'after scrolling the list')).toEqual(before);

        // The arrow keys reach the last suggestion, in sight, without moving the box.
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown');
        await expect(options.last()).toHaveAttribute('aria-selected', 'true');
        await expect(options.last()).toBeInViewport({ ratio: 0.9 });
        expect(await expectBoxAndListInView(page, 'en', 'after the arrow keys')).toEqual(before);
      });
    }
  });
}

inEachLanguage(
  (locale) => `search in ${locale} on a phone`,
  (locale) => {
    const L = t(locale);
    const nameOf = (slug: string) => {
      const item = demoItems.find((i) => i.slug === slug);
      if (!item) throw new Error(`no demo product ${slug}`);
      return locale === 'ko' ? item.name_ko : item.name;
    };

    /** The products suggested for `q`, as slugs (the names differ by language), once shown. */
    async function suggested(page: Page, q: string): Promise<string[]> {
      const box = page.getByRole('combobox', { name: L.search.label });
      const answered = page.waitForResponse(
        (r) => r.url().includes('catalogue.search') && decodeURIComponent(r.url()).includes(`"q":"${q}"`),
      );
      await box.fill(q);
      // tRPC's batch link: one answer per call in the batch.
      const [call] = (await (await answered).json()) as { result: { data: { slug: string }[] } }[];
      const slugs = call!.result.data.map((item) => item.slug);
      // The list shows the previous answer until this one arrives: wait until it shows this one.
      const options = page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option');
      await expect(options.locator('span:first-child')).toHaveText(slugs.map(nameOf));
      return slugs;
    }

    test('a word and its twin in the other language suggest the same products, in the same order', async ({ page }) => {
      await open(page, '/');
      const first: Record<string, string[]> = {};
      for (const [english, korean] of [
        ['galbi', '갈비'],
        ['pork belly', '삼겹살'],
        ['beef', '소고기'],
        ['chicken', '닭'],
        ['bulgogi', '불고기'],
      ] as const) {
        const en = await suggested(page, english);
        expect(en.length, english).toBeGreaterThan(1);
        expect(await suggested(page, korean), `${english} / ${korean}`).toEqual(en);
        first[english] = en;
      }
      // The example: galbi's tenth suggestion is the same one in both languages.
      expect(first.galbi).toHaveLength(10);
    });

    test('one Latin letter does not search: no request, no results window, a hint on Enter', async ({ page }) => {
      await open(page, '/');
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('catalogue.search')) searches.push(decodeURIComponent(r.url()));
      });
      const box = page.getByRole('combobox', { name: L.search.label });
      await box.fill('x');
      await page.waitForTimeout(600); // past the 300 ms pause after typing
      await box.press('Enter');
      await expect(page.getByRole('search').locator('..').getByRole('status')).toHaveText(L.search.tooShort);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(searches).toEqual([]);
      // One Hangul syllable is a word (닭, chicken): it searches.
      await box.fill('닭');
      await expect(page.getByRole('listbox', { name: L.search.suggestions }).getByRole('option').first()).toBeVisible();
      await expect(page.getByRole('search').locator('..').getByRole('status')).toHaveText('');
    });
  },
);
