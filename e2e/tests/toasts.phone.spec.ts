// Toasts on a phone: they never cover what is fixed to the foot of the screen (the cookie banner
// here, and any bar kept there), nor the header; they end when the buyer goes to another page,
// except one raised for that move ("Login successful." on the page the login leads to); and inside
// an open dialog they sit clear of its box. The live regions that announce them stay in the page.
// In English and Korean. E2E_SCREENSHOTS=<dir> saves the screen with a toast for review.
import type { Locator, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_BUYER, field, texts } from './accounts-support';
import { cartTexts, listedItems } from './ordering-support';
import { expect, heading, inEachLanguage, nameIn, open, reviewShot, test } from './support';

const item = listedItems[0] as DemoItem;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const r = await locator.boundingBox();
  if (!r) throw new Error('not rendered');
  return r;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every element fixed (or stuck) to the foot of the screen: the cookie banner, the install hint,
 * the update prompt, a bottom bar. Found by its computed position, so that a bar added later is
 * checked too.
 */
function bottomBars(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() => {
    const found: { what: string; box: Box }[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('.toaster')) continue;
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (Math.abs(r.bottom - window.innerHeight) > 24) continue;
      found.push({
        what: `${el.tagName.toLowerCase()}.${el.className}`,
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      });
    }
    return found;
  });
}

test.describe('toasts on a phone', () => {
  inEachLanguage((locale) => {
    const L = texts(locale);
    const C = cartTexts(locale);

    test.describe('with the cookie banner showing', () => {
      test.use({ cookiesAccepted: false });

      test('a toast covers neither the bar at the foot nor the header, and ends on another page', async ({
        page,
        signIn,
      }) => {
        await signIn(DEMO_BUYER);
        await open(page, `/wholesale/product/${item.id}`);
        await expect(heading(page, nameIn(item, locale))).toBeVisible();
        // Without accepted cookies the cart asks for them: an error toast with its button (10 s).
        await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();
        const alert = page.getByRole('alert');
        const card = alert.locator('.toast').filter({ hasText: C.add.failedTitle });
        await expect(card).toBeVisible();

        const viewport = page.viewportSize()!;
        const toast = await box(card);
        const bars = await bottomBars(page);
        expect(bars.length, 'the cookie banner is at the foot of the screen').toBeGreaterThan(0);
        for (const bar of bars) expect(overlaps(toast, bar.box), `the toast covers ${bar.what}`).toBe(false);
        const header = await box(page.getByRole('banner'));
        expect(toast.y, 'the toast is under the header').toBeGreaterThanOrEqual(header.y + header.height);
        expect(toast.y + toast.height, 'the toast is on the screen').toBeLessThanOrEqual(viewport.height);
        expect(toast.x).toBeGreaterThanOrEqual(0);
        expect(toast.x + toast.width).toBeLessThanOrEqual(viewport.width);
        await reviewShot(page, `toast-phone-${locale}`, { fullPage: false }); // the screen as the buyer sees it

        // Another page: the toast ends with the page it spoke of.
        await page.getByRole('link', { name: L.base.header.logoLabel, exact: true }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('.toast')).toHaveCount(0);
        // The live regions stay, empty, ready for the next toast.
        await expect(page.locator('.toaster [role="status"][aria-live="polite"]')).toHaveCount(1);
        await expect(page.locator('.toaster [role="alert"][aria-live="assertive"]')).toHaveCount(1);
      });
    });

    test('a toast raised for the move shows on the page it leads to, and ends with the next', async ({ page }) => {
      await open(page, '/login');
      await field(page, L, L.account.form.email).fill(DEMO_BUYER.email);
      await field(page, L, L.account.form.password).fill(DEMO_BUYER.password);
      await page.getByRole('button', { name: L.account.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/profile\/user\/[^/?]+$/, { timeout: 15_000 });
      const status = page.getByRole('status');
      await expect(status.getByText(L.account.login.successTitle, { exact: true })).toBeVisible();

      await page.getByRole('link', { name: L.base.header.logoLabel, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.toast')).toHaveCount(0);
    });

    test('in an open dialog a toast sits clear of its box, and is back in the page when it closes', async ({
      page,
    }) => {
      // Signed in through the form with the home page to come back to: "Login successful." is
      // there when the search's results open over it.
      await open(page, '/login?next=/');
      await field(page, L, L.account.form.email).fill(DEMO_BUYER.email);
      await field(page, L, L.account.form.password).fill(DEMO_BUYER.password);
      await page.getByRole('button', { name: L.account.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      const card = page.locator('.toast').filter({ hasText: L.account.login.successTitle });
      await expect(card).toBeVisible();
      // Hovering holds its timer (as it does for a buyer reading it), so the dialog opens in time.
      await card.hover();

      const search = page.getByRole('search').getByRole('combobox');
      await search.fill(locale === 'ko' ? '소고기' : 'beef');
      await search.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const inDialog = dialog.locator('.toast').filter({ hasText: L.account.login.successTitle });
      await expect(inDialog).toBeVisible();
      // It is announced from inside the dialog (the page behind is left out by aria-modal).
      await expect(dialog.locator('.toaster [role="status"]')).toContainText(L.account.login.successTitle);
      await expect
        .poll(async () => overlaps(await box(inDialog), await box(dialog)), { message: 'the toast covers the dialog' })
        .toBe(false);
      const viewport = page.viewportSize()!;
      const toast = await box(inDialog);
      expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
      await reviewShot(page, `toast-phone-dialog-${locale}`, { fullPage: false }); // the screen as the buyer sees it

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Back in the page's own regions, which never left it.
      await expect(page.locator('.toaster:not(.toaster-in-dialog) [role="status"]')).toHaveCount(1);
      await expect(page.locator('.toaster-in-dialog')).toHaveCount(0);
    });
  });
});
