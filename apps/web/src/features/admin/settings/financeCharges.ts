import { financeChargeAnnualBp } from '@wholesale/rules';

// Pure logic of the late payment interest fields (Settings > Invoices): each field read as the
// server takes it (a percent more than 0, to two decimals, at most 10 a month or 100 a year; whole
// days of grace 0-90), and the rate a year actually charged.

export const FINANCE_RATE_MAX = 10;
export const FINANCE_ANNUAL_MAX = 100;
export const FINANCE_GRACE_MAX = 90;

/** A percent field: more than 0, at most `max`, at most two decimals; null otherwise. */
export function readPercent(text: string, max: number): number | null {
  const t = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$|^\.\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= max ? n : null;
}

/** The grace field: whole days, 0 to 90; null otherwise. */
export function readGraceDays(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n <= FINANCE_GRACE_MAX ? n : null;
}

export interface FinanceFields {
  enabled: boolean;
  rate: string;
  max: string;
  grace: string;
}

export interface FinanceValue {
  enabled: boolean;
  monthly_rate_percent: number;
  annual_max_percent: number;
  grace_days: number;
}

export type FinanceCheck =
  { ok: true; value: FinanceValue } | { ok: false; invalid: { rate: boolean; max: boolean; grace: boolean } };

/** The group's fields as the server takes them, or which are wrong (checked even while off: the server keeps them). */
export function checkFinanceFields(f: FinanceFields): FinanceCheck {
  const rate = readPercent(f.rate, FINANCE_RATE_MAX);
  const max = readPercent(f.max, FINANCE_ANNUAL_MAX);
  const grace = readGraceDays(f.grace);
  if (rate === null || max === null || grace === null)
    return { ok: false, invalid: { rate: rate === null, max: max === null, grace: grace === null } };
  return {
    ok: true,
    value: { enabled: f.enabled, monthly_rate_percent: rate, annual_max_percent: max, grace_days: grace },
  };
}

/** The fields as the saved settings fill them. */
export function financeFields(s: FinanceValue): FinanceFields {
  return {
    enabled: s.enabled,
    rate: String(s.monthly_rate_percent),
    max: String(s.annual_max_percent),
    grace: String(s.grace_days),
  };
}

/** The rate a year charged (twelve months of the monthly rate, at most the legal maximum), as "10" or "16.5". */
export function annualRateText(s: Pick<FinanceValue, 'monthly_rate_percent' | 'annual_max_percent'>): string {
  const bp = financeChargeAnnualBp({
    monthlyRateBp: Math.round(s.monthly_rate_percent * 100),
    annualMaxBp: Math.round(s.annual_max_percent * 100),
  });
  return String(bp / 100);
}
