import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { failureText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { readFailure } from '../../lib/failure';
import { isOneOf, ORDER_CHANGED_CODES } from '@wholesale/contract/code-sets';
import type { OrderDetail } from './orderChange';
import { ReasonDialog } from './ReasonDialog';

/**
 * "Cancel order?": an optional reason, Cancel order (danger) and Keep order (ReasonDialog).
 * `initialReason` fills the reason in ("Skipping this week" when the preview mail of a standing
 * order opened it).
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
  const C = LL.buyerOrders.cancel;
  const E = LL.buyerOrders.edit;
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const { mutateAsync: cancel, isPending } = useMutation(trpc.orders.cancel.mutationOptions());

  const confirm = async (why: string) => {
    setRefusal(null);
    try {
      const cancelled = await cancel({ orderId: order.id, revision: order.revision, ...(why ? { reason: why } : {}) });
      onCancelled(cancelled);
    } catch (err) {
      const f = readFailure(err);
      const text = failureText(LL, f, locale, { unreachable: E.network(), failed: E.server() });
      // The order on screen is out of date: the dialog closes onto the order as it is now.
      setRefusal({ text, stale: isOneOf(f.code, ORDER_CHANGED_CODES) });
    }
  };

  return (
    <ReasonDialog
      title={C.title({ number: order.order_number })}
      text={C.text()}
      reasonLabel={C.reason()}
      initialReason={initialReason}
      confirmLabel={C.confirm()}
      busyLabel={C.cancelling()}
      keepLabel={C.keep()}
      busy={isPending}
      refusal={
        refusal && (
          <>
            <span>{refusal.text}</span>
            {refusal.stale && (
              <button type="button" className="btn btn-secondary btn-small" onClick={onStale}>
                {E.reload()}
              </button>
            )}
          </>
        )
      }
      onConfirm={(why) => void confirm(why)}
      onClose={onClose}
    />
  );
}
