// The deposit setting's public surface (issue 18, item 2): how and when the 50% prepayment of a
// pickup order is collected, in English and Korean, as staff write it in the back office. No
// database or Node imports: packages/api (whose router type the browser build imports) depends on it.
import { z } from 'zod';
import type { Actor } from '../actor';
import { body, CONTROL_CHARACTERS, EXPECTED_TEXT, isCleanText } from '../schemas';

/** The most characters either language's text may have: a paragraph, not a policy page. */
export const DEPOSIT_TEXT_MAX = 1000;

export const DEPOSIT_MESSAGES = {
  en: 'The English text is required',
  ko: 'The Korean text is required',
  tooLong: `Each text can be at most ${DEPOSIT_TEXT_MAX} characters`,
} as const;

/**
 * What a fresh installation says until staff write their own: the issue's example and its
 * Korean. Kept here (not in a migration) so every process agrees and a better default ships in code.
 */
export const DEFAULT_DEPOSIT_TERMS: DepositTerms = {
  en: 'We call you to take the deposit by card before we prepare your order, or pay it in cash at the counter.',
  ko: '주문을 준비하기 전에 저희가 전화를 드려 카드로 선결제를 받습니다. 매장 카운터에서 현금으로 내셔도 됩니다.',
};

/**
 * One language's text. Its length is checked first and ends the chain, so nothing after it (the
 * character rule, the trim) reads more than DEPOSIT_TEXT_MAX characters; line breaks are kept
 * (staff may write two short paragraphs), control characters are refused.
 */
const depositText = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : EXPECTED_TEXT) })
    .max(DEPOSIT_TEXT_MAX, { error: DEPOSIT_MESSAGES.tooLong, abort: true })
    .refine((value) => isCleanText(value, true), { error: CONTROL_CHARACTERS, abort: true })
    .trim()
    .min(1, { error: missing });

/** PUT /api/settings/deposit and tRPC admin.settings.setDeposit: both languages, every time. */
export const depositTermsInput = body({
  en: depositText(DEPOSIT_MESSAGES.en),
  ko: depositText(DEPOSIT_MESSAGES.ko),
});
export type DepositTermsInput = z.input<typeof depositTermsInput>;

/** The text in each language (what the storefront reads and shows in the page's language). */
export interface DepositTerms {
  en: string;
  ko: string;
}

/** The setting as the back office sees it. */
export interface DepositSetting extends DepositTerms {
  /** true while no admin has saved it: the texts are DEFAULT_DEPOSIT_TERMS */
  is_default: boolean;
  /** ISO 8601, when it was last saved; null while it is the default */
  updated_at: string | null;
}

export interface DepositService {
  /** The texts for the storefront (anyone may read them: they say how to pay, nothing private). */
  terms(): Promise<DepositTerms>;
  /** The setting with when it was saved (admins only). */
  setting(actor: Actor): Promise<DepositSetting>;
  /** Replaces both texts (admins only); the storefront reads the new ones at once in this process. */
  setTerms(actor: Actor, input: DepositTermsInput): Promise<DepositSetting>;
}
