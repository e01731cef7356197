import { useI18nContext } from '@wholesale/i18n';
import { zonedToUtc } from '@wholesale/rules';
import { toast } from '../../ui/toastStore';
import { cancelDraft, sendDraftNow, useDraftState } from './draftSender';
import { PlaceFailure } from './PlaceFailure';

/**
 * The checkout's word on an order kept on the phone: waiting for a connection
 * (send it now, or not at all), being sent, or refused by the server once it got there (why, with
 * the cart kept). Nothing while there is no such order. On the Payment step it sits in the bar by
 * PLACE YOUR ORDER, where the buyer's eyes are.
 */
export function DraftNotice({ onBack }: { onBack: () => void }) {
  const { LL } = useI18nContext();
  const W = LL.checkout.waiting;
  const state = useDraftState();
  if (state.status === 'refused') {
    // The slot is a warehouse wall time ('2026-11-30T08:00'): its instant, as the checkout gives it.
    const slot = state.draft.body.pickup_slot;
    return (
      <PlaceFailure
        failure={state.failure}
        day={zonedToUtc(slot.slice(0, 10), slot.slice(11)).toISOString()}
        onBack={onBack}
      />
    );
  }
  if (state.status !== 'waiting' && state.status !== 'sending') return null;
  const sending = state.status === 'sending';
  return (
    <div className="note draft-notice" role="status" id="draft-notice">
      <strong>{sending ? W.sending() : W.title()}</strong>
      <span>{W.text()}</span>
      <span className="draft-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={sendDraftNow} disabled={sending}>
          {W.retry()}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={sending}
          onClick={() => {
            cancelDraft();
            toast({ title: W.cancelled(), variant: 'info' });
          }}
        >
          {W.cancel()}
        </button>
      </span>
    </div>
  );
}
