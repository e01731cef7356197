import { useI18nContext } from '@wholesale/i18n';
import { refusalText } from '../../lib/serverErrorText';
import { Link } from '../../lib/router';
import { formatPacificDay } from '../../lib/pickupText';
import { afterFailure, failureKind, type Failure } from './checkout';

/**
 * Why PLACE YOUR ORDER did not work, next to the button: whether the order was sent at all (offline,
 * unreachable, our fault) or refused (with what to change), that nothing was charged, and, when it
 * was never refused, that trying again is safe (the same attempt never places a second order).
 */
export function PlaceFailure({ failure, day, onBack }: { failure: Failure; day: string | null; onBack: () => void }) {
  const { LL, locale } = useI18nContext();
  const E = LL.checkout.errors;
  const kind = failureKind(failure.key);
  const after = afterFailure(failure);
  let reason: string;
  switch (failure.key) {
    case 'pickupClosed':
      reason = day ? E.pickupClosed({ day: formatPacificDay(day, locale === 'ko' ? 'ko' : 'en') }) : E.pickup();
      break;
    case 'refused':
      reason = E.refused({ message: refusalText(LL, failure, locale) });
      break;
    case 'orderingPaused':
      // Ordering is paused for the account: the message (with our phone) is all there is to say.
      reason = refusalText(LL, failure, locale);
      break;
    default:
      reason = E[failure.key]();
  }
  return (
    <div className="note error place-failure" role="alert" id="place-failure">
      <strong>{E[kind]()}</strong>
      <span>{reason}</span>
      {after && <span>{after === 'safe' ? E.safe() : E.charged()}</span>}
      {failure.key === 'signIn' && (
        <Link className="btn btn-secondary btn-small" to="/login">
          {LL.checkout.summary.signIn()}
        </Link>
      )}
      {failure.backToSummary && (
        <button type="button" className="btn btn-secondary btn-small" onClick={onBack}>
          {LL.checkout.steps.summary()}
        </button>
      )}
    </div>
  );
}
