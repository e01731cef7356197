import type { TranslationFunctions } from '@wholesale/i18n';
import { readFailure } from '../../lib/failure';
import { refusalText } from '../../lib/serverErrorText';
import type { FieldErrorKey } from './validation';

// The account forms' own words for a field they check before sending (validation.ts); the server's
// refusals are worded by lib/serverErrorText.ts.

type LL = TranslationFunctions;

export function fieldText(LL: LL, key: FieldErrorKey | undefined): string | undefined {
  return key ? LL.account.form[key]() : undefined;
}

/** Why a password-reset call failed: no answer at all (the network), else the refusal, else `failed`. */
export function resetFailureText(LL: LL, err: unknown, locale: string, failed: string): string {
  const f = readFailure(err);
  return f.status === null ? LL.account.forgot.network() : refusalText(LL, f, locale, failed);
}
