import { en, ko } from '../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  creditText,
  depositToRefundText,
  invoiceOffer,
  invoiceOtherText,
  isCalledOff,
  isClosedOrder,
  moneyLines,
  paymentBadge,
  paymentDetails,
  paymentLine,
  paymentStateText,
  paymentTitle,
  type OrderPayment,
} from './payment';
import { plain } from '../../testing/texts';

const NOW = new Date('2026-11-20T12:00:00Z');

const payment = (over: Partial<OrderPayment> = {}): OrderPayment => ({
  id: 7,
  kind: 'prepayment',
  method: 'card',
  applied: 500,
  discount: 0,
  tax: 48.75,
  collected: 548.75,
  // 3:05 PM in Los Angeles (PST, UTC−8)
  received_at: '2026-11-25T23:05:00.000Z',
  recorded_by: 'Admin',
  voided: null,
  ...over,
});

describe('the state line', () => {
  it('says what is left of the deposit while it is due, then that it is paid', () => {
    expect(paymentStateText(en, { state: 'prepayment_due', prepayment_due: 512.5 })).toBe('Deposit due: $512.50');
    expect(paymentStateText(en, { state: 'prepaid', prepayment_due: 0 })).toBe('Deposit paid');
    expect(paymentStateText(en, { state: 'paid', prepayment_due: 0 })).toBe('Paid in full');
    expect(paymentStateText(ko, { state: 'prepayment_due', prepayment_due: 1234.5 })).toBe('선결제 대기: $1,234.50');
    expect(paymentStateText(ko, { state: 'prepaid', prepayment_due: 0 })).toBe('선결제 완료');
    expect(paymentStateText(ko, { state: 'paid', prepayment_due: 0 })).toBe('전액 결제 완료');
  });
});

describe('the order card’s payment badge', () => {
  it('says when the deposit is due and when all is paid, nothing in between', () => {
    expect(paymentBadge(en, 'pending', 'prepayment_due')).toEqual({ text: 'Deposit due', tone: 'due' });
    expect(paymentBadge(en, 'complete', 'paid')).toEqual({ text: 'Paid in full', tone: 'paid' });
    expect(paymentBadge(en, 'order placed', 'prepaid')).toBeNull();
    expect(paymentBadge(ko, 'pending', 'prepayment_due')).toEqual({ text: '선결제 대기', tone: 'due' });
    expect(paymentBadge(ko, 'complete', 'paid')).toEqual({ text: '전액 결제 완료', tone: 'paid' });
  });

  it('is never shown on a declined or cancelled order', () => {
    expect(paymentBadge(en, 'cancelled', 'prepayment_due')).toBeNull();
    expect(paymentBadge(en, 'declined', 'paid')).toBeNull();
  });
});

describe('a payment received', () => {
  it('names its kind and method', () => {
    expect(paymentTitle(en, { kind: 'prepayment', method: 'card' })).toBe('Deposit, card');
    expect(paymentTitle(en, { kind: 'prepayment', method: 'cash' })).toBe('Deposit, cash');
    expect(paymentTitle(en, { kind: 'balance', method: 'card' })).toBe('Balance, card');
    expect(paymentTitle(en, { kind: 'balance', method: 'cash' })).toBe('Balance, cash');
    expect(paymentTitle(ko, { kind: 'prepayment', method: 'card' })).toBe('선결제, 카드');
    expect(paymentTitle(ko, { kind: 'balance', method: 'cash' })).toBe('잔액, 현금');
  });

  it('says what it collected, with the card tax or the cash discount', () => {
    const inEach = (amounts: Parameters<typeof paymentDetails>[1]) => [en, ko].map((L) => paymentDetails(L, amounts));
    expect(inEach({ collected: 548.75, discount: 0, tax: 48.75 })).toEqual([
      ['Collected $548.75', 'incl. $48.75 sales tax'],
      ['받은 금액 $548.75', '판매세 $48.75 포함'],
    ]);
    expect(inEach({ collected: 475, discount: 25, tax: 0 })).toEqual([
      ['Collected $475.00', '−$25.00 cash discount'],
      ['받은 금액 $475.00', '현금 할인 −$25.00'],
    ]);
    // a deposit in cash: no discount (it is for the balance), nothing added
    expect(paymentDetails(en, { collected: 500, discount: 0, tax: 0 })).toEqual(['Collected $500.00']);
  });

  it('is one line of the list: what it settled, and when on the warehouse clock', () => {
    const l = paymentLine(en, 'en', payment(), NOW);
    expect({ ...l, when: plain(l.when) }).toEqual({
      id: 7,
      key: 'p7',
      title: 'Deposit, card',
      amount: '$500.00',
      when: 'Wed, Nov 25 · 3:05 PM PT',
      details: ['Collected $548.75', 'incl. $48.75 sales tax'],
    });
    const k = paymentLine(
      ko,
      'ko',
      payment({ kind: 'balance', method: 'cash', applied: 1000.01, discount: 50, tax: 0, collected: 950.01 }),
      NOW,
    );
    expect(plain(k.when)).toBe('11월 25일 (수) 오후 3:05 태평양 시간');
    expect(k.title).toBe('잔액, 현금');
    expect(k.amount).toBe('$1,000.01');
    expect(k.details).toEqual(['받은 금액 $950.01', '현금 할인 −$50.00']);
  });
});

describe('the invoice and the order confirmation', () => {
  const order = (order_status: string, estimated: boolean) => ({ id: 42, order_status, amounts: { estimated } });

  it('are none for a declined or cancelled order', () => {
    expect(isClosedOrder('declined')).toBe(true);
    expect(isClosedOrder('cancelled')).toBe(true);
    expect(isClosedOrder('awaiting approval')).toBe(true);
    expect(isClosedOrder('pending')).toBe(false);
    expect(invoiceOffer(order('cancelled', false), 'en')).toEqual({ kind: 'none' });
    expect(invoiceOffer(order('declined', true), 'en')).toEqual({ kind: 'none' });
  });

  it('offer the invoice of a complete order, in the screen’s language with a link in the other one', () => {
    expect(invoiceOffer(order('complete', false), 'en')).toEqual({
      kind: 'invoice',
      href: '/api/orders/42/invoice.pdf?lang=en',
      other: { href: '/api/orders/42/invoice.pdf?lang=ko', lang: 'ko' },
    });
    expect(invoiceOffer(order('completed', false), 'ko')).toEqual({
      kind: 'invoice',
      href: '/api/orders/42/invoice.pdf?lang=ko',
      other: { href: '/api/orders/42/invoice.pdf?lang=en', lang: 'en' },
    });
  });

  it('offer the order confirmation before completion, saying the invoice comes with it', () => {
    for (const status of ['pending', 'contacted', 'order placed', 'awaiting approval']) {
      expect(invoiceOffer(order(status, false), 'ko'), status).toEqual({
        kind: 'confirmation',
        note: 'complete',
        href: '/api/orders/42/confirmation.pdf?lang=ko',
        other: { href: '/api/orders/42/confirmation.pdf?lang=en', lang: 'en' },
      });
    }
  });

  it('say the invoice waits for the weighing while an amount is estimated', () => {
    expect(invoiceOffer(order('pending', true), 'en')).toEqual({
      kind: 'confirmation',
      note: 'weighing',
      href: '/api/orders/42/confirmation.pdf?lang=en',
      other: { href: '/api/orders/42/confirmation.pdf?lang=ko', lang: 'ko' },
    });
    // completed before completing needed every weight: no document, only the note
    expect(invoiceOffer(order('complete', true), 'en')).toEqual({ kind: 'later' });
  });

  it('word the confirmation and the note in both languages', () => {
    expect(en.buyerOrders.payment.confirmation()).toBe('Download order confirmation');
    expect(ko.buyerOrders.payment.confirmation()).toBe('주문 확인서 다운로드');
    expect(en.buyerOrders.payment.invoiceOnComplete()).toBe('Your invoice is issued when your order is complete.');
  });

  it('names the other language in that language, whatever the page is in', () => {
    for (const LL of [en, ko]) {
      expect(invoiceOtherText(LL, 'en')).toBe('in English');
      expect(invoiceOtherText(LL, 'ko')).toBe('한국어로');
    }
  });
});

describe('money going back', () => {
  const base = {
    state: 'prepaid' as const,
    paid: 0,
    collected: 0,
    prepayment_due: 0,
    due: 0,
    payments: [payment()],
    refunds: [],
    credit_moves: [],
    credit_memos: [],
    credit: 0,
    cash_discount_percent: 5,
    card_tax_percent: 9.75,
  };

  it('reads a cancelled or declined order holding money as a deposit to refund, an open one as credit', () => {
    expect(depositToRefundText(en, 'cancelled', { credit: 512.5 })).toBe('Deposit to refund: $512.50');
    expect(depositToRefundText(ko, 'declined', { credit: 512.5 })).toBe('환불 예정 선결제금: $512.50');
    expect(depositToRefundText(en, 'cancelled', { credit: 0 })).toBeNull();
    expect(depositToRefundText(en, 'order placed', { credit: 20 })).toBeNull();
    expect(creditText(en, 'order placed', { credit: 20 })).toBe('Credit: $20.00');
    expect(creditText(en, 'cancelled', { credit: 20 })).toBeNull();
    expect(isCalledOff('declined') && isCalledOff('cancelled') && !isCalledOff('pending')).toBe(true);
  });

  it('leaves a voided payment out and lists refunds, credit memos and credit moves with it, oldest first', () => {
    const lines = moneyLines(
      en,
      'en',
      {
        ...base,
        payments: [payment(), payment({ id: 8, voided: { at: NOW.toISOString(), reason: 'twice', by: null } })],
        refunds: [
          {
            id: 3,
            method: 'card',
            amount: 200,
            tax: 19.5,
            returned: 219.5,
            reason: 'cancelled',
            refunded_at: '2026-11-26T18:00:00.000Z',
            refunded_by: 'Admin',
          },
        ],
        credit_moves: [
          {
            id: 4,
            direction: 'out',
            order_id: 9,
            order_number: 'WS-00009',
            amount: 300,
            moved_at: '2026-11-26T19:00:00.000Z',
          },
        ],
        credit_memos: [
          {
            id: 5,
            number: 'CM-001001',
            amount: 42.5,
            issued_at: '2026-11-26T18:30:00.000Z',
            url: '/api/credit-memos/5.pdf',
          },
        ],
      },
      NOW,
    );
    expect(lines.map((l) => [l.key, l.title, l.amount])).toEqual([
      ['p7', 'Deposit, card', '$500.00'],
      ['r3', 'Refund, card', '−$200.00'],
      ['m5', 'Credit memo CM-001001', '$42.50'],
      ['c4', 'Credit moved to WS-00009', '−$300.00'],
    ]);
    expect(lines[1]?.details).toEqual(['Returned $219.50', 'incl. $19.50 sales tax']);
    expect(lines[2]).toMatchObject({ details: ['Credit for a reported problem'], pdf: '/api/credit-memos/5.pdf' });
    expect(moneyLines(ko, 'ko', { ...base, payments: [] }, NOW)).toEqual([]);
  });
});
