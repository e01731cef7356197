// Late payment interest (the seeds' terms: 1.5% a month or the legal maximum, whichever is less),
// charged once a month on what is overdue past the grace period, never on an earlier charge.

export interface FinanceChargeTerms {
  enabled: boolean;
  /** the monthly rate in basis points (150: 1.5% a month) */
  monthlyRateBp: number;
  /** the legal maximum a year in basis points (1000: 10% a year) */
  annualMaxBp: number;
  /** days past an invoice's due date before its balance counts */
  graceDays: number;
}

export const DEFAULT_FINANCE_CHARGE_TERMS: FinanceChargeTerms = {
  enabled: false,
  monthlyRateBp: 150,
  annualMaxBp: 1000,
  graceDays: 10,
};

/** The rate charged, a year's in basis points: twelve months of the monthly rate, at most the legal maximum. */
export function financeChargeAnnualBp(terms: Pick<FinanceChargeTerms, 'monthlyRateBp' | 'annualMaxBp'>): number {
  return Math.min(terms.monthlyRateBp * 12, terms.annualMaxBp);
}

/** A month's charge on `overdueCents`, to the cent (half up). */
export function financeChargeCents(overdueCents: number, annualBp: number): number {
  return Math.round((overdueCents * annualBp) / 120_000);
}
