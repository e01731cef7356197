import { useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { AWAITING_APPROVAL_STATUS } from '@wholesale/rules';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from '../../lib/router';
import { type AuthUser } from '../auth-state/auth';
import { trpc } from '../../lib/trpc';
import { OrderView } from './OrderView';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ChangeBox } from './ChangeBox';
import { ApprovalBox } from './OrderApproval';
import { OrderEditor } from './OrderEditor';
import { changeState } from './orderChange';
import { dateLocale, formatPickupWindow } from '../../lib/pickupText';
import { profilePlacePath } from '../profile/profileState';

type Detail = RouterOutputs['orders']['detail'];

/**
 * A loaded order's page: its heading, then the editor while the buyer changes it, or else the
 * owner's approval, whether it may change, and the order itself; the cancellation dialog over it.
 */
export function OrderBody({
  order: o,
  user,
  heading,
  skip,
}: {
  order: Detail;
  user: AuthUser;
  heading: RefObject<HTMLHeadingElement | null>;
  skip: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  // "Skip this week" from the preview mail: the cancellation is asked at once, with its reason
  // filled in, when the order may still change (otherwise the change box says why not).
  const [cancelling, setCancelling] = useState(skip && o.changeable);
  const [skipping, setSkipping] = useState(skip && o.changeable);
  // What the last change or cancellation did, said in the polite live region at the top.
  const [said, setSaid] = useState('');
  // Where focus goes once the page shows the result: the order's heading after a change or a
  // cancellation (the buttons may be gone), "Change order" after Discard.
  const [focus, setFocus] = useState<{ to: 'heading' | 'change' } | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const pickup = formatPickupWindow(o.pickup_start, o.pickup_end, dateLocale(locale), LL.common.pacificZone());
  const state = changeState(o);
  // The editor stays only while the order may still change (a reload can close it).
  const editorOpen = editing && o.changeable;

  useEffect(() => {
    if (focus) (focus.to === 'change' ? changeButton.current : heading.current)?.focus();
  }, [focus, heading]);

  /** The server's answer becomes the order shown; the lists and the rest of the buyer's orders follow. */
  const settle = (next: Detail, text: string) => {
    queryClient.setQueryData(trpc.orders.detail.queryKey({ orderId: next.id }), next);
    void queryClient.invalidateQueries(trpc.orders.pathFilter());
    setSaid(text);
    setFocus({ to: 'heading' });
  };
  const closeCancel = () => {
    setCancelling(false);
    if (!skipping) return;
    // Asked once: a reload or Back does not ask again.
    setSkipping(false);
    navigate(profilePlacePath(user, { view: 'order', orderId: o.id }), { replace: true });
  };
  const reopen = () => {
    closeCancel();
    void queryClient.invalidateQueries(trpc.orders.pathFilter());
  };

  return (
    <>
      <div className="order-detail-head">
        <h2 id="order-h" ref={heading} tabIndex={-1}>
          {O.detailTitle({ number: o.order_number })}
        </h2>
      </div>
      <div role="status" className="order-said">
        {said && <p className="note order-said-text">{said}</p>}
      </div>
      {editorOpen ? (
        <OrderEditor
          order={o}
          onSaved={(next) => {
            setEditing(false);
            // The orderer's change went above their limit: say it waits for the owner again.
            const backToOwner =
              next.order_status === AWAITING_APPROVAL_STATUS && o.order_status !== AWAITING_APPROVAL_STATUS;
            settle(next, backToOwner ? O.edit.savedAwaiting() : O.edit.saved());
          }}
          onDiscard={() => {
            setEditing(false);
            setFocus({ to: 'change' });
          }}
        />
      ) : (
        <>
          <ApprovalBox order={o} onAnswered={settle} />
          <ChangeBox
            state={state}
            changeButton={changeButton}
            onChange={() => {
              setSaid('');
              setEditing(true);
            }}
            onCancel={() => {
              setSaid('');
              setCancelling(true);
            }}
          />
          <OrderView order={o} user={user} pickup={pickup} />
        </>
      )}
      {cancelling && o.changeable && (
        <CancelOrderDialog
          order={o}
          initialReason={skipping ? LL.buyerOrders.standing.skipReason() : ''}
          onClose={closeCancel}
          onStale={reopen}
          onCancelled={(next) => {
            closeCancel();
            settle(next, O.cancel.done());
          }}
        />
      )}
    </>
  );
}
