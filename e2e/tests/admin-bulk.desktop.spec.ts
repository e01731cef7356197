// The Orders page's bulk work, keyboard first: two of a morning's orders chosen (Space on one
// checkbox, a click on the other), the toolbar saying how many, Confirm asking once and naming the
// confirmation mail each buyer gets, the summary read out in the live region, the badges moved;
// then the same two orders' packing slips opened in a tab as one PDF, a page per order.
import type { Browser } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { expectNoSeriousAxe } from './axe-support';
import { DEMO_ADMIN, DEMO_BUYER, fill, uniqueTag } from './accounts-support';
import { boxesOf } from './ordering-support';
import { asDemoBuyer, pickupDays, trpcPost } from './order-cycle-support';
import { expect, test } from './support';

const boxes = boxesOf('30 lb - 5 lb x 6 packs');
const box = boxes[Math.floor(boxes.length / 2)] as DemoItem;

interface Placed {
  id: number;
  order_number: string;
}

/** typesafe-i18n's plural `{{s}}` for a count (the e2e `fill` leaves it). */
const counted = (template: string, count: number) =>
  fill(template, { count }).replace(/\{\{s\}\}/g, count === 1 ? '' : 's');

/** The demo buyer places two orders for the morning window of the last day on offer. */
function placeMorningOrders(browser: Browser): Promise<{ orders: Placed[]; day: string }> {
  return asDemoBuyer(browser, async (buyer) => {
    const last = (await pickupDays(buyer)).at(-1)!;
    const orders: Placed[] = [];
    for (let i = 0; i < 2; i += 1) {
      orders.push(
        await trpcPost<Placed>(buyer, 'orders.place', {
          cart_items: [{ id: box.id, quantity: 2 }],
          pickup_slot: last.windows[0]!.slot,
          note: `Bulk e2e ${uniqueTag()}`,
        }),
      );
    }
    return { orders, day: last.date };
  });
}

test.describe('bulk actions on the Orders page', () => {
  // The PDF's tab has no page of ours: Chromium asks for /favicon.ico, which the app does not serve.
  test.use({ lang: 'en', expectedErrors: /status of 404 \(Not Found\) http:\/\/127\.0\.0\.1:\d+\/favicon\.ico$/ });
  test('select two morning orders, confirm them in one go, print their packing slips', async ({
    page,
    browser,
    signIn,
    L,
  }) => {
    test.setTimeout(60_000);
    const B = L.admin.bulk;
    const S = L.base.orderStatus;
    const { orders, day } = await placeMorningOrders(browser);
    const [first, second] = orders as [Placed, Placed];
    await signIn(DEMO_ADMIN);
    await page.goto(`/admin/dashboard?page=orders&from=${day}&to=${day}&status=pending`, {
      waitUntil: 'domcontentloaded',
    });

    const rowOf = (o: Placed) => page.getByRole('row').filter({ hasText: o.order_number });
    const boxOf = (o: Placed) =>
      rowOf(o).getByRole('checkbox', { name: fill(B.selectOrder, { number: o.order_number }) });
    await expect(boxOf(first)).toBeVisible();
    await expect(page.getByRole('group', { name: B.toolbar })).toHaveCount(0);

    // Space on a focused checkbox selects it; a click selects the other.
    await boxOf(first).focus();
    await page.keyboard.press('Space');
    await expect(boxOf(first)).toBeChecked();
    await boxOf(second).click();
    const toolbar = page.getByRole('group', { name: B.toolbar });
    await expect(toolbar).toContainText(counted(B.selected, 2));
    await expectNoSeriousAxe(page, 'the Orders page with two orders chosen');

    // Confirm asks once, naming the confirmation mail for each buyer.
    await toolbar.getByRole('button', { name: B.confirm, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: counted(B.confirmTitle, 2) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(counted(B.confirmMails, 2));
    for (const o of orders)
      await expect(dialog).toContainText(fill(B.mailTo, { number: o.order_number, email: DEMO_BUYER.email }));
    await expect(dialog.getByRole('button', { name: B.cancel })).toBeFocused();
    await expectNoSeriousAxe(page, 'the bulk confirmation');
    await dialog.getByRole('button', { name: B.goConfirm }).click();
    await expect(dialog).toBeHidden();

    // The summary is read out; the changed orders leave the selection; the list shows their new status.
    const said = page.locator('.admin-bulk-said');
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toContainText(`${counted(B.doneConfirmed, 2)}.`);
    await expect(said).toContainText(counted(B.doneMails, 2));
    await expect(page.getByRole('group', { name: B.toolbar })).toHaveCount(0);
    await page.goto(`/admin/dashboard?page=orders&from=${day}&to=${day}&status=order%20placed`, {
      waitUntil: 'domcontentloaded',
    });
    for (const o of orders) await expect(rowOf(o).locator('.admin-order-badge')).toHaveText(S.orderPlaced);

    // Their packing slips: one PDF in a new tab, a page per order.
    await boxOf(first).click();
    await boxOf(second).click();
    // The tab's own request names the PDF (a browser without a PDF viewer saves it instead of showing it).
    const [popup, slips] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (r) => r.url().includes('/api/admin/packing-slips.pdf')),
      page.getByRole('group', { name: B.toolbar }).getByRole('button', { name: B.print }).click(),
    ]);
    const url = new URL(slips.url());
    expect(url.pathname).toBe('/api/admin/packing-slips.pdf');
    expect(url.searchParams.get('ids')!.split(',').map(Number).sort()).toEqual([first.id, second.id].sort());
    const pdf = await page.request.get(url.pathname + url.search);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="packing-slips-2-orders.pdf"');
    const bytes = (await pdf.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes.match(/\/Type \/Page\b/g)).toHaveLength(2);
    await popup.close();

    // The pick list of that day offers the day's slips in one file.
    await page.goto(`/admin/dashboard?page=orders&view=picklist&date=${day}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: B.printDay })).toHaveAttribute(
      'href',
      `/api/admin/packing-slips.pdf?date=${day}`,
    );
  });
});

test.describe('bulk actions on the Orders page (ko)', () => {
  test.use({ lang: 'ko' });
  test('the toolbar and its question read in Korean; Escape changes nothing', async ({ page, browser, signIn, L }) => {
    const B = L.admin.bulk;
    const { orders, day } = await placeMorningOrders(browser);
    const [first] = orders as [Placed];
    await signIn(DEMO_ADMIN);
    await page.goto(`/admin/dashboard?page=orders&from=${day}&to=${day}&q=${first.order_number}`, {
      waitUntil: 'domcontentloaded',
    });
    const row = page.getByRole('row').filter({ hasText: first.order_number });
    await row.getByRole('checkbox', { name: fill(B.selectOrder, { number: first.order_number }) }).check();
    const toolbar = page.getByRole('group', { name: B.toolbar });
    await expect(toolbar).toContainText(fill(B.selected, { count: 1 }));
    await toolbar.getByRole('button', { name: B.ready, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(B.readyTitle, { count: 1 }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: fill(B.readyNotify, { count: 1 }) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.locator('.admin-order-badge')).toHaveText(L.base.orderStatus.pending);
  });
});
