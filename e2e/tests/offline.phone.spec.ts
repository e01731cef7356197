// The storefront in a walk-in cooler: after one visit with the
// service worker, a buyer who has lost the network still reads the listing, a product and their
// usual items, is told they are offline, and places an order that arrives exactly once (one order,
// one mail) when the network returns. A deploy's new version asks to reload.
//
// The network is really lost: the pages reach the server through a TCP relay (relay-support.ts).
// setOffline is set too, so the page hears the browser's offline and online events as a phone would.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import enPwa from '@wholesale/i18n/dictionaries/en/pwa';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { STYLE_ROUTES } from '@wholesale/rules';
import {
  apiLogin,
  approvedBuyer,
  DEMO_ADMIN,
  fill,
  newIdentity,
  readMails,
  type Identity,
  signInUi,
  texts,
  waitForMail,
} from './accounts-support';
import { cartTexts, checkoutTexts, listedItems, ordersTexts, say } from './ordering-support';
import {
  catalogueKept,
  goOffline,
  goOnline,
  relayOptions,
  relayTest,
  underServiceWorker,
  type Relay,
} from './relay-support';
import { expect, heading, nameIn, signInContext } from './support';

const test = relayTest;
test.use(relayOptions);
// One worker, in turn: the update test changes the served sw.js. In turn, not serial: no test needs
// another's state, and a serial group that fails is run again whole (about three minutes here).
test.describe.configure({ mode: 'default' });

const P = enPwa;
const T = checkoutTexts('en');
const L = texts('en');
const OFFLINE = L.base.common.offline;
const C = cartTexts('en');
const items = listedItems;
const usual = items[0] as DemoItem;
const other = items[1] as DemoItem;

/**
 * An approved buyer with one order of `usual` already placed (their usual items), signed in on
 * `page` (API), with their profile open. The REST calls go by `request`, whose cookies are not the page's.
 */
async function buyerWithAnOrder(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; orderNumber: string }> {
  const who = newIdentity(tag);
  await approvedBuyer(request, who, 'en');
  const token = await apiLogin(request, who.email, who.password);
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `offline-first-${tag}-${Date.now()}` },
    data: { order_type: 'pickup', cart_items: [{ id: usual.id, quantity: 2 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_number: orderNumber } = ((await placed.json()) as { data: { order_number: string } }).data;
  await page.goto((await signInContext(page, who)).home);
  return { email: who.email, orderNumber };
}

test.describe('offline', () => {
  test('after one visit the listing, a product, the usual items and the last orders read offline, with the offline notice', async ({
    page,
    request,
    relay,
  }) => {
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
    const usualItems = page.getByRole('region', { name: ordersTexts('en').usualTitle });
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

  test('an order placed offline waits for the connection, then arrives once: one order, one mail', async ({
    page,
    request,
    relay,
  }) => {
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
    const list = await request.get(`/api/orders?q=${encodeURIComponent(who.email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.status(), await list.text()).toBe(200);
    const numbers = ((await list.json()) as { data: { order_number: string }[] }).data.map((o) => o.order_number);
    expect(numbers).toHaveLength(2);
    expect(numbers).toContain(number);
    await waitForMail((m) => m.to.includes(who.email) && m.text.includes(number), 'order received');
    const received = (await readMails()).filter(
      (m) => m.to.includes(who.email) && /WS-\d+/.test(m.text) && m.text.includes(nameIn(other, 'en')),
    );
    expect(received).toHaveLength(1);
  });

  test('an order whose prices changed while it waited is refused with the new total, and placed at it only once confirmed', async ({
    page,
    request,
    relay,
  }) => {
    test.slow();
    const who = await buyerWithAnOrder(page, request, 'offline-repriced');
    await underServiceWorker(page);
    const userId = await page.evaluate(
      async () =>
        ((await (await fetch('/trpc/auth.session')).json()) as { result: { data: { id: number } } }).result.data.id,
    );
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
      request.put(`${direct}/api/users/${userId}/prices`, {
        headers: { authorization: `Bearer ${admin}` },
        data: { prices: [{ item_id: other.id, price }] },
      });
    const priced = await ownPrice(1.25);
    expect(priced.status(), await priced.text()).toBe(200);
    try {
      // The signal returns: the order is refused, the new total and what changed are shown, and
      // the cart stays. Nothing is placed until the buyer confirms that total.
      await goOnline(page, relay);
      const review = page.getByRole('alert').filter({ hasText: T.review.title });
      await expect(review).toBeVisible({ timeout: 20_000 });
      // The new total, and the line whose price changed: its name, then the price it had and the new one.
      await expect(review).toContainText(fill(T.review.text, { now: '$1.25', was: '$' }).split(' (')[0]!);
      const name = nameIn(other, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(review.getByRole('listitem')).toHaveText(new RegExp(`^${name}: \\$[\\d,.]+ → \\$1\\.25$`));
      await expect(page.getByRole('link', { name: say(C.button, { n: 1 }, 1) })).toBeVisible();
      await expect(page.getByRole('button', { name: T.payment.placeOrder, exact: true })).toBeDisabled();
      const orders = async () =>
        (
          (await (
            await request.get(`${direct}/api/orders?q=${encodeURIComponent(who.email)}`, {
              headers: { authorization: `Bearer ${admin}` },
            })
          ).json()) as { data: { total_amount?: number }[] }
        ).data;
      expect(await orders()).toHaveLength(1);
      await review.getByRole('button', { name: fill(T.review.confirm, { total: '$1.25' }), exact: true }).click();
      await expect(heading(page, T.steps.thanks)).toBeVisible({ timeout: 20_000 });
      expect(await orders()).toHaveLength(2);
    } finally {
      // The product's count of special prices shows in the back office's item list: taken back.
      await ownPrice(null);
    }
  });

  test('a new version takes over and asks to reload', async ({ page }) => {
    // The first worker's install and the new one's takeover before the prompt: on a loaded 2-core
    // machine together past the default 30 s.
    test.slow();
    await page.goto('/');
    await underServiceWorker(page);
    // A worker still busy (an event still waiting on its work) holds the new one back from taking
    // over, skipWaiting or not. Its work after a first visit is keeping the catalogue: deployed after.
    await catalogueKept(page);
    const worker = join(process.env.E2E_WEB_DIST_DIR ?? '', 'sw.js');
    const before = readFileSync(worker, 'utf8');
    try {
      // A deploy: sw.js changes (a new build changes its list of files).
      appendFileSync(worker, `\n// the next version ${Date.now()}\n`);
      const prompt = page.getByRole('alert').filter({ hasText: P.update.text });
      // Asked again until the prompt shows, as the page asks on each return: a check made while
      // the first worker is still busy (its catalogue fetch, on a loaded machine) may find nothing.
      await expect(async () => {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        // Where the new version stands, in the message should it never take over.
        const workers = await page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          const at = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
          return `installing ${at(r?.installing)}, waiting ${at(r?.waiting)}, active ${at(r?.active)}`;
        });
        await expect(prompt, workers).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 45_000 });
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: P.update.reload, exact: true }).click(),
      ]);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await expect(page.getByRole('alert').filter({ hasText: P.update.text })).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      writeFileSync(worker, before);
    }
  });
});

// A shared phone: what the phone keeps for reading offline is always the one's
// signed in when it is read back, even when an answer was still on its way as the buyer changed;
// and signing out without a connection ends the session on the phone at once, and on the server
// as soon as the phone is back online.
test.describe('a shared phone', () => {
  // Buyers signed up, in and out under the service worker: slow, in every test.
  test.slow();
  const direct = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const OWN_PRICE = 111.11;

  /** The user id a REST token names (its claims, unverified: the server issued it just now). */
  function userIdOf(token: string): number {
    return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId: number }).userId;
  }

  /** Signs out from the drawer, and waits for the page to say so. */
  async function signOutUi(page: Page): Promise<void> {
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: L.base.header.openMenu }).click();
    await page
      .getByRole('dialog', { name: L.base.drawer.label })
      .getByRole('button', { name: L.base.drawer.logout, exact: true })
      .click();
    await expect(page.getByText(L.base.toast.loggedOut, { exact: true })).toBeVisible();
  }

  /** The drawer offers to sign in, and greets nobody by `firstName`: no one is signed in here. */
  async function expectSignedOut(page: Page, firstName: string): Promise<void> {
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: L.base.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: L.base.drawer.label });
    await expect(drawer.getByRole('link', { name: L.base.drawer.login, exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: L.base.drawer.logout, exact: true })).toHaveCount(0);
    await expect(drawer.getByText(firstName)).toHaveCount(0);
    await page.keyboard.press('Escape');
  }

  /** The drawer greets `firstName`: the page knows who is signed in. */
  async function expectSignedInAs(page: Page, firstName: string): Promise<void> {
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: L.base.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: L.base.drawer.label });
    await expect(drawer.getByText(fill(L.base.drawer.hello, { name: firstName }), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  /** Every text answer the phone keeps in its caches (the app's own files left out), as one string. */
  function keptText(page: Page): Promise<string> {
    return page.evaluate(async () => {
      let all = '';
      for (const name of await caches.keys()) {
        if (name.includes('precache')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const answer = await cache.match(request);
          if (answer && /json|html|text/.test(answer.headers.get('content-type') ?? ''))
            all += `\n${request.url}\n${await answer.text()}`;
        }
      }
      return all;
    });
  }

  /** What the server says of a session token now: as a cookie (auth.session) and as a bearer (the profile). */
  async function serverSays(
    request: APIRequestContext,
    token: string,
    userId: number,
  ): Promise<{ cookie: unknown; bearer: number }> {
    const session = await request.get(`${direct}/trpc/auth.session`, { headers: { cookie: `session=${token}` } });
    const cookie = ((await session.json()) as { result?: { data?: { id?: number } | null } }).result?.data?.id ?? null;
    const profile = await request.get(`${direct}/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { cookie, bearer: profile.status() };
  }

  /**
   * A new approved buyer signed in on `page` under the service worker (the server's answer to the
   * session checked first), who then signs out with no signal: who, their id, the session cookie's
   * token and the page they were on.
   */
  async function signedOutOffline(
    page: Page,
    request: APIRequestContext,
    relay: Relay,
    signIn: (who: Identity) => Promise<{ home: string }>,
    tag: string,
  ): Promise<{ who: Identity; userId: number; session: string; signedInAt: string }> {
    const who = newIdentity(tag);
    await approvedBuyer(request, who, 'en');
    const userId = userIdOf(await apiLogin(request, who.email, who.password));
    await page.goto((await signIn(who)).home);
    await underServiceWorker(page);
    const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? '';
    expect(session, 'the session cookie').toBeTruthy();
    expect(await serverSays(request, session, userId)).toEqual({ cookie: userId, bearer: 200 });
    const signedInAt = page.url();
    await goOffline(page, relay);
    await signOutUi(page);
    return { who, userId, session, signedInAt };
  }

  test("an answer still on its way when A signs out and B signs in is not kept for B: offline, B never sees A's own price", async ({
    page,
    request,
    relay,
    signIn,
  }) => {
    const a = newIdentity('shared-price-a');
    const b = newIdentity('shared-price-b');
    await approvedBuyer(request, a, 'en');
    await approvedBuyer(request, b, 'en');
    const admin = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const aId = userIdOf(await apiLogin(request, a.email, a.password));
    const priced = await request.put(`${direct}/api/users/${aId}/prices`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { prices: [{ item_id: other.id, price: OWN_PRICE }] },
    });
    expect(priced.status(), await priced.text()).toBe(200);
    const ownPrice = `$${OWN_PRICE}`;
    const product = `/wholesale/product/${other.id}`;

    await page.goto((await signIn(a)).home);
    await underServiceWorker(page);
    // A opens the product; the answers, with A's own price, are slow to come back.
    const held = relay.hold(new RegExp(`^GET /api/items/${other.id}(\\?|$)`));
    await page.goto(product, { waitUntil: 'commit' });
    await held.arrived;

    // Meanwhile, on the same phone, A signs out and B signs in.
    const tab = await page.context().newPage();
    await tab.goto('/');
    await signOutUi(tab);
    await signInUi(tab, L, b.email, b.password);
    // B opens the home page: the phone now keeps who is signed in (B) for reading offline.
    await tab.goto('/');
    await expectSignedInAs(tab, b.firstName);

    // A's answers arrive at last (the tab A left open shows them: it asked for them).
    held.release();
    await expect(page.getByText(ownPrice).first()).toBeVisible({ timeout: 15_000 });
    // Whatever the worker does with them is done within moments of their arrival.
    await tab.waitForTimeout(1500);

    // In the cooler, B opens the product from what the phone kept: never A's price.
    await goOffline(tab, relay);
    // The page's read of the product (with the prices of whoever is signed in) waits for the
    // network first, then the worker answers it from what it kept, or fails it.
    const productRead = new RegExp(`/api/items/${other.id}(\\?|$)`);
    const read = Promise.race([
      tab.waitForResponse((r) => productRead.test(r.url()), { timeout: 20_000 }),
      tab.waitForEvent('requestfailed', { predicate: (r) => productRead.test(r.url()), timeout: 20_000 }),
    ]);
    await tab.goto(product);
    await expect(heading(tab, nameIn(other, 'en'))).toBeVisible();
    // B is still signed in offline, from B's own kept answers: the page asks for B's prices.
    await expectSignedInAs(tab, b.firstName);
    await read;
    // What that answer shows is drawn within two frames.
    await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(tab.getByText(ownPrice)).toHaveCount(0);
    expect(await keptText(tab)).not.toContain(String(OWN_PRICE));
  });

  test("A's orders still on their way when A signs out are not kept on the phone", async ({ page, request, relay }) => {
    const { orderNumber } = await buyerWithAnOrder(page, request, 'shared-orders');
    const lastOrders = page.getByRole('region', { name: L.account.profile.recentOrders });
    await underServiceWorker(page);
    // A's profile asks for A's orders again; the answer is slow to come back.
    const held = relay.hold(/^GET \/trpc\/[^ ?]*orders\.list/);
    await page.reload({ waitUntil: 'commit' });
    await held.arrived;

    // Meanwhile A signs out (in another tab of the same phone).
    const tab = await page.context().newPage();
    await tab.goto('/');
    await signOutUi(tab);
    expect(await keptText(tab)).not.toContain(orderNumber);

    held.release();
    await expect(lastOrders).toContainText(orderNumber, { timeout: 15_000 });
    await tab.waitForTimeout(1500);
    // Nothing of A's orders is kept on the phone once A has signed out.
    expect(await keptText(tab)).not.toContain(orderNumber);
  });

  test('signing out offline signs the phone out at once; back online the server ends the session', async ({
    page,
    request,
    relay,
    signIn,
  }) => {
    // No signal: signing out still signs the phone out.
    const { who, userId, session, signedInAt } = await signedOutOffline(page, request, relay, signIn, 'shared-signout');
    await expectSignedOut(page, who.firstName);
    // A reload from what the phone keeps is still signed out, and the profile is not shown.
    await page.reload();
    await expectSignedOut(page, who.firstName);
    await page.goto(signedInAt);
    await expect(page.getByRole('region', { name: L.account.profile.recentOrders })).toHaveCount(0);

    // The signal returns: the server ends the session without waiting for anything else.
    await goOnline(page, relay);
    await expect
      .poll(() => serverSays(request, session, userId), { timeout: 15_000 })
      .toEqual({ cookie: null, bearer: 401 });
    // The next one to pick up the phone finds it signed out, with no session cookie left.
    await page.goto('/');
    await expectSignedOut(page, who.firstName);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session');
  });

  test('signed out offline and closed: back online, the next one to open the app finds no session', async ({
    page,
    request,
    relay,
    signIn,
  }) => {
    const { who, userId, session } = await signedOutOffline(page, request, relay, signIn, 'shared-closed');
    const context = page.context();
    // The buyer puts the phone away: nothing of the app is left running.
    await page.close();

    relay.up();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/');
    await expectSignedOut(next, who.firstName);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('session');
    expect(await serverSays(request, session, userId)).toEqual({ cookie: null, bearer: 401 });
  });
});
