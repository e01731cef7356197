import type { Locator, Page } from '@playwright/test';
import { fill, t } from './dictionaries';
import { CONSENT_KEY, expect, heading, inEachLanguage, open, test } from './support';

// The parts around the pages: banner carousel, menu drawer, cookie banner.

/**
 * A horizontal swipe over `target`: real touch events on a touch device (the phone project),
 * a mouse drag otherwise. Both reach the carousel as pointer events.
 */
async function swipe(page: Page, target: Locator, dx: number, hasTouch: boolean): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const steps = 6;
  if (hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * i) / steps, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x0, y);
    await page.mouse.down();
    await page.mouse.move(x0 + dx, y, { steps });
    await page.mouse.up();
  }
}

test.describe('banner carousel', () => {
  // Reduced motion stops the 2.5 s auto-advance, so only the user moves the slides here.
  test.use({ reducedMotion: 'reduce' });

  inEachLanguage({ title: (locale) => locale, koreanOnThePhone: true }, (locale) => {
    const L = t(locale);
    const dot = (page: Page, n: number) =>
      page.getByRole('region', { name: L.carousel.label }).getByRole('button', { name: fill(L.carousel.goTo, { n }) });

    test('dots and swipe', async ({ page, hasTouch }) => {
      await open(page, '/');
      const carousel = page.getByRole('region', { name: L.carousel.label });
      await expect(carousel.locator('.dots').getByRole('button')).toHaveCount(6);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      // Only the current slide is exposed to assistive technology; its headline is text too.
      await expect(carousel.getByRole('group', { name: fill(L.carousel.slide, { n: 1, total: 6 }) })).toBeVisible();
      await expect(carousel.getByRole('heading', { name: L.banners[0]?.title ?? '' })).toBeAttached();
      // The banners are the language's own pictures.
      await expect(carousel.locator('picture source').first()).toHaveAttribute('srcset', `/banners/${locale}/01.avif`);

      await dot(page, 4).click();
      await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
      await expect(carousel.locator('.dot[aria-current="true"]')).toHaveCount(1);

      // Swipe left: next slide; right: previous; a short drag (< 50 px): nothing.
      const viewport = carousel.locator('.banner-viewport');
      await swipe(page, viewport, -120, hasTouch);
      await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');
      await swipe(page, viewport, 120, hasTouch);
      await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
      await swipe(page, viewport, -30, hasTouch);
      await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
    });

    test('arrows (wrapping at both ends)', async ({ page }) => {
      await open(page, '/');
      const carousel = page.getByRole('region', { name: L.carousel.label });
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      // Plain clicks, as a user taps: the arrow must be the element under the pointer.
      await carousel.getByRole('button', { name: L.carousel.next }).click({ timeout: 5_000 });
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: L.carousel.previous }).click({ timeout: 5_000 });
      await carousel.getByRole('button', { name: L.carousel.previous }).click({ timeout: 5_000 });
      await expect(dot(page, 6)).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: L.carousel.next }).click({ timeout: 5_000 });
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    });
  });
});

test('banner carousel advances by itself', async ({ page }) => {
  const L = t('en');
  await open(page, '/');
  const carousel = page.getByRole('region', { name: L.carousel.label });
  await expect(carousel.getByRole('button', { name: fill(L.carousel.goTo, { n: 1 }) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // 2.5 s per slide (plus the transition): slide 2 well within 6 s.
  await expect(carousel.getByRole('button', { name: fill(L.carousel.goTo, { n: 2 }) })).toHaveAttribute(
    'aria-current',
    'true',
    { timeout: 6_000 },
  );
});

test('product photos swipe', async ({ page, hasTouch }) => {
  const L = t('en');
  await open(page, '/wholesale/product/1');
  const gallery = page.getByRole('region', { name: L.product.images });
  const counter = gallery.locator('.gallery-counter');
  await expect(counter).toHaveText('1 / 3');
  await swipe(page, gallery.locator('.banner-viewport'), -120, hasTouch);
  await expect(counter).toHaveText('2 / 3');
  await swipe(page, gallery.locator('.banner-viewport'), 120, hasTouch);
  await expect(counter).toHaveText('1 / 3');
});

const SHORTCUTS = [
  ['/wholesale/marinated', 'marinated'],
  ['/wholesale/processed', 'prepped'],
  ['/wholesale/unprocessed', 'wholeMeat'],
  ['/wholesale/adams-gourmet', 'adams'],
  ['/wholesale/deal', 'deal'],
  ['/wholesale/how-to-order', 'howToOrder'],
  ['/contact', 'contact'],
  ['/wholesale/packing', 'packing'],
  ['/wholesale/b2b', 'b2b'],
  ['/wholesale/faq', 'faq'],
] as const;

// Navigation does not depend on the language: once, in English (labels in both: below).
test('the drawer closes and navigates through each of its 10 shortcuts', async ({ page }) => {
  // Ten pages, each loaded in turn: past the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const L = t('en');
  await open(page, '/');
  const menuButton = page.getByRole('button', { name: L.header.openMenu });
  const drawer = page.getByRole('dialog', { name: L.drawer.label });
  for (const [path, key] of SHORTCUTS) {
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await drawer
      .getByRole('navigation', { name: L.drawer.shortcuts })
      .getByRole('link', { name: L.drawer[key], exact: true })
      .click();
    await expect(page).toHaveURL(path);
    await expect(drawer).toBeHidden();
    // The page itself arrived: every target has an <h1>. (/contact has no page in this issue
    // yet, so today it is the Page Not Found view.)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

inEachLanguage({ title: (locale) => `menu drawer (${locale})`, koreanOnThePhone: true }, (locale) => {
  const L = t(locale);

  test('opens, closes with Escape and the close button, greets the guest', async ({ page }) => {
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: L.header.openMenu });
    const drawer = page.getByRole('dialog', { name: L.drawer.label });
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByText(fill(L.drawer.hello, { name: L.drawer.guest }))).toBeVisible();
    await expect(drawer.getByRole('link', { name: L.drawer.login, exact: true })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: L.drawer.signup, exact: true })).toHaveAttribute(
      'href',
      '/signup/agreements',
    );
    // Focus moved into the drawer.
    await expect(drawer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: L.header.closeMenu }).click();
    await expect(drawer).toBeHidden();
  });

  test('its 10 shortcuts carry the labels in order', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: L.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: L.drawer.label });
    const links = drawer.getByRole('navigation', { name: L.drawer.shortcuts }).getByRole('link');
    await expect(links).toHaveText(SHORTCUTS.map(([, key]) => L.drawer[key]));
    await expect(drawer.getByRole('link', { name: L.drawer.terms, exact: true })).toHaveAttribute(
      'href',
      '/terms-and-policies',
    );
    await expect(drawer.getByRole('link', { name: L.drawer.cookies, exact: true })).toHaveAttribute('href', '/cookie');
  });
});

inEachLanguage(
  { title: (locale) => `cookie banner (${locale})`, koreanOnThePhone: true, use: { cookiesAccepted: false } },
  (locale) => {
    const L = t(locale);

    test('Accept hides it for good; Learn More opens the cookie policy', async ({ page }) => {
      await open(page, '/');
      const banner = page.getByRole('region', { name: L.cookie.label });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(L.cookie.text);
      await banner.getByRole('link', { name: L.cookie.learnMore }).click();
      await expect(page).toHaveURL('/cookie');
      await expect(heading(page, L.cookiePolicy.title)).toBeVisible();

      await banner.getByRole('button', { name: L.cookie.accept }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('true');
      await page.reload();
      await expect(heading(page, L.cookiePolicy.title)).toBeVisible();
      await expect(page.getByRole('region', { name: L.cookie.label })).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: L.homePage.categories })).toBeVisible();
      await expect(page.getByRole('region', { name: L.cookie.label })).toHaveCount(0);
    });
  },
);
