// The back office's Receivables, at desktop size: the demo buyer's order, confirmed by the admin,
// puts the demo buyer's company on the list (reached through the navigation) with a balance; the
// search finds it and the company links to its customer page; the CSV (every company found)
// starts with a byte order mark; the accounting export downloads a zip for last month. The page
// is shot in English and Korean in E2E_SCREENSHOTS, when set.
import { readFileSync } from 'node:fs';
import { apiLogin, DEMO_ADMIN, DEMO_BUYER, texts } from './accounts-support';
import { bySlug, confirmOrder, placeLastWindowOrder } from './order-cycle-support';
import { switchTo } from './phone-support';
import { expect, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

const EN = texts('en');
const KO = texts('ko');
// the demo buyer's company (the demo admin's reads "Demo Wholesale Meats")
const COMPANY = 'Seoul Garden BBQ';

test.describe('the Receivables', () => {
  test.use({ lang: 'en' });

  test('a company with a balance: found, linked, the CSV and the accounting export', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const R = EN.admin.receivables;
    // A balance: the demo buyer orders, the admin confirms the order.
    const buyerToken = await apiLogin(request, DEMO_BUYER.email, DEMO_BUYER.password);
    const order = await placeLastWindowOrder(
      request,
      buyerToken,
      [{ id: bySlug('oxtail').id, quantity: 1 }],
      'Receivables e2e',
    );
    await confirmOrder(request, order.id);

    await page.goto((await signIn(DEMO_ADMIN)).home, { waitUntil: 'domcontentloaded' });
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('navigation', { name: EN.admin.nav.label })
      .getByRole('link', { name: EN.admin.nav.receivables })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible({ timeout: 15_000 });
    const table = page.getByTestId('receivables-table');
    await expect(table).toBeVisible({ timeout: 15_000 });

    // The search runs as typing pauses: the list narrows to the company, with its balance.
    await page.getByLabel(R.searchLabel).fill(COMPANY);
    await expect(page).toHaveURL(/q=Seoul\+Garden\+BBQ/);
    const row = table.locator('tbody tr').filter({ hasText: COMPANY });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td.rc-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    expect(Number((await row.locator('td.rc-balance').textContent())?.replace(/[$,]/g, ''))).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /1–1/ })).toBeVisible();
    await expect(row.getByRole('link', { name: R.openLabel.replace('{name:string}', COMPANY) })).toHaveAttribute(
      'href',
      /page=customers&customer=\d+/,
    );
    await expectNoSeriousAxe(page);
    await reviewShot(page, 'receivables-en');

    // The CSV of every company found: a byte order mark first (for Excel).
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: R.csv }).click();
    const csv = readFileSync(await (await csvDownload).path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain(COMPANY);

    // The accounting export: last month by default, a zip.
    const exportForm = page.getByRole('region', { name: R.exportTitle });
    await expect(exportForm.getByLabel(R.from)).toHaveValue(/^\d{4}-\d{2}-01$/);
    const zipDownload = page.waitForEvent('download');
    await exportForm.getByRole('link', { name: R.download }).click();
    const zip = readFileSync(await (await zipDownload).path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    // A range backwards: no link, and why.
    await exportForm.getByLabel(R.from).fill('2026-12-31');
    await exportForm.getByLabel(R.to).fill('2026-01-01');
    await expect(exportForm.getByRole('alert')).toHaveText(R.exportInvalid);
    await expect(exportForm.getByRole('link', { name: R.download })).toHaveCount(0);

    // The same page in Korean.
    await switchTo(page, 'ko');
    await expect(page.getByRole('heading', { level: 1, name: KO.admin.receivables.title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(table.locator('tbody tr').filter({ hasText: COMPANY })).toHaveCount(1);
    await reviewShot(page, 'receivables-ko');
  });
});
