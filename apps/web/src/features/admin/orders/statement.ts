import { toPacific } from '@wholesale/rules';
import type { InvoiceLang } from './payments';

// Pure helpers of a buyer's monthly statement in the order's detail: the month
// it starts on (this month on the Los Angeles clock), the month field's check (a month, not after
// this one: the server refuses a future month) and where the statement downloads from.

/** This month on the Los Angeles clock, as a month field's value ('2026-11'): the default and the latest. */
export function pacificMonth(now: Date = new Date()): string {
  return toPacific(now).date.slice(0, 7);
}

export type MonthCheck = { ok: true; month: string } | { ok: false; error: 'invalid' | 'future' };

/**
 * The month field ('YYYY-MM', as a month input gives it, or typed where the browser has no month
 * picker) as the server takes it: a month 01-12 of a four-digit year, not after this Los Angeles month.
 */
export function checkStatementMonth(value: string, now: Date = new Date()): MonthCheck {
  const month = value.trim();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { ok: false, error: 'invalid' };
  // 'YYYY-MM' strings of the same shape compare as the months do.
  if (month > pacificMonth(now)) return { ok: false, error: 'future' };
  return { ok: true, month };
}

/** Where a buyer's statement of a month downloads from, in a language. */
export function statementHref(buyerId: number, month: string, lang: InvoiceLang): string {
  const q = new URLSearchParams({ month, lang });
  return `/api/admin/orders/statements/${encodeURIComponent(String(buyerId))}.pdf?${q.toString()}`;
}
