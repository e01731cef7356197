import { describe, expect, it } from 'vitest';
import { invoiceFigures } from './invoice-figures';
import { DEFAULT_PAYMENT_TERMS, paymentAdjustment, prepaymentOf } from './payments';

const paid = (appliedCents: number, kind: 'prepayment' | 'balance', method: 'cash' | 'card') => {
  const a = paymentAdjustment(appliedCents, kind, method, DEFAULT_PAYMENT_TERMS);
  return { appliedCents, discountCents: a.discountCents, taxCents: a.taxCents, collectedCents: a.collectedCents };
};

describe('invoiceFigures', () => {
  it('shows the card tax and the cash discount beside the total, and what changed hands', () => {
    // $705.19: half by card before pickup, the rest in cash at pickup (5% off, rounded down).
    const total = 70_519;
    const deposit = prepaymentOf(total);
    const f = invoiceFigures({ subtotalCents: total, feeCents: 0 }, [
      paid(deposit, 'prepayment', 'card'),
      paid(total - deposit, 'balance', 'cash'),
    ]);
    expect(deposit).toBe(35_260);
    expect(f.cardTaxCents).toBe(3_438); // 9.75% of $352.60, half up
    expect(f.cashDiscountCents).toBe(1_762); // 5% of $352.59, down
    expect(f.chargedCents).toBe(70_519 - 1_762 + 3_438);
    expect(f.collectedCents).toBe(f.chargedCents);
    expect(f.balanceDueCents).toBe(0);
    expect(f.overpaidCents).toBe(0);
  });

  it('leaves the unpaid part due, with no discount or tax on it yet', () => {
    const f = invoiceFigures({ subtotalCents: 50_000, feeCents: 500 }, [paid(25_250, 'prepayment', 'cash')]);
    expect(f.totalCents).toBe(50_500);
    expect(f.cashDiscountCents).toBe(0); // no discount on a prepayment
    expect(f.balanceDueCents).toBe(25_250);
    expect(f.chargedCents).toBe(f.collectedCents + f.balanceDueCents);
  });

  it('counts what was paid above a total that fell as overpaid, never as a negative balance', () => {
    // $500 paid, then the order changed to $53.
    const f = invoiceFigures({ subtotalCents: 5_300, feeCents: 0 }, [paid(50_000, 'prepayment', 'cash')]);
    expect(f.balanceDueCents).toBe(0);
    expect(f.overpaidCents).toBe(44_700);
  });

  it('has nothing paid and everything due without payments', () => {
    const f = invoiceFigures({ subtotalCents: 1_234, feeCents: 0 }, []);
    expect(f).toMatchObject({ appliedCents: 0, collectedCents: 0, balanceDueCents: 1_234, chargedCents: 1_234 });
  });
});
