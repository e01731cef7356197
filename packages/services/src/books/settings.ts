// The books' settings: what the invoices print of the seller (the seller's permit number), the
// hours a buyer has to report a problem with a completed order (claims) and the missed pickups at
// which a customer is flagged, kept
// as the 'books' row of business_settings. An invoice copies them when it is issued, so a later
// change reaches the invoices issued after it and never an issued one.
import { DEFAULT_FINANCE_CHARGE_TERMS, type FinanceChargeTerms } from '@wholesale/rules';
import {
  CLAIM_WINDOW_DEFAULT_HOURS,
  MISSED_PICKUPS_FLAG_DEFAULT,
  MISSED_PICKUPS_FLAG_MAX,
  requireAdmin,
  type BooksService,
  type BooksSettings,
  type FinanceChargeSettings,
} from '@wholesale/contract';
import { readSetting, saveSetting } from '../kernel/business-settings';
import { iso, type Db } from '../kernel/common';

const KEY = 'books';

const DEFAULT_FINANCE: FinanceChargeSettings = {
  enabled: DEFAULT_FINANCE_CHARGE_TERMS.enabled,
  monthly_rate_percent: DEFAULT_FINANCE_CHARGE_TERMS.monthlyRateBp / 100,
  annual_max_percent: DEFAULT_FINANCE_CHARGE_TERMS.annualMaxBp / 100,
  grace_days: DEFAULT_FINANCE_CHARGE_TERMS.graceDays,
};

/** The finance charges' setting as stored, or the default (off) when absent or of another shape. */
function financeSetting(value: unknown): FinanceChargeSettings {
  const v = value as Partial<FinanceChargeSettings> | null | undefined;
  const ok =
    typeof v?.enabled === 'boolean' &&
    typeof v.monthly_rate_percent === 'number' &&
    typeof v.annual_max_percent === 'number' &&
    typeof v.grace_days === 'number';
  return ok ? (v as FinanceChargeSettings) : DEFAULT_FINANCE;
}

/** The settings as the finance charges' rules read them (basis points). */
export function financeTerms(settings: BooksSettings): FinanceChargeTerms {
  const f = settings.finance_charges;
  return {
    enabled: f.enabled,
    monthlyRateBp: Math.round(f.monthly_rate_percent * 100),
    annualMaxBp: Math.round(f.annual_max_percent * 100),
    graceDays: f.grace_days,
  };
}

/** The settings as stored; a value of another shape (edited by hand) reads as none set. */
export async function readBooksSettings(db: Db): Promise<BooksSettings> {
  const row = await readSetting(db, KEY);
  if (!row)
    return {
      seller_permit: null,
      claim_window_hours: CLAIM_WINDOW_DEFAULT_HOURS,
      missed_pickups_flag: MISSED_PICKUPS_FLAG_DEFAULT,
      finance_charges: DEFAULT_FINANCE,
      updated_at: null,
    };
  const value = row.value as {
    seller_permit?: unknown;
    claim_window_hours?: unknown;
    missed_pickups_flag?: unknown;
    finance_charges?: unknown;
  } | null;
  const permit = typeof value?.seller_permit === 'string' && value.seller_permit !== '' ? value.seller_permit : null;
  const hours = value?.claim_window_hours;
  const window = typeof hours === 'number' && Number.isInteger(hours) && hours > 0 ? hours : CLAIM_WINDOW_DEFAULT_HOURS;
  const flag = value?.missed_pickups_flag;
  const missed =
    typeof flag === 'number' && Number.isInteger(flag) && flag >= 1 && flag <= MISSED_PICKUPS_FLAG_MAX
      ? flag
      : MISSED_PICKUPS_FLAG_DEFAULT;
  return {
    seller_permit: permit,
    claim_window_hours: window,
    missed_pickups_flag: missed,
    finance_charges: financeSetting(value?.finance_charges),
    updated_at: iso(row.updated_at),
  };
}

export function createBooksSettings(db: Db): Pick<BooksService, 'settings' | 'setSettings'> {
  return {
    async settings(actor) {
      requireAdmin(actor);
      return readBooksSettings(db);
    },
    async setSettings(actor, input) {
      const admin = requireAdmin(actor);
      // A claim window or finance charges left out keep the ones saved.
      const current = await readBooksSettings(db);
      await saveSetting(
        db,
        KEY,
        {
          seller_permit: input.seller_permit,
          claim_window_hours: input.claim_window_hours ?? current.claim_window_hours,
          missed_pickups_flag: input.missed_pickups_flag ?? current.missed_pickups_flag,
          finance_charges: input.finance_charges ?? current.finance_charges,
        },
        admin.userId,
      );
      return readBooksSettings(db);
    },
  };
}
