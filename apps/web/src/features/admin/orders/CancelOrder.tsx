import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { QuestionDialog } from '../../../ui/Dialog';
import { adminFailureText } from '../notify';
import type { AdminOrderDetail } from '../queries';
import { isChangedMeanwhile, isStaleOrder } from './changeErrors';

/** The most a cancellation's reason may hold (the server's cancelOrderInput). */
const REASON_MAX = 500;

/**
 * "Cancel order" and its question: an optional reason, and what the buyer is told (the
 * cancellation e-mail, with the reason). Sent with the revision shown when the question opened, so
 * a buyer's change in between is refused and the page reloads the order instead.
 */
export function CancelOrder({ order: o, disabled }: { order: AdminOrderDetail; disabled?: boolean }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.orderChanges;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const { mutateAsync: cancel } = useMutation(trpc.orders.cancel.mutationOptions());
  // The revision the admin decided on: set when the question opens.
  const [asking, setAsking] = useState<{ revision: number } | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { reason: useId(), hint: useId(), error: useId() };
  const tooLong = reason.trim().length > REASON_MAX;

  function open() {
    setReason('');
    setAsking({ revision: o.revision });
  }

  async function onConfirm() {
    if (!asking || busy || tooLong) return;
    setBusy(true);
    const trimmed = reason.trim();
    try {
      await cancel({ orderId: o.id, revision: asking.revision, ...(trimmed ? { reason: trimmed } : {}) });
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      setAsking(null);
      toast({ title: C.cancelled(), variant: 'success' });
    } catch (err) {
      report(err);
      const text = isChangedMeanwhile(err) ? C.cancelChangedMeanwhile() : adminFailureText(LL, err, locale);
      toast({ title: C.cancelFailed(), text, variant: 'error' });
      if (isStaleOrder(err)) {
        setAsking(null);
        await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-ghost admin-cancel-order" onClick={open} disabled={disabled}>
        {C.cancel()}
      </button>
      <QuestionDialog
        open={asking !== null}
        title={C.cancelTitle({ number: o.order_number })}
        description={C.cancelText({ email: o.buyer.email })}
        busy={busy}
        onClose={() => setAsking(null)}
        initialFocus="textarea"
        backLabel={C.cancelKeep()}
        confirmLabel={busy ? C.cancelling() : C.cancelConfirm()}
        onConfirm={() => void onConfirm()}
        refused={tooLong}
      >
        <p className="admin-dialog-note">{C.cancelRefund()}</p>
        <div className="admin-field">
          <label htmlFor={ids.reason}>{C.cancelReason()}</label>
          <textarea
            id={ids.reason}
            rows={3}
            value={reason}
            readOnly={busy}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${ids.error} ${ids.hint}` : ids.hint}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={ids.hint} className="muted admin-hint">
            {C.cancelReasonHint()}
          </p>
          {tooLong && (
            <p id={ids.error} className="admin-inline-error" role="alert">
              {C.cancelReasonTooLong()}
            </p>
          )}
        </div>
      </QuestionDialog>
    </>
  );
}
