import type { TranslationFunctions } from '@wholesale/i18n';
import { readFailure, type CodedError } from '../../lib/failure';
import { refusalText } from '../../lib/serverErrorText';
import type { FieldErrorKey } from './validation';

// The account forms' own words for a field they check before sending (validation.ts); the server's
// refusals are worded by lib/serverErrorText.ts.

type LL = TranslationFunctions;

export function fieldText(LL: LL, key: FieldErrorKey | undefined): string | undefined {
  return key ? LL.account.form[key]() : undefined;
}

/** A refusal in the reader's words when it came with any (a code or the server's message), else the page's `fallback`. */
export function refusalOr(LL: LL, e: CodedError, locale: string, fallback: string): string {
  return e.code || e.message ? refusalText(LL, e, locale) : fallback;
}

/** Why a password-reset call failed: no answer at all (the network), else the refusal, else `failed`. */
export function resetFailureText(LL: LL, err: unknown, locale: string, failed: string): string {
  const f = readFailure(err);
  return f.status === null ? LL.account.forgot.network() : refusalOr(LL, f, locale, failed);
}
