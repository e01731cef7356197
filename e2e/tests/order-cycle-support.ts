// Shared by the order-cycle specs: the buyer's order changes, payments and standing
// orders at phone size, and the back office's order changes and payments at desktop size. The
// server through the page's session (tRPC) and through the REST door, orders placed for a pickup
// window, the demo admin's shortcuts, days and times in Los Angeles worded as the pages write
// them (independently of the app), and the phone pages' checks.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { lineAmount } from '@wholesale/rules';
import {
  apiLogin,
  approvedBuyer,
  DEMO_ADMIN,
  DEMO_BUYER,
  fill,
  newIdentity,
  texts,
  uniqueTag,
  type Identity,
  type Texts,
} from './accounts-support';
import { t } from './dictionaries';
import type { OrdersTexts } from './ordering-support';
import { appOrigin, expect, heading, pageOrigin, signInContext, type Locale, type SignedIn } from './support';

// ------------------------------------------------------------------ the server, through the page's session

/** Whose session a call carries: a page's, or a browser context's (which opened no page). */
type Session = Page | BrowserContext;

/** A tRPC query as the session's signed-in user: checks the answer is 200 and returns its data. */
export async function trpcGet<T>(session: Session, procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await session.request.get(`/trpc/${procedure}${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/**
 * A tRPC mutation as the session's signed-in user, from the page's origin (a context's: the app's):
 * checks the answer is 200 and returns its data.
 */
export async function trpcPost<T>(session: Session, procedure: string, data: unknown): Promise<T> {
  const origin = 'goto' in session ? pageOrigin(session) : appOrigin();
  const res = await session.request.post(`/trpc/${procedure}`, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A lot of 40 cases of `itemId` recorded by staff (EST. 1234, produced Nov 20, packed Nov 21). */
export function recordLot(page: Page, itemId: number, lotCode: string): Promise<unknown> {
  return trpcPost(page, 'admin.lots.create', {
    item_id: itemId,
    lot_code: lotCode,
    establishment: 'EST. 1234',
    produced_on: '2026-11-20',
    packed_on: '2026-11-21',
    cases: 40,
  });
}

// A pickup day on offer and its windows, as orders.pickupSlots answers them (the fields the specs read).
interface PickupWindow {
  slot: string;
  date: string;
  start: string;
  end: string;
}
interface PickupDay {
  date: string;
  /** 0 (Sunday) to 6 */
  weekday: number;
  windows: PickupWindow[];
}

/** The pickup days on offer to the session's buyer (orders.pickupSlots), soonest first. */
export const pickupDays = (session: Session): Promise<PickupDay[]> =>
  trpcGet<PickupDay[]>(session, 'orders.pickupSlots');

/** The slot of the first window of pickup day `day` on offer (from 0; by default the third, a few days ahead). */
export async function pickupSlot(page: Page, day = 2): Promise<string> {
  const days = await pickupDays(page);
  return days[day]!.windows[0]!.slot;
}

/** The page's buyer places an order of `lines` for `slot` (by default pickupSlot's) with `note`, read back with orders.detail. */
export async function placeOrder<T>(page: Page, lines: [DemoItem, number][], slot?: string, note = ''): Promise<T> {
  const pickup = slot ?? (await pickupSlot(page));
  const placed = await trpcPost<{ id: number }>(page, 'orders.place', {
    cart_items: lines.map(([i, quantity]) => ({ id: i.id, quantity })),
    pickup_slot: pickup,
    note,
  });
  return trpcGet<T>(page, 'orders.detail', { orderId: placed.id });
}

/**
 * A buyer of the test's own (`prefix` starts its e-mail), made and approved through the REST API,
 * then signed in (the session of an API sign-in) with their profile open: returns its path.
 */
export async function signedInBuyer(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  prefix: string,
): Promise<string> {
  const who = newIdentity(prefix);
  await approvedBuyer(request, who, locale);
  const { home } = await signInContext(page, who);
  await page.goto(home, { waitUntil: 'domcontentloaded' });
  return home;
}

/**
 * Runs `calls` as the demo buyer, in a browser context of its own (closed after, opening no page):
 * how a back-office spec has the buyer order while its own page is the admin's.
 */
export async function asDemoBuyer<T>(
  browser: Browser,
  calls: (buyer: BrowserContext, signedIn: SignedIn) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    return await calls(context, await signInContext(context, DEMO_BUYER));
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------ the demo admin, through the REST door

/** The demo admin's bearer token, through the REST door (the test's own request context, not the buyer's page). */
export const adminToken = (request: APIRequestContext): Promise<string> =>
  apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);

/** The demo admin sets the order's status, through the REST door: the answer's status and body. */
export async function putOrderStatus(
  request: APIRequestContext,
  orderId: number,
  status: string,
): Promise<{ status: number; body: { code?: string } }> {
  const token = await adminToken(request);
  const res = await request.put(`/api/orders/${orderId}/status`, {
    data: { status },
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status(), body: (await res.json()) as { code?: string } };
}

/** The demo admin confirms the order ('order placed'), through the REST door. */
export async function confirmOrder(request: APIRequestContext, orderId: number): Promise<void> {
  const res = await putOrderStatus(request, orderId, 'order placed');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The demo admin completes the order ('complete', which issues its invoice), through the REST door. */
export async function completeOrder(request: APIRequestContext, orderId: number): Promise<void> {
  const res = await putOrderStatus(request, orderId, 'complete');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Staff record a payment: `cents` of the order settled, received at `at` (by default when the server gets it); returns the order's payment state. */
export async function recordPayment(
  request: APIRequestContext,
  token: string,
  orderId: number,
  cents: number,
  method: 'cash' | 'card',
  kind: 'prepayment' | 'balance',
  at?: Date,
): Promise<{ state: string }> {
  const res = await request.post(`/api/orders/${orderId}/payments`, {
    data: { amount: cents / 100, method, kind, ...(at ? { received_at: at.toISOString() } : {}) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { state: string } }).data;
}

// ------------------------------------------------------------------ the back office's orders (desktop specs)

/** A demo product by its slug; it must be on sale. */
export function bySlug(slug: string): DemoItem {
  const item = demoItems.find((i) => i.slug === slug);
  if (!item?.show) throw new Error(`demo item ${slug} is not on sale`);
  return item;
}

/** An order as the REST API answers it. */
export interface BuyerOrder {
  id: number;
  order_number: string;
  total_amount: number;
}

/**
 * The buyer places an order (REST) for the last window on offer: its cutoff (the open day before)
 * is days ahead, so the buyer may still change it whatever day the suite runs (on the eve of a
 * holiday the next window's cutoff may have passed already).
 */
export async function placeLastWindowOrder(
  request: APIRequestContext,
  token: string,
  lines: { id: number; quantity: number }[],
  note: string,
): Promise<BuyerOrder> {
  const offer = await request.get('/trpc/orders.pickupSlots', { headers: { authorization: `Bearer ${token}` } });
  expect(offer.status(), await offer.text()).toBe(200);
  const days = ((await offer.json()) as { result: { data: { windows: { slot: string }[] }[] } }).result.data;
  const slot = days.at(-1)?.windows.at(-1)?.slot;
  if (!slot) throw new Error('no pickup window on offer');
  const res = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `place-${uniqueTag()}` },
    data: { cart_items: lines, pickup_slot: slot, note: `${note} ${uniqueTag()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: BuyerOrder }).data;
}

/** Opens the order in the back office and waits for its heading. */
export async function openOrder(page: Page, L: Texts, order: BuyerOrder): Promise<void> {
  await page.goto(`/admin/dashboard?page=orders&order=${order.id}`, { waitUntil: 'domcontentloaded' });
  await expect(heading(page, fill(L.admin.orderDetail.title, { number: order.order_number }))).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * A back-office test's start: a buyer of its own, made, approved and signed in through the REST
 * API (`buyer.prefix` starts the e-mail), who orders `lines` for the last window on offer (the
 * note starts with `buyer.note`); then the demo admin is signed in (API) and opens that order. Returns the
 * buyer, their bearer token and the order.
 */
export async function orderOpenedByAdmin(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  buyer: { prefix: string; note: string },
  lines: { id: number; quantity: number }[],
): Promise<{ who: Identity; token: string; order: BuyerOrder }> {
  const who = newIdentity(buyer.prefix);
  await approvedBuyer(request, who, locale);
  const token = await apiLogin(request, who.email, who.password);
  const order = await placeLastWindowOrder(request, token, lines, buyer.note);
  await signInContext(page, DEMO_ADMIN);
  await openOrder(page, texts(locale), order);
  return { who, token, order };
}

// ------------------------------------------------------------------ days and times in Los Angeles, as the pages write them

const WEEKDAYS_KO: Record<string, string> = {
  Sun: '일',
  Mon: '월',
  Tue: '화',
  Wed: '수',
  Thu: '목',
  Fri: '금',
  Sat: '토',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant on the warehouse's wall clock: its English short weekday and month, day, year, hour (0-23) and minute. */
export function inLosAngeles(at: string | Date) {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return {
    weekday: p.weekday ?? '',
    month: p.month ?? '',
    day: Number(p.day),
    year: Number(p.year),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
  };
}
/** An instant as inLosAngeles reads it. */
type Wall = ReturnType<typeof inLosAngeles>;

/** "Tue, Nov 24" / "11월 24일 (화)", with the year when it is not this one. */
export function dayWords(w: Wall, locale: Locale): string {
  const otherYear = w.year !== inLosAngeles(new Date().toISOString()).year;
  if (locale === 'ko')
    return `${otherYear ? `${w.year}년 ` : ''}${MONTHS.indexOf(w.month) + 1}월 ${w.day}일 (${WEEKDAYS_KO[w.weekday]})`;
  return `${w.weekday}, ${w.month} ${w.day}${otherYear ? `, ${w.year}` : ''}`;
}

/** "5:00": the 12-hour clock. */
export const clock = (w: Wall): string =>
  `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, '0')}`;
/** "AM"/"PM" or "오전"/"오후". */
export const half = (w: Wall, locale: Locale): string =>
  locale === 'ko' ? (w.hour < 12 ? '오전' : '오후') : w.hour < 12 ? 'AM' : 'PM';
/** "PT" / "태평양 시간". */
export const zone = (locale: Locale): string => t(locale).common.pacificZone;
/** "5:00 PM PT" / "오후 5:00 태평양 시간" */
export const timeWords = (w: Wall, locale: Locale): string =>
  locale === 'ko' ? `${half(w, locale)} ${clock(w)} ${zone(locale)}` : `${clock(w)} ${half(w, locale)} ${zone(locale)}`;

/** "Tue, Nov 24 · 5:00 PM PT" / "11월 24일 (화) 오후 5:00 태평양 시간" */
export function momentText(at: string | Date, locale: Locale): string {
  const w = inLosAngeles(at);
  return locale === 'ko'
    ? `${dayWords(w, locale)} ${timeWords(w, locale)}`
    : `${dayWords(w, locale)} · ${timeWords(w, locale)}`;
}

// ------------------------------------------------------------------ money, and the buyer's pages (phone specs)

// ------------------------------------------------------------------ the buyer's orders in the profile

/** An order's card in a list of the profile: `region` names the list (the orders, the recent orders). */
export const orderCard = (page: Page, region: string, orderNumber: string): Locator =>
  page.getByRole('region', { name: region }).getByRole('listitem').filter({ hasText: orderNumber });

/** Opens the order by its card's link; the order's view is in the URL. Answers the order's heading. */
export async function openFromCard(
  page: Page,
  card: Locator,
  O: OrdersTexts,
  order: { id: number; order_number: string },
): Promise<Locator> {
  await card.getByRole('link', { name: fill(O.open, { number: order.order_number }), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?view=order&order=${order.id}$`));
  return page.getByRole('heading', { level: 2, name: fill(O.detailTitle, { number: order.order_number }) });
}

/** What a line of `quantity` of `item` costs, in cents (the rules' own arithmetic). */
export const lineCents = (item: DemoItem, quantity: number): number =>
  lineAmount({ unitPriceCents: item.discounted_price_cents, spec: item.spec, avgWeight: item.avg_weight, quantity })
    .cents;

/** The definition of `term` in a definition list of `scope`. */
export function value(scope: Page | Locator, term: string) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Each control is at least 44 × 44 CSS pixels (a finger's touch target). */
export async function touchTargets(controls: Locator[]): Promise<void> {
  for (const c of controls) {
    const box = await c.boundingBox();
    expect(box, String(c)).not.toBeNull();
    expect(Math.round(box!.height), String(c)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box!.width), String(c)).toBeGreaterThanOrEqual(44);
  }
}
