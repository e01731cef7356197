// The buyer's orders in the profile (storefront spec: Profile, section 4 "Order list filter"):
// an order placed through the API appears on the main view and in the orders view with its pickup
// window (Pacific time), opens to its lines and money, "Order again" fills the cart, and "My usual
// items" adds the last quantity in one tap. At phone size, in English and Korean.
import type { BrowserContext, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { lineAmount, orderAmounts } from '@wholesale/rules';
import { DEMO_BUYER, fill, uniqueTag } from './accounts-support';
import { t } from './dictionaries';
import { expect, inEachLanguage, type Locale, nameIn, pageOrigin, reviewShot, test, usd } from './support';
import { dayWords, inLosAngeles, openFromCard, orderCard, value } from './order-cycle-support';
import {
  boxesOf,
  cartTexts,
  catchWeightItems,
  checkoutTexts,
  ordersTexts,
  type OrdersTexts,
  say,
} from './ordering-support';
import { expectNoSeriousAxe } from './axe-support';

// The last of their kind, so these orders do not share products with the cart and checkout specs
// (which take the first ones): "my usual items" then reads this spec's own quantities.
const box = boxesOf('20 lb - 10 lb x 2 packs').at(-1) as DemoItem;
const cw = catchWeightItems.at(-1) as DemoItem;
const BOXES = 3;
const PACKS = 2;

const amount = (item: DemoItem, quantity: number) =>
  lineAmount({ unitPriceCents: item.discounted_price_cents, spec: item.spec, avgWeight: item.avg_weight, quantity });

interface Placed {
  id: number;
  order_number: string;
  pickup_start: string;
  pickup_end: string;
  total_amount: number;
  estimated: boolean;
}

/** Places an order with the signed-in page's session cookie (tRPC, as the checkout page does). */
async function placeOrder(page: Page, note: string): Promise<Placed> {
  const res = await page.request.post('/trpc/orders.place', {
    data: {
      cart_items: [
        { id: box.id, quantity: BOXES },
        { id: cw.id, quantity: PACKS },
      ],
      note,
    },
    headers: { origin: pageOrigin(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: Placed } }).result.data;
}

// ------------------------------------------------------------------ the pickup window, independently

// The warehouse's four windows (Mon-Fri, Pacific), by their starting hour.
const WINDOWS: Record<number, { en: string; ko: string }> = {
  8: { en: '8:00–10:00 AM', ko: '오전 8:00–10:00' },
  10: { en: '10:00 AM–12:00 PM', ko: '오전 10:00–오후 12:00' },
  12: { en: '12:00–2:00 PM', ko: '오후 12:00–2:00' },
  14: { en: '2:00–3:30 PM', ko: '오후 2:00–3:30' },
};

/** "Wed, Nov 25 · 8:00–10:00 AM PT" / "11월 25일 (수) 오전 8:00–10:00 태평양 시간" */
function pickupText(order: Placed, locale: Locale): string {
  const w = inLosAngeles(order.pickup_start);
  const window = WINDOWS[w.hour];
  if (!window) throw new Error(`not a pickup window: ${order.pickup_start}`);
  const zone = t(locale).common.pacificZone;
  return locale === 'ko'
    ? `${dayWords(w, locale)} ${window.ko} ${zone}`
    : `${dayWords(w, locale)} · ${window.en} ${zone}`;
}

// ------------------------------------------------------------------ helpers

async function cartCookie(context: BrowserContext): Promise<unknown> {
  const c = (await context.cookies()).find((k) => k.name === 'cart');
  return c ? JSON.parse(decodeURIComponent(c.value)) : null;
}

/** Order again's toast, and the cart it filled: both products of the order, in its quantities. */
async function expectOrderedAgain(page: Page, O: OrdersTexts): Promise<void> {
  await expect(page.getByRole('status').getByText(say(O.orderAgainDone, { n: 2 }, 2), { exact: true })).toBeVisible();
  expect(await cartCookie(page.context())).toEqual([
    { id: box.id, quantity: BOXES },
    { id: cw.id, quantity: PACKS },
  ]);
}

test.describe('orders in the profile', () => {
  inEachLanguage((locale) => {
    test('the order shows with its pickup window, opens to its lines and money; order again; my usual items', async ({
      page,
      context,
      signIn,
      L,
    }) => {
      test.slow(); // checkout, the order, order again and usual items in one test: more than 30 s on a loaded machine
      const A = L.account;
      const O = ordersTexts(locale);
      const M = checkoutTexts(locale).money;
      const Cart = cartTexts(locale);
      const profile = (await signIn(DEMO_BUYER)).home;
      const note = `Call on arrival ${uniqueTag()}`;
      const order = await placeOrder(page, note);
      const when = pickupText(order, locale);

      const boxCents = amount(box, BOXES).cents;
      const cwCents = amount(cw, PACKS).cents;
      const money = orderAmounts([
        { cents: boxCents, estimated: false },
        { cents: cwCents, estimated: true },
      ]);
      expect(Math.round(order.total_amount * 100)).toBe(money.totalCents);
      expect(order.estimated).toBe(true);

      // --- the main view: the 2 recent orders show it, with the pickup window and the estimate
      await page.goto(profile, { waitUntil: 'domcontentloaded' });
      const recent = orderCard(page, A.profile.recentOrders, order.order_number);
      await expect(recent).toBeVisible();
      await expect(recent).toContainText(fill(A.profile.orderNumber, { number: order.order_number }));
      await expect(recent).toContainText(L.base.orderStatus.pending);
      await expect(recent).toContainText(`${O.pickup} ${when}`);
      await expect(recent).toContainText(`${M.total} ${M.est} ${usd(money.totalCents)}`);
      // The main view shows the 2 most recent orders only.
      expect(
        await page.getByRole('region', { name: A.profile.recentOrders }).getByRole('listitem').count(),
      ).toBeLessThanOrEqual(2);

      // "My usual items" lists both products with this order's quantities.
      const usual = page.getByRole('region', { name: O.usualTitle });
      const usualBox = usual.getByRole('listitem').filter({ hasText: nameIn(box, locale) });
      await expect(usualBox).toContainText(fill(O.usualLast, { qty: say(O.boxes, { n: BOXES }, BOXES) }));
      await expect(usual.getByRole('listitem').filter({ hasText: nameIn(cw, locale) })).toContainText(
        fill(O.usualLast, { qty: say(O.packs, { n: PACKS }, PACKS) }),
      );
      await reviewShot(page, `profile-main-${locale}`);
      await expectNoSeriousAxe(page);

      // --- the orders view lists it too, and opens it
      await page.getByRole('button', { name: A.profile.viewAllOrders, exact: true }).click();
      await expect(page).toHaveURL(/\?view=orders$/);
      const listed = orderCard(page, A.profile.orders, order.order_number);
      await expect(listed).toContainText(`${O.pickup} ${when}`);
      // The status filter offers every status a buyer's order can show, by the names staff use too:
      // the admin's 'Order placed' and a cancellation's 'Cancelled' among them; no staff step
      // ('Contacted', 'Quote sent': they read as 'Order placed') and nothing a pickup order cannot
      // reach ('Shipped'); first, an orderer's order waiting for the owner.
      const S = L.base.orderStatus;
      await expect(page.getByRole('combobox', { name: A.profile.filterLabel }).getByRole('option')).toHaveText([
        A.profile.allStatuses,
        S.awaitingApproval,
        S.pending,
        S.orderPlaced,
        S.readyForPickup,
        S.complete,
        S.missedPickup,
        S.declined,
        S.cancelled,
      ]);
      await reviewShot(page, `profile-orders-${locale}`);
      const title = await openFromCard(page, listed, O, order);

      // --- the order: facts, lines, money; focus starts at its heading
      await expect(title).toBeVisible();
      await expect(title).toBeFocused();
      await expect(value(page, O.status)).toHaveText(L.base.orderStatus.pending);
      await expect(value(page, O.pickup)).toHaveText(when);
      await expect(value(page, O.note)).toHaveText(note);
      const boxRow = page.getByRole('row').filter({ hasText: nameIn(box, locale) });
      await expect(boxRow.getByRole('cell').nth(0)).toHaveText(say(O.boxes, { n: BOXES }, BOXES));
      await expect(boxRow.getByRole('cell').nth(1)).toHaveText(usd(boxCents));
      const cwRow = page.getByRole('row').filter({ hasText: nameIn(cw, locale) });
      await expect(cwRow.getByRole('cell').nth(0)).toHaveText(say(O.packs, { n: PACKS }, PACKS));
      await expect(cwRow.getByRole('cell').nth(1)).toHaveText(`${M.est} ${usd(cwCents)}`);
      await expect(cwRow).toContainText(
        say(M.perLb, { packs: PACKS, w: cw.avg_weight, price: usd(cw.discounted_price_cents) }, PACKS),
      );
      await expect(value(page, M.subtotal)).toHaveText(`${M.est} ${usd(money.subtotalCents)}`);
      await expect(value(page, M.fee)).toHaveText(usd(0));
      await expect(value(page, M.estimatedTotal)).toHaveText(`${M.est} ${usd(money.totalCents)}`);
      await expect(value(page, M.prepayment)).toHaveText(`${M.est} ${usd(money.prepaymentCents)}`);
      await expect(value(page, M.balance)).toHaveText(`${M.est} ${usd(money.balanceCents)}`);
      await expect(
        page.getByText(fill(M.cashNote, { amount: usd(money.cashDiscountMaxCents) }), { exact: true }),
      ).toBeVisible();
      await reviewShot(page, `order-detail-${locale}`);
      await expectNoSeriousAxe(page);

      // --- order again: both products into the cart with their quantities; the badge says 2
      expect(await cartCookie(context)).toBeNull();
      await page.getByRole('button', { name: O.orderAgain, exact: true }).click();
      await expectOrderedAgain(page, O);
      const badge = page.locator('header').getByRole('link', { name: say(Cart.button, { n: 2 }, 2), exact: true });
      await expect(badge).toHaveText('2');
      await reviewShot(page, `order-again-${locale}`, { fullPage: false });

      // The message's link opens the cart tab, which shows both lines.
      await page.getByRole('link', { name: O.viewCart, exact: true }).click();
      await expect(page).toHaveURL(/\?tab=cart$/);
      const cartLine = (item: DemoItem) => page.getByRole('listitem').filter({ hasText: nameIn(item, locale) });
      await expect(cartLine(box)).toContainText(say(Cart.tab.boxes, { n: BOXES }, BOXES));
      await expect(cartLine(cw)).toContainText(say(Cart.tab.packs, { n: PACKS }, PACKS));

      // Back returns to the order, then to the list.
      await page.goBack();
      await expect(title).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\?view=orders$/);

      // --- my usual items: "Add 3" adds the last quantity to the cart's line, and says so
      await page.getByRole('button', { name: A.profile.myPages, exact: true }).click();
      const add = usualBox.getByRole('button', {
        name: fill(O.usualAddLabel, { n: BOXES, name: nameIn(box, locale) }),
        exact: true,
      });
      await expect(add).toHaveText(fill(O.usualAdd, { n: BOXES }));
      await add.click();
      const toast = page.getByRole('status').filter({ hasText: O.added });
      await expect(
        toast.getByText(fill(O.usualAdded, { qty: say(O.boxes, { n: BOXES }, BOXES), name: nameIn(box, locale) }), {
          exact: true,
        }),
      ).toBeVisible();
      expect(await cartCookie(context)).toEqual([
        { id: box.id, quantity: 2 * BOXES },
        { id: cw.id, quantity: PACKS },
      ]);
      await expect(add).toBeFocused();
      await usual.scrollIntoViewIfNeeded();
      await reviewShot(page, `usual-added-${locale}`, { fullPage: false });
    });

    test.describe('without accepted cookies', () => {
      test.use({ cookiesAccepted: false });

      test('my usual items and order again offer to accept cookies first', async ({ page, context, signIn, L }) => {
        const O = ordersTexts(locale);
        const profile = (await signIn(DEMO_BUYER)).home;
        const order = await placeOrder(page, `Consent ${uniqueTag()}`);

        // "Add 3" without consent: the prompt, and nothing written.
        await page.goto(profile, { waitUntil: 'domcontentloaded' });
        const usualBox = page
          .getByRole('region', { name: O.usualTitle })
          .getByRole('listitem')
          .filter({ hasText: nameIn(box, locale) });
        await usualBox
          .getByRole('button', { name: fill(O.usualAddLabel, { n: BOXES, name: nameIn(box, locale) }), exact: true })
          .click();
        const alert = page.getByRole('alert').filter({ hasText: O.cookiesNeeded });
        await expect(alert.getByRole('button', { name: O.acceptAndAdd, exact: true })).toBeVisible();
        expect(await cartCookie(context)).toBeNull();
        await alert.getByRole('button', { name: L.base.toast.dismiss }).click();
        await expect(alert).toHaveCount(0);

        await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
        await expect(
          page.getByRole('heading', { level: 2, name: fill(O.detailTitle, { number: order.order_number }) }),
        ).toBeVisible();

        await page.getByRole('button', { name: O.orderAgain, exact: true }).click();
        const prompt = page.getByRole('status').filter({ hasText: O.cookiesNeeded });
        await expect(prompt).toBeVisible();
        expect(await cartCookie(context)).toBeNull();
        await reviewShot(page, `order-again-consent-${locale}`, { fullPage: false });

        await prompt.getByRole('button', { name: O.acceptAndAdd, exact: true }).click();
        await expectOrderedAgain(page, O);
        // Accepting here is accepting everywhere: the cookie banner goes.
        await expect(page.getByRole('region', { name: L.base.cookie.label })).toHaveCount(0);
      });
    });
  });
});
