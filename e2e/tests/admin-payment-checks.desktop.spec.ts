// The back office's payments on an order, the checks and papers that do not read the dashboard's
// Owed card (admin-payments.desktop.spec.ts, which runs alone, reads it): an overpayment is refused
// with a clear message, whether typed or because another payment came in meanwhile; a large amount
// is checked once more; the confirmation stays until a catch-weight line is weighed and the order
// completed, then the invoice downloads; the buyer's monthly statement downloads as a PDF from the
// order's Buyer panel. Each test has a buyer of its own, whose order is for the last window on
// offer. Desktop size only.
// E2E_SCREENSHOTS=<dir> also saves the Payments section and the Buyer panel as images.
import { readFileSync } from 'node:fs';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { toCents, toPacific } from '@wholesale/rules';
import { fill, literal } from './accounts-support';
import { catchWeightItems } from './ordering-support';
import { adminToken, bySlug, orderOpenedByAdmin, recordPayment } from './order-cycle-support';
import { downloadInvoice, expectConfirmation, setStatusInMenu } from './order-documents-support';
import { expect, nameIn, reviewShot, test, usd } from './support';

// A box (not catch weight): its total is exact, so the order may be completed at once.
const oxtail = bySlug('oxtail');
const cw = catchWeightItems[0] as DemoItem;

/** How this spec's buyers' e-mails and their orders' notes begin. */
const BUYER = { prefix: 'payment-checks', note: 'Payment checks e2e' };

// Each test first makes, approves and signs in a buyer of its own: past the default 30 s on a
// loaded machine.
test.describe.configure({ timeout: 60_000 });

test.describe('admin payments: checks and papers', () => {
  test.describe('(en) overpayment', () => {
    test.use({ lang: 'en', expectedErrors: /status of 400/ });

    test('more than is left to pay is refused: typed, or after another payment came in meanwhile', async ({
      page,
      request,
      L,
    }) => {
      const P = L.admin.payments;
      const { order } = await orderOpenedByAdmin(page, request, 'en', BUYER, [{ id: oxtail.id, quantity: 1 }]);
      const totalCents = toCents(order.total_amount);

      const section = page.getByRole('region', { name: P.title });
      await section.getByRole('radio', { name: P.balance }).check();
      const amount = section.getByRole('textbox', { name: P.amount });
      await expect(amount).toHaveValue((totalCents / 100).toFixed(2));

      // Typed: a cent more than the total, and no method: both said, nothing sent.
      await amount.fill(((totalCents + 1) / 100).toFixed(2));
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(section.getByText(P.methodRequired)).toBeVisible();
      await expect(section.getByText(fill(P.amountOver, { due: usd(totalCents) }))).toBeVisible();
      await expect(section.getByRole('radio', { name: P.cash })).toBeFocused();
      await section.getByRole('radio', { name: P.cash }).check();
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(amount).toBeFocused();
      await expect(amount).toHaveAccessibleDescription(
        new RegExp(`^${literal(fill(P.amountOver, { due: usd(totalCents) })).source}`),
      );
      await reviewShot(section, 'payments-overpaid-en', { uncovered: true });
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(0));

      // Meanwhile another admin records $10.00: the whole total is now too much, and the server says so.
      await recordPayment(request, await adminToken(request), order.id, 1_000, 'cash', 'prepayment');
      await amount.fill((totalCents / 100).toFixed(2));
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(page.getByText(P.recordFailed, { exact: true })).toBeVisible();
      const due = ((totalCents - 1_000) / 100).toFixed(2);
      await expect(page.getByText(fill(L.serverErrors.orders.overpaid, { due }), { exact: false })).toBeVisible();
      // The order reloaded: the other payment is listed, and what is left to pay is right.
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(1_000));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(totalCents - 1_000));
      await expect(section.getByTestId('payment-list').locator('tbody tr')).toHaveCount(1);
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePrepaymentDue);
    });
  });

  test.describe('(ko) large amount', () => {
    test.use({ lang: 'ko' });

    test('more than $5,000 is checked once more before it is recorded', async ({ page, request, L }) => {
      const P = L.admin.payments;
      const { order } = await orderOpenedByAdmin(page, request, 'ko', BUYER, [{ id: oxtail.id, quantity: 30 }]);
      const totalCents = toCents(order.total_amount);
      expect(totalCents).toBeGreaterThan(500_000);

      const section = page.getByRole('region', { name: P.title });
      await section.getByRole('radio', { name: P.balance }).check();
      await section.getByRole('radio', { name: P.card }).check();
      const submit = section.getByRole('button', { name: P.submit, exact: true });
      await submit.click();
      const ask = page.getByRole('dialog', { name: fill(P.confirmTitle, { amount: usd(totalCents) }) });
      await expect(ask).toHaveAccessibleDescription(P.confirmText);
      const back = ask.getByRole('button', { name: P.confirmBack });
      await expect(back).toBeFocused();
      // Checked again: nothing recorded, back to the form.
      await back.click();
      await expect(ask).toBeHidden();
      await expect(submit).toBeFocused();
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(0));
      // Confirmed: recorded, and paid in full.
      await submit.click();
      await ask.getByRole('button', { name: P.confirmRecord }).click();
      await expect(page.getByText(P.recorded, { exact: true })).toBeVisible();
      await expect(ask).toBeHidden();
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePaid);
      await expect(section.getByRole('heading', { name: P.title, exact: true })).toBeFocused();
    });
  });

  test.describe('(en) catch weight', () => {
    test.use({ lang: 'en' });

    test('the confirmation until the catch-weight line is weighed and the order completed, then the invoice', async ({
      page,
      request,
      L,
    }) => {
      const P = L.admin.payments;
      const { order } = await orderOpenedByAdmin(page, request, 'en', BUYER, [
        { id: cw.id, quantity: 1 },
        { id: oxtail.id, quantity: 1 },
      ]);

      const section = page.getByRole('region', { name: P.title });
      await expectConfirmation(page, P, order, 'en', 'ko');
      const invoice = section.getByRole('group', { name: P.invoiceTitle });
      await expect(invoice).toHaveCount(0);
      await reviewShot(section, 'payments-waiting-en', { uncovered: true });

      // Weighed (as estimated): still the confirmation, until the order is complete.
      await page
        .getByRole('textbox', { name: fill(L.admin.orderDetail.weighedFor, { name: nameIn(cw, 'en') }) })
        .fill(String(cw.avg_weight));
      await page.getByRole('button', { name: L.admin.orderDetail.saveWeights }).click();
      await expect(page.getByText(L.admin.orderDetail.weightsSaved, { exact: true })).toBeVisible();
      await expect(section.getByRole('group', { name: P.confirmationTitle }).getByRole('link')).toHaveCount(2);
      await expect(invoice).toHaveCount(0);

      // Completed: the invoice, in either language.
      await setStatusInMenu(page, L, order, 'complete');
      await expect(invoice.getByRole('link', { name: P.invoiceKorean })).toHaveAttribute(
        'href',
        `/api/orders/${order.id}/invoice.pdf?lang=ko`,
      );
      await expect(invoice.getByText(P.invoiceOnComplete)).toHaveCount(0);
      await downloadInvoice(page, invoice.getByRole('link', { name: P.invoiceKorean }), 'ko');
    });
  });

  test.describe('(ko) monthly statement', () => {
    test.use({ lang: 'ko' });

    test('the buyer’s statement of this month downloads as a PDF, in the language chosen', async ({
      page,
      request,
      L,
    }) => {
      const P = L.admin.payments;
      await orderOpenedByAdmin(page, request, 'ko', BUYER, [{ id: oxtail.id, quantity: 1 }]);
      const statement = page.getByRole('group', { name: P.statementTitle });
      await expect(statement).toHaveAccessibleDescription(P.statementIntro);
      // This month on the Los Angeles clock, and no later; the buyer's language first and chosen.
      const month = toPacific(new Date()).date.slice(0, 7);
      const field = statement.getByLabel(P.statementMonth);
      await expect(field).toHaveAttribute('type', 'month');
      await expect(field).toHaveValue(month);
      await expect(field).toHaveAttribute('max', month);
      const langs = statement.getByRole('group', { name: P.statementLanguage }).getByRole('radio');
      await expect(langs).toHaveCount(2);
      await expect(langs.nth(0)).toHaveAccessibleName(P.statementKorean);
      await expect(langs.nth(0)).toBeChecked();
      const link = statement.getByRole('link', { name: P.statementDownload });
      const buyerId = /\/statements\/(\d+)\.pdf/.exec((await link.getAttribute('href')) ?? '')?.[1];
      expect(buyerId).toMatch(/^\d+$/);
      await expect(link).toHaveAttribute('href', `/api/admin/orders/statements/${buyerId}.pdf?month=${month}&lang=ko`);
      await expect(link).toHaveAttribute('download', '');

      // By keyboard: English, then back to Korean.
      await langs.nth(0).focus();
      await page.keyboard.press('ArrowDown');
      await expect(langs.nth(1)).toBeChecked();
      await expect(langs.nth(1)).toBeFocused();
      await expect(link).toHaveAttribute('href', `/api/admin/orders/statements/${buyerId}.pdf?month=${month}&lang=en`);
      await page.keyboard.press('ArrowUp');
      await expect(langs.nth(0)).toBeChecked();

      // A month after this one: the link is disabled, saying why.
      const [y, m] = month.split('-').map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      await field.fill(next);
      const future = fill(P.statementMonthFuture, { latest: month });
      await expect(statement.getByText(future)).toBeVisible();
      await expect(link).not.toHaveAttribute('href');
      await expect(link).toHaveAccessibleDescription(future);
      await field.fill(month);
      await expect(statement.getByText(future)).toHaveCount(0);
      await field.blur();
      await reviewShot(page.locator('.admin-detail-grid').filter({ has: statement }), 'statement-ko', {
        uncovered: true,
      });

      // The download: a PDF named for the month and the buyer's company.
      const download = page.waitForEvent('download');
      await link.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}.*\.pdf$/);
      expect(file.suggestedFilename().startsWith(`statement-${month}`)).toBe(true);
      const bytes = readFileSync(await file.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});
