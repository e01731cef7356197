// The back office's week by pickup day (desktop, in English and Korean): the demo buyer places an
// order picked up on the next Tuesday and repeats it every week; the admin sees today's and
// tomorrow's pickups on the dashboard, finds Tuesday's pickups through the Orders page's pickup-day
// filter (typed dates applied on Enter, kept in the URL) and through the week view, and sees the
// standing order's next cycle as a forecast on the production sheet of the pick list's range, and
// the cycles of its day one by one when asked.
// E2E_SCREENSHOTS=<dir> also saves the pages as images for review.
import type { Browser, Locator } from '@playwright/test';
import { addDays, toPacific } from '@wholesale/rules';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { fill, openDashboardAsAdmin } from './accounts-support';
import { boxesOf } from './ordering-support';
import { asDemoBuyer, pickupDays, trpcPost } from './order-cycle-support';
import { expect, heading, inEachLanguage, nameIn, reviewShot, test } from './support';

// A product no other spec's "usual items" depend on.
const boxes = boxesOf('50 lb - 50 lb x 1 box');
const box = boxes[Math.floor(boxes.length / 3)] as DemoItem;

interface Placed {
  id: number;
  order_number: string;
}

/** The demo buyer's order picked up on the first Tuesday on offer, repeated every week. */
function tuesdayOrder(browser: Browser): Promise<Placed & { tuesday: string }> {
  return asDemoBuyer(browser, async (buyer) => {
    const tuesday = (await pickupDays(buyer)).find((d) => d.weekday === 2)!;
    const order = await trpcPost<Placed>(buyer, 'orders.place', {
      cart_items: [{ id: box.id, quantity: 3 }],
      pickup_slot: tuesday.windows[0]!.slot,
    });
    await trpcPost(buyer, 'orders.repeat', { orderId: order.id, every_weeks: 1 });
    return { ...order, tuesday: tuesday.date };
  });
}

/** A full date as the pages write it ("Tue, Dec 1, 2026" / "2026년 12월 1일 (화)"). */
const dayLong = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: locale === 'ko' ? 'long' : 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

test.describe('the week by pickup day', () => {
  inEachLanguage((locale) => {
    test('dashboard today and tomorrow, Tuesday through the filter and the week, the forecast', async ({
      page,
      browser,
      L,
    }) => {
      test.setTimeout(60_000);
      const A = L.admin;
      const W = A.week;
      const order = await tuesdayOrder(browser);
      const tuesday = order.tuesday;
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 400) refused.push(r.url());
      });

      await openDashboardAsAdmin(page, locale);

      // --- the dashboard opens with today's and tomorrow's pickups
      const today = toPacific(new Date()).date;
      const pickups = page.getByRole('region', { name: W.pickupsTitle });
      await expect(
        pickups.getByRole('heading', { name: fill(W.todayOn, { day: dayLong(today, locale) }) }),
      ).toBeVisible();
      const tomorrow = addDays(today, 1);
      await expect(
        pickups.getByRole('heading', { name: fill(W.tomorrowOn, { day: dayLong(tomorrow, locale) }) }),
      ).toBeVisible();
      if (tomorrow === tuesday) {
        const card = pickups.locator(`[data-day="${tuesday}"]`);
        await expect(card.getByText(W.toPrepare)).toBeVisible();
        await expect(card.getByText(nameIn(box, locale))).toBeVisible();
      }
      await reviewShot(page, `week-dashboard-${locale}`);

      // --- the Orders page: Tuesday's pickups through the filter, typed and applied on Enter
      await page
        .getByRole('navigation', { name: A.nav.label })
        .getByRole('link', { name: A.nav.orders, exact: true })
        .click();
      await expect(heading(page, A.orders.title)).toBeVisible();
      await page.getByLabel(W.from, { exact: true }).fill(tuesday);
      await page.getByLabel(W.from, { exact: true }).press('Enter');
      await page.getByLabel(W.to, { exact: true }).fill(tuesday);
      await page.getByLabel(W.to, { exact: true }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`from=${tuesday}&to=${tuesday}`));
      await page.getByRole('searchbox', { name: A.orders.search }).fill(order.order_number);
      await page.getByRole('button', { name: A.orders.search, exact: true }).click();
      const rows = page.locator('table.admin-orders-table tbody tr');
      await expect(rows.filter({ hasText: order.order_number })).toHaveCount(1);
      await reviewShot(page, `week-filter-${locale}`);
      // a reversed range is said, not sent
      await page.getByLabel(W.to, { exact: true }).fill(addDays(tuesday, -1));
      await page.getByLabel(W.to, { exact: true }).press('Enter');
      await expect(page.getByText(W.badRange)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`to=${tuesday}`));

      // --- the week view: Tuesday's card, and from it the day's list
      await page.getByRole('navigation', { name: W.viewLabel }).getByRole('link', { name: W.weekView }).click();
      const sunday = addDays(tuesday, -2);
      if (toPacific(new Date()).date < sunday) await page.getByRole('link', { name: new RegExp(W.nextWeek) }).click();
      const card = page.locator('.week-day').filter({ hasText: dayLong(tuesday, locale) });
      await expect(card.locator('.week-orders')).toBeVisible();
      await reviewShot(page, `week-view-${locale}`);
      await card.getByRole('link', { name: fill(W.showDay, { day: dayLong(tuesday, locale) }) }).click();
      await expect(page).toHaveURL(new RegExp(`from=${tuesday}&to=${tuesday}`));
      await expect(page.getByLabel(W.from, { exact: true })).toHaveValue(tuesday);

      // --- the pick list over Tuesday and the week after: the standing order's next cycle as a forecast
      await page.goto(`/admin/dashboard?page=orders&view=picklist&date=${tuesday}&until=${addDays(tuesday, 7)}`);
      const production = page.getByRole('table', { name: A.pickList.productionTitle });
      await expect(production.getByRole('columnheader', { name: W.forecast })).toBeVisible({ timeout: 15_000 });
      const forecast = page.getByRole('region', { name: W.forecastTitle });
      /** The box's (first) row in `scope`. */
      const boxRowIn = (scope: Locator) =>
        scope
          .getByRole('row')
          .filter({ hasText: nameIn(box, locale) })
          .first();
      await expect(boxRowIn(forecast)).toContainText(W.forecastMark);
      // each standing order of the cycle's day, asked for that day alone
      const cycleDay = dayLong(addDays(tuesday, 7), locale);
      await forecast.getByRole('button', { name: fill(W.forecastShowEach, { day: cycleDay }) }).click();
      const each = forecast.getByRole('table', { name: fill(W.forecastEachTitle, { day: cycleDay }) });
      await expect(boxRowIn(each)).toContainText(W.forecastMark);
      // the product's row has its ordered boxes and, in its own column, the cycles' boxes
      const boxRow = production.getByRole('row').filter({ hasText: nameIn(box, locale) });
      await expect(boxRow.locator('td.pick-forecast-col')).toHaveText(
        new RegExp(fill(A.pickList.boxes.replace(/\{\{(\w*)\}\}/g, '$1'), { count: 999 }).replace('999', '\\d+')),
      );
      await reviewShot(page, `week-picklist-${locale}`);
      // ... and left out when unticked
      await page.getByLabel(W.includeForecast).uncheck();
      await expect(production.getByRole('columnheader', { name: W.forecast })).toBeHidden();
      expect(refused).toEqual([]);
    });
  });
});
