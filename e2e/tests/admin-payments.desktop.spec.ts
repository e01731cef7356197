// The back office's payments on an order, and the dashboard's Owed card: the admin records the
// prepayment by card (the sales tax on top, the state "Prepaid") and the balance in cash (the 5%
// discount off, "Paid in full"), and the Owed card goes down by what each settled; before
// completion the order confirmation downloads as a PDF in either language, and once the order is
// completed through its status menu the invoice does. The payments' other checks and papers, which
// do not read the Owed card: admin-payment-checks.desktop.spec.ts.
// Each test has a buyer of its own (made and approved through the REST API), whose order is for
// the last window on offer. Desktop size only, in English and Korean.
// E2E_SCREENSHOTS=<dir> also saves the Payments section and the Owed card as images.
import type { Page } from '@playwright/test';
import { DEFAULT_PAYMENT_TERMS, paymentAdjustment, prepaymentOf, toCents } from '@wholesale/rules';
import { fill, type Texts } from './accounts-support';
import { bySlug, orderOpenedByAdmin } from './order-cycle-support';
import { downloadInvoice, expectConfirmation, setStatusInMenu } from './order-documents-support';
import { expect, inEachLanguage, reviewShot, test, usd } from './support';

// A box (not catch weight): its total is exact, so the order may be completed at once.
const oxtail = bySlug('oxtail');

/** How this spec's buyers' e-mails and their orders' notes begin. */
const BUYER = { prefix: 'payments', note: 'Payments e2e' };

/** "$1,234.56" → 123456 */
const centsOf = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** What the dashboard's Owed card says, read afresh. */
async function readOwed(board: Page, L: Texts): Promise<{ cents: number; orders: number }> {
  await board.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
  const card = board.getByRole('region', { name: L.admin.payments.owedTitle });
  await expect(card.getByTestId('owed-amount')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 15_000 });
  const amount = centsOf(await card.getByTestId('owed-amount').textContent());
  const orders = Number(/\d+/.exec((await card.getByTestId('owed-orders').textContent()) ?? '')?.[0] ?? Number.NaN);
  return { cents: amount, orders };
}

// The Owed card sums every order: this file's tests take turns, and the file runs alone after every
// other spec (playwright.config.ts, ALONE), so nothing else moves the card under them. Every test
// first makes, approves and signs in a buyer of its own, who places the order it opens.
test.describe.configure({ mode: 'default', timeout: 60_000 });

test.describe('admin payments', () => {
  inEachLanguage((locale) => {
    test('the prepayment by card and the balance in cash: tax, discount, states, the Owed card and the invoice', async ({
      page,
      request,
      L,
    }) => {
      test.setTimeout(90_000);
      const P = L.admin.payments;
      const { order } = await orderOpenedByAdmin(page, request, locale, BUYER, [{ id: oxtail.id, quantity: 3 }]);
      const totalCents = toCents(order.total_amount);
      const prepaymentCents = prepaymentOf(totalCents);
      const balanceCents = totalCents - prepaymentCents;

      // Confirmed: the order's money is now owed (the Owed card counts 'order placed' and completed orders).
      await setStatusInMenu(page, L, order, 'order placed');

      // --- the Payments section: nothing paid yet
      const section = page.getByRole('region', { name: P.title });
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePrepaymentDue);
      await expect(section.getByTestId('payment-total')).toHaveText(usd(totalCents));
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(0));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(totalCents));
      await expect(section).toContainText(P.listEmpty);

      // Not complete yet: the order confirmation in both languages, the buyer's first; no invoice.
      await expectConfirmation(page, P, order, locale, locale);
      const invoice = section.getByRole('group', { name: P.invoiceTitle });
      await expect(invoice).toHaveCount(0);

      // The dashboard, in a tab of its own: the Owed card read just before and just after each payment.
      const board = await page.context().newPage();

      // --- the prepayment by card: the form starts on it, with what is left of it
      await expect(section.getByRole('radio', { name: P.prepayment })).toBeChecked();
      const amount = section.getByRole('textbox', { name: P.amount });
      await expect(amount).toHaveValue((prepaymentCents / 100).toFixed(2));
      const collect = section.getByTestId('payment-collect');
      await expect(collect).toHaveText(P.collectChoose);
      await section.getByRole('radio', { name: P.card }).check();
      const card = paymentAdjustment(prepaymentCents, 'prepayment', 'card', DEFAULT_PAYMENT_TERMS);
      expect(card.taxCents).toBeGreaterThan(0);
      await expect(collect).toHaveText(
        fill(P.collectTax, { collect: usd(card.collectedCents), percent: '9.75', tax: usd(card.taxCents) }),
      );
      const owedBefore = await readOwed(board, L);
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(page.getByText(P.recorded, { exact: true })).toBeVisible();
      // The dashboard owes the prepayment less, on as many orders.
      const owedPrepaid = await readOwed(board, L);
      expect(owedPrepaid).toEqual({ cents: owedBefore.cents - prepaymentCents, orders: owedBefore.orders });
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePrepaid);
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(prepaymentCents));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(balanceCents));
      const rows = section.getByTestId('payment-list').locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(P.prepayment);
      await expect(rows.nth(0)).toContainText(P.card);
      await expect(rows.nth(0)).toContainText(usd(prepaymentCents));
      await expect(rows.nth(0)).toContainText(
        fill(P.collectedTax, { amount: usd(card.collectedCents), tax: usd(card.taxCents) }),
      );
      await expect(rows.nth(0)).toContainText('Demo Admin');
      await reviewShot(board.locator('.admin-totals-row'), `owed-${locale}`, { uncovered: true });

      // --- the balance in cash: the form now starts on it, with the rest of the total
      await expect(section.getByRole('radio', { name: P.balance })).toBeChecked();
      await expect(amount).toHaveValue((balanceCents / 100).toFixed(2));
      await section.getByRole('radio', { name: P.cash }).check();
      const cash = paymentAdjustment(balanceCents, 'balance', 'cash', DEFAULT_PAYMENT_TERMS);
      expect(cash.discountCents).toBeGreaterThan(0);
      await expect(collect).toHaveText(
        fill(P.collectDiscount, {
          collect: usd(cash.collectedCents),
          percent: '5',
          discount: usd(cash.discountCents),
        }),
      );
      await section.scrollIntoViewIfNeeded();
      await reviewShot(section, `payments-${locale}`, { uncovered: true });
      const owedUnpaid = await readOwed(board, L);
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(page.getByText(P.recorded, { exact: true }).first()).toBeVisible();
      // The order is off the Owed card.
      const owedPaid = await readOwed(board, L);
      expect(owedPaid).toEqual({ cents: owedUnpaid.cents - balanceCents, orders: owedUnpaid.orders - 1 });
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePaid);
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(totalCents));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(0));
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(P.balance);
      await expect(rows.nth(1)).toContainText(P.cash);
      await expect(rows.nth(1)).toContainText(
        fill(P.collectedDiscount, { amount: usd(cash.collectedCents), discount: usd(cash.discountCents) }),
      );
      // Nothing left to pay: no form any more, the confirmation still there.
      await expect(section.getByRole('button', { name: P.submit, exact: true })).toHaveCount(0);
      await expect(section.getByRole('textbox', { name: P.amount })).toHaveCount(0);
      await expect(section.getByRole('group', { name: P.confirmationTitle }).getByRole('link')).toHaveCount(2);
      await reviewShot(section, `payments-paid-${locale}`, { uncovered: true });

      // Completed through the status menu: the invoice is issued, in both languages, the buyer's first.
      await setStatusInMenu(page, L, order, 'complete');
      const [first, second] =
        locale === 'ko' ? [P.invoiceKorean, P.invoiceEnglish] : [P.invoiceEnglish, P.invoiceKorean];
      await expect(invoice.getByRole('link')).toHaveText([first, second]);
      await expect(invoice.getByRole('link', { name: P.invoiceEnglish })).toHaveAttribute(
        'href',
        `/api/orders/${order.id}/invoice.pdf?lang=en`,
      );
      await expect(invoice.getByRole('link', { name: P.invoiceKorean })).toHaveAttribute(
        'href',
        `/api/orders/${order.id}/invoice.pdf?lang=ko`,
      );
      await expect(section.getByRole('group', { name: P.confirmationTitle })).toHaveCount(0);
      await expect(section.getByText(P.invoiceOnComplete)).toHaveCount(0);
      // the same invoice in either language: one number
      const number = await downloadInvoice(page, invoice.getByRole('link', { name: first }), locale);
      const otherLang = locale === 'ko' ? 'en' : 'ko';
      expect(await downloadInvoice(page, invoice.getByRole('link', { name: second }), otherLang)).toBe(number);
      await reviewShot(section, `payments-invoice-${locale}`, { uncovered: true });

      await expect(
        board.getByRole('region', { name: P.owedTitle }).getByRole('link', { name: P.owedLink }),
      ).toHaveAttribute('href', /status=order\+placed/);
      await board.close();
    });
  });
});
