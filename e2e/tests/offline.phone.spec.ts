// The storefront in a walk-in cooler (issue 22, items 6, 7 and 10): after one visit with the
// service worker, a buyer who has lost the network still reads the listing, a product and their
// usual items, is told they are offline, and places an order that arrives exactly once (one order,
// one mail) when the network returns. A deploy's new version asks to reload.
//
// The network is really lost: the pages reach the server through a TCP relay of this spec's own,
// which drops every connection and refuses new ones while "offline" (Playwright's setOffline does
// not reach a service worker's own requests). setOffline is set too, so the page hears the
// browser's offline and online events as a phone would. The relay's own origin gives each test a
// service worker of its own (the other specs block service workers: playwright.config.ts).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import enPwa from '@wholesale/i18n/dictionaries/en/pwa';
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { STYLE_ROUTES } from '@wholesale/rules';
import { apiLogin, approvedBuyer, DEMO_ADMIN, fill, newIdentity, readMails, signInUi, texts, waitForMail } from './accounts-support';
import { cartTexts, checkoutTexts, listable, say } from './ordering-support';
import { anyOf, expect, heading, nameIn, test as base } from './support';

interface Relay {
  url: string;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

/** A TCP relay to the e2e server that can lose the network: every connection dropped, new ones refused. */
function relayTo(port: number): Promise<Relay> {
  let up = true;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(port, '127.0.0.1');
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', end);
      s.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port: relayPort } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${relayPort}`,
        down: () => {
          up = false;
          for (const s of open) s.destroy();
          open.clear();
        },
        up: () => {
          up = true;
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

const test = base.extend<{ relay: Relay }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  relay: async ({}, use) => {
    const relay = await relayTo(Number(process.env.E2E_PORT ?? 3210));
    await use(relay);
    relay.up();
    await relay.close();
  },
  baseURL: async ({ relay }, use) => use(relay.url),
});
test.use({
  serviceWorkers: 'allow',
  // Offline, whatever the service worker has not kept fails, as it should.
  expectedErrors: anyOf(/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /ERR_CONNECTION_(RESET|REFUSED|CLOSED)/, /ERR_EMPTY_RESPONSE/, /Failed to load resource/, /Failed to fetch/),
});
// One worker, in turn: the update test changes the served sw.js.
test.describe.configure({ mode: 'serial' });

const P = enPwa;
const T = checkoutTexts('en');
const L = texts('en');
const OFFLINE = L.base.common.offline;
const SE = L.serverErrors;
const C = cartTexts('en');
const items = demoItems.filter(listable);
const usual = items[0] as DemoItem;
const other = items[1] as DemoItem;

async function goOffline(page: Page, relay: Relay): Promise<void> {
  relay.down();
  await page.context().setOffline(true);
}
async function goOnline(page: Page, relay: Relay): Promise<void> {
  relay.up();
  await page.context().setOffline(false);
}

/** Waits until the service worker is installed (the app precached) and controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 20_000 })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
}

/**
 * An approved buyer with one order of `usual` already placed (their usual items), signed in on
 * `page`. The REST calls go by `request`, whose cookies are not the page's.
 */
async function buyerWithAnOrder(page: Page, request: APIRequestContext, tag: string): Promise<{ email: string; orderNumber: string }> {
  const who = newIdentity(tag);
  await approvedBuyer(request, who, 'en');
  const token = await apiLogin(request, who.email, who.password);
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `offline-first-${tag}-${Date.now()}` },
    data: { order_type: 'pickup', cart_items: [{ id: usual.id, quantity: 2 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_number: orderNumber } = ((await placed.json()) as { data: { order_number: string } }).data;
  await signInUi(page, L, who.email, who.password);
  return { email: who.email, orderNumber };
}

test.describe('offline', () => {
  test('after one visit the listing, a product, the usual items and the last orders read offline, with the offline notice', async ({ page, request, relay }) => {
    test.slow();
    const { orderNumber } = await buyerWithAnOrder(page, request, 'offline-read');
    const lastOrders = page.getByRole('region', { name: L.account.profile.recentOrders });
    const profile = page.url();
    await underServiceWorker(page);
    // One visit of each, under the service worker.
    await page.goto('/wholesale/shop-all');
    await expect(page.getByRole('link', { name: nameIn(other, 'en') }).first()).toBeVisible();
    // A listing of one style too: a buyer's listing asks for its items again, with their prices.
    const listing = STYLE_ROUTES[other.style];
    await page.goto(listing);
    await expect(page.getByRole('link', { name: nameIn(other, 'en') }).first()).toBeVisible();
    await page.goto(`/wholesale/product/${other.id}`);
    await expect(heading(page, nameIn(other, 'en'))).toBeVisible();
    await page.goto(profile);
    const usualItems = page.getByRole('region', { name: T.orders.usualTitle });
    await expect(usualItems.getByText(nameIn(usual, 'en'))).toBeVisible();
    await expect(lastOrders).toContainText(orderNumber);

    await goOffline(page, relay);
    await page.goto('/wholesale/shop-all');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: nameIn(other, 'en') }).first()).toBeVisible();
    await page.goto(listing);
    await expect(page.getByRole('link', { name: nameIn(other, 'en') }).first()).toBeVisible();
    await page.goto(`/wholesale/product/${other.id}`);
    await expect(heading(page, nameIn(other, 'en'))).toBeVisible();
    await page.goto(profile);
    await expect(usualItems.getByText(nameIn(usual, 'en'))).toBeVisible();
    await expect(lastOrders).toContainText(orderNumber);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

    // Back online, the notice goes.
    await goOnline(page, relay);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  });

  test('an order placed offline waits for the connection, then arrives once: one order, one mail', async ({ page, request, relay }) => {
    test.slow();
    const who = await buyerWithAnOrder(page, request, 'offline-order');
    await underServiceWorker(page);
    // The cart and the checkout, visited once online.
    await page.goto(`/wholesale/product/${other.id}`);
    await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();
    await page.goto('/order-summary');
    await expect(heading(page, T.steps.summary)).toBeVisible();
    await page.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
    await expect(heading(page, T.steps.payment)).toBeVisible();
    const boxes = page.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).check();

    // In the cooler: the page reloads from the phone, and the order is placed there.
    await goOffline(page, relay);
    await page.reload();
    await expect(heading(page, T.steps.payment)).toBeVisible();
    for (const i of [0, 1, 2]) await expect(boxes.nth(i)).toBeChecked();
    await page.getByRole('button', { name: T.payment.placeOrder, exact: true }).click();
    const waiting = page.locator('.checkout-bar').getByRole('status').filter({ hasText: T.waiting.title });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText(T.waiting.text);
    // Asking again while offline sends nothing new.
    await page.getByRole('button', { name: T.waiting.retry, exact: true }).click();
    await expect(waiting).toBeVisible();

    // The signal returns: the order goes out by itself, and the thank-you follows.
    await goOnline(page, relay);
    await expect(heading(page, T.steps.thanks)).toBeVisible({ timeout: 20_000 });
    const number = (await page.locator('.thanks dd strong').innerText()).trim();
    expect(number).toMatch(/^WS-\d+$/);

    // Exactly one order more for this buyer (the one placed before, and this one), and one "received" mail for it.
    const admin = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const list = await request.get(`/api/orders?q=${encodeURIComponent(who.email)}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(list.status(), await list.text()).toBe(200);
    const numbers = ((await list.json()) as { data: { order_number: string }[] }).data.map((o) => o.order_number);
    expect(numbers).toHaveLength(2);
    expect(numbers).toContain(number);
    await waitForMail((m) => m.to.includes(who.email) && m.text.includes(number), 'order received');
    const received = (await readMails()).filter((m) => m.to.includes(who.email) && /WS-\d+/.test(m.text) && m.text.includes(nameIn(other, 'en')));
    expect(received).toHaveLength(1);
  });

  test('an order whose prices changed while it waited is refused with the new total; the cart stays', async ({ page, request, relay }) => {
    test.slow();
    const who = await buyerWithAnOrder(page, request, 'offline-repriced');
    await underServiceWorker(page);
    const userId = await page.evaluate(async () => ((await (await fetch('/trpc/auth.session')).json()) as { result: { data: { id: number } } }).result.data.id);
    await page.goto(`/wholesale/product/${other.id}`);
    await page.getByRole('button', { name: L.base.product.addToCart, exact: true }).click();
    await page.goto('/order-summary');
    await page.getByRole('button', { name: T.summary.checkOut, exact: true }).click();
    const boxes = page.getByRole('group', { name: T.payment.agreementsLabel }).getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    const admin = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await goOffline(page, relay);
    await page.getByRole('button', { name: T.payment.placeOrder, exact: true }).click();
    await expect(page.locator('.checkout-bar').getByRole('status').filter({ hasText: T.waiting.title })).toBeVisible();

    // Meanwhile the producer gives this buyer a price of their own for the product (the server,
    // reached directly: this phone's network is down).
    const direct = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
    const ownPrice = (price: number | null) =>
      request.put(`${direct}/api/users/${userId}/prices`, { headers: { authorization: `Bearer ${admin}` }, data: { prices: [{ item_id: other.id, price }] } });
    const priced = await ownPrice(1.25);
    expect(priced.status(), await priced.text()).toBe(200);
    try {
      // The signal returns: the order is refused with the total it would have now, and the cart stays.
      await goOnline(page, relay);
      const refusal = page.getByRole('alert').filter({ hasText: fill(SE.orders.totalChanged, { total: '1.25' }) });
      await expect(refusal).toBeVisible({ timeout: 20_000 });
      await expect(refusal).toContainText(T.errors.notPlaced);
      await expect(page.getByRole('link', { name: say(C.button, { n: 1 }, 1) })).toBeVisible();
      const list = await request.get(`${direct}/api/orders?q=${encodeURIComponent(who.email)}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      // The product's count of special prices shows in the back office's item list: taken back.
      await ownPrice(null);
    }
  });

  test('a new version takes over and asks to reload', async ({ page }) => {
    await page.goto('/');
    await underServiceWorker(page);
    const worker = join(process.env.E2E_WEB_DIST_DIR ?? '', 'sw.js');
    const before = readFileSync(worker, 'utf8');
    try {
      // A deploy: sw.js changes (a new build changes its list of files).
      appendFileSync(worker, `\n// the next version ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alert').filter({ hasText: P.update.text });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: P.update.reload, exact: true }).click()]);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await expect(page.getByRole('alert').filter({ hasText: P.update.text })).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      writeFileSync(worker, before);
    }
  });
});
