// The profile's Account view on the phone: the demo buyer owns its company, opens the Account tab
// and sees the balance (a confirmed order of its own, so there is one), its open orders and its
// statements, and downloads this month's statement as a PDF. Shot in Korean at 390 px under
// E2E_SCREENSHOTS, when set.
import { readFileSync } from 'node:fs';
import { apiLogin, DEMO_BUYER } from './accounts-support';
import { bySlug, confirmOrder, placeLastWindowOrder } from './order-cycle-support';
import { fitsThePhone, PHONE, switchTo } from './phone-support';
import { expect, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

test.describe('the company’s account on the phone', () => {
  test.use({ lang: 'en', viewport: PHONE });

  test('the owner sees the balance and downloads a statement', async ({ page, request, signIn, L }) => {
    test.setTimeout(90_000);
    const A = L.account.companyAccount;
    const token = await apiLogin(request, DEMO_BUYER.email, DEMO_BUYER.password);
    const order = await placeLastWindowOrder(request, token, [{ id: bySlug('oxtail').id, quantity: 1 }], 'Account e2e');
    await confirmOrder(request, order.id);

    await page.goto((await signIn(DEMO_BUYER)).home, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: A.tab }).click();
    await expect(page).toHaveURL(/view=account/);
    const balance = page.getByTestId('account-balance');
    await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 15_000 });
    expect(Number((await balance.textContent())?.replace(/[$,]/g, ''))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: new RegExp(order.order_number) })).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousAxe(page);

    // The newest month's statement, in the page's language: a PDF.
    const statements = page.getByRole('region', { name: A.statements });
    const download = page.waitForEvent('download');
    await statements.locator('a.ca-statement-link').first().click();
    const pdf = readFileSync(await (await download).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await switchTo(page, 'ko');
    await expect(page.getByTestId('account-balance')).toBeVisible({ timeout: 15_000 });
    await fitsThePhone(page);
    await reviewShot(page, 'account-ko-390');
  });
});
