import { describe, expect, it } from 'vitest';
import { financeChargeAnnualBp, financeChargeCents } from './finance-charges';

describe('finance charges', () => {
  it('charge the monthly rate, capped by the legal maximum a year', () => {
    expect(financeChargeAnnualBp({ monthlyRateBp: 150, annualMaxBp: 1000 })).toBe(1000);
    expect(financeChargeAnnualBp({ monthlyRateBp: 50, annualMaxBp: 1000 })).toBe(600);
    // $1,000.00 overdue at 1.5% a month with an 18% maximum: $15.00
    expect(financeChargeCents(100_000, financeChargeAnnualBp({ monthlyRateBp: 150, annualMaxBp: 1800 }))).toBe(1500);
    // at 10% a year: $8.33 (833.33 cents, rounded)
    expect(financeChargeCents(100_000, 1000)).toBe(833);
    expect(financeChargeCents(60, 1000)).toBe(1); // 0.5 cents rounds up
    expect(financeChargeCents(59, 1000)).toBe(0);
  });
});
