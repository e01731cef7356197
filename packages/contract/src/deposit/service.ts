// What the deposit setting (how the 50% prepayment is collected) answers (output types) and the
// service interface @wholesale/services implements.
import type { Actor } from '../actor';
import type { DepositTermsInput } from './inputs';

/** The text in each language (what the storefront reads and shows in the page's language). */
export interface DepositTerms {
  en: string;
  ko: string;
}

/**
 * What a fresh installation says until staff write their own: the example and its
 * Korean. Kept here (not in a migration) so every process agrees and a better default ships in code.
 */
export const DEFAULT_DEPOSIT_TERMS: DepositTerms = {
  en: 'We call you to take the deposit by card before we prepare your order, or pay it in cash at the counter.',
  ko: '주문을 준비하기 전에 저희가 전화를 드려 카드로 선결제를 받습니다. 매장 카운터에서 현금으로 내셔도 됩니다.',
};

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
