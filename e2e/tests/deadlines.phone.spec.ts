// Deadlines said before they bite, on a fixed clock: the Saturday of Thanksgiving weekend 2026, noon
// in Los Angeles (Thanksgiving Thu Nov 26 and the day after are closed by the default holiday rules).
// The suite's shared server runs on the real clock, so this spec starts a server of its own whose
// business clock starts at that moment (BUSINESS_CLOCK_START, a test server's setting), and fixes
// the browser's clock to it (page.clock). Checkout shows each pickup day's change deadline; Monday,
// whose deadline was Wednesday, "cannot be changed online" and is not the default; Tuesday is,
// with its deadline; an order placed for Monday never reads "Changes closed"; an order's last day
// is counted down; moving an order to Monday asks first. English, and one pass in Korean.
import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { encodeUserId } from '@wholesale/rules';
import { DEMO_BUYER, expect, type Locale, reviewShot, test } from './support';
import { boxItems, checkoutTexts, ordersTexts, say } from './ordering-support';
import { ownOrigin, startOwnServer, type OwnServer } from './own-server';
import { fitsThePhone, PHONE } from './phone-support';

const SATURDAY_NOON = new Date('2026-11-28T20:00:00.000Z');
// Monday Nov 30, 1:48 PM PST: 3 h 12 min before Tuesday's deadline (Monday 5:00 PM).
const MONDAY_AFTERNOON = new Date('2026-11-30T21:48:00.000Z');
const origin = ownOrigin(1000);
const item = boxItems[0]!;
// The cart's cookie as the web writes it (features/cart/cart.ts serializeCart): one box of `item`.
const cartCookie = encodeURIComponent(JSON.stringify([{ id: item.id, quantity: 1 }])).replace(
  /%(7B|7D|5B|5D|3A)/g,
  (s) => decodeURIComponent(s),
);

// One server for the file: its tests run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin, viewport: PHONE });

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('deadlines', 1000, { BUSINESS_CLOCK_START: SATURDAY_NOON.toISOString() });
});

test.afterAll(async () => {
  await server?.dispose();
});

/** The demo buyer signed in on this spec's server, `locale` chosen, one box in the cart: their profile's path. */
async function buyerWithCart(page: Page, locale: Locale): Promise<string> {
  const api = await apiRequest.newContext({ baseURL: origin });
  try {
    const res = await api.post('/trpc/auth.login', { data: DEMO_BUYER, headers: { origin } });
    expect(res.status(), await res.text()).toBe(200);
    const { user } = ((await res.json()) as { result: { data: { user: { id: number } } } }).result.data;
    const { cookies } = await api.storageState();
    await page
      .context()
      .addCookies([
        ...cookies,
        { name: 'lang', value: locale, url: origin },
        { name: 'cart', value: cartCookie, url: origin },
      ]);
    return `/profile/user/${encodeUserId(user.id)}`;
  } finally {
    await api.dispose();
  }
}

/** E2E_SCREENSHOTS=<dir> saves the pages for review. */
async function review(page: Page, name: string): Promise<void> {
  await reviewShot(page, `deadlines-${name}`);
}

/** A tRPC call on this spec's server as the page's buyer. */
async function trpc<T>(page: Page, procedure: string, data?: unknown): Promise<T> {
  const res =
    data === undefined
      ? await page.request.get(`${origin}/trpc/${procedure}`)
      : await page.request.post(`${origin}/trpc/${procedure}`, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A pickup day's choice, by its day's words (its first line; the second says its deadline). */
const dayChoice = (page: Page, day: string) =>
  page
    .getByRole('group', { name: /Pickup day|픽업/ })
    .locator('label.chip')
    .filter({ has: page.locator('.chip-text > span:first-child').getByText(day, { exact: true }) });

/** How the checkout words the Saturday's pickup days and Tuesday's deadline. */
interface SaturdayWords {
  monday: string;
  tuesday: string;
  /** Tuesday's deadline, on its choice. */
  tuesdayUntil: string;
  /** The same, under the choices, with the time zone. */
  changesUntil: string;
}

const SATURDAY_WORDS: Record<Locale, SaturdayWords> = {
  en: {
    monday: 'Mon, Nov 30',
    tuesday: 'Tue, Dec 1',
    tuesdayUntil: 'Mon, Nov 30, 5:00 PM',
    changesUntil: 'Mon, Nov 30 · 5:00 PM PT',
  },
  ko: {
    monday: '11월 30일 (월)',
    tuesday: '12월 1일 (화)',
    tuesdayUntil: '11월 30일 (월) 오후 5:00',
    changesUntil: '11월 30일 (월) 오후 5:00 태평양 시간',
  },
};

/**
 * The buyer's checkout on the Saturday, in `locale`: Monday cannot be changed online and is not
 * chosen; Tuesday is, and the page says until when it takes changes. Answers Monday's choice.
 */
async function checkoutOnTheSaturday(page: Page, locale: Locale): Promise<Locator> {
  const T = checkoutTexts(locale).summary;
  const words = SATURDAY_WORDS[locale];
  await page.clock.setFixedTime(SATURDAY_NOON);
  await buyerWithCart(page, locale);
  await page.goto('/order-summary', { waitUntil: 'domcontentloaded' });

  const monday = dayChoice(page, words.monday);
  const tuesday = dayChoice(page, words.tuesday);
  await expect(monday).toContainText(T.dayNoChanges);
  await expect(tuesday).toContainText(say(T.dayChangesUntil, { when: words.tuesdayUntil }));
  await expect(tuesday.getByRole('radio')).toBeChecked();
  await expect(monday.getByRole('radio')).not.toBeChecked();
  await expect(page.getByText(say(T.changesUntil, { when: words.changesUntil }))).toBeVisible();
  await fitsThePhone(page);
  await review(page, `checkout-${locale}`);
  return monday;
}

test('checkout on the Saturday: Monday cannot be changed online and is not chosen; Tuesday is, with its deadline', async ({
  page,
}) => {
  const T = checkoutTexts('en').summary;
  const monday = await checkoutOnTheSaturday(page, 'en');

  // choosing Monday says what it means before the order is placed
  await monday.click();
  await expect(monday.getByRole('radio')).toBeChecked();
  await expect(page.getByText(say(T.noChangesClosed, { when: 'Wed, Nov 25 · 5:00 PM PT' }))).toBeVisible();
  await review(page, 'checkout-monday-en');

  // the deposit: not "due Saturday" (closed), but on Monday, at pickup
  await page.getByRole('button', { name: T.checkOut }).click();
  await expect(page.getByText(say(checkoutTexts('en').deposit.due, { day: 'Mon, Nov 30' }))).toBeVisible();
});

test('in Korean: the same days, in Korean words', async ({ page }) => {
  await checkoutOnTheSaturday(page, 'ko');
});

test('an order placed for Monday "cannot be changed online"; one for Tuesday counts its last day down and asks before moving to Monday', async ({
  page,
}) => {
  const O = ordersTexts('en');
  await page.clock.setFixedTime(SATURDAY_NOON);
  const profile = await buyerWithCart(page, 'en');
  const place = (slot: string) =>
    trpc<{ id: number }>(page, 'orders.place', { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot });
  const locked = await place('2026-11-30T08:00');
  const open = await place('2026-12-01T10:00');

  await page.goto(`${profile}?view=order&order=${locked.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(O.cannotChangeOnline, { exact: true })).toBeVisible();
  await expect(page.getByText(/Changes closed/)).toHaveCount(0);

  // Moving Tuesday's order to Monday asks first, naming the consequence; "Keep editing" keeps it
  await page.goto(`${profile}?view=order&order=${open.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: O.changeOrder }).click();
  await dayChoice(page, 'Mon, Nov 30').click();
  await page.getByRole('button', { name: O.edit.save }).click();
  const dialog = page.getByRole('dialog', { name: say(O.edit.moveLockTitle, { day: 'Mon, Nov 30' }) });
  await expect(dialog).toContainText(
    say(O.edit.moveLockClosed, { day: 'Mon, Nov 30', when: 'Wed, Nov 25 · 5:00 PM PT' }),
  );
  await review(page, 'move-dialog-en');
  await dialog.getByRole('button', { name: O.edit.moveLockKeep }).click();
  await expect(dialog).toHaveCount(0);
  expect(
    (
      await trpc<{ pickup_start: string }>(
        page,
        `orders.detail?input=${encodeURIComponent(JSON.stringify({ orderId: open.id }))}`,
      )
    ).pickup_start,
  ).toBe('2026-12-01T18:00:00.000Z');

  // Monday afternoon on the phone: Tuesday's order counts its last hours down
  await page.clock.setFixedTime(MONDAY_AFTERNOON);
  await page.goto(`${profile}?view=order&order=${open.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(say(O.changesCloseIn, { time: say(O.countdownTime, { h: 3, m: 12 }) }))).toBeVisible();
  await review(page, 'countdown-en');
});
