import { t } from './dictionaries';
import { INFO_PAGES } from './info-pages';
import { expect, heading, inEachLanguage, open, test } from './support';

// Every information page, in both languages: its title, its crumb and its sections. The pages are
// walked in one browser page per language, each its own step whose misses are reported (soft)
// before the next: a fresh browser for each page was most of what these checks cost.

inEachLanguage(
  (locale) => `information pages in ${locale}`,
  (locale) => {
    const L = t(locale);

    test('every information page: its title and its sections', async ({ page }) => {
      test.setTimeout(INFO_PAGES.length * 15_000);
      for (const info of INFO_PAGES) {
        await test.step(info.path, async () => {
          await open(page, info.path);
          await expect.soft(heading(page, info.title(L)), info.path).toBeVisible();
          const main = page.getByRole('main');
          for (const h of info.headings(L))
            await expect
              .soft(
                main.getByRole('heading', typeof h === 'string' ? { name: h, exact: true } : { name: h }),
                info.path,
              )
              .toBeVisible();
          await expect.soft(page.locator('html'), info.path).toHaveAttribute('lang', locale);
        });
      }
    });

    test('FAQ answers open and close', async ({ page }) => {
      await open(page, '/wholesale/faq');
      const q = page.getByRole('button', { name: L.faq.delivery.q1 });
      await expect(q).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(L.faq.delivery.a1)).toBeHidden();
      await q.click();
      await expect(page.getByRole('region', { name: L.faq.delivery.q1 })).toContainText(L.faq.delivery.a1);
      await q.click();
      await expect(page.getByText(L.faq.delivery.a1)).toBeHidden();
    });

    test('the Privacy Policy PDF link answers 200 application/pdf', async ({ page, request }) => {
      await open(page, '/terms-and-policies');
      const link = page.getByRole('link', { name: L.terms.privacy.pdfLink });
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      expect(href).toBe(`/docs/privacy-policy-${locale}.pdf`);
      const res = await request.get(href ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The table of contents jumps to a section.
      await page
        .getByRole('navigation', { name: L.terms.tocHeading })
        .getByRole('link', { name: L.terms.security.heading })
        .click();
      await expect(page.getByRole('heading', { name: L.terms.security.heading, exact: true })).toBeInViewport();
    });
  },
);
