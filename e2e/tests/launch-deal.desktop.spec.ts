// The launch deal, end to end: staff choose a product in Settings and start the deal; a company
// approved next finds the deal in its cart, chooses its free product and places its first order,
// whose page lists the free line at $0.00 (then another company does the same in Korean: the
// cart's deal line and the order's free line read in Korean); the Deals page counts the places left; staff end the
// deal early (after a confirmation) and the Deals page says it ended. The deal is one setting of
// the whole business and runs once: held by a lock, and ended by the test so that companies other
// specs approve later get no place; it runs alone (playwright.config.ts ALONE).
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { businessDate, encodeUserId } from '@wholesale/rules';
import { approvedBuyer, DEMO_ADMIN, newIdentity, texts } from './accounts-support';
import { fill, literal } from './dictionaries';
import { trpcGet } from './order-cycle-support';
import { boxItems, cartTexts, checkoutTexts, ordersTexts, say } from './ordering-support';
import { chooseLanguage, CONSENT_KEY, expect, type Locale, reviewShot, test } from './support';

const [paid, freeA, freeB] = boxItems as [DemoItem, DemoItem, DemoItem];

test('staff start the deal; a company approved next gets its chosen free item at $0.00', async ({
  page,
  browser,
  request,
  signIn,
  settingLock,
}) => {
  test.setTimeout(180_000);
  await settingLock('launch-deal');
  const A = texts('en').admin;
  const L = A.launchDeal;

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

  // --- A company approved now holds a place; the Deals page counts one fewer. Its cart offers the
  // free products; it chooses one and checks out; its order's page lists the free line at $0.00
  // under the paid one. Once in English, then once in Korean by another company (its own place).
  const firstOrder = async (locale: Locale, chosen: DemoItem) => {
    const C = cartTexts(locale);
    const T = checkoutTexts(locale);
    const name = locale === 'ko' ? chosen.name_ko : chosen.name;
    const who = newIdentity(`deal-${locale}`);
    await approvedBuyer(request, who, locale);
    const buyer = await browser.newContext();
    // the cart needs the cookie consent, as the test's own page has it (support.ts)
    await buyer.addInitScript((key) => localStorage.setItem(key, 'true'), CONSENT_KEY);
    await chooseLanguage(buyer, locale);
    const buyerPage = await buyer.newPage();
    await signIn(who, buyer);
    const ready = () => buyerPage.locator('html[data-ready]').waitFor({ state: 'attached' });
    if (locale === 'en') {
      await buyerPage.goto('/wholesale/deal', { waitUntil: 'domcontentloaded' });
      await expect(buyerPage.getByTestId('deal-places')).toHaveText(/^(4\d|[1-3]?\d) of 50 places left$/);
    }

    await buyerPage.goto(`/wholesale/product/${paid.id}`, { waitUntil: 'domcontentloaded' });
    await ready();
    await buyerPage.getByRole('button', { name: texts(locale).base.product.addToCart, exact: true }).click();
    await buyerPage.getByRole('link', { name: say(C.button, { n: 1 }, 1) }).click();
    // the cart's deal line, in the screen's language
    const offer = buyerPage.getByRole('region', { name: C.launchDeal.heading });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(C.launchDeal.text);
    await expect(offer).toContainText(C.launchDeal.note);
    await offer.getByRole('radio', { name: literal(name) }).check();
    await reviewShot(offer, `launch-deal-cart-${locale}`);
    await buyerPage
      .getByRole('link', { name: new RegExp(`^${literal(C.tab.checkout.split('{')[0]!).source}`) })
      .click();
    await buyerPage.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
    const agreements = buyerPage.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
    for (let i = 0; i < 3; i += 1) await agreements.nth(i).check();
    await buyerPage.getByRole('button', { name: T.payment.placeOrder, exact: true }).click();
    await expect(buyerPage.getByText(T.thanks.notice)).toBeVisible();

    const buyerId = (await trpcGet<{ id: number }>(buyerPage, 'auth.session')).id;
    const [order] = await trpcGet<{ id: number; order_number: string; pickup_start: string }[]>(
      buyerPage,
      'orders.list',
      { userId: buyerId },
    );
    await buyerPage.goto(`/profile/user/${encodeURIComponent(encodeUserId(buyerId))}?view=order&order=${order!.id}`, {
      waitUntil: 'domcontentloaded',
    });
    await ready();
    // the order's free line, in the screen's language
    const free = buyerPage.getByTestId('order-free-line');
    await expect(free).toContainText(name);
    await expect(free).toContainText(ordersTexts(locale).freeLine);
    await expect(free).toContainText('$0.00');
    await reviewShot(buyerPage.locator('.order-lines'), `launch-deal-order-${locale}`);
    await buyer.close();
    return order!;
  };
  const placed = await firstOrder('en', freeB);
  await firstOrder('ko', freeA);

  // --- The warehouse's pick list hands the free product over with the order, worded as on the invoice.
  await page.goto(`/admin/dashboard?page=orders&view=picklist&date=${businessDate(new Date(placed.pickup_start))}`, {
    waitUntil: 'domcontentloaded',
  });
  const picked = page.getByRole('article').filter({ hasText: placed.order_number });
  await expect(picked.getByTestId('pick-free-line')).toContainText(fill(A.pickList.freeLine, { item: freeB.name }));
  await page.goto('/admin/dashboard?page=settings', { waitUntil: 'domcontentloaded' });
  await expect(card.getByTestId('launch-deal-state')).toBeVisible();

  // --- Staff end it early, after a confirmation; the Deals page says it ended.
  await card.getByRole('button', { name: L.end, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.endTitle });
  await dialog.getByRole('button', { name: L.endConfirm, exact: true }).click();
  await expect(card.getByTestId('launch-deal-state')).toContainText(L.state.ended);
  await reviewShot(card, 'launch-deal-settings');
  await page.goto('/wholesale/deal', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('deal-places')).toContainText('This offer has ended');
});
