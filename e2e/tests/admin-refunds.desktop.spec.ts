// Money going back, in the back office: the admin records a payment and voids it with a reason
// (listed struck through, no longer counted); staff record the deposit by card and the order is
// declined: its Payments section reads "Deposit to refund"; part goes back to the card (the card's
// 9.75% sales tax handed back with it) and the rest moves as credit to another open order of the
// same buyer, which both orders list. A company's terms and credit limit are edited on the
// customer page. Desktop size, in English and Korean; screenshots of the Payments section go to
// E2E_SCREENSHOTS, when set.
import { DEFAULT_PAYMENT_TERMS, paymentAdjustment, prepaymentOf, toCents } from '@wholesale/rules';
import { fill } from './accounts-support';
import {
  adminToken,
  bySlug,
  openOrder,
  orderOpenedByAdmin,
  placeLastWindowOrder,
  putOrderStatus,
  recordPayment,
  trpcGet,
} from './order-cycle-support';
import { expect, inEachLanguage, reviewShot, test, usd } from './support';

const oxtail = bySlug('oxtail');
const BUYER = { prefix: 'refunds', note: 'Refunds e2e' };

test.describe('admin refunds and credit', () => {
  inEachLanguage((locale) => {
    test('void a payment; refund part of a declined order’s deposit by card; move the rest as credit', async ({
      page,
      request,
      L,
    }) => {
      test.setTimeout(120_000);
      const P = L.admin.payments;
      const { token, order } = await orderOpenedByAdmin(page, request, locale, BUYER, [{ id: oxtail.id, quantity: 3 }]);
      // Left pending: the dashboard's Owed card counts confirmed orders, and admin-payments reads it
      // while other files run.
      const totalCents = toCents(order.total_amount);
      const depositCents = prepaymentOf(totalCents);
      const section = page.getByRole('region', { name: P.title });

      // --- a payment recorded in cash, then voided with a reason
      await section.getByRole('radio', { name: P.cash }).check();
      await section.getByRole('button', { name: P.submit, exact: true }).click();
      await expect(page.getByText(P.recorded, { exact: true })).toBeVisible();
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(depositCents));
      const rows = section.getByTestId('payment-list').locator('tbody tr');
      await rows
        .nth(0)
        .getByRole('button', { name: new RegExp(P.voidPayment) })
        .click();
      const voidDialog = page.getByRole('dialog', { name: fill(P.voidTitle, { amount: usd(depositCents) }) });
      // The box holds still while the toasts' strip at the foot changes (the "recorded" toast
      // ending while the admin reaches for a button): a centred box moved under the pointer.
      const confirmButton = voidDialog.getByRole('button', { name: P.voidConfirm });
      const backdrop = page.locator('.modal-backdrop');
      const before = await confirmButton.boundingBox();
      await backdrop.evaluate((el) => (el as HTMLElement).style.setProperty('--dialog-toasts-h', '200px'));
      expect(await confirmButton.boundingBox()).toEqual(before);
      await backdrop.evaluate((el) => (el as HTMLElement).style.removeProperty('--dialog-toasts-h'));
      // the reason is required: asked for, at the field
      await voidDialog.getByRole('button', { name: P.voidConfirm }).click();
      await expect(voidDialog.getByRole('textbox', { name: P.voidReason })).toHaveAccessibleDescription(
        P.voidReasonRequired,
      );
      await voidDialog.getByRole('textbox', { name: P.voidReason }).fill('Recorded on the wrong order');
      await voidDialog.getByRole('button', { name: P.voidConfirm }).click();
      await expect(voidDialog).toHaveCount(0);
      await expect(page.getByText(P.voided, { exact: true })).toBeVisible();
      await expect(rows.nth(0).getByTestId('payment-voided')).toHaveText(
        fill(P.voidedReason, { reason: 'Recorded on the wrong order' }),
      );
      await expect(rows.nth(0)).toHaveClass(/admin-pay-voided/);
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(0));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(totalCents));
      await expect(section.getByTestId('payment-state')).toHaveText(P.statePrepaymentDue);

      // --- the deposit by card (REST), another order of the same buyer, then this one declined
      await recordPayment(request, await adminToken(request), order.id, depositCents, 'card', 'prepayment');
      const other = await placeLastWindowOrder(request, token, [{ id: oxtail.id, quantity: 4 }], BUYER.note);
      const declined = await putOrderStatus(request, order.id, 'declined');
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(section.getByTestId('payment-credit')).toHaveText(
        fill(P.depositToRefund, { amount: usd(depositCents) }),
      );
      // A declined order owes nothing: its badge says what it holds goes back, never "paid".
      await expect(section.getByTestId('payment-state')).toHaveText(P.stateRefundDue);
      await expect(rows).toHaveCount(2);

      // --- part of it refunded to the card: the tax on it goes back too
      const refundCents = 10_000;
      const tax = paymentAdjustment(refundCents, 'prepayment', 'card', DEFAULT_PAYMENT_TERMS).taxCents;
      const refundForm = section.getByRole('form', { name: P.refundTitle });
      await refundForm.getByRole('radio', { name: P.card }).check();
      await refundForm.getByRole('textbox', { name: P.refundAmountLabel }).fill((refundCents / 100).toFixed(2));
      await expect(refundForm.getByTestId('refund-returned')).toHaveText(
        fill(P.refundReturnTax, { returned: usd(refundCents + tax), percent: '9.75', tax: usd(tax) }),
      );
      await refundForm.getByRole('textbox', { name: P.refundReason }).fill('Order declined: deposit back');
      await refundForm.getByRole('button', { name: P.refundSubmit, exact: true }).click();
      const refundDialog = page.getByRole('dialog', { name: fill(P.refundConfirmTitle, { amount: usd(refundCents) }) });
      await refundDialog.getByRole('button', { name: P.refundSubmit, exact: true }).click();
      await expect(page.getByText(P.refunded, { exact: true })).toBeVisible();
      const refunds = section.getByTestId('refund-list').locator('tbody tr');
      await expect(refunds).toHaveCount(1);
      await expect(refunds.nth(0)).toContainText(
        fill(P.returnedTax, { amount: usd(refundCents + tax), tax: usd(tax) }),
      );
      const creditCents = depositCents - refundCents;
      await expect(section.getByTestId('payment-credit')).toHaveText(
        fill(P.depositToRefund, { amount: usd(creditCents) }),
      );
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(creditCents));
      // The section with a voided payment, a refund and the deposit still to refund.
      await reviewShot(page.locator('.admin-payments'), `admin-payments-credit-${locale}`, { uncovered: true });

      // --- the rest moved as credit to the buyer's other order, asked first
      await section.getByRole('button', { name: P.moveCredit }).click();
      const move = page.getByRole('dialog', { name: fill(P.moveTitle, { number: order.order_number }) });
      const dueOther = toCents(other.total_amount);
      await move
        .getByRole('combobox', { name: P.moveOrder })
        .selectOption({ label: fill(P.moveOrderOption, { number: other.order_number, due: usd(dueOther) }) });
      await expect(move.getByRole('textbox', { name: P.moveAmount })).toHaveValue((creditCents / 100).toFixed(2));
      await move
        .getByRole('button', {
          name: fill(P.moveConfirm, { amount: usd(creditCents), number: other.order_number }),
        })
        .click();
      await expect(move).toHaveCount(0);
      await expect(page.getByText(P.moved, { exact: true })).toBeVisible();
      await expect(section.getByTestId('credit-moves')).toContainText(fill(P.creditTo, { number: other.order_number }));
      await expect(section.getByTestId('payment-credit')).toHaveCount(0);
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(0));

      // Then with the credit moved out.
      await reviewShot(page.locator('.admin-payments'), `admin-payments-moved-${locale}`, { uncovered: true });

      // --- the other order holds it
      await openOrder(page, L, other);
      await expect(section.getByTestId('credit-moves')).toContainText(
        fill(P.creditFrom, { number: order.order_number }),
      );
      await expect(section.getByTestId('payment-paid')).toHaveText(usd(creditCents));
      await expect(section.getByTestId('payment-due')).toHaveText(usd(dueOther - creditCents));
    });

    test('a company’s terms and credit limit, edited on the customer page', async ({ page, request, L }) => {
      const T = L.admin.customers.terms;
      const { order } = await orderOpenedByAdmin(page, request, locale, BUYER, [{ id: oxtail.id, quantity: 1 }]);
      const detail = await trpcGet<{ buyer: { id: number } }>(page, 'admin.orders.detail', { orderId: order.id });
      await page.goto(`/admin/dashboard?page=customers&customer=${detail.buyer.id}`, { waitUntil: 'domcontentloaded' });
      const panel = page.getByRole('region', { name: T.title });
      await expect(panel.getByTestId('customer-terms-value')).toHaveText(T.pickup, { timeout: 15_000 });
      await expect(panel.getByTestId('customer-credit-limit')).toHaveText(T.noLimit);

      await panel.getByRole('button', { name: T.edit }).click();
      const terms = panel.getByRole('combobox', { name: T.terms });
      await expect(terms).toBeFocused();
      await terms.selectOption({ label: fill(T.net, { days: 30 }) });
      const limit = panel.getByRole('textbox', { name: T.limitLabel });
      // not an amount: said at the field, nothing sent
      await limit.fill('lots');
      await panel.getByRole('button', { name: T.save }).click();
      await expect(limit).toHaveAccessibleDescription(
        new RegExp(T.limitInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(limit).toBeFocused();
      await limit.fill('5,000');
      await panel.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.saved, { exact: true })).toBeVisible();
      await expect(panel.getByTestId('customer-terms-value')).toHaveText(fill(T.net, { days: 30 }));
      await expect(panel.getByTestId('customer-credit-limit')).toHaveText(usd(500_000));

      // blank: no limit again
      await panel.getByRole('button', { name: T.edit }).click();
      await panel.getByRole('textbox', { name: T.limitLabel }).fill('');
      await panel.getByRole('button', { name: T.save }).click();
      await expect(panel.getByTestId('customer-credit-limit')).toHaveText(T.noLimit);
      await expect(panel.getByTestId('customer-terms-value')).toHaveText(fill(T.net, { days: 30 }));
    });
  });
});
