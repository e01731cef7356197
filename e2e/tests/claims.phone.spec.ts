// Claims: a buyer reports a problem with a completed order from the phone (the line, what is
// wrong, how many boxes, a note and a photo; a photo over 10 MB is left out with the reason), staff
// approve part of it in the back office (asked once more), and the buyer then reads the approval
// with its credit memo, listed with the order's payments as well. Shot at 390 px in English and
// Korean in E2E_SCREENSHOTS, when set. The buyer is on a phone and staff open a desktop context of
// their own, whatever the project: the spec runs on the phone project only.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_ADMIN, fill, jpgFile, texts } from './accounts-support';
import { boxItems, ordersTexts } from './ordering-support';
import { completeOrder, confirmOrder, placeOrder, signedInBuyer } from './order-cycle-support';
import { fitsThePhone, PHONE, switchTo } from './phone-support';
import { expect, reviewShot, signInContext, test, usd } from './support';
import { expectNoSeriousAxe } from './axe-support';

// A box product past the ones the other order specs take.
const box = boxItems[9] as DemoItem;

interface Order {
  id: number;
  order_number: string;
  lines: { id: number; line_total: number }[];
}

test.describe('claims', () => {
  test.use({ lang: 'en', viewport: PHONE });

  test('a buyer reports a problem with a photo and staff approve part of it with a credit memo', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.slow();
    const C = ordersTexts('en').claims;
    const T = texts('en').admin.claims;
    const profile = await signedInBuyer(page, request, 'en', 'claims');
    const order = await placeOrder<Order>(page, [[box, 2]]);
    await confirmOrder(request, order.id);
    await completeOrder(request, order.id);

    // --- the buyer's report, from the order's page
    await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
    const section = page.getByTestId('claims-section');
    await expect(section.getByRole('heading', { name: C.title })).toBeVisible({ timeout: 15_000 });
    await expect(section.getByText(/until/)).toBeVisible();
    await section.getByRole('button', { name: C.start }).click();
    await expect(section.getByRole('heading', { name: C.formTitle })).toBeFocused();
    // the order's one line is chosen already; the quantity is missing
    await section.getByRole('button', { name: C.submit }).click();
    await expect(section.getByText(C.errors.reason)).toBeVisible();
    await section.getByRole('radio', { name: C.reasons.damaged, exact: true }).check();
    await expect(section.getByRole('radio', { name: C.units.box, exact: true })).toBeChecked();
    await section.getByLabel(C.quantity).fill('1');
    await section.getByLabel(C.note).fill('One box arrived crushed.');
    const big = jpgFile('big.jpg');
    await section
      .getByLabel(C.choosePhotos)
      .setInputFiles([
        jpgFile('crushed.jpg'),
        { ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(11 * 1024 * 1024)]) },
      ]);
    await expect(section.getByText(C.errors.photoSize)).toBeVisible();
    await expect(section.getByRole('button', { name: fill(C.removePhoto, { n: 1 }) })).toBeVisible();
    await expect(section.getByRole('button', { name: fill(C.removePhoto, { n: 2 }) })).toHaveCount(0);
    await fitsThePhone(page);
    await reviewShot(page, 'claim-form-en-390');
    await section.getByRole('button', { name: C.submit }).click();
    await expect(section.getByText(C.sent)).toBeVisible({ timeout: 15_000 });
    const card = section.getByTestId('order-claims').locator('li').first();
    await expect(card.getByText(C.status.open)).toBeVisible();
    await expect(card.getByRole('link', { name: fill(C.openPhoto, { n: 1 }) })).toBeVisible();
    await expectNoSeriousAxe(page);

    // --- staff approve part of it, on the Claims page
    const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const staff = await admin.newPage();
      await signInContext(staff, DEMO_ADMIN);
      await staff.goto('/admin/dashboard?page=claims', { waitUntil: 'domcontentloaded' });
      const claim = staff
        .getByTestId('admin-claim')
        .filter({ has: staff.getByRole('heading', { name: fill(T.claimOn, { number: order.order_number }) }) });
      await expect(claim).toBeVisible({ timeout: 15_000 });
      const amount = claim.getByLabel(T.amount);
      await expect(amount).toHaveValue((order.lines[0]?.line_total ?? 0).toFixed(2));
      await amount.fill('12.50');
      await claim.getByRole('button', { name: T.approvePart }).click();
      const dialog = staff.getByRole('dialog', {
        name: fill(T.confirmApproveTitle, { amount: '$12.50', number: order.order_number }),
      });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: T.confirmApprove }).click();
      await expect(claim).toHaveCount(0, { timeout: 15_000 });
      await staff.goto('/admin/dashboard?page=claims&status=approved', { waitUntil: 'domcontentloaded' });
      await expect(claim.getByRole('link', { name: /CM-\d{6}/ }).first()).toBeVisible({ timeout: 15_000 });
    } finally {
      await admin.close();
    }

    // --- the buyer reads the approval and its credit memo
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(card.getByText(C.status.approved)).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(fill(C.approved, { amount: usd(1250) }))).toBeVisible();
    const memo = card.getByRole('link', { name: /CM-\d{6}/ }).first();
    await expect(memo).toHaveAttribute('href', /^\/api\/credit-memos\/\d+\.pdf\?lang=en$/);
    await expect(
      page
        .locator('.order-pay-received')
        .getByText(/CM-\d{6}/)
        .first(),
    ).toBeVisible();
    await fitsThePhone(page);
    await reviewShot(page, 'claim-approved-en-390');
    await switchTo(page, 'ko');
    await expect(card.getByText(ordersTexts('ko').claims.status.approved)).toBeVisible({ timeout: 15_000 });
    await fitsThePhone(page);
    await reviewShot(page, 'claim-approved-ko-390');
  });
});
