// Recall (desktop, in English and Korean): staff record a lot, open a recall of it from the lots
// list with a reason, land on the recall's page, send its notices through the confirmation dialog
// and download its report (PDF and CSV); a notice link that is not valid says so.
// The e2e server is the real one on its own database: no cases can be weighed into orders from here
// (the cases' API is not part of this branch and there is no test-only seeding route), so the
// recall shows no customer and sends no notice; the customers, notices, acknowledgements and
// reminders are proven by the services' and the REST tests (recalls.int.test.ts).
import { join } from 'node:path';
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { apiLogin, DEMO_ADMIN, fill, texts } from './accounts-support';
import { listable } from './ordering-support';
import { expect, failedAnswer, heading, inEachLanguage, test } from './support';

const product = demoItems.filter((i) => listable(i))[6] as DemoItem;
/** A count's sentence: typesafe-i18n's `{{s}}` is '' for one and 's' for any other count. */
const counted = (template: string, count: number) =>
  fill(template.replace(/\{\{(\w*)\}\}/g, count === 1 ? '' : '$1'), { count });

test.describe('recall', () => {
  // the link that is not valid is answered 404, as it should be
  test.use({ expectedErrors: failedAnswer(404, /\/trpc\/[^?]*recalls\.notice/) });
  inEachLanguage((locale) => {
    test('a lot recalled, its notices sent and its report downloaded', async ({ page, request, signIn }) => {
      test.setTimeout(60_000);
      const A = texts(locale).admin;
      const R = A.recall;
      const run = `R${locale.toUpperCase()}${Date.now() % 1_000_000}`;
      await signIn(DEMO_ADMIN);
      // The lot through REST with staff's bearer token, from a client of its own (no cookie: a
      // cookie session's POST must come from the storefront's page).
      const bearer = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const made = await request.post('/api/lots', {
        headers: { authorization: `Bearer ${bearer}` },
        data: {
          item_id: product.id,
          lot_code: run,
          establishment: 'EST. 1234',
          produced_on: '2026-11-24',
          packed_on: '2026-11-25',
          cases: 30,
        },
      });
      expect(made.status(), await made.text()).toBe(201);

      await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('navigation', { name: A.nav.label })
        .getByRole('link', { name: A.nav.recall, exact: true })
        .click();
      await expect(heading(page, R.title)).toBeVisible({ timeout: 15_000 });

      // --- the lot chosen from the lots list, a reason, and the recall opened
      await page.getByRole('searchbox', { name: R.lotSearch }).fill(run);
      await page.locator('.recall-lot-choices label').filter({ hasText: run }).getByRole('checkbox').check();
      await expect(page.getByText(counted(R.chosen, 1), { exact: false })).toBeVisible();
      await page.getByLabel(R.reason, { exact: true }).fill('Possible foreign material');
      await page.getByRole('button', { name: R.create, exact: true }).click();
      await expect(heading(page, /^(Recall|리콜) \d+$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('table.recall-lots tbody tr').filter({ hasText: run })).toHaveCount(1);
      await expect(page.getByText(R.noCompanies)).toBeVisible();

      // --- the notices, after the confirmation dialog: nobody received the lot, so none is sent
      await page.getByRole('button', { name: R.sendNotices, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: R.confirmTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: R.confirmSend, exact: true }).click();
      await expect(page.getByText(counted(R.sent, 0))).toBeVisible();

      // --- the report, as the links download it
      const pdfHref = await page.getByRole('link', { name: R.reportPdf, exact: true }).getAttribute('href');
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const csvHref = await page.getByRole('link', { name: R.reportCsv, exact: true }).getAttribute('href');
      const csv = await page.request.get(csvHref!);
      expect(await csv.text()).toContain(run);

      // --- the list names it
      await page.getByRole('link', { name: R.back }).click();
      await expect(page.locator('table.recall-table tbody tr').filter({ hasText: run })).toHaveCount(1);
      const dir = process.env.E2E_SCREENSHOTS;
      if (dir) await page.screenshot({ path: join(dir, `recall-${locale}.png`), fullPage: true });

      // --- a notice link that is not valid says so
      await page.goto(`/recall/acknowledge?token=${'x'.repeat(43)}`);
      await expect(page.getByText(texts(locale).serverErrors.recalls.noticeLink)).toBeVisible();
    });
  });
});
