import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState } from 'react';
import { serverErrorText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { Dialog } from '../../ui/Dialog';
import { describeFailure } from '../account/errors';
import type { OrderDetail } from './orderChange';
import '../account/account.css';
import './orders.css';

/** Codes after which the order on screen is out of date: the dialog closes onto the order as it is now. */
const STALE_CODES = new Set(['orders.changedMeanwhile', 'orders.cutoffPassed', 'orders.confirmedLocked', 'orders.cancelledLocked', 'orders.settledLocked', 'orders.notPending']);

/**
 * "Cancel order?": an optional reason (up to 500 characters), Cancel order (danger) and Keep
 * order. Focus starts on Keep order, the safe choice; Escape keeps the order too. `initialReason`
 * fills the reason in ("Skipping this week" when the preview mail of a standing order opened it).
 */
export function CancelOrderDialog({
  order,
  initialReason = '',
  onCancelled,
  onClose,
  onStale,
}: {
  order: OrderDetail;
  initialReason?: string;
  onCancelled: (order: OrderDetail) => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const C = LL.checkout.orders.cancel;
  const E = LL.checkout.orders.edit;
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState(initialReason);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const { mutateAsync: cancel, isPending } = useMutation(trpc.orders.cancel.mutationOptions());

  const confirm = async () => {
    if (isPending) return;
    setRefusal(null);
    const why = reason.trim();
    try {
      const cancelled = await cancel({ orderId: order.id, revision: order.revision, ...(why ? { reason: why } : {}) });
      onCancelled(cancelled);
    } catch (err) {
      const f = describeFailure(err);
      const text = f.status === null ? E.network() : f.status >= 500 ? E.server() : (serverErrorText(LL, f, locale) ?? E.server());
      setRefusal({ text, stale: f.code !== null && STALE_CODES.has(f.code) });
    }
  };

  return (
    <Dialog labelledBy={`${ids}-title`} describedBy={`${ids}-text`} onClose={onClose} busy={isPending} initialFocus={keep} className="cancel-dialog">
      <h2 id={`${ids}-title`} className="cancel-title">
        {C.title({ number: order.order_number })}
      </h2>
      <p id={`${ids}-text`} className="cancel-text">
        {C.text()}
      </p>
      <div className="field">
        <label htmlFor={`${ids}-reason`}>{C.reason()}</label>
        <textarea id={`${ids}-reason`} value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} aria-describedby={`${ids}-count`} />
        <span id={`${ids}-count`} className="muted small">
          {LL.checkout.summary.noteCount({ n: reason.length })}
        </span>
      </div>
      {refusal && (
        <div className="note error" role="alert">
          <span>{refusal.text}</span>
          {refusal.stale && (
            <button type="button" className="btn btn-secondary btn-small" onClick={onStale}>
              {E.reload()}
            </button>
          )}
        </div>
      )}
      <div className="cancel-actions">
        <button type="button" className="btn btn-danger" aria-disabled={isPending || undefined} onClick={() => void confirm()}>
          {isPending ? C.cancelling() : C.confirm()}
        </button>
        <button type="button" className="btn btn-secondary" ref={keep} onClick={onClose} disabled={isPending}>
          {C.keep()}
        </button>
      </div>
    </Dialog>
  );
}
