import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { failureText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { readFailure } from '../../lib/failure';
import { BusyButton, ErrorNote } from '../../ui/BusyButton';
import { ReasonDialog } from './ReasonDialog';
import './orders.css';

// An order awaiting the company owner's approval, on the order's page: the
// owner approves it (one click: it is what the request mail asked for, and nothing is lost) or
// declines it after a confirmation with an optional reason; the orderer and any other member read
// that it waits; a declined order shows the owner's reason.

type Detail = RouterOutputs['orders']['detail'];

/** What the server said when an answer failed, in the page's language. */
function useFailureText() {
  const { LL, locale } = useI18nContext();
  const A = LL.buyerOrders.approval;
  return (err: unknown) => failureText(LL, readFailure(err), locale, { unreachable: A.failed(), failed: A.failed() });
}

export function ApprovalBox({
  order: o,
  onAnswered,
}: {
  order: Detail;
  onAnswered: (next: Detail, said: string) => void;
}) {
  const { LL } = useI18nContext();
  const A = LL.buyerOrders.approval;
  const failureText = useFailureText();
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useMutation(trpc.orders.approve.mutationOptions());

  if (o.order_status === 'declined' && o.decline_reason) {
    return <p className="note order-locked">{A.declinedBecause({ reason: o.decline_reason })}</p>;
  }
  if (o.order_status !== 'awaiting approval') return null;
  if (!o.approvable) {
    return (
      <div className="note order-locked" role="note">
        <strong>{A.waiting()}</strong>
      </div>
    );
  }
  const onApprove = async () => {
    if (approve.isPending) return;
    setError(null);
    try {
      onAnswered(await approve.mutateAsync({ orderId: o.id }), A.approved());
    } catch (err) {
      setError(failureText(err));
    }
  };
  return (
    <div className="order-change-box order-approval">
      <p className="order-cutoff">{A.askOwner({ name: o.placed_by.name })}</p>
      <ErrorNote as="p" text={error} />
      <div className="order-change-actions">
        <BusyButton
          busy={approve.isPending}
          label={A.approve()}
          busyLabel={A.approving()}
          onClick={() => void onApprove()}
        />
        <button
          type="button"
          className="btn btn-ghost btn-danger-text"
          onClick={() => setDeclining(true)}
          disabled={approve.isPending}
        >
          {A.decline()}
        </button>
      </div>
      {declining && (
        <DeclineDialog
          order={o}
          onClose={() => setDeclining(false)}
          onDeclined={(next) => {
            setDeclining(false);
            onAnswered(next, A.declined());
          }}
        />
      )}
    </div>
  );
}

/** "Decline order?": an optional reason for the orderer, Decline order (danger) and Keep waiting (ReasonDialog). */
function DeclineDialog({
  order,
  onClose,
  onDeclined,
}: {
  order: Detail;
  onClose: () => void;
  onDeclined: (next: Detail) => void;
}) {
  const { LL } = useI18nContext();
  const A = LL.buyerOrders.approval;
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: decline, isPending } = useMutation(trpc.orders.decline.mutationOptions());

  const confirm = async (why: string) => {
    setError(null);
    try {
      onDeclined(await decline({ orderId: order.id, ...(why ? { reason: why } : {}) }));
    } catch (err) {
      setError(failureText(err));
    }
  };

  return (
    <ReasonDialog
      title={A.declineTitle({ number: order.order_number })}
      text={A.declineText({ name: order.placed_by.name })}
      reasonLabel={A.reason()}
      confirmLabel={A.confirmDecline()}
      busyLabel={A.declining()}
      keepLabel={A.keep()}
      busy={isPending}
      refusal={error && <span>{error}</span>}
      onConfirm={(why) => void confirm(why)}
      onClose={onClose}
    />
  );
}
