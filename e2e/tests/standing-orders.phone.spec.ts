// Standing orders, from the buyer's profile at phone size, in English and
// Korean: "Repeat this order" every week on an order's page, and the schedule it then shows; the
// Standing orders view with Skip (the next pickup moves a week), Pause and Resume, Every 2 weeks,
// and End after a confirmation, down to its empty state; the preview mail's "Skip this week" link
// (&skip=1) opening the order with its cancellation asked, and an order that can no longer change
// saying why instead; the order cards' payment badge.
//
// The schedule's words are written here independently of the page (the weekday and time of the
// order's pickup in Los Angeles); the dates of the next cycle come from the server's answer.
import type { Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { fill } from './accounts-support';
import { expect, inEachLanguage, type Locale, nameIn, reviewShot, test } from './support';
import { boxItems, ordersTexts, say } from './ordering-support';
import {
  confirmOrder,
  dayWords,
  inLosAngeles,
  orderCard,
  placeOrder,
  signedInBuyer,
  timeWords,
  touchTargets,
  trpcGet,
} from './order-cycle-support';
import { expectNoSeriousAxe } from './axe-support';

// Box products past the ones the checkout, order-changes and order-payments specs take.
const boxA = boxItems[8] as DemoItem;
const boxB = boxItems[9] as DemoItem;

interface Order {
  id: number;
  order_number: string;
  pickup_start: string;
}
interface Standing {
  id: number;
  source_order_id: number | null;
  every_weeks: 1 | 2;
  weekday: number;
  window_start: string;
  paused: boolean;
  next_pickup_date: string;
  next_made_at: string;
  lines: { item_id: number; quantity: number }[];
}

// ------------------------------------------------------------------ the server, through the page's session

const standingList = (page: Page) => trpcGet<Standing[]>(page, 'orders.standing.list');

// ------------------------------------------------------------------ days and times as the pages write them, independently

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** A date of the warehouse's calendar ('YYYY-MM-DD'): noon in Los Angeles is that day. */
const dateWords = (date: string, locale: Locale) => dayWords(inLosAngeles(`${date}T20:00:00Z`), locale);
/** The day of an instant in Los Angeles, 'YYYY-MM-DD'. */
const laDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "Thursdays at 10:00 AM PT" / "목요일 오전 10:00 태평양 시간", from the order's pickup. */
function whenWords(pickupStart: string, locale: Locale): { weekday: string; time: string; when: string } {
  const S = ordersTexts(locale).standing;
  const w = inLosAngeles(pickupStart);
  const weekday = S.weekdays[WEEKDAY_KEYS[WEEKDAYS.indexOf(w.weekday)]!];
  const time = timeWords(w, locale);
  return { weekday, time, when: fill(S.when, { weekday, time }) };
}

/** "Next order: made Mon, Nov 30 for Thu, Dec 3 — …" of the server's standing order. */
const nextWords = (so: Standing, locale: Locale) =>
  fill(ordersTexts(locale).standing.next, {
    made: dayWords(inLosAngeles(so.next_made_at), locale),
    pickup: dateWords(so.next_pickup_date, locale),
  });

// ------------------------------------------------------------------ the page

test.describe('standing orders', () => {
  inEachLanguage((locale) => {
    test('repeat an order every week; skip, pause, resume, every 2 weeks and end it in Standing orders', async ({
      page,
      request,
    }) => {
      test.slow(); // a signup, an order and six changes: more than 30 s on a loaded machine
      const BO = ordersTexts(locale);
      const S = ordersTexts(locale).standing;
      const profile = await signedInBuyer(page, request, locale, `standing-${locale}`);
      const order = await placeOrder<Order>(page, [
        [boxA, 2],
        [boxB, 1],
      ]);
      const { weekday, time, when } = whenWords(order.pickup_start, locale);
      // The order's pickup weekday (1 Monday .. 5 Friday: it depends on today's date) and another
      // weekday to move the standing order to and back from.
      const ownDay = WEEKDAYS.indexOf(inLosAngeles(order.pickup_start).weekday);
      const otherDay = ownDay === 2 ? 3 : 2;

      // --- the order's page: Repeat this order, a dialog asking how often
      await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      const repeat = page.getByRole('button', { name: S.repeat, exact: true });
      await repeat.click();
      const dialog = page.getByRole('dialog', { name: fill(S.repeatTitle, { number: order.order_number }) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fill(S.repeatText, { when, days: 3 }));
      const weekly = dialog.getByRole('radio', { name: S.every1, exact: true });
      await expect(weekly).toBeChecked();
      await expect(weekly).toBeFocused();
      // Tab stays inside it; Escape closes it onto the button
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(repeat).toBeFocused();
      await repeat.click();
      await reviewShot(page, `repeat-dialog-${locale}`, { fullPage: false });
      await touchTargets([
        dialog.locator('label').filter({ hasText: S.every1 }),
        dialog.locator('label').filter({ hasText: S.every2 }),
        dialog.getByRole('button', { name: S.repeatConfirm, exact: true }),
        dialog.getByRole('button', { name: S.repeatCancel, exact: true }),
      ]);
      await expectNoSeriousAxe(page);
      await dialog.getByRole('button', { name: S.repeatConfirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      // --- repeated: the schedule and the next order, said politely; focus on the way to them
      const [made] = await standingList(page);
      expect(made).toBeDefined();
      const so = made!;
      expect(so.source_order_id).toBe(order.id);
      expect(so.every_weeks).toBe(1);
      // the same weekday, a week or more after the order's own pickup
      expect(dateWords(so.next_pickup_date, 'en').slice(0, 3)).toBe(inLosAngeles(order.pickup_start).weekday);
      expect(so.next_pickup_date >= addDays(laDate(order.pickup_start), 7)).toBe(true);
      const schedule = fill(S.schedule1, { weekday, time });
      const next = nextWords(so, locale);
      await expect(page.getByRole('status').filter({ hasText: S.repeatDone })).toContainText(`${schedule} ${next}`);
      const box = page.locator('.standing-repeats');
      await expect(box).toContainText(schedule);
      await expect(box).toContainText(next);
      const toStanding = box.getByRole('link', { name: S.seeStanding, exact: true });
      await expect(toStanding).toBeFocused();
      await expect(repeat).toHaveCount(0);
      await box.scrollIntoViewIfNeeded();
      await reviewShot(page, `repeat-done-${locale}`, { fullPage: false });

      // --- Standing orders: the card
      await toStanding.click();
      await expect(page).toHaveURL(/\?view=standing$/);
      const title = page.getByRole('heading', { level: 2, name: S.title, exact: true });
      await expect(title).toBeFocused();
      const card = page.getByRole('article', { name: when });
      await expect(card).toContainText(S.every1);
      await expect(card).toContainText(next);
      await expect(card.getByRole('listitem').filter({ hasText: nameIn(boxA, locale) })).toHaveText(
        `${nameIn(boxA, locale)}: ${say(BO.boxes, { n: 2 }, 2)}`,
      );
      await expect(card.getByRole('listitem').filter({ hasText: nameIn(boxB, locale) })).toHaveText(
        `${nameIn(boxB, locale)}: ${say(BO.boxes, { n: 1 }, 1)}`,
      );
      const actions = card.getByRole('group', { name: `${S.actions}: ${when}` });
      const skipButton = (date: string) =>
        actions.getByRole('button', { name: fill(S.skip, { day: dateWords(date, locale) }), exact: true });
      const pause = actions.getByRole('button', { name: S.pause, exact: true });
      const resume = actions.getByRole('button', { name: S.resume, exact: true });
      const toEvery2 = actions.getByRole('button', { name: S.toEvery2, exact: true });
      const end = actions.getByRole('button', { name: S.end, exact: true });
      await touchTargets([skipButton(so.next_pickup_date), pause, toEvery2, end]);
      await expectNoSeriousAxe(page);
      await reviewShot(page, `standing-${locale}`);
      const said = page.locator('.standing-view > [role="status"]');

      // --- Skip: the next pickup moves a week
      await skipButton(so.next_pickup_date).click();
      const week = addDays(so.next_pickup_date, 7);
      await expect(said).toHaveText(
        fill(S.skipped, { day: dateWords(so.next_pickup_date, locale), next: dateWords(week, locale) }),
      );
      await expect(skipButton(week)).toBeFocused();
      const skipped = (await standingList(page))[0]!;
      expect(skipped.next_pickup_date).toBe(week);
      await expect(card).toContainText(nextWords(skipped, locale));

      // --- Bring back: the skip undone while its week's order is still to be made
      const bringBack = actions.getByRole('button', {
        name: fill(S.unskip, { day: dateWords(so.next_pickup_date, locale) }),
        exact: true,
      });
      await expect(card).toContainText(S.skippedWeek);
      await bringBack.click();
      await expect(said).toHaveText(fill(S.unskipped, { day: dateWords(so.next_pickup_date, locale) }));
      await expect(bringBack).toHaveCount(0);
      await expect(skipButton(so.next_pickup_date)).toBeFocused();
      expect((await standingList(page))[0]!.next_pickup_date).toBe(so.next_pickup_date);

      // --- Pause: no next order, no Skip; then Resume
      await pause.click();
      await expect(said).toHaveText(S.pausedDone);
      await expect(card.getByText(S.paused, { exact: true })).toBeVisible();
      await expect(card).toContainText(S.pausedNote);
      await expect(actions.getByRole('button', { name: new RegExp(`^${fill(S.skip, { day: '.+' })}$`) })).toHaveCount(
        0,
      );
      await expect(resume).toBeFocused();
      expect((await standingList(page))[0]!.paused).toBe(true);
      await resume.click();
      await expect(card.getByText(S.paused, { exact: true })).toHaveCount(0);
      await expect(pause).toBeFocused();
      const resumed = (await standingList(page))[0]!;
      expect(resumed.paused).toBe(false);
      await expect(said).toHaveText(fill(S.resumed, { next: dateWords(resumed.next_pickup_date, locale) }));
      await expect(skipButton(resumed.next_pickup_date)).toBeVisible();

      // --- Every 2 weeks
      await toEvery2.click();
      await expect(said).toHaveText(fill(S.nowEvery2, { next: dateWords(resumed.next_pickup_date, locale) }));
      await expect(card).toContainText(S.every2);
      await expect(actions.getByRole('button', { name: S.toEvery1, exact: true })).toBeFocused();
      expect((await standingList(page))[0]!.every_weeks).toBe(2);

      // --- Change products or day: one product to 4, the other taken off, another weekday; then
      // back to the order's own (the card, named by its day, is that day's for the steps after)
      const change = actions.getByRole('button', { name: S.change, exact: true });
      await change.click();
      const form = card.getByRole('form', { name: S.editHeading });
      await form.getByRole('spinbutton', { name: fill(S.quantityFor, { name: nameIn(boxA, locale) }) }).fill('4');
      await form.getByRole('spinbutton', { name: fill(S.quantityFor, { name: nameIn(boxB, locale) }) }).fill('0');
      await form.getByLabel(S.pickupDay, { exact: true }).selectOption({ label: S.weekdays[WEEKDAY_KEYS[otherDay]!] });
      await reviewShot(page, `standing-edit-${locale}`);
      await form.getByRole('button', { name: S.saveChange, exact: true }).click();
      await expect(card).toHaveCount(0); // named by its day: the first day's is gone
      const edited = (await standingList(page))[0]!;
      expect([edited.weekday, edited.lines.map((l) => [l.item_id, l.quantity])]).toEqual([otherDay, [[boxA.id, 4]]]);
      await expect(said).toHaveText(fill(S.changed, { next: dateWords(edited.next_pickup_date, locale) }));
      const moved = page.locator('.standing-card article');
      await expect(moved.getByRole('button', { name: S.change, exact: true })).toBeFocused();
      await expect(moved.getByRole('listitem').filter({ hasText: nameIn(boxB, locale) })).toHaveCount(0);
      await moved.getByRole('button', { name: S.change, exact: true }).click();
      await moved.getByLabel(S.pickupDay, { exact: true }).selectOption({ label: weekday });
      await moved.getByRole('button', { name: S.saveChange, exact: true }).click();
      await expect(card).toHaveCount(1);
      expect((await standingList(page))[0]!.weekday).toBe(ownDay);

      // --- End: a confirmation first (focus on Keep it; Escape keeps it), then the empty state
      await end.click();
      const endDialog = page.getByRole('dialog', { name: S.endTitle });
      await expect(endDialog.getByRole('button', { name: S.endKeep, exact: true })).toBeFocused();
      await expect(endDialog).toContainText(when);
      await page.keyboard.press('Escape');
      await expect(endDialog).toHaveCount(0);
      await expect(end).toBeFocused();
      await end.click();
      await touchTargets([
        endDialog.getByRole('button', { name: S.endConfirm, exact: true }),
        endDialog.getByRole('button', { name: S.endKeep, exact: true }),
      ]);
      await reviewShot(page, `end-dialog-${locale}`, { fullPage: false });
      await endDialog.getByRole('button', { name: S.endConfirm, exact: true }).click();
      await expect(endDialog).toHaveCount(0);
      await expect(said).toHaveText(S.ended);
      await expect(title).toBeFocused();
      await expect(page.getByText(S.empty, { exact: true })).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await standingList(page)).toEqual([]);
      await reviewShot(page, `standing-empty-${locale}`);

      // --- the order may be repeated again
      await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('button', { name: S.repeat, exact: true })).toBeVisible();
    });

    test('"Skip this week" from the preview mail asks to cancel the order; an order that cannot change says why; the cards say what is due', async ({
      page,
      request,
      L,
    }) => {
      test.slow();
      const BO = ordersTexts(locale);
      const O = ordersTexts(locale);
      const C = O.cancel;
      const profile = await signedInBuyer(page, request, locale, `standing-skip-${locale}`);
      const open = await placeOrder<Order>(page, [[boxA, 1]]);
      const confirmed = await placeOrder<Order>(page, [[boxB, 1]]);
      await confirmOrder(request, confirmed.id);

      // --- the profile: Standing orders beside the orders; none yet
      await page.goto(profile, { waitUntil: 'domcontentloaded' });
      const recent = page.getByRole('region', { name: L.account.profile.recentOrders });
      await expect(recent.getByRole('listitem').filter({ hasText: confirmed.order_number })).toBeVisible();
      const toStanding = recent.getByRole('link', { name: BO.standing.title, exact: true });
      await touchTargets([
        toStanding,
        recent.getByRole('button', { name: L.account.profile.viewAllOrders, exact: true }),
      ]);
      await reviewShot(page, `profile-${locale}`, { fullPage: false });
      await toStanding.click();
      await expect(page).toHaveURL(/\?view=standing$/);
      await expect(page.getByRole('heading', { level: 2, name: BO.standing.title, exact: true })).toBeFocused();
      await expect(page.getByText(BO.standing.empty, { exact: true })).toBeVisible();

      // --- the cards: the deposit is due on both
      await page.goto(`${profile}?view=orders`, { waitUntil: 'domcontentloaded' });
      const cardOf = (o: Order) => orderCard(page, L.account.profile.orders, o.order_number);
      await expect(cardOf(open).getByText(O.payment.badgeDue, { exact: true })).toBeVisible();
      await expect(cardOf(confirmed).getByText(O.payment.badgeDue, { exact: true })).toBeVisible();
      await reviewShot(page, `orders-badges-${locale}`, { fullPage: false });

      // --- &skip=1: the cancellation asked at once, its reason filled in; Keep order keeps it and drops the ask
      await page.goto(`${profile}?view=order&order=${open.id}&skip=1`, { waitUntil: 'domcontentloaded' });
      const dialog = page.getByRole('dialog', { name: fill(C.title, { number: open.order_number }) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(C.reason)).toHaveValue(BO.standing.skipReason);
      await expect(dialog.getByRole('button', { name: C.keep, exact: true })).toBeFocused();
      await reviewShot(page, `skip-dialog-${locale}`, { fullPage: false });
      await dialog.getByRole('button', { name: C.keep, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`\\?view=order&order=${open.id}$`));
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(
        page.getByRole('heading', { level: 2, name: fill(O.detailTitle, { number: open.order_number }) }),
      ).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // --- again, and this time the week is skipped: the order is cancelled with that reason
      await page.goto(`${profile}?view=order&order=${open.id}&skip=1`, { waitUntil: 'domcontentloaded' });
      await expect(dialog.getByLabel(C.reason)).toHaveValue(BO.standing.skipReason);
      await dialog.getByRole('button', { name: C.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: C.done })).toBeVisible();
      await expect(page.getByRole('region', { name: O.history.title })).toContainText(
        fill(O.history.cancelledReason, { reason: BO.standing.skipReason }),
      );
      await expect(page).toHaveURL(new RegExp(`\\?view=order&order=${open.id}$`));
      // a cancelled order is not repeated
      await expect(page.getByRole('button', { name: BO.standing.repeat, exact: true })).toHaveCount(0);

      // --- an order our team confirmed: no dialog, the reason it cannot change instead
      await page.goto(`${profile}?view=order&order=${confirmed.id}&skip=1`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('.order-locked')).toContainText(O.confirmedNote);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: BO.standing.repeat, exact: true })).toBeVisible();

      // --- the cancelled order's card says nothing about payment any more
      await page.goto(`${profile}?view=orders`, { waitUntil: 'domcontentloaded' });
      await expect(cardOf(open).getByText(L.base.orderStatus.cancelled, { exact: true })).toBeVisible();
      await expect(cardOf(open).getByText(O.payment.badgeDue, { exact: true })).toHaveCount(0);
    });
  });
});
