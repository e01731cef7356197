import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminOrderDetail } from '../queries';
import { ReasonField } from './ReasonField';
import { useOrderQuestion } from './useOrderQuestion';

/** The most a cancellation's reason may hold (the server's cancelOrderInput). */
const REASON_MAX = 500;

/**
 * "Cancel order" and its question: an optional reason, and what the buyer is told (the
 * cancellation e-mail, with the reason). Sent with the revision shown when the question opened, so
 * a buyer's change in between is refused and the page reloads the order instead.
 */
export function CancelOrder({ order: o, disabled }: { order: AdminOrderDetail; disabled?: boolean }) {
  const { LL } = useI18nContext();
  const C = LL.admin.orderChanges;
  const { mutateAsync: cancel } = useMutation(trpc.orders.cancel.mutationOptions());
  const question = useOrderQuestion(o, { title: C.cancelFailed(), changedMeanwhile: C.cancelChangedMeanwhile() });
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const tooLong = reason.trim().length > REASON_MAX;
  const busy = question.busy;

  function open() {
    setReason('');
    question.open();
  }

  function onConfirm() {
    if (tooLong) return;
    const trimmed = reason.trim();
    void question.send(async (revision) => {
      await cancel({ orderId: o.id, revision, ...(trimmed ? { reason: trimmed } : {}) });
      return { title: C.cancelled() };
    });
  }

  return (
    <>
      <button type="button" className="btn btn-ghost admin-cancel-order" onClick={open} disabled={disabled}>
        {C.cancel()}
      </button>
      <QuestionDialog
        open={question.asking}
        title={C.cancelTitle({ number: o.order_number })}
        description={C.cancelText({ email: o.buyer.email })}
        busy={busy}
        onClose={question.close}
        initialFocus="textarea"
        backLabel={C.cancelKeep()}
        confirmLabel={busy ? C.cancelling() : C.cancelConfirm()}
        onConfirm={onConfirm}
        refused={tooLong}
      >
        <p className="admin-dialog-note">{C.cancelRefund()}</p>
        <ReasonField
          id={reasonId}
          label={C.cancelReason()}
          value={reason}
          onValue={setReason}
          busy={busy}
          required={false}
          hint={C.cancelReasonHint()}
          error={tooLong ? C.cancelReasonTooLong() : null}
        />
      </QuestionDialog>
    </>
  );
}
