import { en, ko } from '../../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import { paymentAdjustment } from '@wholesale/rules';
import {
  amountErrorText,
  bpOf,
  checkAmount,
  checkReceivedAt,
  collectedText,
  collectFor,
  collectText,
  CONFIRM_ABOVE_CENTS,
  defaultAmount,
  defaultKind,
  documentHref,
  invoiceLanguages,
  isPaymentsClosed,
  leftFor,
  needsConfirmation,
  orderDocument,
  pacificNowInput,
  stateLabel,
  paymentsBadge,
  toCents,
} from './payments';

// An order's Payments section: what a payment collects (the server's integer-cent arithmetic), the
// form's defaults and checks, and its words in both languages.

const TERMS = { cash_discount_percent: 5, card_tax_percent: 9.75 };

describe('what a payment collects', () => {
  // The arithmetic is the rules' (payments.test.ts there, cent by cent); here, that the terms as the
  // server sends them (percentages) reach it as basis points.
  it('is the rules’ adjustment on the terms the server sends, in basis points', () => {
    const bp = { cashDiscountBp: 500, cardTaxBp: 975 };
    for (const [cents, kind, method] of [
      [12_345, 'balance', 'cash'],
      [50_000, 'prepayment', 'cash'],
      [200, 'balance', 'card'],
      [50_000, 'prepayment', 'card'],
    ] as const)
      expect(collectFor(cents, kind, method, TERMS)).toEqual(paymentAdjustment(cents, kind, method, bp));
    // 5% of $123.45 is $6.1725: $6.17 off; 9.75% of $2.00 is 19.5 ¢ → 20 ¢
    expect(collectFor(12_345, 'balance', 'cash', TERMS).collectedCents).toBe(11_728);
    expect(collectFor(200, 'balance', 'card', TERMS).taxCents).toBe(20);
  });

  it('reads the percentages in basis points without float drift', () => {
    expect(bpOf(9.75)).toBe(975);
    expect(bpOf(5)).toBe(500);
    expect(bpOf(0.1)).toBe(10);
    expect(bpOf(8.25)).toBe(825);
    expect(toCents(548.75)).toBe(54_875);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1_234_567.89)).toBe(123_456_789);
  });
});

describe('the form’s defaults', () => {
  const fresh = { prepayment_due: 500, due: 1_000 };
  const prepaid = { prepayment_due: 0, due: 500 };

  it('starts on the prepayment while some of it is left, else on the balance', () => {
    expect(defaultKind(fresh)).toBe('prepayment');
    expect(defaultKind({ prepayment_due: 0.01, due: 500.01 })).toBe('prepayment');
    expect(defaultKind(prepaid)).toBe('balance');
  });

  it('offers what the kind leaves to pay', () => {
    expect(defaultAmount(fresh, 'prepayment')).toBe('500.00');
    expect(defaultAmount(fresh, 'balance')).toBe('1000.00');
    expect(defaultAmount(prepaid, 'balance')).toBe('500.00');
    expect(defaultAmount(prepaid, 'prepayment')).toBe('');
    expect(leftFor({ prepayment_due: 250.5, due: 501 }, 'prepayment')).toBe(25_050);
    expect(leftFor({ prepayment_due: 250.5, due: 501 }, 'balance')).toBe(50_100);
  });
});

describe('the amount’s check', () => {
  it('reads dollars and cents from their digits', () => {
    expect(checkAmount('475', 100_000)).toEqual({ ok: true, cents: 47_500 });
    expect(checkAmount(' 475.5 ', 100_000)).toEqual({ ok: true, cents: 47_550 });
    expect(checkAmount('$475.05', 100_000)).toEqual({ ok: true, cents: 47_505 });
    expect(checkAmount('.29', 100_000)).toEqual({ ok: true, cents: 29 });
    expect(checkAmount('1,250.00', 200_000)).toEqual({ ok: true, cents: 125_000 });
    // 0.29 × 100 is 28.999… in floating point: read from the digits, it is 29 cents
    expect(checkAmount('1000.29', 200_000)).toEqual({ ok: true, cents: 100_029 });
  });

  it('refuses more than two decimals, words and stray signs', () => {
    for (const text of ['', ' ', '1.234', '12,34', '1,2345', 'abc', '-5', '+5', '5.', '.', '1e3', '4 75', '$']) {
      expect(checkAmount(text, 100_000), text).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('refuses nothing and more than is due', () => {
    expect(checkAmount('0', 100_000)).toEqual({ ok: false, error: 'zero' });
    expect(checkAmount('0.00', 100_000)).toEqual({ ok: false, error: 'zero' });
    expect(checkAmount('1000.01', 100_000)).toEqual({ ok: false, error: 'over' });
    expect(checkAmount('1000.00', 100_000)).toEqual({ ok: true, cents: 100_000 });
    expect(checkAmount('99999999999', 100_000)).toEqual({ ok: false, error: 'over' });
  });

  it('words the refusals in the page’s language', () => {
    const over = 'At most $525.00 is left to pay.';
    expect(amountErrorText(en, 'over', en.admin.payments.amountOver({ due: '$525.00' }))).toBe(over);
    expect(amountErrorText(ko, 'over', ko.admin.payments.amountOver({ due: '$525.00' }))).toBe(
      '남은 금액은 최대 $525.00입니다.',
    );
    expect(amountErrorText(en, 'zero', over)).toBe('The amount must be more than $0.00.');
    expect(amountErrorText(ko, 'invalid', over)).toBe('475.00처럼 달러와 센트로 금액을 입력하세요.');
  });

  it('asks first above $5,000 only', () => {
    expect(CONFIRM_ABOVE_CENTS).toBe(500_000);
    expect(needsConfirmation(500_000)).toBe(false);
    expect(needsConfirmation(500_001)).toBe(true);
    expect(needsConfirmation(47_500)).toBe(false);
  });
});

describe('when the money was received', () => {
  const NOW = new Date('2026-11-23T22:05:30Z'); // 2:05 PM in Los Angeles (PST)

  it('is now when left empty', () => {
    expect(checkReceivedAt('', NOW)).toEqual({ ok: true, iso: undefined });
    expect(checkReceivedAt('  ', NOW)).toEqual({ ok: true, iso: undefined });
  });

  it('reads the field on the Los Angeles clock, in winter and in summer', () => {
    expect(checkReceivedAt('2026-11-23T09:30', NOW)).toEqual({ ok: true, iso: '2026-11-23T17:30:00.000Z' });
    expect(checkReceivedAt('2026-07-04T09:30', NOW)).toEqual({ ok: true, iso: '2026-07-04T16:30:00.000Z' });
    // the field's own now, a minute's grace for the clocks
    expect(pacificNowInput(NOW)).toBe('2026-11-23T14:05');
    expect(checkReceivedAt(pacificNowInput(NOW), NOW).ok).toBe(true);
    expect(checkReceivedAt('2026-11-23T14:06', NOW).ok).toBe(true);
  });

  it('refuses the future and what is not a date and time', () => {
    expect(checkReceivedAt('2026-11-23T14:10', NOW)).toEqual({ ok: false, error: 'future' });
    expect(checkReceivedAt('2026-11-24T09:00', NOW)).toEqual({ ok: false, error: 'future' });
    for (const text of ['2026-11-23', '14:05', '2026-02-30T10:00', '2026-13-01T10:00', 'yesterday']) {
      expect(checkReceivedAt(text, NOW), text).toEqual({ ok: false, error: 'invalid' });
    }
  });
});

describe('the Payments section in words', () => {
  it('says what to collect while typing', () => {
    expect(collectText(en, 50_000, 'balance', 'cash', TERMS)).toBe('Collect $475.00 (5% cash discount $25.00)');
    expect(collectText(en, 50_000, 'prepayment', 'card', TERMS)).toBe('Collect $548.75 (incl. 9.75% sales tax $48.75)');
    expect(collectText(en, 50_000, 'prepayment', 'cash', TERMS)).toBe(
      'Collect $500.00 (no cash discount on a prepayment)',
    );
    expect(collectText(en, 50_000, 'balance', 'cash', { ...TERMS, cash_discount_percent: 0 })).toBe('Collect $500.00');
    expect(collectText(ko, 50_000, 'balance', 'cash', TERMS)).toBe('받을 금액 $475.00 (현금 할인 5% $25.00)');
    expect(collectText(ko, 50_000, 'prepayment', 'card', TERMS)).toBe('받을 금액 $548.75 (판매세 9.75% $48.75 포함)');
  });

  it('says what each payment collected', () => {
    expect(collectedText(en, { collected: 475, discount: 25, tax: 0 })).toBe('$475.00 (−$25.00 cash discount)');
    expect(collectedText(en, { collected: 548.75, discount: 0, tax: 48.75 })).toBe('$548.75 (incl. $48.75 sales tax)');
    expect(collectedText(en, { collected: 500, discount: 0, tax: 0 })).toBe('$500.00');
    expect(collectedText(ko, { collected: 475, discount: 25, tax: 0 })).toBe('$475.00 (현금 할인 −$25.00)');
  });

  it('names the payment state', () => {
    expect(stateLabel(en, 'prepayment_due')).toBe('Prepayment due');
    expect(stateLabel(en, 'prepaid')).toBe('Prepaid');
    expect(stateLabel(en, 'paid')).toBe('Paid in full');
    expect(stateLabel(ko, 'paid')).toBe('전액 결제 완료');
  });

  it('reads a declined or cancelled order as a deposit to refund, or nothing owed, never as paid', () => {
    expect(paymentsBadge(en, 'declined', { state: 'paid', credit: 177.5 })).toEqual({
      text: 'Deposit to refund',
      className: 'badge-orange',
    });
    expect(paymentsBadge(ko, 'cancelled', { state: 'paid', credit: 0 }).text).toBe('결제할 금액 없음');
    expect(paymentsBadge(en, 'order placed', { state: 'prepaid', credit: 0 }).text).toBe('Prepaid');
  });
});

describe('the order’s documents and closed orders', () => {
  it('download in both languages, the buyer’s first', () => {
    expect(documentHref(42, 'invoice', 'ko')).toBe('/api/orders/42/invoice.pdf?lang=ko');
    expect(documentHref(42, 'confirmation', 'en')).toBe('/api/orders/42/confirmation.pdf?lang=en');
    expect(invoiceLanguages('ko')).toEqual(['ko', 'en']);
    expect(invoiceLanguages('en')).toEqual(['en', 'ko']);
  });

  it('are the invoice once the order is complete and weighed, the order confirmation before', () => {
    expect(orderDocument('complete', false)).toBe('invoice');
    expect(orderDocument('completed', false)).toBe('invoice');
    for (const status of ['pending', 'contacted', 'quote sent', 'order placed', 'awaiting approval']) {
      expect(orderDocument(status, false), status).toBe('confirmation');
      expect(orderDocument(status, true), status).toBe('confirmation');
    }
    // completed before completing needed every weight: no invoice until weighed
    expect(orderDocument('complete', true)).toBe('confirmation');
    expect(orderDocument('declined', false)).toBeNull();
    expect(orderDocument('cancelled', true)).toBeNull();
  });

  it('takes no payments on declined or cancelled orders', () => {
    expect(isPaymentsClosed('declined')).toBe(true);
    expect(isPaymentsClosed('cancelled')).toBe(true);
    expect(isPaymentsClosed('order placed')).toBe(false);
    expect(isPaymentsClosed('complete')).toBe(false);
  });
});
