// The product's wording for the deposit setting (how the 50% prepayment is collected): each
// message's code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs
// and services can both read it.
import { coded, codesOf } from '../errors';
/** The most characters either language's text may have: a paragraph, not a policy page. */
export const DEPOSIT_TEXT_MAX = 1000;

export const DEPOSIT_MESSAGES = {
  en: 'The English text is required',
  ko: 'The Korean text is required',
  tooLong: `Each text can be at most ${DEPOSIT_TEXT_MAX} characters`,
} as const;

export const DEPOSIT_ERRORS = coded('deposit', DEPOSIT_MESSAGES);
export const DEPOSIT_CODES = codesOf(DEPOSIT_ERRORS);
