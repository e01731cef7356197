import { describe, expect, it } from 'vitest';
import {
  paymentAdjustment,
  paymentPosition,
  paymentState,
  percentToBp,
  prepaymentOf,
  type PaymentTerms,
} from './payments';

// Every figure here is worked out by hand, in cents.
const terms: PaymentTerms = { cashDiscountBp: 500, cardTaxBp: 975 };

describe('paymentAdjustment: what a payment collects for what it settles', () => {
  it('takes 5% off a balance paid in cash, rounded down, and nothing off a cash prepayment', () => {
    // $500.00 balance in cash: $25.00 off → $475.00
    expect(paymentAdjustment(50_000, 'balance', 'cash', terms)).toEqual({
      discountCents: 2_500,
      taxCents: 0,
      collectedCents: 47_500,
    });
    // $123.45: 5% is 617.25 cents → 617 off → $117.28
    expect(paymentAdjustment(12_345, 'balance', 'cash', terms)).toEqual({
      discountCents: 617,
      taxCents: 0,
      collectedCents: 11_728,
    });
    expect(paymentAdjustment(12_345, 'prepayment', 'cash', terms)).toEqual({
      discountCents: 0,
      taxCents: 0,
      collectedCents: 12_345,
    });
  });

  it('adds the card tax, rounded half up, on either kind', () => {
    // $500.00 × 9.75% = $48.75 → $548.75
    expect(paymentAdjustment(50_000, 'prepayment', 'card', terms)).toEqual({
      discountCents: 0,
      taxCents: 4_875,
      collectedCents: 54_875,
    });
    // $1.00 × 9.75% = 9.75 cents → 10; $0.20 × 9.75% = 1.95 → 2; $0.02 → 0.195 → 0
    expect(paymentAdjustment(100, 'balance', 'card', terms).taxCents).toBe(10);
    expect(paymentAdjustment(20, 'balance', 'card', terms).taxCents).toBe(2);
    expect(paymentAdjustment(2, 'balance', 'card', terms).taxCents).toBe(0);
  });

  it('is floor(cents × bp / 10000) off and floor((cents × bp + 5000) / 10000) on, for every cent up to $50', () => {
    for (let cents = 1; cents <= 5_000; cents++) {
      expect(paymentAdjustment(cents, 'balance', 'cash', terms).discountCents).toBe(Math.floor((cents * 500) / 10_000));
      expect(paymentAdjustment(cents, 'balance', 'card', terms).taxCents).toBe(
        Math.floor((cents * 975 + 5_000) / 10_000),
      );
    }
    // exactly half a cent rounds up: 9.75% of $2.00 is 19.5 ¢ → 20 ¢; of $0.10, 0.975 ¢ → 1 ¢
    expect(paymentAdjustment(200, 'balance', 'card', terms).taxCents).toBe(20);
    expect(paymentAdjustment(10, 'balance', 'card', terms).taxCents).toBe(1);
    // 5% of $0.19 is 0.95 ¢: nothing off
    expect(paymentAdjustment(19, 'balance', 'cash', terms).discountCents).toBe(0);
  });

  it('never gives more than 5% off, whatever the setting says', () => {
    expect(paymentAdjustment(10_000, 'balance', 'cash', { cashDiscountBp: 900, cardTaxBp: 0 }).discountCents).toBe(500);
    expect(paymentAdjustment(10_000, 'balance', 'cash', { cashDiscountBp: 250, cardTaxBp: 0 }).discountCents).toBe(250);
  });
});

describe('paymentPosition and paymentState', () => {
  it('is prepayment due, then prepaid at half (rounded up), then paid', () => {
    expect(prepaymentOf(10_001)).toBe(5_001);
    expect(paymentState(10_001, 0)).toBe('prepayment_due');
    expect(paymentState(10_001, 5_000)).toBe('prepayment_due');
    expect(paymentState(10_001, 5_001)).toBe('prepaid');
    expect(paymentState(10_001, 10_001)).toBe('paid');
  });

  it('sums what was settled and what was collected, and what is left of each', () => {
    const prepay = { appliedCents: 5_001, collectedCents: 5_489 }; // card: 5001 + 487.6 → 488
    expect(paymentPosition(10_001, [prepay])).toEqual({
      state: 'prepaid',
      appliedCents: 5_001,
      collectedCents: 5_489,
      prepaymentDueCents: 0,
      dueCents: 5_000,
    });
    const balance = { appliedCents: 5_000, collectedCents: 4_750 };
    expect(paymentPosition(10_001, [prepay, balance])).toEqual({
      state: 'paid',
      appliedCents: 10_001,
      collectedCents: 10_239,
      prepaymentDueCents: 0,
      dueCents: 0,
    });
    expect(paymentPosition(10_001, [])).toMatchObject({
      state: 'prepayment_due',
      prepaymentDueCents: 5_001,
      dueCents: 10_001,
    });
  });
});

describe('percentToBp: a percentage setting', () => {
  it('reads up to two decimals and nothing else', () => {
    expect(['5', '9.75', '0', '4.5', ' 7.25 '].map(percentToBp)).toEqual([500, 975, 0, 450, 725]);
    expect(['', '-1', '9.755', '1e2', 'abc', '1.2.3', '.5', '1000'].map(percentToBp)).toEqual(Array(8).fill(null));
  });
});
