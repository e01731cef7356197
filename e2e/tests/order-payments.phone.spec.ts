// Where a buyer's order stands with its payments, and its invoice, from the
// buyer's profile at phone size, in English and Korean: staff record the deposit by card and the
// balance in cash (the REST door, as the demo admin); the order's page says "Deposit due", then
// "Deposit paid", then "Paid in full", what is paid and what is left, and lists the payments with
// the card's sales tax and the cash discount (computed here by hand: the tax rounded half up, the
// discount down). Before the order is complete it offers the order confirmation as a PDF, in the
// account's language and in the other one, saying the invoice comes with completion; once staff
// complete it (the REST door), the invoice, in both languages under one number. An order with a
// catch-weight line says its invoice waits for the weighing (and staff cannot complete it
// unweighed); a cancelled one offers no document.
import type { Locator, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { fill } from './accounts-support';
import { expect, inEachLanguage, type Locale, reviewShot, test, usd } from './support';
import { boxItems, catchWeightItems, checkoutTexts, ordersTexts } from './ordering-support';
import {
  adminToken,
  completeOrder,
  lineCents,
  momentText,
  placeOrder,
  putOrderStatus,
  recordPayment,
  signedInBuyer,
  touchTargets,
  trpcGet,
  trpcPost,
  value,
} from './order-cycle-support';
import { downloadPdf } from './order-documents-support';
import { expectNoSeriousAxe } from './axe-support';

// Box products (exact totals) past the ones the checkout and order-changes specs take, and a
// catch-weight product from the middle (checkout takes the first, the orders spec the last).
const boxA = boxItems[6] as DemoItem;
const boxB = boxItems[7] as DemoItem;
const cw = catchWeightItems[Math.floor(catchWeightItems.length / 2)] as DemoItem;

interface Order {
  id: number;
  order_number: string;
  total_amount: number;
  revision: number;
  amounts: { total: number; prepayment: number; estimated: boolean };
  payment: { state: string; paid: number; due: number; prepayment_due: number };
}

// ------------------------------------------------------------------ money, by hand

/** 9.75% sales tax on a card payment, rounded half up to the cent. */
const cardTax = (c: number) => Math.floor((c * 975 + 5_000) / 10_000);
/** 5% off a balance paid in cash, rounded down. */
const cashDiscount = (c: number) => Math.floor((c * 5) / 100);

// ------------------------------------------------------------------ the page

/** Scrolls so that `selector` starts `gap` px under the sticky header. */
async function below(page: Page, selector: string, gap: number): Promise<void> {
  await page.evaluate(
    ([sel, g]) => {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const top = document.querySelector(sel)?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - header - g - 12);
    },
    [selector, gap] as const,
  );
}

/** A payment received, as the order's page lists it: its kind, amount, moment and what it collected. */
async function expectPayment(
  row: Locator,
  locale: Locale,
  payment: { title: string; cents: number; at: Date; details: string[] },
): Promise<void> {
  await expect(row.locator('.order-pay-title')).toHaveText(payment.title);
  await expect(row.locator('.order-pay-amount')).toHaveText(usd(payment.cents));
  await expect(row.locator('.order-pay-when')).toHaveText(momentText(payment.at, locale));
  await expect(row.locator('.order-pay-detail-part')).toHaveText(payment.details);
}

test.describe('payments and the invoice on the buyer order page', () => {
  inEachLanguage((locale) => {
    test('deposit by card, balance in cash: the state, the amounts, the payments; the confirmation, then the invoice, download in both languages', async ({
      page,
      request,
    }) => {
      test.slow(); // a signup, an order, two payments, three page loads and two downloads
      const T = checkoutTexts(locale);
      const O = ordersTexts(locale);
      const P = O.payment;
      const profile = await signedInBuyer(page, request, locale, `order-pay-${locale}`);

      const lines: [DemoItem, number][] = [
        [boxA, 3],
        [boxB, 2],
      ];
      const order = await placeOrder<Order>(page, lines);
      // by hand: the lines, no pickup fee, half of it up front (rounded up to the cent)
      const total = lines.reduce((sum, [i, q]) => sum + lineCents(i, q), 0);
      expect(Math.round(order.amounts.total * 100)).toBe(total);
      const deposit = Math.ceil(total / 2);
      const balance = total - deposit;
      expect(Math.round(order.amounts.prepayment * 100)).toBe(deposit);

      // --- nothing paid yet: the deposit is due, and how to pay it
      await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      await expect(
        page.getByRole('heading', { level: 2, name: fill(O.detailTitle, { number: order.order_number }) }),
      ).toBeVisible();
      const state = page.locator('.order-pay-state');
      await expect(state.getByText(fill(P.stateDue, { amount: usd(deposit) }), { exact: true })).toBeVisible();
      await expect(value(state, P.paidSoFar)).toHaveText(usd(0));
      await expect(value(state, P.leftToPay)).toHaveText(usd(total));
      await expect(page.getByRole('heading', { level: 3, name: T.deposit.title })).toBeVisible();
      await expect(page.getByRole('region', { name: P.received })).toHaveCount(0);
      const cashNote = page.getByText(fill(T.money.cashNote, { amount: usd(cashDiscount(balance)) }), {
        exact: true,
      });
      await expect(cashNote).toBeVisible();
      await below(page, '.order-pay-state', 60);
      await reviewShot(page, `payment-due-${locale}`, { fullPage: false });

      // --- the deposit by card, recorded by our team: 9.75% tax on top
      const token = await adminToken(request);
      const depositAt = new Date(Date.now() - 2 * 3_600_000);
      expect((await recordPayment(request, token, order.id, deposit, 'card', 'prepayment', depositAt)).state).toBe(
        'prepaid',
      );
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(state.getByText(P.statePrepaid, { exact: true })).toBeVisible();
      await expect(value(state, P.paidSoFar)).toHaveText(usd(deposit));
      await expect(value(state, P.leftToPay)).toHaveText(usd(balance));
      // paid: the deposit's note is gone
      await expect(page.getByRole('heading', { level: 3, name: T.deposit.title })).toHaveCount(0);
      const received = page.getByRole('region', { name: P.received });
      const tax = cardTax(deposit);
      await expectPayment(received.getByRole('listitem').nth(0), locale, {
        title: P.prepaymentCard,
        cents: deposit,
        at: depositAt,
        details: [fill(P.collected, { amount: usd(deposit + tax) }), fill(P.cardTax, { amount: usd(tax) })],
      });
      await below(page, '.order-pay-state', 60);
      await reviewShot(page, `payment-prepaid-${locale}`, { fullPage: false });

      // --- the balance in cash: 5% off
      const balanceAt = new Date(Date.now() - 3_600_000);
      expect((await recordPayment(request, token, order.id, balance, 'cash', 'balance', balanceAt)).state).toBe('paid');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(state.getByText(P.statePaid, { exact: true })).toBeVisible();
      await expect(value(state, P.paidSoFar)).toHaveText(usd(total));
      await expect(value(state, P.leftToPay)).toHaveText(usd(0));
      await expect(received.getByRole('listitem')).toHaveCount(2);
      const discount = cashDiscount(balance);
      await expectPayment(received.getByRole('listitem').nth(1), locale, {
        title: P.balanceCash,
        cents: balance,
        at: balanceAt,
        details: [
          fill(P.collected, { amount: usd(balance - discount) }),
          fill(P.cashDiscount, { amount: usd(discount) }),
        ],
      });
      // all paid: no more saving to offer on the balance
      await expect(cashNote).toHaveCount(0);
      // the server's figures agree with ours
      const paid = await trpcGet<Order>(page, 'orders.detail', { orderId: order.id });
      expect(paid.payment).toMatchObject({ state: 'paid', paid: total / 100, due: 0, prepayment_due: 0 });

      // --- before completion: the order confirmation, in the screen's language and the other one
      const otherLang: Locale = locale === 'ko' ? 'en' : 'ko';
      const otherText = otherLang === 'ko' ? P.invoiceInKo : P.invoiceInEn;
      const confirmation = page.getByRole('link', { name: P.confirmation, exact: true });
      const otherConfirmation = page.getByRole('link', { name: `${P.confirmation} ${otherText}`, exact: true });
      await expect(confirmation).toHaveAttribute('href', `/api/orders/${order.id}/confirmation.pdf?lang=${locale}`);
      await expect(confirmation).toHaveAccessibleDescription(P.invoiceOnComplete);
      await expect(otherConfirmation).toHaveAttribute(
        'href',
        `/api/orders/${order.id}/confirmation.pdf?lang=${otherLang}`,
      );
      await expect(page.getByText(P.invoiceOnComplete, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: P.invoice })).toHaveCount(0);
      await touchTargets([confirmation, otherConfirmation]);
      await below(page, '.order-pay-received', 0);
      await reviewShot(page, `payments-confirmation-${locale}`, { fullPage: false });
      expect(await downloadPdf(page, confirmation)).toBe(`order-confirmation-${order.order_number}-${locale}.pdf`);
      expect(await downloadPdf(page, otherConfirmation)).toBe(
        `order-confirmation-${order.order_number}-${otherLang}.pdf`,
      );

      // --- staff complete the order, which issues its invoice: in the screen's language, and the other one
      await completeOrder(request, order.id);
      await page.reload({ waitUntil: 'domcontentloaded' });
      const invoice = page.getByRole('link', { name: P.invoice, exact: true });
      const other = page.getByRole('link', { name: `${P.invoice} ${otherText}`, exact: true });
      await expect(invoice).toHaveAttribute('href', `/api/orders/${order.id}/invoice.pdf?lang=${locale}`);
      await expect(other).toHaveAttribute('href', `/api/orders/${order.id}/invoice.pdf?lang=${otherLang}`);
      await expect(other).toContainText(otherText);
      await expect(page.getByRole('link', { name: P.confirmation })).toHaveCount(0);
      await expect(page.getByText(P.invoiceOnComplete, { exact: true })).toHaveCount(0);
      await touchTargets([invoice, other]);

      // the payment section from its heading, below the sticky header; then down to the invoice
      await below(page, '.order-pay-state', 60);
      await reviewShot(page, `payment-${locale}`, { fullPage: false });
      await below(page, '.order-pay-received', 0);
      await reviewShot(page, `payments-invoice-${locale}`, { fullPage: false });
      await expectNoSeriousAxe(page);

      const name = await downloadPdf(page, invoice);
      const number = new RegExp(`^invoice-(INV-\\d{6})-${locale}\\.pdf$`).exec(name)?.[1];
      expect(number, name).toBeTruthy();
      // the same invoice, in the other language: the same number
      expect(await downloadPdf(page, other)).toBe(`invoice-${number}-${otherLang}.pdf`);
    });

    test('a catch-weight order offers its confirmation and says when its invoice will be ready; a cancelled one offers none', async ({
      page,
      request,
      L,
    }) => {
      test.slow();
      const T = checkoutTexts(locale);
      const O = ordersTexts(locale);
      const P = O.payment;
      const profile = await signedInBuyer(page, request, locale, `order-pay-cw-${locale}`);
      const order = await placeOrder<Order>(page, [
        [cw, 2],
        [boxA, 1],
      ]);
      expect(order.amounts.estimated).toBe(true);

      await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      await expect(
        page.getByRole('heading', { level: 2, name: fill(O.detailTitle, { number: order.order_number }) }),
      ).toBeVisible();
      const later = page.getByText(P.invoiceLater, { exact: true });
      await expect(later).toBeVisible();
      await expect(page.getByRole('link', { name: P.invoice })).toHaveCount(0);
      // the order as it stands (its weights estimated): the confirmation, which the note describes
      const confirmation = page.getByRole('link', { name: P.confirmation, exact: true });
      await expect(confirmation).toHaveAccessibleDescription(P.invoiceLater);
      expect(await downloadPdf(page, confirmation)).toBe(`order-confirmation-${order.order_number}-${locale}.pdf`);
      // staff cannot complete it (and so issue its invoice) before the catch-weight line is weighed
      const refused = await putOrderStatus(request, order.id, 'complete');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('orders.completeUnweighed');
      // the deposit is due; what is left is an estimate until weighed
      const state = page.locator('.order-pay-state');
      await expect(
        state.getByText(fill(P.stateDue, { amount: usd(Math.round(order.payment.prepayment_due * 100)) }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(value(state, P.leftToPay)).toHaveText(`${T.money.est} ${usd(Math.round(order.payment.due * 100))}`);
      await later.scrollIntoViewIfNeeded();
      await reviewShot(page, `invoice-later-${locale}`, { fullPage: false });

      // cancelled: neither the state line nor the invoice
      await trpcPost(page, 'orders.cancel', { orderId: order.id, revision: order.revision });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(value(page, O.status)).toHaveText(L.base.orderStatus.cancelled);
      await expect(later).toHaveCount(0);
      await expect(state).toHaveCount(0);
      await expect(page.getByRole('link', { name: P.invoice })).toHaveCount(0);
      await expect(page.getByRole('link', { name: P.confirmation })).toHaveCount(0);
    });

    test('a cancelled order holding its deposit reads "Deposit to refund", with nothing left to pay', async ({
      page,
      request,
    }) => {
      test.slow();
      const O = ordersTexts(locale);
      const P = O.payment;
      const profile = await signedInBuyer(page, request, locale, `order-pay-refund-${locale}`);
      const order = await placeOrder<Order>(page, [[boxB, 1]]);
      const depositCents = Math.round(order.payment.prepayment_due * 100);
      // staff record the deposit by card; then the buyer cancels the order
      await recordPayment(request, await adminToken(request), order.id, depositCents, 'card', 'prepayment');
      await trpcPost(page, 'orders.cancel', { orderId: order.id, revision: order.revision });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${profile}?view=order&order=${order.id}`, { waitUntil: 'domcontentloaded' });
      const refund = page.getByTestId('order-pay-refund');
      await expect(refund).toContainText(fill(P.depositToRefund, { amount: usd(depositCents) }));
      await expect(refund).toContainText(P.depositToRefundNote);
      // nothing reads as owed: no "left to pay", no deposit to pay, no "Deposit due"
      await expect(page.getByText(P.leftToPay, { exact: true })).toHaveCount(0);
      await expect(page.getByText(fill(P.stateDue, { amount: usd(depositCents) }))).toHaveCount(0);
      await expect(page.locator('.deposit-note')).toHaveCount(0);
      // nor the deposit and balance a going order asks for, nor the cash tip for paying the balance
      const T = checkoutTexts(locale);
      await expect(page.locator('.order-money').getByText(T.money.prepayment, { exact: true })).toHaveCount(0);
      await expect(page.locator('.order-money').getByText(T.money.balance, { exact: true })).toHaveCount(0);
      await expect(page.getByText(T.money.cashNote.split('{')[0]?.trim() ?? '')).toHaveCount(0);
      // the deposit is listed among the payments received
      await expect(page.locator('.order-pay-item')).toHaveCount(1);
      await refund.scrollIntoViewIfNeeded();
      await reviewShot(page, `buyer-cancelled-deposit-${locale}-390`);

      // the orders list says what goes back on the order's card, and asks for no deposit
      await page.goto(`${profile}?view=orders`, { waitUntil: 'domcontentloaded' });
      const card = page.locator('.order-card').filter({ hasText: order.order_number });
      await expect(card.locator('.order-refund-line')).toHaveText(
        fill(P.depositToRefund, { amount: usd(depositCents) }),
      );
      await expect(card.getByText(P.badgeDue, { exact: true })).toHaveCount(0);
      await reviewShot(page, `buyer-cancelled-list-${locale}-390`);
    });
  });
});
