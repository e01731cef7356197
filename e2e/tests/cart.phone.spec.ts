// The cart (catalogue spec sections 2, 4, 5 and 8; storefront spec: Profile, Cart lines): a buyer
// adds products on the product page (the cookie prompt first when cookies were not accepted), the
// header's badge counts them, and the profile's cart tab changes and totals them. Guests and
// admins get no add-to-cart control. At phone size (a *.phone.spec: the desktop project skips the
// file), in English and Korean.
import type { BrowserContext, Page } from '@playwright/test';
import { lineAmount } from '@wholesale/rules';
import { DEMO_ADMIN, DEMO_BUYER, fill, literal, type Texts } from './accounts-support';
import { type DemoItem, demoItems } from '@wholesale/db/demo-catalogue';
import {
  expect,
  heading,
  inEachLanguage,
  type Locale,
  nameIn,
  open,
  pageOrigin,
  reviewShot,
  test,
  usd,
} from './support';
import { boxesOf, cartTexts, type CartTexts, catchWeightItems, CW, say } from './ordering-support';

// Two box products of different specs and a catch-weight product (priced per lb, counted in packs).
const boxA = boxesOf('30 lb - 5 lb x 6 packs')[0] as DemoItem;
const boxB = boxesOf('20 lb - 10 lb x 2 packs')[0] as DemoItem;
const cw = catchWeightItems[0] as DemoItem;
const hidden = demoItems.find((i) => !i.show) as DemoItem;

/** What the buyer pays for `quantity` of an item, in cents (the buyer's price, C.W. estimated). */
const amount = (item: DemoItem, quantity: number) =>
  lineAmount({ unitPriceCents: item.discounted_price_cents, spec: item.spec, avgWeight: item.avg_weight, quantity })
    .cents;

async function cartCookie(context: BrowserContext): Promise<unknown> {
  const c = (await context.cookies()).find((k) => k.name === 'cart');
  return c ? JSON.parse(decodeURIComponent(c.value)) : null;
}

async function openProduct(page: Page, item: DemoItem, locale: Locale): Promise<void> {
  await open(page, `/wholesale/product/${item.id}`);
  await expect(heading(page, nameIn(item, locale))).toBeVisible();
}

const addButton = (page: Page, L: Texts) => page.getByRole('button', { name: L.base.product.addToCart, exact: true });

async function addToCart(page: Page, L: Texts, C: CartTexts): Promise<void> {
  await addButton(page, L).click();
  await expect(page.getByRole('status').getByText(C.add.addedTitle, { exact: true })).toBeVisible();
}

test.describe('cart', () => {
  inEachLanguage((locale) => {
    test.describe('without accepted cookies', () => {
      test.use({ cookiesAccepted: false });

      test("'Failed Adding to Cart!' offers 'Accept Cookies & Add to Cart', which adds", async ({
        page,
        context,
        signIn,
        L,
      }) => {
        const C = cartTexts(locale);
        await signIn(DEMO_BUYER);
        await openProduct(page, boxA, locale);
        await addButton(page, L).click();

        const alert = page.getByRole('alert');
        await expect(alert.getByText(C.add.failedTitle, { exact: true })).toBeVisible();
        await expect(alert.getByText(C.add.needsCookies, { exact: true })).toBeVisible();
        expect(await cartCookie(context)).toBeNull();
        await reviewShot(page, `product-cookie-prompt-${locale}`, { fullPage: false });

        await alert.getByRole('button', { name: C.add.acceptAndAdd, exact: true }).click();
        // The banner goes (cookies accepted) and the product is in the cart.
        await expect(page.getByRole('region', { name: L.base.cookie.label })).toHaveCount(0);
        const status = page.getByRole('status');
        await expect(status.getByText(C.add.addedTitle, { exact: true })).toBeVisible();
        await expect(
          status.getByText(say(C.add.addedText, { name: nameIn(boxA, locale), n: 1 }), { exact: true }),
        ).toBeVisible();
        expect(await cartCookie(context)).toEqual([{ id: boxA.id, quantity: 1 }]);
        await reviewShot(page, `product-added-${locale}`, { fullPage: false });

        await status.getByRole('link', { name: C.add.viewInCart, exact: true }).click();
        await expect(page).toHaveURL(/\/profile\/user\/[^/?]+\?tab=cart$/);
        await expect(page.getByRole('listitem').filter({ hasText: nameIn(boxA, locale) })).toBeVisible();
      });

      test('from the keyboard, the prompt takes focus and gives it back', async ({ page, context, signIn, L }) => {
        const C = cartTexts(locale);
        await signIn(DEMO_BUYER);
        await openProduct(page, boxA, locale);
        await addButton(page, L).focus();
        await page.keyboard.press('Enter');
        const accept = page.getByRole('alert').getByRole('button', { name: C.add.acceptAndAdd, exact: true });
        await expect(accept).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').getByText(C.add.addedTitle, { exact: true })).toBeVisible();
        await expect(addButton(page, L)).toBeFocused();
        expect(await cartCookie(context)).toEqual([{ id: boxA.id, quantity: 1 }]);
      });
    });

    test('add two products and a C.W. product; plus, minus, remove; the total; the empty cart', async ({
      page,
      context,
      signIn,
      L,
    }) => {
      test.slow(); // a whole cart session in one test: more than the default 30 s on a loaded 2-core machine
      const C = cartTexts(locale);
      const T = C.tab;
      await signIn(DEMO_BUYER);

      await openProduct(page, boxA, locale);
      await addToCart(page, L, C);
      await addToCart(page, L, C); // the same product again: quantity 2
      await openProduct(page, boxB, locale);
      await addToCart(page, L, C);
      await openProduct(page, cw, locale);
      await addToCart(page, L, C);
      expect(await cartCookie(context)).toEqual([
        { id: boxA.id, quantity: 2 },
        { id: boxB.id, quantity: 1 },
        { id: cw.id, quantity: 1 },
      ]);

      // The header's cart button says how many products the cart holds, and opens the cart tab.
      const cartButton = page.locator('header').getByRole('link', { name: say(C.button, { n: 3 }, 3), exact: true });
      await expect(cartButton).toBeVisible();
      await expect(cartButton).toHaveText('3');
      // The drawer's cart button says the same.
      await page.getByRole('button', { name: L.base.header.openMenu, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: L.base.drawer.label });
      await expect(drawer.getByRole('link', { name: say(C.button, { n: 3 }, 3), exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await cartButton.click();
      await expect(page).toHaveURL(/\?tab=cart$/);

      const line = (item: DemoItem) => page.getByRole('listitem').filter({ hasText: nameIn(item, locale) });
      const qty = (item: DemoItem, n: number) => say(item.spec === CW ? T.packs : T.boxes, { n }, n);
      const checkout = (cents: number, estimated: boolean) =>
        page.getByRole('link', {
          name: fill(estimated ? T.checkoutEstimated : T.checkout, { total: usd(cents) }),
          exact: true,
        });

      await expect(line(boxA)).toContainText(qty(boxA, 2));
      await expect(line(boxA)).toContainText(usd(boxA.discounted_price_cents));
      await expect(line(boxA)).toContainText(usd(amount(boxA, 2)));
      await expect(line(boxB)).toContainText(qty(boxB, 1));
      await expect(line(boxB)).toContainText(usd(amount(boxB, 1)));
      // The catch-weight line: packs × avg_weight × price per lb, marked as an estimate.
      await expect(line(cw)).toContainText(qty(cw, 1));
      await expect(line(cw)).toContainText(`${T.est} ${usd(amount(cw, 1))}`);
      await expect(line(cw)).toContainText(
        say(T.estimateNote, { packs: 1, w: cw.avg_weight, price: usd(cw.discounted_price_cents) }, 1),
      );
      await expect(page.getByText(T.estimatedTotalNote, { exact: true })).toBeVisible();

      let total = amount(boxA, 2) + amount(boxB, 1) + amount(cw, 1);
      await expect(checkout(total, true)).toHaveAttribute('href', '/order-summary');
      // The total with 2 decimals.
      await expect(checkout(total, true)).toHaveText(/\$\d{1,3}(,\d{3})*\.\d{2}$/);
      // The last "added" toast may still cover the cart for the screenshot, or may have timed out
      // already on a slow machine: dismiss it only if it is there.
      const toastClose = page.getByRole('status').getByRole('button', { name: L.base.toast.dismiss });
      if ((await toastClose.count()) > 0)
        await toastClose
          .first()
          .click({ timeout: 3000 })
          .catch(() => undefined);
      await reviewShot(page, `cart-tab-${locale}`, { fullPage: false });
      await line(cw).scrollIntoViewIfNeeded();
      await reviewShot(page, `cart-tab-cw-${locale}`, { fullPage: false });

      // Plus, with the change read out.
      const announcer = page.locator('section.cart > [role="status"]');
      await line(boxB)
        .getByRole('button', { name: fill(T.increase, { name: nameIn(boxB, locale) }), exact: true })
        .click();
      await expect(line(boxB)).toContainText(qty(boxB, 2));
      await expect(line(boxB)).toContainText(usd(amount(boxB, 2)));
      await expect(announcer).toHaveText(fill(T.announceQuantity, { name: nameIn(boxB, locale), n: 2 }));
      total += amount(boxB, 1);
      await expect(checkout(total, true)).toBeVisible();

      // Minus.
      await line(boxA)
        .getByRole('button', { name: fill(T.decrease, { name: nameIn(boxA, locale) }), exact: true })
        .click();
      await expect(line(boxA)).toContainText(qty(boxA, 1));
      total -= amount(boxA, 1);
      await expect(checkout(total, true)).toBeVisible();

      // Remove the catch-weight line: the total is exact again.
      await line(cw)
        .getByRole('button', { name: fill(T.remove, { name: nameIn(cw, locale) }), exact: true })
        .click();
      await expect(line(cw)).toHaveCount(0);
      await expect(announcer).toHaveText(fill(T.announceRemoved, { name: nameIn(cw, locale) }));
      // Focus does not fall off the page with the removed line's buttons.
      await expect(page.getByRole('heading', { level: 2, name: literal(T.title) })).toBeFocused();
      total -= amount(cw, 1);
      await expect(checkout(total, false)).toBeVisible();
      await expect(
        page.locator('header').getByRole('link', { name: say(C.button, { n: 2 }, 2), exact: true }),
      ).toBeVisible();

      // Minus at quantity 1 removes the line.
      await line(boxA)
        .getByRole('button', { name: fill(T.decrease, { name: nameIn(boxA, locale) }), exact: true })
        .click();
      await expect(line(boxA)).toHaveCount(0);
      await line(boxB)
        .getByRole('button', { name: fill(T.remove, { name: nameIn(boxB, locale) }), exact: true })
        .click();

      // Empty: 'Your cart is empty' and Browse Products to shop-all; the cookie is gone.
      await expect(page.getByText(T.empty, { exact: true })).toBeVisible();
      expect(await cartCookie(context)).toBeNull();
      await expect(page.locator('header').getByRole('link', { name: L.base.header.cart, exact: true })).toBeVisible();
      await reviewShot(page, `cart-empty-${locale}`, { fullPage: false });
      await page.getByRole('link', { name: T.browse, exact: true }).click();
      await expect(page).toHaveURL(/\/wholesale\/shop-all$/);
    });

    test('a product no longer sold shows as unavailable, outside the total, until removed', async ({
      page,
      context,
      signIn,
    }) => {
      const T = cartTexts(locale).tab;
      const { home } = await signIn(DEMO_BUYER);
      // A cart from an earlier visit, in the older format (names and prices in the cookie).
      const old = [
        { id: hidden.id, name: hidden.name, price: 1, quantity: 2 },
        { id: boxA.id, name: boxA.name, price: 1, discounted_price: 1, quantity: 3 },
      ];
      await context.addCookies([
        { name: 'cart', value: encodeURIComponent(JSON.stringify(old)), url: pageOrigin(page) },
      ]);
      await page.goto(`${home}?tab=cart`, { waitUntil: 'domcontentloaded' });

      const gone = page.getByRole('listitem').filter({ hasText: T.unavailable });
      await expect(gone).toBeVisible();
      await expect(page.getByText(T.blocked, { exact: true })).toBeVisible();
      // Counted at the server's price, not the cookie's; checkout waits for the removal.
      const label = fill(T.checkout, { total: usd(amount(boxA, 3)) });
      await expect(page.getByRole('button', { name: label, exact: true })).toBeDisabled();
      await reviewShot(page, `cart-unavailable-${locale}`, { fullPage: false });
      const name = fill(T.unavailableName, { id: hidden.id });
      await gone.getByRole('button', { name: fill(T.remove, { name }), exact: true }).click();
      await expect(gone).toHaveCount(0);
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
      expect(await cartCookie(context)).toEqual([{ id: boxA.id, quantity: 3 }]);
    });

    test('guests and admins get no add-to-cart control', async ({ page, signIn, L }) => {
      // A guest: once the page runs and offers the sign-in, still no control and no cart button.
      await openProduct(page, boxA, locale);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await expect(page.getByRole('main').getByRole('link', { name: L.base.product.signInToOrder })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: L.base.product.contactUs })).toBeVisible();
      await expect(addButton(page, L)).toHaveCount(0);
      await expect(page.locator('header').getByRole('link', { name: L.base.header.cart })).toHaveCount(0);

      // An admin: signed in (the header offers the profile), and still no control.
      await signIn(DEMO_ADMIN);
      await openProduct(page, boxA, locale);
      await expect(
        page.locator('header').getByRole('link', { name: L.base.header.profile, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: L.base.product.contactUs })).toBeVisible();
      await expect(addButton(page, L)).toHaveCount(0);
      await expect(page.locator('header').getByRole('link', { name: L.base.header.cart })).toHaveCount(0);
    });
  });
});
