import type { TranslationFunctions } from '@wholesale/i18n';
import type { FieldErrorKey } from './validation';

// The account forms' own words for a field they check before sending (validation.ts); the server's
// refusals are worded by lib/serverErrorText.ts.

type LL = TranslationFunctions;

export function fieldText(LL: LL, key: FieldErrorKey | undefined): string | undefined {
  return key ? LL.account.form[key]() : undefined;
}
