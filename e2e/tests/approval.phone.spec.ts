// Orders that wait for the owner on the phone, at 390 px: the demo buyer (the
// company's owner) brings in a chef with an order limit under one box's price; the chef places an
// order through the checkout and is told it waits for the owner's approval (no deposit asked); the
// owner opens the request mail's link, reads who asks and approves with one tap: the order is
// pending, the chef is mailed. A second order is declined after the question, with a reason that
// the chef reads on the order and in the mail. Each new screen is shot in English and Korean under
// E2E_SCREENSHOTS, when set.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import enMail from '@wholesale/i18n/dictionaries/en/mail';
import { encodeUserId } from '@wholesale/rules';
import { DEMO_BUYER, fill, texts, uniqueTag, waitForMail } from './accounts-support';
import { placeOrder, touchTargets, trpcGet, trpcPost } from './order-cycle-support';
import { boxItems, cartTexts, checkoutTexts, ordersTexts, say } from './ordering-support';
import { fitsThePhone, otherPhone, PHONE, switchTo } from './phone-support';
import { expect, heading, open, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

const EN = texts('en');
const C = checkoutTexts('en');
const KO = ordersTexts('ko');
const M = enMail.orderApproval;
const A = ordersTexts('en').approval;

/** A box product: one box is above the chef's limit. */
const box = boxItems.find((i) => i.discounted_price_cents >= 5_000) as DemoItem;
const LIMIT = Math.floor(box.discounted_price_cents / 100) - 1;

/** The path of a mail's link into the site (its first link to `pathPart`). */
function linkPath(text: string, pathPart: string): string {
  const url = new URL(new RegExp(`https?://\\S+${pathPart}\\S*`).exec(text)?.[0] ?? 'http://x/');
  return `${url.pathname}${url.search}`;
}

test.describe('orders that wait for the owner', () => {
  test.use({ lang: 'en', viewport: PHONE });

  test('the chef’s order above the limit waits; the owner approves it from the mail’s link and declines another with a reason', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    test.setTimeout(150_000);
    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    const tag = uniqueTag();
    const chef = { email: `chef-${tag}@e2e.test`, name: `Chef ${tag}`, password: `chef-pw-${tag}` };

    // ---------------------------------------------------------------- the owner brings in a chef with a limit
    await signIn(DEMO_BUYER);
    await trpcPost(page, 'company.invite', { email: chef.email, role: 'orderer', order_limit: LIMIT, locale: 'en' });
    const invitation = await waitForMail(
      (m) => m.to.includes(chef.email) && m.text.includes('/accept-invitation?'),
      `invitation for ${chef.email}`,
    );
    const token = new URL(`http://x${linkPath(invitation.text, '/accept-invitation')}`).searchParams.get('token');

    const chefPhone = await otherPhone(browser, baseURL);
    // Joining through the web's call sets the chef's session cookie in their browser.
    const joined = await chefPhone.request.post('/trpc/company.acceptInvitation', {
      data: { token, name: chef.name, password: chef.password },
      headers: { origin: baseURL },
    });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
    const chefPage = await chefPhone.newPage();

    // ---------------------------------------------------------------- the chef checks out one box
    await open(chefPage, `/wholesale/product/${box.id}`);
    await chefPage.getByRole('button', { name: EN.base.product.addToCart, exact: true }).click();
    await expect(chefPage.getByRole('status').getByText(cartTexts('en').add.addedTitle, { exact: true })).toBeVisible();
    const cartLink = chefPage.getByRole('link', { name: say(cartTexts('en').button, { n: 1 }, 1) });
    await cartLink.click();
    await chefPage.getByRole('link', { name: /^Check out · / }).click();
    await expect(heading(chefPage, C.steps.summary)).toBeVisible();
    await chefPage.getByRole('button', { name: C.summary.checkOut, exact: true }).click();
    const agreements = chefPage.getByRole('group', { name: C.payment.agreementsLabel }).getByRole('checkbox');
    for (let i = 0; i < 3; i += 1) await agreements.nth(i).check();
    await chefPage.getByRole('button', { name: C.payment.placeOrder, exact: true }).click();
    // The thank-you says it waits for the owner, and asks for no deposit yet.
    await expect(chefPage.getByRole('status').getByText(C.thanks.awaitingHeading)).toBeVisible({ timeout: 15_000 });
    await expect(chefPage.getByText(C.thanks.notice)).toHaveCount(0);
    await fitsThePhone(chefPage);
    await reviewShot(chefPage, 'thanks-awaiting-en');
    const number = (await chefPage.locator('.thanks dd strong').first().textContent())!.trim();
    expect(number).toMatch(/^WS-\d+$/);

    // ---------------------------------------------------------------- the owner's request mail, and the order it opens
    const total = `$${(box.discounted_price_cents / 100).toFixed(2)}`;
    const asks = fill(M.requestedIntro, {
      orderer: chef.name,
      orderNumber: number,
      total,
      limit: `$${LIMIT.toFixed(2)}`,
    });
    const request = await waitForMail(
      (m) => m.to.includes(DEMO_BUYER.email) && m.text.includes(asks),
      `approval request for ${number}`,
    );
    expect(request.replyTo).toEqual([chef.email]);
    await page.goto(linkPath(request.text, '/profile/user/'), { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(fill(A.askOwner, { name: chef.name }))).toBeVisible();
    const approve = page.getByRole('button', { name: A.approve, exact: true });
    const decline = page.getByRole('button', { name: A.decline, exact: true });
    await touchTargets([approve, decline]);
    await fitsThePhone(page);
    await expectNoSeriousAxe(page);
    await reviewShot(page, 'owner-asked-en');
    await switchTo(page, 'ko');
    await expect(page.getByText(fill(KO.approval.askOwner, { name: chef.name }))).toBeVisible();
    await expect(page.getByRole('button', { name: KO.approval.approve, exact: true })).toBeVisible();
    await fitsThePhone(page);
    await reviewShot(page, 'owner-asked-ko');
    await switchTo(page, 'en');

    // The chef reads that it waits, with nothing to approve.
    const chefId = (await trpcGet<{ id: number }>(chefPage, 'auth.session')).id;
    const chefProfile = `/profile/user/${encodeURIComponent(encodeUserId(chefId))}`;
    const chefOrders = await trpcGet<{ id: number; order_number: string; order_status: string }[]>(
      chefPage,
      'orders.list',
      { userId: chefId },
    );
    const first = chefOrders.find((o) => o.order_number === number)!;
    expect(first.order_status).toBe('awaiting approval');
    await chefPage.goto(`${chefProfile}?view=order&order=${first.id}`, { waitUntil: 'domcontentloaded' });
    await expect(chefPage.getByText(A.waiting)).toBeVisible();
    await expect(chefPage.getByRole('button', { name: A.approve, exact: true })).toHaveCount(0);
    await reviewShot(chefPage, 'chef-waiting-en');

    // ---------------------------------------------------------------- one tap approves it
    await page.getByRole('button', { name: A.approve, exact: true }).click();
    await expect(page.getByRole('status').getByText(A.approved)).toBeVisible();
    await expect(page.getByRole('button', { name: A.approve, exact: true })).toHaveCount(0);
    expect((await trpcGet<{ order_status: string }>(page, 'orders.detail', { orderId: first.id })).order_status).toBe(
      'pending',
    );
    const approvedMail = await waitForMail(
      (m) => m.to.includes(chef.email) && m.text.includes(`approved your order ${number}`),
      `approved mail for ${number}`,
    );
    // The deposit is asked now that the order is the warehouse's.
    expect(approvedMail.text).toContain(enMail.order.depositHeading);

    // ---------------------------------------------------------------- a second order is declined, with a reason
    const second = await placeOrder<{ id: number; order_number: string; order_status: string }>(chefPage, [[box, 2]]);
    expect(second.order_status).toBe('awaiting approval');
    await page.goto(`${new URL(page.url()).pathname}?view=order&order=${second.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: A.decline, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(A.declineTitle, { number: second.order_number }) });
    await expect(dialog).toContainText(fill(A.declineText, { name: chef.name }));
    await expect(dialog.getByRole('button', { name: A.keep, exact: true })).toBeFocused();
    await dialog.getByLabel(A.reason).fill('Two boxes is too many this week');
    await reviewShot(page, 'owner-decline-en');
    await dialog.getByRole('button', { name: A.confirmDecline, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').getByText(A.declined)).toBeVisible();
    await expect(page.getByText(fill(A.declinedBecause, { reason: 'Two boxes is too many this week' }))).toBeVisible();
    const declinedMail = await waitForMail(
      (m) => m.to.includes(chef.email) && m.text.includes(`declined your order ${second.order_number}`),
      `declined mail for ${second.order_number}`,
    );
    expect(declinedMail.text).toContain('Two boxes is too many this week');

    // The chef reads the owner's reason on the order, in Korean too.
    await chefPage.goto(`${chefProfile}?view=order&order=${second.id}`, { waitUntil: 'domcontentloaded' });
    await expect(
      chefPage.getByText(fill(A.declinedBecause, { reason: 'Two boxes is too many this week' })),
    ).toBeVisible();
    await switchTo(chefPage, 'ko');
    await expect(
      chefPage.getByText(fill(KO.approval.declinedBecause, { reason: 'Two boxes is too many this week' })),
    ).toBeVisible();
    await fitsThePhone(chefPage);
    await reviewShot(chefPage, 'chef-declined-ko');

    await chefPhone.close();
  });
});
