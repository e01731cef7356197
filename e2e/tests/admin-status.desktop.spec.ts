// The back office's status menu, keyboard first: arrow keys only choose (nothing is saved, the
// server agrees), Enter saves; 'ready for pickup' asks first with "E-mail the buyer" naming the
// mail, which then goes; reopening a cancelled order asks why (required) and the order's history
// keeps the reason; 'missed pickup' is offered only once the pickup time is over; the Orders
// filter finds cancelled orders; and the customer's page counts missed pickups. One pass in
// English; the Korean pass looks at the same questions (E2E_SCREENSHOTS=<dir> saves them).
import type { Browser, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import enMail from '@wholesale/i18n/dictionaries/en/mail';
import koMail from '@wholesale/i18n/dictionaries/ko/mail';
import { DEMO_ADMIN, DEMO_BUYER, fill, uniqueTag, waitForMail } from './accounts-support';
import { boxesOf } from './ordering-support';
import { asDemoBuyer, pickupDays, trpcPost } from './order-cycle-support';
import { expect, heading, reviewShot, test } from './support';

const boxes = boxesOf('30 lb - 5 lb x 6 packs');
const box = boxes[Math.floor(boxes.length / 3)] as DemoItem;

interface Placed {
  id: number;
  order_number: string;
}

/** The demo buyer places an order (and, with `cancel`, cancels it) in a browser of their own. */
function placeAsBuyer(browser: Browser, cancel = false): Promise<Placed> {
  return asDemoBuyer(browser, async (buyer) => {
    // The last window on offer: its cutoff (the day before) is days away, so the buyer may cancel.
    const days = await pickupDays(buyer);
    const placed = await trpcPost<Placed>(buyer, 'orders.place', {
      cart_items: [{ id: box.id, quantity: 1 }],
      pickup_slot: days.at(-1)!.windows.at(-1)!.slot,
      note: `Status e2e ${uniqueTag()}`,
    });
    if (cancel) await trpcPost(buyer, 'orders.cancel', { orderId: placed.id });
    return placed;
  });
}

/** The demo buyer's page on the Customers page (its id read through the admin's tRPC). */
async function openDemoBuyer(page: Page): Promise<void> {
  const list = await page.request.get(
    `/trpc/admin.customers.list?input=${encodeURIComponent(JSON.stringify({ q: DEMO_BUYER.email }))}`,
  );
  const customers = ((await list.json()) as { result: { data: { id: number; email: string }[] } }).result.data;
  const buyerId = customers.find((c) => c.email === DEMO_BUYER.email)!.id;
  await page.goto(`/admin/dashboard?page=customers&customer=${buyerId}`, { waitUntil: 'domcontentloaded' });
}

const ordersOf = (page: Page, query: string) =>
  page.goto(`/admin/dashboard?page=orders&${query}`, { waitUntil: 'domcontentloaded' });

test.describe('the status menu', () => {
  test.use({ lang: 'en' });
  test('arrow keys choose, Enter saves; ready with mail; a reopening asks why; missed only after the window', async ({
    page,
    browser,
    signIn,
    L,
  }) => {
    test.setTimeout(60_000);
    const A = L.admin;
    const M = A.statusMenu;
    const S = L.base.orderStatus;
    const order = await placeAsBuyer(browser);
    const cancelled = await placeAsBuyer(browser, true);
    await signIn(DEMO_ADMIN);

    // --- keyboard: ArrowDown only chooses; the badge, the server and the mails stay as they were
    await ordersOf(page, `q=${order.order_number}`);
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    const menu = row.getByRole('combobox', { name: fill(A.orders.statusFor, { number: order.order_number }) });
    const save = row.getByRole('button', { name: fill(M.saveFor, { number: order.order_number }) });
    await expect(menu).toHaveValue('pending');
    await expect(save).toBeDisabled();
    await menu.focus();
    await menu.press('ArrowDown');
    await expect(menu).toHaveValue('order placed');
    await expect(save).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row.locator('.admin-order-badge')).toHaveText(S.pending);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(row.locator('.admin-order-badge')).toHaveText(S.pending);
    await expect(menu).toHaveValue('pending');
    // a pickup order is never "contacted" or "quote sent"
    await expect(menu.locator('option')).toHaveText([
      S.pending,
      S.orderPlaced,
      S.readyForPickup,
      S.complete,
      S.declined,
      fill(M.notYet, { status: S.missedPickup }),
    ]);
    // 'missed pickup' waits for the end of the pickup time
    await expect(menu.locator('option[value="missed pickup"]')).toBeDisabled();

    // --- Enter saves: 'ready for pickup' asks first, offering the ready mail by its subject
    await menu.focus();
    await menu.press('ArrowDown');
    await menu.press('ArrowDown');
    await expect(menu).toHaveValue('ready for pickup');
    await menu.press('Enter');
    const ready = page.getByRole('dialog', {
      name: fill(A.orders.confirmTitle, { number: order.order_number, status: S.readyForPickup }),
    });
    await expect(ready).toBeVisible();
    const mailBox = ready.getByRole('checkbox', {
      name: fill(M.notifyReady, { number: order.order_number, email: DEMO_BUYER.email }),
    });
    await expect(mailBox).toBeChecked();
    await expect(ready).toContainText(M.readyNote);
    await reviewShot(page, 'status-ready-en');
    await ready.getByRole('button', { name: A.orders.confirmSend }).click();
    await expect(ready).toBeHidden();
    await expect(page.getByText(M.readyMailSent)).toBeVisible();
    await expect(row.locator('.admin-order-badge')).toHaveText(S.readyForPickup);
    await waitForMail(
      (m) =>
        m.to.includes(DEMO_BUYER.email) &&
        [enMail, koMail].some((d) => m.text.includes(fill(d.orderReady.intro, { orderNumber: order.order_number }))),
      `ready mail of ${order.order_number}`,
    );

    // --- the filter finds cancelled orders; reopening one asks why, and the reason is required
    await ordersOf(page, 'status=cancelled');
    await expect(page.getByRole('combobox', { name: A.orders.status, exact: true })).toHaveValue('cancelled');
    await ordersOf(page, `status=cancelled&q=${cancelled.order_number}`);
    const cRow = page.getByRole('row').filter({ hasText: cancelled.order_number });
    await expect(cRow.locator('.admin-order-badge')).toHaveText(S.cancelled);
    const cMenu = cRow.getByRole('combobox', { name: fill(A.orders.statusFor, { number: cancelled.order_number }) });
    await cMenu.selectOption('order placed');
    await cRow.getByRole('button', { name: fill(M.saveFor, { number: cancelled.order_number }) }).click();
    const reopen = page.getByRole('dialog', {
      name: fill(M.reopenTitle, { number: cancelled.order_number, status: S.orderPlaced }),
    });
    await expect(reopen).toBeVisible();
    const reason = reopen.getByRole('textbox', { name: M.reopenReason });
    await expect(reason).toBeFocused();
    await reopen.getByRole('button', { name: A.orders.confirmSend }).click();
    await expect(reopen.getByText(M.reasonRequired)).toBeVisible();
    await reviewShot(page, 'status-reopen-en');
    await expect(cRow.locator('.admin-order-badge')).toHaveText(S.cancelled);
    const why = 'The buyer called: they still want it';
    await reason.fill(why);
    await reopen.getByRole('button', { name: A.orders.confirmSend }).click();
    await expect(reopen).toBeHidden();
    await expect(page.getByText(fill(A.orders.statusUpdatedText, { status: S.orderPlaced }))).toBeVisible();
    // the order's history keeps the reason
    await page.goto(`/admin/dashboard?page=orders&order=${cancelled.id}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(page, fill(A.orderDetail.title, { number: cancelled.order_number }))).toBeVisible();
    await expect(page.getByText(fill(M.historyReason, { reason: why }))).toBeVisible();

    // --- the customer's page counts their missed pickups, under the business setting's flag
    await openDemoBuyer(page);
    const missed = page.getByRole('region', { name: M.missedTitle });
    await expect(missed).toBeVisible();
    await expect(missed).toContainText(/\d+ missed pickups?/);
    await expect(missed.getByRole('button', { name: M.suspend })).toBeVisible();
    await reviewShot(page, 'customer-missed-en');
  });
});

test.describe('the status menu (ko)', () => {
  test.use({ lang: 'ko' });
  test('the questions read in Korean', async ({ page, browser, signIn, L }) => {
    const M = L.admin.statusMenu;
    const S = L.base.orderStatus;
    const cancelled = await placeAsBuyer(browser, true);
    await signIn(DEMO_ADMIN);
    await ordersOf(page, `q=${cancelled.order_number}`);
    const row = page.getByRole('row').filter({ hasText: cancelled.order_number });
    await row
      .getByRole('combobox', { name: fill(L.admin.orders.statusFor, { number: cancelled.order_number }) })
      .selectOption('ready for pickup');
    await row.getByRole('button', { name: fill(M.saveFor, { number: cancelled.order_number }) }).click();
    const reopen = page.getByRole('dialog', {
      name: fill(M.reopenTitle, { number: cancelled.order_number, status: S.readyForPickup }),
    });
    await expect(reopen).toBeVisible();
    await expect(reopen.getByRole('textbox', { name: M.reopenReason })).toBeVisible();
    await reviewShot(page, 'status-reopen-ko');
    await page.keyboard.press('Escape');
    await expect(reopen).toBeHidden();
    await expect(row.locator('.admin-order-badge')).toHaveText(S.cancelled);
    await openDemoBuyer(page);
    await expect(page.getByRole('region', { name: M.missedTitle })).toContainText(M.active);
    await reviewShot(page, 'customer-missed-ko');
  });
});
