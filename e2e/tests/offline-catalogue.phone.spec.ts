// The whole catalogue offline: after one visit (the home page, nothing else), a buyer who has lost
// the network reads a product and a listing they never opened, at their prices, adds to the cart
// and checks out (the order kept and sent when the network returns). With the server down and the
// phone online, the offline notice shows all the same, and a product the phone cannot read says the
// network failed, never "not found" (which it says once the server answers 404). The network is
// really lost: through the relay (relay-support.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { STYLE_ROUTES } from '@wholesale/rules';
import { texts } from './accounts-support';
import { checkoutTexts, listedItems } from './ordering-support';
import { signedInBuyer } from './order-cycle-support';
import { catalogueKept, goOffline, goOnline, relayOptions, relayTest, underServiceWorker } from './relay-support';
import { anyOf, chooseLanguage, expect, failedAnswer, heading, type Locale, nameIn } from './support';

const test = relayTest;
// A buyer signed up, the service worker installed, the catalogue kept: slow, in every test.
test.slow();
test.use({
  ...relayOptions,
  // The product that does not exist, once the server is reached again.
  expectedErrors: anyOf(relayOptions.expectedErrors, failedAnswer(404, /\/api\/items\/\d+/)),
});

const items = listedItems;
/** A product no page of the visit shows, and another of a style whose listing the visit never opened. */
const never = items[items.length - 1] as DemoItem;
const listed = items.find((i) => i.style !== never.style) as DemoItem;
/** An id no product has. */
const MISSING_ID = 987_654;

/**
 * A new approved buyer of `locale` signed in on `page` under the service worker, once it keeps the
 * whole catalogue.
 */
async function buyerWithTheCatalogueKept(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  tag: string,
): Promise<void> {
  await chooseLanguage(page.context(), locale);
  await signedInBuyer(page, request, locale, tag);
  await underServiceWorker(page);
  await catalogueKept(page);
}

test('after one visit a product and a listing never opened read offline, and a cart built offline checks out', async ({
  page,
  request,
  relay,
}) => {
  const L = texts('en');
  const T = checkoutTexts('en');
  await buyerWithTheCatalogueKept(page, request, 'en', 'offline-catalogue');

  await goOffline(page, relay);
  await page.goto(`/wholesale/product/${never.id}`);
  await expect(heading(page, nameIn(never, 'en'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: L.base.common.offline })).toBeVisible();
  await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();

  await page.goto(STYLE_ROUTES[listed.style]);
  await expect(page.getByRole('link', { name: nameIn(listed, 'en') }).first()).toBeVisible();

  // The cart, built offline, reads and checks out: the order is kept on the phone.
  await page.goto('/order-summary');
  await expect(heading(page, T.steps.summary)).toBeVisible();
  await expect(page.getByText(nameIn(never, 'en')).first()).toBeVisible();
  await page.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
  await expect(heading(page, T.steps.payment)).toBeVisible();
  const boxes = page.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await page.getByRole('button', { name: T.payment.placeOrder, exact: true }).click();
  await expect(page.locator('.checkout-bar').getByRole('status').filter({ hasText: T.waiting.title })).toBeVisible();

  // The signal returns: the kept order goes out by itself.
  await goOnline(page, relay);
  await expect(heading(page, T.steps.thanks)).toBeVisible({ timeout: 20_000 });
});

test('with the server down and the phone online, in Korean: the offline notice, the kept product, and "network", not "not found"', async ({
  page,
  request,
  relay,
}) => {
  const L = texts('ko');
  await buyerWithTheCatalogueKept(page, request, 'ko', 'server-down');

  // The server goes away; the phone keeps its signal (no offline event).
  relay.down();
  await page.goto(`/wholesale/product/${never.id}`);
  await expect(heading(page, nameIn(never, 'ko'))).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: L.base.common.offline });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // A product the phone cannot read: the network failed, it says, not that the product is gone.
  await page.goto(`/wholesale/product/${MISSING_ID}`);
  await expect(heading(page, L.base.product.networkTitle)).toBeVisible();
  await expect(page.getByText(L.base.product.notFoundTitle)).toHaveCount(0);
  await expect(notice).toBeVisible();

  // The server is back: trying again reaches it, the notice goes, and only its 404 says "not found".
  relay.up();
  await page.getByRole('button', { name: L.base.common.tryAgain, exact: true }).click();
  await expect(heading(page, L.base.product.notFoundTitle)).toBeVisible();
  await expect(notice).toHaveCount(0);
});
