// A company's roles, told before the last step, on the phone at 390 px: the demo buyer (the
// company's owner) brings in a bookkeeper as a viewer, who finds no way to order (no add to cart
// on the product page, no check out in the cart or at checkout) and one line saying who can order
// instead; and a chef as an orderer with a limit under one box, whose cart and checkout say, before
// placing, that the order is above the limit and waits for the owner; and a cook the owner removed,
// whose sign-in with the right password says who closed the account and whom to ask (a wrong
// password still says only that it is wrong); and the owner reading, on each order of the list and
// on the order's page, which member placed it. Each screen is shot in Korean in E2E_SCREENSHOTS, when set.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { CART_COOKIE_NAME, encodeUserId, formatUsd } from '@wholesale/rules';
import { apiLogin, DEMO_BUYER, field, texts, uniqueTag, waitForMail, type Texts } from './accounts-support';
import { placeLastWindowOrder, trpcGet, trpcPost } from './order-cycle-support';
import { boxItems, cartTexts, checkoutTexts, ordersTexts, say } from './ordering-support';
import { fitsThePhone, otherPhone, PHONE, switchTo } from './phone-support';
import { anyOf, expect, failedAnswer, heading, open, reviewShot, test } from './support';

const EN = texts('en');
const KO = texts('ko');

/** A box product of the demo catalogue. */
const box = boxItems.find((i) => i.discounted_price_cents >= 5_000) as DemoItem;

/** The cart cookie of one box, as the web writes it. */
const oneBox = (baseURL: string) => ({
  name: CART_COOKIE_NAME,
  value: encodeURIComponent(JSON.stringify([{ id: box.id, quantity: 1 }])),
  url: baseURL,
});
const cartPath = (userId: number) => `/profile/user/${encodeURIComponent(encodeUserId(userId))}?tab=cart`;

interface Member {
  context: BrowserContext;
  page: Page;
  userId: number;
  email: string;
  password: string;
  name: string;
}

/** The owner (signed in on `owner`) invites `role`; the member joins in a browser of their own. */
async function join(
  owner: Page,
  browser: Browser,
  baseURL: string,
  role: 'orderer' | 'viewer',
  limit: number | null,
): Promise<Member> {
  const tag = uniqueTag();
  const email = `${role}-${tag}@e2e.test`;
  await trpcPost(owner, 'company.invite', { email, role, order_limit: limit, locale: 'en' });
  const mail = await waitForMail(
    (m) => m.to.includes(email) && m.text.includes('/accept-invitation?'),
    `invitation for ${email}`,
  );
  const link = new URL(/https?:\/\/\S+\/accept-invitation\S*/.exec(mail.text)?.[0] ?? 'http://x/');
  const token = link.searchParams.get('token');
  const context = await otherPhone(browser, baseURL);
  const password = `${role}-pw-${tag}`;
  const name = `${role} ${tag}`;
  const joined = await context.request.post('/trpc/company.acceptInvitation', {
    data: { token, name, password },
    headers: { origin: baseURL },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const { user_id } = ((await joined.json()) as { result: { data: { user_id: number } } }).result.data;
  return { context, page: await context.newPage(), userId: user_id, email, password, name };
}

test.describe.configure({ timeout: 120_000 });

test.describe('roles told before the last step', () => {
  test.use({ lang: 'en', viewport: PHONE });

  test('a viewer finds no way to order, and one line saying who can', async ({ page, browser, baseURL, signIn }) => {
    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    await signIn(DEMO_BUYER);
    const viewer = await join(page, browser, baseURL, 'viewer', null);
    const only = viewer.page.getByTestId('only-orderers');

    // The product page: the line where the quantity and ADD TO CART would be.
    await open(viewer.page, `/wholesale/product/${box.id}`);
    await expect(only).toHaveText(EN.base.common.onlyOrderers);
    await expect(viewer.page.getByRole('button', { name: EN.base.product.addToCart, exact: true })).toHaveCount(0);
    await fitsThePhone(viewer.page);

    // A cart kept from before (the cookie): the cart and the checkout's summary offer no way on.
    await viewer.context.addCookies([
      {
        name: CART_COOKIE_NAME,
        value: encodeURIComponent(JSON.stringify([{ id: box.id, quantity: 1 }])),
        url: baseURL,
      },
    ]);
    await open(viewer.page, cartPath(viewer.userId));
    await expect(only).toBeVisible({ timeout: 15_000 });
    await expect(viewer.page.getByRole('link', { name: /^Check out · / })).toHaveCount(0);
    await open(viewer.page, '/order-summary');
    await expect(heading(viewer.page, checkoutTexts('en').steps.summary)).toBeVisible();
    await expect(only).toBeVisible({ timeout: 15_000 });
    await expect(
      viewer.page.getByRole('button', { name: checkoutTexts('en').summary.checkOut, exact: true }),
    ).toHaveCount(0);

    // In Korean, on each screen.
    await switchTo(viewer.page, 'ko');
    await expect(only).toHaveText(KO.base.common.onlyOrderers);
    await fitsThePhone(viewer.page);
    await reviewShot(viewer.page, 'viewer-checkout-ko-390');
    await open(viewer.page, cartPath(viewer.userId));
    await expect(only).toHaveText(KO.base.common.onlyOrderers);
    await reviewShot(viewer.page, 'viewer-cart-ko-390');
    await open(viewer.page, `/wholesale/product/${box.id}`);
    await expect(only).toHaveText(KO.base.common.onlyOrderers);
    await reviewShot(viewer.page, 'viewer-product-ko-390');
    await viewer.context.close();
  });

  test('an orderer reads the limit before placing', async ({ page, browser, baseURL, signIn }) => {
    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    await signIn(DEMO_BUYER);
    // A whole-dollar limit under one box's price: one box is above it.
    const limitDollars = Math.floor(box.discounted_price_cents / 100) - 1;
    const chef = await join(page, browser, baseURL, 'orderer', limitDollars);
    const note = chef.page.getByTestId('limit-note');
    const above = (locale: 'en' | 'ko') => say(cartTexts(locale).limit.above, { limit: formatUsd(limitDollars) });

    await chef.context.addCookies([oneBox(baseURL)]);
    await open(chef.page, cartPath(chef.userId));
    await expect(note).toHaveText(above('en'), { timeout: 15_000 });
    await open(chef.page, '/order-summary');
    await expect(heading(chef.page, checkoutTexts('en').steps.summary)).toBeVisible();
    await expect(note).toHaveText(above('en'), { timeout: 15_000 });
    await fitsThePhone(chef.page);

    await switchTo(chef.page, 'ko');
    await expect(note).toHaveText(above('ko'), { timeout: 15_000 });
    await reviewShot(chef.page, 'orderer-checkout-ko-390');
    await open(chef.page, cartPath(chef.userId));
    await expect(note).toHaveText(above('ko'), { timeout: 15_000 });
    await reviewShot(chef.page, 'orderer-cart-ko-390');
    await chef.context.close();
  });

  test('the owner reads who placed each order', async ({ page, browser, baseURL, request, signIn }) => {
    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    const { home } = await signIn(DEMO_BUYER);
    const chef = await join(page, browser, baseURL, 'orderer', null);
    const token = await apiLogin(request, chef.email, chef.password);
    const order = await placeLastWindowOrder(request, token, [{ id: box.id, quantity: 1 }], 'Roles e2e');
    await chef.context.close();

    await page.goto(`${home}?view=orders`, { waitUntil: 'domcontentloaded' });
    const O = ordersTexts('en');
    const card = page.getByRole('listitem').filter({ hasText: order.order_number });
    await expect(card.getByTestId('placed-by')).toHaveText(say(O.placedByLine, { name: chef.name }), {
      timeout: 15_000,
    });
    await card.getByRole('link', { name: say(O.open, { number: order.order_number }) }).click();
    // The list's cards carry the same test id, and stay up while the order loads: the order's facts.
    await expect(page.locator('.order-facts').getByTestId('placed-by')).toHaveText(chef.name, { timeout: 15_000 });
    await fitsThePhone(page);

    await switchTo(page, 'ko');
    await expect(page.getByText(ordersTexts('ko').placedBy, { exact: true })).toBeVisible({ timeout: 15_000 });
    await reviewShot(page, 'placed-by-order-ko-390');
    await page.goto(`${home}?view=orders`, { waitUntil: 'domcontentloaded' });
    await expect(card.getByTestId('placed-by')).toHaveText(say(ordersTexts('ko').placedByLine, { name: chef.name }), {
      timeout: 15_000,
    });
    await reviewShot(page, 'placed-by-list-ko-390');
  });
});

/** Tries the sign-in form; the page stays on /login with the refusal's toast. */
async function tryToSignIn(page: Page, L: Texts, email: string, password: string): Promise<void> {
  await field(page, L, L.account.form.email).fill(email);
  await field(page, L, L.account.form.password).fill(password);
  await page.getByRole('button', { name: L.account.login.submit, exact: true }).click();
}

test.describe('a removed member signing in', () => {
  // The refusals are the point: the closed account's 403, the wrong password's 401.
  test.use({
    lang: 'en',
    viewport: PHONE,
    expectedErrors: anyOf(failedAnswer(403, '/trpc/auth.login'), failedAnswer(401, '/trpc/auth.login')),
  });

  test('hears who closed the account, only with the right password', async ({ page, browser, baseURL, signIn }) => {
    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    await signIn(DEMO_BUYER);
    const owner = await trpcGet<{ name: string; company: string | null }>(page, 'auth.me');
    const cook = await join(page, browser, baseURL, 'orderer', null);
    await trpcPost(page, 'company.removeMember', { userId: cook.userId });
    const args = { company: owner.company?.trim() || owner.name, owner: owner.name };

    await open(cook.page, '/login');
    await tryToSignIn(cook.page, EN, cook.email, 'not-the-password-2026');
    await expect(cook.page.getByText(EN.serverErrors.accounts.invalidCredentials, { exact: true })).toBeVisible();
    await tryToSignIn(cook.page, EN, cook.email, cook.password);
    await expect(cook.page.getByText(say(EN.serverErrors.accounts.closedByCompany, args))).toBeVisible();
    await expect(cook.page).toHaveURL(/\/login/);

    await switchTo(cook.page, 'ko');
    await tryToSignIn(cook.page, KO, cook.email, cook.password);
    await expect(cook.page.getByText(say(KO.serverErrors.accounts.closedByCompany, args))).toBeVisible();
    await fitsThePhone(cook.page);
    await reviewShot(cook.page, 'removed-login-ko-390');
    await cook.context.close();
  });
});
