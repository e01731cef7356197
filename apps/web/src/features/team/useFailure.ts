import { useI18nContext } from '@wholesale/i18n';
import { readFailure } from '../../lib/failure';
import { failureText, fieldErrorTexts } from '../../lib/serverErrorText';
import { useScope } from './scope';

/** A refusal's words: the server's by its code, or that the server could not be reached or failed. */
export function useFailureText() {
  const { LL, locale } = useI18nContext();
  return (err: unknown) => {
    const f = readFailure(err);
    const T = LL.account.team;
    const text = failureText(LL, f, locale, { unreachable: T.network(), failed: T.server() });
    return { ...f, text, fieldTexts: fieldErrorTexts(LL, f.fields, locale) };
  };
}

/** A refused change's words, the failure reported first (for an event handler, not a render). */
export function useFailure() {
  const text = useFailureText();
  const { report } = useScope();
  return (err: unknown) => {
    report(err);
    return text(err);
  };
}
