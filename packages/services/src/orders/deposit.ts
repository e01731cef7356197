// The deposit setting: staff say, in English and Korean, how the 50% prepayment
// is collected; the checkout, the thank-you page, the order-received mail and the buyer's order
// page show it with the day it is due (rules' depositDueDate). Stored as the 'deposit' row of
// business_settings (migration 0012); without a row, DEFAULT_DEPOSIT_TERMS.
import {
  DEFAULT_DEPOSIT_TERMS,
  requireAdmin,
  type DepositService,
  type DepositSetting,
  type DepositTerms,
} from '@wholesale/contract';
import { readSetting, saveSetting } from '../kernel/business-settings';
import { iso, type Db } from '../kernel/common';

import { ReadCache } from '../kernel/read-cache';

const KEY = 'deposit';

/**
 * How long a process keeps the texts it read. Every checkout and every order page reads them, and
 * they change a few times a year: a save in this process drops them at once, another process
 * (several servers behind a balancer) shows the new texts within this time.
 */
export const DEPOSIT_CACHE_MS = 10_000;

/** A stored value that is not two texts (edited by hand, a future shape) reads as the default. */
function termsOf(value: unknown): DepositTerms {
  const v = value as Partial<Record<keyof DepositTerms, unknown>> | null;
  return typeof v?.en === 'string' && typeof v.ko === 'string' && v.en.trim() !== '' && v.ko.trim() !== ''
    ? { en: v.en, ko: v.ko }
    : DEFAULT_DEPOSIT_TERMS;
}

export function createDeposit(deps: { db: Db; cache?: ReadCache }): DepositService {
  const { db } = deps;
  const cache = deps.cache ?? new ReadCache({ ttlMs: DEPOSIT_CACHE_MS });

  async function read(): Promise<DepositSetting> {
    const row = await readSetting(db, KEY);
    if (!row) return { ...DEFAULT_DEPOSIT_TERMS, is_default: true, updated_at: null };
    return { ...termsOf(row.value), is_default: false, updated_at: iso(row.updated_at) };
  }

  return {
    async terms() {
      const { en, ko } = await cache.get(KEY, read);
      return { en, ko };
    },

    async setting(actor) {
      requireAdmin(actor);
      return read();
    },

    async setTerms(actor, input) {
      const admin = requireAdmin(actor);
      await saveSetting(db, KEY, { en: input.en, ko: input.ko }, admin.userId);
      cache.invalidate();
      return read();
    },
  };
}
