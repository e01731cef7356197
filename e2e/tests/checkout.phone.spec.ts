// The checkout (catalogue spec sections 2, 4, 5 and 9): a new approved buyer on a phone
// adds two box products and a catch-weight product, checks out for a chosen pickup window in three
// steps, and gets the thank-you page and the "order received" mail in their language. A network
// failure on PLACE YOUR ORDER keeps the cart and says so; the retry (same checkout key) gets the
// order the server already took, never a second one. English and Korean, phone size.
// A reload keeps the step, the ticks and the checkout key; an offline PLACE YOUR ORDER
// says so next to the button, in view; the Payment step says how and by when the deposit is paid.
// An order that could not be sent is kept on the phone and goes out by itself, once.
import type { Locator, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { approvedBuyer, newIdentity, readMails, texts, waitForMail } from './accounts-support';
import { DEMO_BUYER, expect, heading, inEachLanguage, type Locale, nameIn, open, test } from './support';
import { boxesOf, cartTexts, catchWeightItems, checkoutTexts, say } from './ordering-support';

const cartButton = (locale: Locale, n: number) => say(cartTexts(locale).button, { n }, n);

const boxA = boxesOf('30 lb - 5 lb x 6 packs')[0] as DemoItem;
const boxB = boxesOf('20 lb - 10 lb x 2 packs')[0] as DemoItem;
const cw = catchWeightItems[0] as DemoItem;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'];

/** 'YYYY-MM-DD' as the pages write a day: "Wed, Nov 25" / "11월 25일 (수)" (with the year when not this one). */
function dayText(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const thisYear = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date()),
  );
  if (locale === 'ko') return `${y !== thisYear ? `${y}년 ` : ''}${m}월 ${d}일 (${WEEKDAYS_KO[weekday]})`;
  return `${WEEKDAYS_EN[weekday]}, ${MONTHS[m - 1]} ${d}${y !== thisYear ? `, ${y}` : ''}`;
}

/** A tRPC query's answer, with the page's session. */
async function trpcQuery<T>(page: Page, procedure: string): Promise<T> {
  const res = await page.request.get(`/trpc/${procedure}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** Whether the element is inside the viewport and on top there (nothing, like a sticky bar, covers it). */
async function inViewAndUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
    // a few points across it, just inside its edges
    const points = [
      [r.left + 4, r.top + 4],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.right - 4, r.bottom - 4],
    ];
    return points.every(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
  });
}

async function addFromProductPage(page: Page, item: DemoItem, locale: Locale): Promise<void> {
  const L = texts(locale);
  const C = cartTexts(locale);
  await open(page, `/wholesale/product/${item.id}`);
  await expect(heading(page, nameIn(item, locale))).toBeVisible();
  await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();
  await expect(page.getByRole('status').getByText(C.add.addedTitle, { exact: true })).toBeVisible();
}

inEachLanguage(
  {
    title: (locale) => `checkout (${locale})`,
    use: { expectedErrors: /ERR_INTERNET_DISCONNECTED\b.*\/trpc\/orders\.place/ },
  },
  (locale) => {
    // The retry test cuts the connection of one order placement on purpose.

    test('three steps to a placed order, its mail in the buyer’s language, and a retry that never doubles it', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(90_000);
      const T = checkoutTexts(locale);
      const who = newIdentity(`checkout-${locale}`);
      await approvedBuyer(request, who, locale);
      await signIn(who);

      for (const item of [boxA, boxB, cw]) await addFromProductPage(page, item, locale);
      await expect(page.getByRole('link', { name: cartButton(locale, 3) })).toBeVisible();

      // The cart tab's checkout button leads to /order-summary, which opens on step 0.
      await page.getByRole('link', { name: cartButton(locale, 3) }).click();
      await page.getByRole('link', { name: /^(Check out|주문하기) · / }).click();
      await expect(page).toHaveURL(/\/order-summary$/);
      await expect(heading(page, T.steps.summary)).toBeVisible();
      const summary = page.locator('.summary-lines');
      for (const item of [boxA, boxB, cw])
        await expect(summary.getByText(nameIn(item, locale), { exact: true })).toBeVisible();
      // the catch-weight line is an estimate, and so is the total
      await expect(
        summary
          .locator('li')
          .filter({ hasText: nameIn(cw, locale) })
          .getByText(T.money.est),
      ).toBeVisible();
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

      // The server takes the order but the answer never arrives: the order is kept on the phone
      // with its checkout key, the buyer reads that it waits for a connection, the cart stays.
      let lost = 0;
      await page.route('**/trpc/orders.place**', async (route) => {
        lost += 1;
        await route.fetch();
        await route.abort('internetdisconnected');
      });
      await place.click();
      const waiting = page.locator('.checkout-bar').getByRole('status').filter({ hasText: T.waiting.title });
      await expect(waiting).toBeVisible();
      await expect(heading(page, T.steps.payment)).toBeVisible();
      await expect(page.getByRole('link', { name: cartButton(locale, 3) })).toBeVisible();
      expect(lost).toBe(1);

      // It is sent again by itself, with the same checkout key: the first order comes back.
      await page.unroute('**/trpc/orders.place**');
      await expect(heading(page, T.steps.thanks)).toBeVisible({ timeout: 20_000 });
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
      await waitForMail(
        (m) => m.replyTo.includes(who.email) && m.text.includes(number),
        'new-order notice to the business',
      );
      // One order: one "received" mail for this buyer, whatever the retry did.
      const mine = (await readMails()).filter((m) => m.to.includes(who.email) && /WS-\d+/.test(m.text));
      expect(mine).toHaveLength(1);

      await page.getByRole('link', { name: T.thanks.finish, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a reload keeps the step, the ticks and the checkout key; offline, the order waits by the button and goes out once; the deposit is explained', async ({
      page,
      request,
      signIn,
    }) => {
      test.slow();
      const T = checkoutTexts(locale);
      const who = newIdentity(`reload-${locale}`);
      await approvedBuyer(request, who, locale);
      await signIn(who);
      await addFromProductPage(page, boxA, locale);
      await open(page, '/order-summary');
      await expect(heading(page, T.steps.summary)).toBeVisible();
      await page.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
      await expect(heading(page, T.steps.payment)).toBeVisible();

      // The deposit: the business's words in the page's language, and the day it is due for the
      // chosen pickup day (the earliest whose change deadline is more than an hour away, else the
      // earliest): never before today, at the latest the pickup day (ordered after hours or on a
      // closed day with no open day left before pickup).
      const terms = await trpcQuery<{ en: string; ko: string }>(page, 'orders.depositTerms');
      const days = await trpcQuery<{ date: string; deposit_due: string; change_deadline: string }[]>(
        page,
        'orders.pickupSlots',
      );
      const first = days.find((d) => Date.parse(d.change_deadline) - Date.now() > 3_600_000) ?? days[0]!;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
      expect(first.deposit_due >= today && first.deposit_due <= first.date).toBe(true);
      const deposit = page.getByRole('region', { name: T.deposit.title });
      await expect(deposit).toContainText(terms[locale]);
      await expect(deposit).toContainText(say(T.deposit.due, { day: dayText(first.deposit_due, locale) }));

      // Two of the three agreements, then a reload: the same step, the same ticks.
      const boxes = page.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(2).check();
      await page.reload();
      await expect(heading(page, T.steps.payment)).toBeVisible();
      await expect(boxes.nth(0)).toBeChecked();
      await expect(boxes.nth(1)).not.toBeChecked();
      await expect(boxes.nth(2)).toBeChecked();
      await boxes.nth(1).check();
      const place = page.getByRole('button', { name: T.payment.placeOrder, exact: true });
      await expect(place).toBeEnabled();

      // Offline: the order is kept on the phone; the buyer reads that it waits, right by the button,
      // not under the sticky bar.
      await page.context().setOffline(true);
      await place.click();
      const waiting = page.locator('.checkout-bar').getByRole('status').filter({ hasText: T.waiting.title });
      await expect(waiting).toBeVisible();
      await expect(waiting).toContainText(T.waiting.text);
      await expect.poll(() => inViewAndUncovered(waiting)).toBe(true);
      const [a, b] = [await waiting.boundingBox(), await place.boundingBox()];
      // right above the button, in the same bar
      expect(b!.y - (a!.y + a!.height)).toBeGreaterThanOrEqual(0);
      expect(b!.y - (a!.y + a!.height)).toBeLessThan(48);
      await expect(place).toBeDisabled();

      // Back online, it goes out at once; the server takes it but its answer is lost; the buyer reloads.
      let taken = 0;
      await page.route('**/trpc/orders.place**', async (route) => {
        taken += 1;
        await route.fetch();
        await route.abort('internetdisconnected');
      });
      await page.context().setOffline(false);
      await expect.poll(() => taken).toBeGreaterThanOrEqual(1);
      await page.reload();
      await expect(heading(page, T.steps.payment)).toBeVisible();
      for (const i of [0, 1, 2]) await expect(boxes.nth(i)).toBeChecked();
      await expect(waiting).toBeVisible();
      await page.unroute('**/trpc/orders.place**');

      // Sent again after the reload, with the same key: the order the server took comes back. The
      // buyer comes back to the app (a focus), which sends it at once; the timed sends (3 s, then
      // 10 s) are draftSender.test.ts's, and the test above waits for the first of them.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(heading(page, T.steps.thanks)).toBeVisible({ timeout: 20_000 });
      const number = (await page.locator('.thanks dd strong').innerText()).trim();
      await expect(page.getByRole('region', { name: T.deposit.title })).toContainText(terms[locale]);
      await waitForMail((m) => m.to.includes(who.email) && m.text.includes(number), 'order received');
      const mine = (await readMails()).filter((m) => m.to.includes(who.email) && /WS-\d+/.test(m.text));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.text).toContain(terms[locale]);

      // Placed: the progress is gone, a new checkout starts at the summary.
      await page.reload();
      await expect(page.getByText(T.summary.empty, { exact: true })).toBeVisible();
      await expect(heading(page, T.steps.summary)).toBeVisible();
    });

    test('an empty cart offers Browse Products; a guest is asked to sign in', async ({ page, signIn }) => {
      const T = checkoutTexts(locale);
      await open(page, '/order-summary');
      await expect(page.getByText(T.summary.signIn).first()).toBeVisible();
      await signIn(DEMO_BUYER);
      await open(page, '/order-summary');
      await expect(page.getByText(T.summary.empty, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: T.summary.browse })).toHaveAttribute('href', '/wholesale/shop-all');
    });
  },
);
