// The back office's Dashboard and Orders pages (catalogue spec §2, §4 and §8): the dashboard shows
// its figures and the daily sales chart (with the table screen readers get), and an order placed
// through the API by the demo buyer is listed on the Orders page, takes a new status from its menu
// with the spec's toast ('order placed', which e-mails the buyer, only after a confirmation that
// names that mail), opens to its lines, and is completed (the buyer's thank-you, named the same
// way, goes once). Desktop size only (admins work at desktops), in English and Korean.
// E2E_SCREENSHOTS=<dir> also saves both pages as images for review.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { type DemoItem, demoItems } from '@wholesale/db/demo-catalogue';
import enMail from '@wholesale/i18n/dictionaries/en/mail';
import koMail from '@wholesale/i18n/dictionaries/ko/mail';
import {
  DEMO_BUYER,
  fill,
  type Mail,
  openDashboardAsAdmin,
  readMails,
  uniqueTag,
  waitForMail,
} from './accounts-support';
import { toPacific } from '@wholesale/rules';
import { boxesOf, catchWeightItems } from './ordering-support';
import { asDemoBuyer, trpcPost } from './order-cycle-support';
import { expect, heading, inEachLanguage, nameIn, reviewShot, SHOTS_DIR, test } from './support';

// Products no other spec's "usual items" depend on: the middle of their kinds.
const boxes = boxesOf('20 lb - 10 lb x 2 packs');
const box = boxes[Math.floor(boxes.length / 2)] as DemoItem;
const cw = catchWeightItems[Math.floor(catchWeightItems.length / 2)] as DemoItem;

/** The demo buyer places an order in a browser of their own (tRPC with the session cookie). */
interface Placed {
  id: number;
  order_number: string;
  pickup_start: string;
}

function placeOrderAsBuyer(browser: Browser, note: string): Promise<Placed> {
  return asDemoBuyer(browser, (buyer) =>
    trpcPost<Placed>(buyer, 'orders.place', {
      cart_items: [
        { id: box.id, quantity: 2 },
        { id: cw.id, quantity: 1 },
      ],
      note,
    }),
  );
}

/** The buyer's thank-you for `orderNumber` (its first 'complete'), in whichever language the buyer reads. */
const thankYouOf = (orderNumber: string) => (m: Mail) =>
  m.to.includes(DEMO_BUYER.email) &&
  [enMail, koMail].some((d) => m.text.includes(fill(d.orderComplete.intro, { orderNumber })));

/** The buyer's order confirmation of `orderNumber`, in whichever language the buyer reads. */
const confirmationOf = (orderNumber: string) => (m: Mail) =>
  m.to.includes(DEMO_BUYER.email) &&
  [enMail, koMail].some((d) => m.text.includes(fill(d.orderConfirmed.intro, { orderNumber })));

async function shot(page: Page, name: string, print = false): Promise<void> {
  if (!SHOTS_DIR) return;
  if (print) await page.emulateMedia({ media: 'print' });
  await reviewShot(page, name);
  if (print) await page.emulateMedia({ media: 'screen' });
}

test.describe('admin dashboard and orders', () => {
  inEachLanguage((locale) => {
    test('figures and chart; an order is listed, changes status with the toast, and opens to its lines', async ({
      page,
      browser,
      L,
    }) => {
      test.setTimeout(60_000);
      const A = L.admin;
      const note = `Admin e2e ${uniqueTag()}`;
      const order = await placeOrderAsBuyer(browser, note);

      await openDashboardAsAdmin(page, locale);

      // --- the dashboard: cards, totals, the chart and its table, the recent orders
      await expect(page.getByText(A.dashboard.newPickup, { exact: true })).toBeVisible();
      await expect(page.getByText(A.dashboard.thisWeek, { exact: true })).toBeVisible();
      await expect(page.getByTestId('current-sales')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface')).toBeVisible();
      const table = page.getByRole('table', { name: A.dashboard.chartTableCaption });
      await expect(table.locator('tbody tr')).toHaveCount(7);
      await expect(page.getByRole('link', { name: new RegExp(order.order_number) })).toBeVisible();
      // the item list with its Active/Hidden badges, hidden items included
      const hiddenItem = demoItems.find((i) => !i.show)!;
      const items = page.getByRole('region', { name: A.dashboard.itemsTitle });
      await expect(
        items
          .getByRole('listitem')
          .filter({ hasText: nameIn(hiddenItem, locale) })
          .getByText(A.items.hidden, { exact: true }),
      ).toBeVisible();
      await expect(items.getByText(A.items.active, { exact: true }).first()).toBeVisible();
      await shot(page, `dashboard-${locale}`);

      // Monthly: 30 days in the table, this month's words.
      await page.getByRole('radio', { name: A.dashboard.monthly }).check();
      await expect(table.locator('tbody tr')).toHaveCount(30);
      await expect(page.getByText(A.dashboard.thisMonth, { exact: true })).toBeVisible();

      // --- the Orders page lists the new order (among the newest: the other language's test may
      // have placed one since), and search finds it
      await page
        .getByRole('navigation', { name: A.nav.label })
        .getByRole('link', { name: A.nav.orders, exact: true })
        .click();
      await expect(heading(page, A.orders.title)).toBeVisible();
      const rows = page.locator('table.admin-orders-table tbody tr');
      await expect(rows.filter({ hasText: order.order_number })).toHaveCount(1);
      await shot(page, `orders-${locale}`);
      await page.getByRole('searchbox', { name: A.orders.search }).fill(order.order_number);
      await page.getByRole('button', { name: A.orders.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${order.order_number}`));
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      const S = L.base.orderStatus;
      await expect(row).toContainText(S.pending);

      // CSV export of the filtered list: a download named after the filter.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: A.orders.exportCsv }).click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^orders-${order.order_number.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      // ... and of its lines, one row each: the catch-weight line's weighed pounds still blank.
      const linesDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: A.orders.exportLines }).click();
      const linesFile = await linesDownload;
      expect(linesFile.suggestedFilename()).toMatch(
        new RegExp(`^order-lines-${order.order_number.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const linesCsv = readFileSync(await linesFile.path(), 'utf8');
      expect(linesCsv.startsWith('\uFEFForder_number,')).toBe(true);
      const orderLines = linesCsv.split('\r\n').filter((l) => l.startsWith(`${order.order_number},`));
      expect(orderLines).toHaveLength(2);
      expect(orderLines.find((l) => l.includes(',pack,'))).toMatch(/,\d+\.\d{2},$/);

      // --- the status menu: 'ready for pickup' (asked first; its mail not sent), with the spec's toast
      const menu = row.getByRole('combobox', { name: fill(A.orders.statusFor, { number: order.order_number }) });
      const save = row.getByRole('button', { name: fill(A.statusMenu.saveFor, { number: order.order_number }) });
      await menu.selectOption('ready for pickup');
      await save.click();
      const readyAsk = page.getByRole('dialog', {
        name: fill(A.orders.confirmTitle, { number: order.order_number, status: S.readyForPickup }),
      });
      await readyAsk.getByRole('checkbox').uncheck();
      await readyAsk.getByRole('button', { name: A.orders.confirmChange }).click();
      await expect(page.getByText(A.orders.statusUpdated, { exact: true })).toBeVisible();
      await expect(page.getByText(fill(A.orders.statusUpdatedText, { status: S.readyForPickup }))).toBeVisible();
      await expect(row.locator('.admin-order-badge')).toHaveText(S.readyForPickup);

      // --- 'order placed' e-mails the buyer: the menu asks first, in a dialog that names the mail.
      // Escape and Cancel leave the order as it was and send nothing; the confirm button changes it.
      const ask = page.getByRole('dialog', {
        name: fill(A.orders.confirmTitle, { number: order.order_number, status: S.orderPlaced }),
      });
      await menu.focus(); // as a keyboard user's: the dialog gives focus back to it
      await menu.selectOption('order placed');
      await menu.press('Enter');
      await expect(ask).toBeVisible();
      await expect(ask).toHaveAccessibleDescription(
        fill(A.orders.confirmMail, { number: order.order_number, email: DEMO_BUYER.email }),
      );
      await expect(ask.getByRole('button', { name: A.orders.confirmCancel })).toBeFocused();
      await shot(page, `status-confirm-${locale}`);
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(menu).toHaveValue('ready for pickup');
      await expect(menu).toBeFocused();
      await menu.selectOption('order placed');
      await save.click();
      await ask.getByRole('button', { name: A.orders.confirmCancel }).click();
      await expect(ask).toBeHidden();
      await expect(menu).toHaveValue('ready for pickup');
      // The server agrees: reloaded, the order is still 'ready for pickup', and no confirmation was mailed.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(row.locator('.admin-order-badge')).toHaveText(S.readyForPickup);
      expect((await readMails()).filter(confirmationOf(order.order_number))).toEqual([]);
      await menu.selectOption('order placed');
      await save.click();
      await ask.getByRole('button', { name: A.orders.confirmSend }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByText(fill(A.orders.statusUpdatedText, { status: S.orderPlaced }))).toBeVisible();
      await expect(page.getByText(A.orders.confirmationSent)).toBeVisible();
      await expect(row.locator('.admin-order-badge')).toHaveText(S.orderPlaced);
      await waitForMail(confirmationOf(order.order_number), `confirmation of ${order.order_number}`);
      expect((await readMails()).filter(confirmationOf(order.order_number))).toHaveLength(1);

      // --- the order's page: its lines, its note and the history of that change
      await row.getByRole('link', { name: fill(A.orders.openLabel, { number: order.order_number }) }).click();
      await expect(heading(page, fill(A.orderDetail.title, { number: order.order_number }))).toBeVisible();
      await expect(page.getByRole('rowheader', { name: nameIn(box, locale) })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: nameIn(cw, locale) })).toBeVisible();
      await expect(page.getByText(note)).toBeVisible();
      await expect(
        page.getByText(fill(A.orderDetail.historyItem, { from: S.pending, to: S.readyForPickup })),
      ).toBeVisible();
      await expect(
        page.getByText(fill(A.orderDetail.historyItem, { from: S.readyForPickup, to: S.orderPlaced })),
      ).toBeVisible();
      await shot(page, `order-detail-${locale}`);

      // --- weighing the catch-weight line makes it final: weighed lbs × price per lb. A weight far
      // from the estimate (the decimal point forgotten) is confirmed first; checked again, it is
      // not saved.
      const before = await page.getByTestId('order-total').textContent();
      const weightField = page.getByRole('textbox', {
        name: fill(A.orderDetail.weighedFor, { name: nameIn(cw, locale) }),
      });
      const typo = Math.round(cw.avg_weight * 100);
      await weightField.fill(String(typo));
      await page.getByRole('button', { name: A.orderDetail.saveWeights }).click();
      const check = page.getByRole('dialog', { name: A.orderDetail.unusualTitle });
      await expect(check).toBeVisible();
      await expect(check).toContainText(
        fill(A.orderDetail.unusualLine, {
          name: nameIn(cw, locale),
          weighed: typo.toFixed(2),
          estimate: cw.avg_weight.toFixed(2),
          packs: 1,
          lbs: String(cw.avg_weight),
        }),
      );
      await check.getByRole('button', { name: A.orderDetail.unusualCheck }).click();
      await expect(check).toBeHidden();
      await expect(weightField).toBeFocused();
      const weighed = (cw.avg_weight * 1.5).toFixed(2);
      await weightField.fill(weighed);
      await page.getByRole('button', { name: A.orderDetail.saveWeights }).click();
      await expect(page.getByText(A.orderDetail.weightsSaved, { exact: true })).toBeVisible();
      await expect(page.getByTestId('order-total')).not.toHaveText(before ?? '');
      await expect(page.getByText(A.orderDetail.estimatedTotal)).toHaveCount(0);
      const finalTotal = (await page.getByTestId('order-total').textContent()) ?? '';
      // the weighing is in the order's history
      await expect(
        page.getByText(fill(A.orderDetail.historyWeighed, { name: nameIn(cw, locale), to: weighed })),
      ).toBeVisible();

      // --- the pick list opens on the next day with pickups (this order's day or an earlier one),
      // not on an empty today; its pickup day lists it with its lines, under the production sheet
      await page.getByRole('link', { name: A.orderDetail.back }).click();
      await page.getByRole('link', { name: A.orders.pickList, exact: true }).click();
      await expect(heading(page, new RegExp(A.pickList.title))).toBeVisible();
      const production = page.getByRole('table', { name: A.pickList.productionTitle });
      await expect(production).toBeVisible();
      await expect(page.getByText(A.pickList.empty)).toHaveCount(0);
      const orderDay = toPacific(new Date(order.pickup_start)).date;
      const opened = await page.getByLabel(A.pickList.date).inputValue();
      expect(opened >= toPacific(new Date()).date && opened <= orderDay, `opened on ${opened}`).toBe(true);
      await page.getByLabel(A.pickList.date).fill(orderDay);
      const picked = page.getByRole('article').filter({ hasText: order.order_number });
      await expect(picked.getByRole('rowheader', { name: nameIn(cw, locale) })).toBeVisible();
      await expect(production.getByRole('rowheader', { name: nameIn(cw, locale) })).toBeVisible();
      await expect(production.getByRole('rowheader', { name: nameIn(box, locale) })).toBeVisible();
      await expect(production.locator('tfoot')).toContainText(A.pickList.total);
      await expect(page.getByRole('button', { name: A.pickList.print })).toBeVisible();
      await shot(page, `pick-list-${locale}`);
      await shot(page, `pick-list-print-${locale}`, true);
      // The navigation's Orders link leaves the pick list for the list itself.
      await page
        .getByRole('navigation', { name: A.nav.label })
        .getByRole('link', { name: A.nav.orders, exact: true })
        .click();
      await expect(page).not.toHaveURL(/view=picklist/);
      await expect(heading(page, A.orders.title)).toBeVisible();

      // --- 'complete' thanks the buyer, the first time only: the question names the thank-you by
      // its subject, and the mail carries the weighed total and the points the order earned.
      await page.goto(`/admin/dashboard?page=orders&q=${order.order_number}`, { waitUntil: 'domcontentloaded' });
      await expect(rows).toHaveCount(1);
      await expect(row.locator('.admin-order-badge')).toHaveText(S.orderPlaced);
      const points = Math.floor(Number(finalTotal.replace(/[$,]/g, '')));
      const completeAsk = page.getByRole('dialog', {
        name: fill(A.orders.confirmTitle, { number: order.order_number, status: S.complete }),
      });
      await menu.selectOption('complete');
      await save.click();
      await expect(completeAsk).toHaveAccessibleDescription(
        fill(A.orders.confirmMailComplete, { number: order.order_number, email: DEMO_BUYER.email }),
      );
      await expect(completeAsk).toContainText(A.orders.confirmPoints);
      await completeAsk.getByRole('button', { name: A.orders.confirmSend }).click();
      await expect(completeAsk).toBeHidden();
      await expect(page.getByText(A.orders.completeMailSent)).toBeVisible();
      await expect(page.getByText(fill(A.orders.pointsAwarded, { points }))).toBeVisible();
      await expect(row.locator('.admin-order-badge')).toHaveText(S.complete);
      const thanks = await waitForMail(thankYouOf(order.order_number), `thank-you for ${order.order_number}`);
      expect(thanks.text).toContain(finalTotal);
      expect(
        [enMail, koMail].some((d) => thanks.text.includes(`${d.orderComplete.fields.points}: ${points}`)),
        thanks.text,
      ).toBe(true);
      expect(thanks.replyTo).not.toEqual([]);
      // set back (a reopening: its reason asked) and completed again: the question promises no
      // second mail, and none goes
      await menu.selectOption('order placed');
      await save.click();
      const reopenAsk = page.getByRole('dialog', {
        name: fill(A.statusMenu.reopenTitle, { number: order.order_number, status: S.orderPlaced }),
      });
      await reopenAsk.getByRole('textbox', { name: A.statusMenu.reopenReason }).fill('A line was short');
      await reopenAsk.getByRole('button', { name: A.orders.confirmChange }).click();
      await expect(row.locator('.admin-order-badge')).toHaveText(S.orderPlaced);
      await menu.selectOption('complete');
      await save.click();
      await expect(completeAsk).toHaveAccessibleDescription(A.orders.confirmNoMail);
      await completeAsk.getByRole('button', { name: A.orders.confirmChange }).click();
      await expect(row.locator('.admin-order-badge')).toHaveText(S.complete);
      expect((await readMails()).filter(thankYouOf(order.order_number))).toHaveLength(1);
    });
  });
});
