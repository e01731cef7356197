import { TERMS_DAYS, type PaymentTermsCode } from '@wholesale/rules';

// Pure logic of the profile's Account view (?view=account): who sees it, the statements' links
// (the page's language and the other one), a month's name and the terms in words.

export type Lang = 'en' | 'ko';

/**
 * Whether the profile offers the Account view: to a buyer who owns the company or views it; an
 * orderer is refused by the server (books.accountRole), so the entry is not shown to one.
 */
export function showAccountTab(user: {
  role: 'buyer' | 'admin';
  companyRole: 'owner' | 'orderer' | 'viewer';
}): boolean {
  return user.role === 'buyer' && user.companyRole !== 'orderer';
}

export const langOf = (locale: string): Lang => (locale === 'ko' ? 'ko' : 'en');

/** GET /api/company/statements/YYYY-MM.pdf in a language; staff name the company (any member's id). */
export function statementHref(month: string, lang: Lang, company?: number): string {
  const q = new URLSearchParams({ lang });
  if (company !== undefined) q.set('company', String(company));
  return `/api/company/statements/${encodeURIComponent(month)}.pdf?${q.toString()}`;
}

/** A month's statement in the page's language, and the same in the other language. */
export function statementLinks(
  month: string,
  locale: string,
  company?: number,
): { href: string; lang: Lang; other: { href: string; lang: Lang } } {
  const lang = langOf(locale);
  const other: Lang = lang === 'ko' ? 'en' : 'ko';
  return {
    href: statementHref(month, lang, company),
    lang,
    other: { href: statementHref(month, other, company), lang: other },
  };
}

/** 'YYYY-MM' as "November 2026" / "2026년 11월"; anything else as it came. */
export function monthLabel(month: string, locale: string): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15));
  return new Intl.DateTimeFormat(langOf(locale) === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** 'Due at pickup' / 'Net 30 days', in the page's words. */
export function termsWords(
  terms: PaymentTermsCode,
  T: { pickup: () => string; net: (a: { days: number }) => string },
): string {
  return terms === 'pickup' ? T.pickup() : T.net({ days: TERMS_DAYS[terms] });
}

/** Whether the credit available is past the limit (shown red); false without a limit. */
export const overLimit = (available: number | null): boolean => available !== null && available < 0;

/** A finance charge as the company reads it: still owed (in the balance), paid, or waived by staff. */
export type FinanceChargeState = 'owed' | 'paid' | 'waived';

export const financeChargeState = (c: { settled: { kind: 'paid' | 'waived' } | null }): FinanceChargeState =>
  c.settled === null ? 'owed' : c.settled.kind;

/** A rate a year as the page prints it: "10", "16.5" (at most two decimals, no trailing zeros). */
export const percentText = (n: number): string => String(Math.round(n * 100) / 100);
