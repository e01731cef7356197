// Staff's internal notes (desktop, in English and Korean): the demo buyer places an order; the
// admin adds a note on it from its page (Ctrl+Enter), sees an empty note refused in the page's
// language, adds a note on the buyer from the customer page, sees that note on the order's page as
// the customer's, and finds both under the order on its day's pick list once "Show notes" is on.
// E2E_SCREENSHOTS=<dir> also saves the pages as images for review.
import type { Browser } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_ADMIN } from './accounts-support';
import { boxesOf } from './ordering-support';
import { asDemoBuyer, pickupDays, trpcPost } from './order-cycle-support';
import { expect, failedAnswer, heading, inEachLanguage, reviewShot, test } from './support';

const item = boxesOf('50 lb - 50 lb x 1 box')[0] as DemoItem;

interface Placed {
  id: number;
  order_number: string;
  user_id: number;
  day: string;
}

/** The demo buyer's order picked up on the first day on offer. */
function placeOrder(browser: Browser): Promise<Placed> {
  return asDemoBuyer(browser, async (buyer, { userId }) => {
    const day = (await pickupDays(buyer))[0]!;
    const order = await trpcPost<Omit<Placed, 'day' | 'user_id'>>(buyer, 'orders.place', {
      cart_items: [{ id: item.id, quantity: 1 }],
      pickup_slot: day.windows[0]!.slot,
    });
    return { ...order, user_id: userId, day: day.date };
  });
}

test.describe('internal notes', () => {
  // The empty note the spec sends on purpose is refused (400) by the server.
  test.use({ expectedErrors: failedAnswer(400, '/trpc/admin.notes.add') });
  inEachLanguage((locale) => {
    test('on an order and on its customer, and on the pick list with "Show notes" on', async ({
      page,
      browser,
      signIn,
      L,
    }) => {
      test.setTimeout(60_000);
      const { admin: A, serverErrors } = L;
      const N = A.notes;
      const order = await placeOrder(browser);
      const stamp = `${locale}-${order.order_number}`;
      const orderNote = `Call before loading (${stamp})`;
      const customerNote = `Pays by check only (${stamp})`;

      await signIn(DEMO_ADMIN);
      // --- the order's page: a note added with Ctrl+Enter, focus back in the emptied field
      await page.goto(`/admin/dashboard?page=orders&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      const panel = page.getByTestId('notes-panel');
      const field = panel.getByLabel(N.newNote);
      await expect(field).toBeVisible({ timeout: 15_000 });
      await field.fill(orderNote);
      await expect(panel.getByText(`${orderNote.length} / `)).toBeVisible();
      await field.press('Control+Enter');
      await expect(panel.getByRole('listitem').filter({ hasText: orderNote })).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      // an empty note: the server's refusal, in the page's language
      await panel.getByRole('button', { name: N.add }).click();
      await expect(panel.getByRole('alert')).toHaveText(serverErrors.notes.body);
      await expect(field).toBeFocused();

      // --- the customer's page: a note added with the button
      await page.goto(`/admin/dashboard?page=customers&customer=${order.user_id}`, { waitUntil: 'domcontentloaded' });
      const customerPanel = page.getByTestId('notes-panel');
      await customerPanel.getByLabel(N.newNote).fill(customerNote);
      await customerPanel.getByRole('button', { name: N.add }).click();
      await expect(customerPanel.getByRole('listitem').filter({ hasText: customerNote })).toBeVisible();

      // --- back on the order's page: the customer's note, read only and labelled as the customer's
      await page.goto(`/admin/dashboard?page=orders&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      const theirs = page.getByRole('region', { name: N.customerTitle });
      await expect(theirs.getByRole('listitem').filter({ hasText: customerNote })).toBeVisible({ timeout: 15_000 });
      await expect(theirs.getByRole('textbox')).toHaveCount(0);
      await reviewShot(page, `notes-order-${locale}`);

      // --- the pick list of the order's day: no notes until "Show notes" is on, then both under it
      await page.goto(`/admin/dashboard?page=orders&view=picklist&date=${order.day}`, {
        waitUntil: 'domcontentloaded',
      });
      await expect(heading(page, new RegExp(A.pickList.title))).toBeVisible({ timeout: 15_000 });
      const article = page.getByRole('article', { name: new RegExp(order.order_number) });
      await expect(article).toBeVisible();
      await expect(article.getByText(orderNote)).toHaveCount(0);
      await page.getByRole('switch', { name: N.showOnPickList }).check();
      await expect(article.getByRole('list', { name: N.pickOrderNotes })).toContainText(orderNote);
      await expect(article.getByRole('list', { name: N.pickCustomerNotes })).toContainText(customerNote);
      // ... and they are printed with it: nothing hides them from print
      await page.emulateMedia({ media: 'print' });
      await expect(article.getByText(orderNote)).toBeVisible();
      await reviewShot(page, `notes-pick-list-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });
    });
  });
});
