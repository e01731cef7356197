import type { Locator, Page } from '@playwright/test';
import { DEMO_BUYER, field, texts } from './accounts-support';
import { fill, literal } from './dictionaries';
import { demoItem, expect, heading, inEachLanguage, listable, nameIn, open, reviewShot, test, usd } from './support';

// The storefront's look at phone and desktop sizes: home, a listing and a product in both
// languages (checked for overflow and for the shared desktop grid; pictures for review with
// E2E_SCREENSHOTS), the cookie banner's footprint, and the product page's buying column for a
// guest and a signed-in buyer. Every test also runs the shared no-console-error check (support.ts).

const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => expect(page.locator('.banner-carousel')).toBeVisible() },
  {
    name: 'listing',
    path: '/wholesale/marinated',
    ready: (page: Page) => expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false'),
  },
  {
    name: 'product',
    path: `/wholesale/product/${demoItem(1).id}`,
    ready: (page: Page) => expect(page.locator('.buy-box')).toBeVisible(),
  },
] as const;

/** The phone project shoots at 412 px (a Pixel 7); the desktop project at 1024, 1440 and 1920 px. */
function widthsFor(project: string): readonly { width: number; height: number }[] {
  return project === 'phone'
    ? [{ width: 412, height: 915 }]
    : [1024, 1440, 1920].map((width) => ({ width, height: 900 }));
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

/**
 * Scrolls through the page (lazy pictures load only near the viewport) and waits until every
 * picture has loaded, so a full-page screenshot shows pictures, not grey boxes. The carousel's
 * later slides stay beside the viewport, not below it: asked for at once, or the wait lasted until
 * the carousel had turned to each of them (8-11 s on home).
 */
async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
}

inEachLanguage(
  (locale) => `storefront layout in ${locale}`,
  (locale) => {
    const L = texts(locale).base;

    test('home, a listing and a product: no sideways scrolling, one desktop grid (pictures for review)', async ({
      page,
    }, info) => {
      test.slow(); // three pages at up to three widths
      // Each page loads once and is then widened, as a window is: the layout follows the width
      // (CSS), and loading the app again for each width was most of this test's time.
      for (const p of PAGES) {
        let loaded = false;
        for (const size of widthsFor(info.project.name)) {
          await page.setViewportSize(size);
          if (!loaded) {
            await open(page, p.path);
            loaded = true;
          }
          await p.ready(page);
          await imagesLoaded(page);
          const name = `${p.name}-${size.width}-${locale}`;
          const picture = await reviewShot(page, name);
          if (picture) await info.attach(name, { path: picture, contentType: 'image/png' });

          // Nothing wider than the screen (a long Korean word or a table would show up here).
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${p.path} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);

          if (size.width >= 1024) {
            // Header, content and footer start on the same left edge, on a centred grid.
            const logo = await box(page.locator('.site-header .logo'));
            const footer = await box(page.locator('.footer-grid'));
            const content = await box(
              p.name === 'home'
                ? page.locator('.banner-carousel')
                : page.getByRole('navigation', { name: L.common.breadcrumb }),
            );
            expect(Math.abs(logo.x - footer.x), 'header and footer share the grid').toBeLessThanOrEqual(2);
            expect(Math.abs(content.x - footer.x), 'content and footer share the grid').toBeLessThanOrEqual(2);
            const right = size.width - (footer.x + footer.width);
            expect(Math.abs(right - footer.x), 'the grid is centred').toBeLessThanOrEqual(20);
          }
        }
      }
    });

    test('listings use more columns on a desktop, the phone keeps 2', async ({ page }, info) => {
      await open(page, '/wholesale/marinated');
      const cards = page.getByRole('tabpanel').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      const firstRow = tops.filter((top) => top === tops[0]).length;
      if (info.project.name === 'phone') expect(firstRow).toBe(2);
      else expect(firstRow).toBeGreaterThanOrEqual(4);
    });

    test('product page: images and the buying column side by side on a desktop, stacked on a phone', async ({
      page,
    }, info) => {
      const phone = info.project.name === 'phone';
      if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, `/wholesale/product/${demoItem(1).id}`);
      const gallery = await box(page.locator('.product-gallery'));
      const buy = await box(page.locator('.buy-box'));
      if (phone) {
        // One column: the buying column under the pictures, as wide as the page allows.
        expect(buy.y).toBeGreaterThanOrEqual(gallery.y + gallery.height - 1);
        expect(Math.abs(buy.x - gallery.x)).toBeLessThanOrEqual(24);
      } else {
        expect(buy.x).toBeGreaterThan(gallery.x + gallery.width);
        // The buying column starts beside the picture, not below it.
        expect(buy.y).toBeLessThan(gallery.y + gallery.height / 2);
      }
    });

    test.describe('without cookie consent', () => {
      test.use({ cookiesAccepted: false });

      test('the cookie banner takes at most 10% of a phone screen and covers no primary action', async ({ page }) => {
        await page.setViewportSize({ width: 412, height: 915 });
        for (const path of ['/', `/wholesale/product/${demoItem(1).id}`]) {
          await open(page, path);
          const banner = page.getByRole('region', { name: L.cookie.label });
          await expect(banner).toBeVisible();
          const b = await box(banner);
          expect(b.height, `banner height on ${path}`).toBeLessThanOrEqual(915 * 0.1);
          const primary =
            path === '/'
              ? [
                  page.getByRole('combobox', { name: L.search.label }),
                  page.getByRole('navigation', { name: L.homePage.categories }),
                ]
              : [
                  page.getByRole('main').getByRole('link', { name: L.product.signInToOrder }),
                  page.getByRole('main').getByRole('link', { name: L.product.contactUs }),
                ];
          for (const action of primary) {
            const a = await box(action);
            expect(a.y + a.height, `${path}: an action under the banner`).toBeLessThanOrEqual(b.y);
          }
        }
        // The page's end still scrolls clear of the banner.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const copyright = await box(page.locator('.footer-copy'));
        const banner = await box(page.getByRole('region', { name: L.cookie.label }));
        expect(copyright.y + copyright.height).toBeLessThanOrEqual(banner.y);
      });
    });

    test('a guest sees the list price and a sign-in link that comes back to the product', async ({ page }) => {
      const item = demoItem(1);
      await open(page, `/wholesale/product/${item.id}`);
      const buy = page.locator('.buy-box');
      await expect(buy.locator('.price')).toHaveText(`${usd(item.price_cents)} ${L.catalogue.priceSuffix.box30}`);
      // No buyer price reaches a guest (ARCHITECTURE.md), so none is shown or struck through.
      await expect(buy.getByText(L.product.yourPrice, { exact: true })).toHaveCount(0);
      await expect(buy.locator('s')).toHaveCount(0);
      await expect(page.getByRole('button', { name: L.product.addToCart })).toHaveCount(0);

      await page.getByRole('link', { name: L.product.signInToOrder }).click();
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/wholesale/product/${item.id}`)}`);
      const T = texts(locale);
      await field(page, T, T.account.form.email).fill(DEMO_BUYER.email);
      await field(page, T, T.account.form.password).fill(DEMO_BUYER.password);
      await page.getByRole('button', { name: T.account.login.submit, exact: true }).click();
      await expect(page).toHaveURL(`/wholesale/product/${item.id}`);
      await expect(page.getByRole('button', { name: L.product.addToCart })).toBeVisible();
    });

    test('a buyer gets their price, the struck list price, the saving and a quantity to add', async ({
      page,
      signIn,
    }) => {
      const item = demoItem(1);
      await signIn(DEMO_BUYER);
      await open(page, `/wholesale/product/${item.id}`);
      await expect(heading(page, nameIn(item, locale))).toBeVisible();
      const buy = page.locator('.buy-box');
      await expect(buy.getByText(L.product.yourPrice, { exact: true })).toBeVisible();
      await expect(buy.locator('.price')).toHaveText(
        `${usd(item.discounted_price_cents)} ${L.catalogue.priceSuffix.box30}`,
      );
      await expect(buy.locator('s')).toHaveText(usd(item.price_cents));
      const saved = item.price_cents - item.discounted_price_cents;
      await expect(buy.locator('.saving')).toHaveText(
        fill(L.product.youSave, { amount: usd(saved), percent: Math.round((saved / item.price_cents) * 100) }),
      );

      // The stepper: labelled, 1 to start, - disabled at 1; typing and +/- both work.
      const qty = page.getByRole('spinbutton', { name: L.product.quantityBoxes });
      await expect(qty).toHaveValue('1');
      await expect(page.getByRole('button', { name: L.product.decreaseQuantity })).toBeDisabled();
      await page.getByRole('button', { name: L.product.increaseQuantity }).click();
      await page.getByRole('button', { name: L.product.increaseQuantity }).click();
      await expect(qty).toHaveValue('3');
      await page.getByRole('button', { name: L.product.decreaseQuantity }).click();
      await expect(qty).toHaveValue('2');
      await qty.fill('0');
      await qty.blur();
      await expect(qty).toHaveValue('1');
      await qty.fill('3');

      // Adding needs cookie consent (the test context has it): 3 boxes go into the cart at once.
      await page.getByRole('button', { name: L.product.addToCart, exact: true }).click();
      await expect(page.getByRole('status').getByText(literal(nameIn(item, locale)))).toBeVisible();
      const cart = (await page.context().cookies()).find((c) => c.name === 'cart');
      expect(JSON.parse(decodeURIComponent(cart?.value ?? '[]'))).toContainEqual({ id: item.id, quantity: 3 });
      // CONTACT US stays, as the secondary action.
      await expect(page.getByRole('main').getByRole('link', { name: L.product.contactUs })).toHaveClass(
        /btn-secondary/,
      );
    });

    test('the footer carries the phone, e-mail, hours, address and the main links', async ({ page }) => {
      await open(page, '/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
        'href',
        /^tel:\+1\d{10}$/,
      );
      await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(footer.getByText(L.company.hours, { exact: true })).toBeVisible();
      await expect(footer.getByText(L.company.address, { exact: true })).toBeVisible();
      for (const [name, href] of [
        [L.drawer.marinated, '/wholesale/marinated'],
        [L.drawer.adams, '/wholesale/adams-gourmet'],
        [L.drawer.howToOrder, '/wholesale/how-to-order'],
        [L.drawer.contact, '/contact'],
        [L.footer.terms, '/terms-and-policies'],
      ] as const) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    });

    test('the product page reads in the page language: spec, grade, origin and weight', async ({ page }) => {
      // A product with a state in its origin ("USA (Iowa)"), so the state's name is checked too.
      const item = listable((i) => i.origin.includes('('))[0];
      if (!item) throw new Error('the demo catalogue has no origin with a state');
      const specKey = (
        {
          '30 lb - 5 lb x 6 packs': 'box30',
          '20 lb - 10 lb x 2 packs': 'box20',
          '50 lb - 50 lb x 1 box': 'box50',
          'C.W. (Catch Weights)': 'perLb',
        } as const
      )[item.spec];
      await open(page, `/wholesale/product/${item.id}`);
      await page.getByRole('button', { name: L.product.detail, exact: true }).click();
      const details = page.locator('.spec-list');
      await expect(details).toContainText(L.catalogue.specText[specKey]);
      await expect(details).toContainText(fill(L.product.weightValue, { w: item.avg_weight }));
      if (locale === 'ko') {
        // Nothing of the English data words is left in Korean mode.
        await expect(details).not.toContainText(/lbs?\b|packs|USDA (Choice|Inspected|Prime)|USA/);
        await expect(details).toContainText('미국');
      }
    });
  },
);
