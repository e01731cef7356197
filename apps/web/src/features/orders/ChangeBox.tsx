import { useI18nContext } from '@wholesale/i18n';
import type { RefObject } from 'react';
import { DeadlineCountdown } from './DeadlineCountdown';
import { cutoffText, type ChangeState } from './orderChange';

/** Whether and until when the order may change, with its two buttons; or why it may not. */
export function ChangeBox({
  state,
  changeButton,
  onChange,
  onCancel,
}: {
  state: ChangeState;
  changeButton: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onCancel: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const cutoff = cutoffText(LL, locale, state);
  if (state.kind === 'open') {
    return (
      <div className="order-change-box">
        {cutoff && <p className="order-cutoff">{cutoff}</p>}
        {state.cutoff && <DeadlineCountdown deadline={state.cutoff} />}
        <div className="order-change-actions">
          <button type="button" className="btn btn-secondary" ref={changeButton} onClick={onChange}>
            {O.changeOrder()}
          </button>
          <button type="button" className="btn btn-ghost btn-danger-text" onClick={onCancel}>
            {O.cancelOrder()}
          </button>
        </div>
      </div>
    );
  }
  if (state.kind === 'closed' || state.kind === 'locked' || state.kind === 'confirmed') {
    return (
      <div className="note order-locked">
        <strong>{state.kind === 'confirmed' ? O.confirmedNote() : (cutoff ?? O.lockedNote())}</strong>
        <span>{O.reachSales()}</span>
      </div>
    );
  }
  return null;
}
