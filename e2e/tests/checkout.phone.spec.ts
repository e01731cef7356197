// The checkout (catalogue spec sections 2, 4, 5 and 9; issue 8): a new approved buyer on a phone
// adds two box products and a catch-weight product, checks out for a chosen pickup window in three
// steps, and gets the thank-you page and the "order received" mail in their language. A network
// failure on PLACE YOUR ORDER keeps the cart and says so; the retry (same checkout key) gets the
// order the server already took, never a second one. English and Korean, phone size.
import type { Page } from '@playwright/test';
import { demoItems, type DemoItem } from '../../packages/db/src/seed/catalogue-data';
import { approvedBuyer, newIdentity, readMails, signInUi, texts, waitForMail } from './accounts-support';
import { LOCALES, expect, heading, nameIn, open, test, type Locale } from './support';
import { cartTexts, checkoutTexts, CW, listable, say } from './ordering-support';

const cartButton = (locale: Locale, n: number) => say(cartTexts(locale).button, { n }, n);

const boxA = demoItems.find((i) => listable(i) && i.spec === '30 lb - 5 lb x 6 packs') as DemoItem;
const boxB = demoItems.find((i) => listable(i) && i.spec === '20 lb - 10 lb x 2 packs') as DemoItem;
const cw = demoItems.find((i) => listable(i) && i.spec === CW) as DemoItem;

async function addFromProductPage(page: Page, item: DemoItem, locale: Locale): Promise<void> {
  const L = texts(locale);
  const C = cartTexts(locale);
  await open(page, `/wholesale/product/${item.id}`);
  await expect(heading(page, nameIn(item, locale))).toBeVisible();
  await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();
  await expect(page.getByRole('status').getByText(C.add.addedTitle, { exact: true })).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`checkout (${locale})`, () => {
    // The retry test cuts the connection of one order placement on purpose.
    test.use({ lang: locale, expectedErrors: /ERR_INTERNET_DISCONNECTED\b.*\/trpc\/orders\.place/ });

    test('three steps to a placed order, its mail in the buyer’s language, and a retry that never doubles it', async ({ page, request }) => {
      test.setTimeout(90_000);
      const T = checkoutTexts(locale);
      const L = texts(locale);
      const who = newIdentity(`checkout-${locale}`);
      await approvedBuyer(request, who, locale);
      await signInUi(page, L, who.email, who.password);

      for (const item of [boxA, boxB, cw]) await addFromProductPage(page, item, locale);
      await expect(page.getByRole('link', { name: cartButton(locale, 3) })).toBeVisible();

      // The cart tab's checkout button leads to /order-summary, which opens on step 0.
      await page.getByRole('link', { name: cartButton(locale, 3) }).click();
      await page.getByRole('link', { name: /^(Check out|주문하기) · / }).click();
      await expect(page).toHaveURL(/\/order-summary$/);
      await expect(heading(page, T.steps.summary)).toBeVisible();
      const summary = page.locator('.summary-lines');
      for (const item of [boxA, boxB, cw]) await expect(summary.getByText(nameIn(item, locale), { exact: true })).toBeVisible();
      // the catch-weight line is an estimate, and so is the total
      await expect(summary.locator('li').filter({ hasText: nameIn(cw, locale) }).getByText(T.money.est)).toBeVisible();
      await expect(page.getByText(T.money.estimatedTotal, { exact: true })).toBeVisible();
      await expect(page.getByText(T.money.prepayment, { exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(T.summary.delivery) })).toBeDisabled();

      // A later day and its second window.
      const days = page.getByRole('group', { name: T.summary.pickupDay });
      // the day radios are visually hidden inside their chips: a buyer taps the chip
      await days.locator('label').nth(1).click();
      await expect(days.getByRole('radio').nth(1)).toBeChecked();
      const windows = page.getByRole('group', { name: T.summary.pickupTime });
      await windows.getByRole('radio').nth(1).check();
      await page.getByLabel(T.summary.note).fill('Please call on arrival');
      await page.getByRole('button', { name: T.summary.checkOut, exact: true }).click();

      // Step 1: PLACE YOUR ORDER waits for all three agreements; steps go back by click, not forward.
      await expect(heading(page, T.steps.payment)).toBeVisible();
      const place = page.getByRole('button', { name: T.payment.placeOrder, exact: true });
      await expect(place).toBeDisabled();
      const boxes = page.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
      await expect(boxes).toHaveCount(3);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await expect(place).toBeDisabled();
      await boxes.nth(2).check();
      await expect(place).toBeEnabled();
      const steps = page.getByRole('navigation', { name: T.steps.label });
      await expect(steps.getByRole('button')).toHaveCount(1); // only back to step 0

      // The server takes the order but the answer never arrives: the buyer sees why, keeps the cart.
      let lost = 0;
      await page.route('**/trpc/orders.place**', async (route) => {
        lost += 1;
        await route.fetch();
        await route.abort('internetdisconnected');
      });
      await place.click();
      await expect(page.getByRole('alert').getByText(T.errors.network)).toBeVisible();
      await expect(heading(page, T.steps.payment)).toBeVisible();
      await expect(page.getByRole('link', { name: cartButton(locale, 3) })).toBeVisible();
      expect(lost).toBe(1);

      // The retry sends the same checkout key: the first order comes back.
      await page.unroute('**/trpc/orders.place**');
      await place.click();
      await expect(heading(page, T.steps.thanks)).toBeVisible();
      const number = (await page.locator('.thanks dd strong').innerText()).trim();
      expect(number).toMatch(/^WS-\d+$/);
      await expect(page.getByText(T.thanks.notice)).toBeVisible();
      await expect(page.getByRole('link', { name: T.thanks.contact })).toHaveAttribute('href', '/contact');
      await expect(steps.getByRole('button')).toHaveCount(0);
      // The cart is emptied.
      await expect(page.getByRole('link', { name: cartButton(locale, 3) })).toHaveCount(0);

      const mail = await waitForMail((m) => m.to.includes(who.email) && m.text.includes(number), 'order received');
      expect(mail.text).toContain(nameIn(cw, locale));
      if (locale === 'ko') expect(mail.text).toContain('주문 번호');
      else expect(mail.text).toContain('Order number');
      await waitForMail((m) => m.replyTo.includes(who.email) && m.text.includes(number), 'new-order notice to the business');
      // One order: one "received" mail for this buyer, whatever the retry did.
      const mine = (await readMails()).filter((m) => m.to.includes(who.email) && /WS-\d+/.test(m.text));
      expect(mine).toHaveLength(1);

      await page.getByRole('link', { name: T.thanks.finish, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('an empty cart offers Browse Products; a guest is asked to sign in', async ({ page }) => {
      const T = checkoutTexts(locale);
      await open(page, '/order-summary');
      await expect(page.getByText(T.summary.signIn).first()).toBeVisible();
      const L = texts(locale);
      await signInUi(page, L, 'buyer@demo.test', 'demo-buyer-1357');
      await open(page, '/order-summary');
      await expect(page.getByText(T.summary.empty, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: T.summary.browse })).toHaveAttribute('href', '/wholesale/shop-all');
    });
  });
}
