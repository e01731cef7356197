import type { TranslationFunctions } from '@wholesale/i18n';
import type { CodedError } from '../../lib/serverError';
import { serverErrorText } from '../../lib/serverErrorText';
import type { FieldErrorKey } from './validation';

// The server's refusals carry a stable code; the pages show the reader's words for it
// (LL.serverErrors, loaded with the page) and the server's message only for a code they do not know.

type LL = TranslationFunctions;

export function serverText(LL: LL, e: CodedError): string {
  return serverErrorText(LL, e) ?? LL.serverErrors.common.internal();
}

export function fieldText(LL: LL, key: FieldErrorKey | undefined): string | undefined {
  return key ? LL.account.form[key]() : undefined;
}
