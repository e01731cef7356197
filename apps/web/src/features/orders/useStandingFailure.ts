import { useI18nContext } from '@wholesale/i18n';
import { isOneOf, STANDING_CHANGED_CODES } from '@wholesale/contract/code-sets';
import { readFailure } from '../../lib/failure';
import { failureText } from '../../lib/serverErrorText';

// What a standing order's card and its end dialog say when a change is refused.

/** The failure's words: the server's refusal, or that nothing changed (offline, or our side). */
export function useStandingFailure() {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  return (err: unknown) => {
    const f = readFailure(err);
    const text = failureText(LL, f, locale, { unreachable: S.network(), failed: S.server() });
    // The card on screen is out of date: the list is read again.
    return { text, stale: isOneOf(f.code, STANDING_CHANGED_CODES) };
  };
}
