// The launch deal, end to end: staff choose a product in Settings and start the deal; a company
// approved next finds the deal in its cart, chooses its free product and places its first order,
// whose page lists the free line at $0.00; the Deals page counts the places left; staff end the
// deal early (after a confirmation) and the Deals page says it ended. The deal is one setting of
// the whole business and runs once: held by a lock, and ended by the test so that companies other
// specs approve later get no place; it runs alone (playwright.config.ts ALONE).
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { demoItems } from '@wholesale/db/demo-catalogue';
import { encodeUserId } from '@wholesale/rules';
import { approvedBuyer, DEMO_ADMIN, newIdentity, texts } from './accounts-support';
import { trpcGet } from './order-cycle-support';
import { cartTexts, checkoutTexts, CW, listable, ordersTexts, say } from './ordering-support';
import { CONSENT_KEY, expect, test } from './support';

/** E2E_SCREENSHOTS=<dir> also saves the parts the test looks at as images. */
async function shot(target: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await target.screenshot({ path: join(dir, `${name}.png`) });
}

const boxes = demoItems.filter((i) => listable(i) && i.spec !== CW);
const [paid, freeA, freeB] = boxes as [(typeof boxes)[number], (typeof boxes)[number], (typeof boxes)[number]];

test('staff start the deal; a company approved next gets its chosen free item at $0.00', async ({
  page,
  browser,
  request,
  signIn,
  settingLock,
}) => {
  test.setTimeout(120_000);
  await settingLock('launch-deal');
  const A = texts('en').admin;
  const L = A.launchDeal;
  const C = cartTexts('en');
  const T = checkoutTexts('en');

  // --- Staff: choose two products and start the deal.
  await page.goto((await signIn(DEMO_ADMIN)).home, { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: A.nav.label }).getByRole('link', { name: A.nav.settings }).click();
  const card = page.getByRole('region', { name: L.heading });
  await expect(card.getByTestId('launch-deal-state')).toContainText(L.state.not_started);
  for (const item of [freeA, freeB]) {
    await card.getByRole('searchbox', { name: L.search }).fill(item.name);
    const row = card
      .getByRole('listitem')
      .filter({ hasText: item.name })
      .filter({ has: page.getByRole('button', { name: L.add }) });
    await row.first().getByRole('button', { name: L.add, exact: true }).click();
    await expect(card.getByRole('button', { name: say(L.remove, { name: item.name }) })).toBeVisible();
  }
  await card.getByRole('button', { name: L.start, exact: true }).click();
  await expect(card.getByTestId('launch-deal-state')).toContainText(/Running: \d+ of 50 places left/);

  // --- A company approved now holds a place; the Deals page counts one fewer.
  const who = newIdentity('deal');
  await approvedBuyer(request, who, 'en');
  const buyer = await browser.newContext();
  // the cart needs the cookie consent, as the test's own page has it (support.ts)
  await buyer.addInitScript((key) => localStorage.setItem(key, 'true'), CONSENT_KEY);
  const buyerPage = await buyer.newPage();
  await signIn(who, buyer);
  const ready = () => buyerPage.locator('html[data-ready]').waitFor({ state: 'attached' });
  await buyerPage.goto('/wholesale/deal', { waitUntil: 'domcontentloaded' });
  await expect(buyerPage.getByTestId('deal-places')).toHaveText(/^(4\d|[1-3]?\d) of 50 places left$/);

  // --- Its cart offers the free products; it chooses the second and checks out.
  await buyerPage.goto(`/wholesale/product/${paid.id}`, { waitUntil: 'domcontentloaded' });
  await ready();
  await buyerPage.getByRole('button', { name: texts('en').base.product.addToCart, exact: true }).click();
  await buyerPage.getByRole('link', { name: say(C.button, { n: 1 }, 1) }).click();
  const offer = buyerPage.getByRole('region', { name: C.launchDeal.heading });
  await expect(offer).toBeVisible();
  await offer.getByRole('radio', { name: new RegExp(freeB.name) }).check();
  await shot(offer, 'launch-deal-cart');
  await buyerPage.getByRole('link', { name: /^Check out · / }).click();
  await buyerPage.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
  const agreements = buyerPage.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
  for (let i = 0; i < 3; i += 1) await agreements.nth(i).check();
  await buyerPage.getByRole('button', { name: T.payment.placeOrder, exact: true }).click();
  await expect(buyerPage.getByText(T.thanks.notice)).toBeVisible();

  // --- The order's page lists the free line at $0.00 under the paid one.
  const buyerId = (await trpcGet<{ id: number }>(buyerPage, 'auth.session')).id;
  const [order] = await trpcGet<{ id: number }[]>(buyerPage, 'orders.list', { userId: buyerId });
  await buyerPage.goto(`/profile/user/${encodeURIComponent(encodeUserId(buyerId))}?view=order&order=${order!.id}`, {
    waitUntil: 'domcontentloaded',
  });
  await ready();
  const free = buyerPage.getByTestId('order-free-line');
  await expect(free).toContainText(freeB.name);
  await expect(free).toContainText(ordersTexts('en').freeLine);
  await expect(free).toContainText('$0.00');
  await shot(buyerPage.locator('.order-lines'), 'launch-deal-order');
  await buyer.close();

  // --- Staff end it early, after a confirmation; the Deals page says it ended.
  await card.getByRole('button', { name: L.end, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.endTitle });
  await dialog.getByRole('button', { name: L.endConfirm, exact: true }).click();
  await expect(card.getByTestId('launch-deal-state')).toContainText(L.state.ended);
  await shot(card, 'launch-deal-settings');
  await page.goto('/wholesale/deal', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('deal-places')).toContainText('This offer has ended');
});
