import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useState } from 'react';
import { QuestionDialog } from '../../../ui/Dialog';
import { statusLabel } from './status';
import { bulkPlan, type BulkStatus, type SelectedOrder } from './selection';

/**
 * Asks before a bulk status change, naming what each chosen order's buyer will get: the order
 * confirmation (its first 'order placed'), or for 'ready for pickup' the ready mail when "E-mail
 * each buyer" stays ticked (as the single-order menu offers it), and which orders the server will
 * refuse and why. Focus starts on Cancel (a stray Enter changes nothing); Escape cancels.
 */
export function BulkStatusDialog({
  status,
  orders,
  busy,
  onConfirm,
  onCancel,
}: {
  status: BulkStatus | null;
  orders: readonly SelectedOrder[];
  busy: boolean;
  onConfirm: (notify: boolean) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const B = LL.admin.bulk;
  const [notify, setNotify] = useState(true);
  useEffect(() => setNotify(true), [status]);
  if (status === null) return null;
  const plan = bulkPlan(orders, status, notify);
  const count = orders.length;
  const ready = status === 'ready for pickup';
  const mailList = (list: readonly SelectedOrder[]) => (
    <ul className="admin-dialog-list admin-bulk-orders">
      {list.map((o) => (
        <li key={o.id}>{B.mailTo({ number: o.order_number, email: o.email })}</li>
      ))}
    </ul>
  );
  const mailable = bulkPlan(orders, status, true).mailed;
  return (
    <QuestionDialog
      open
      title={ready ? B.readyTitle({ count }) : B.confirmTitle({ count })}
      busy={busy}
      onClose={onCancel}
      backLabel={B.cancel()}
      confirmLabel={ready ? B.goReady() : plan.mailed.length > 0 ? B.goConfirm() : B.goConfirmNoMail()}
      onConfirm={() => onConfirm(notify)}
    >
      {!ready && plan.mailed.length > 0 && (
        <>
          <p>{B.confirmMails({ count: plan.mailed.length })}</p>
          {mailList(plan.mailed)}
        </>
      )}
      {!ready && plan.quiet.length > 0 && <p>{B.confirmNoMail({ count: plan.quiet.length })}</p>}
      {ready && <p>{B.readyNote()}</p>}
      {ready && mailable.length > 0 && (
        <>
          <label className="admin-check">
            <input type="checkbox" checked={notify} disabled={busy} onChange={(e) => setNotify(e.target.checked)} />{' '}
            {B.readyNotify({ count: mailable.length })}
          </label>
          {notify ? mailList(mailable) : <p className="muted">{B.readyNoMail()}</p>}
        </>
      )}
      {plan.unchanged.length > 0 && <p className="muted">{B.unchanged({ count: plan.unchanged.length })}</p>}
      {plan.refused.length > 0 && (
        <>
          <p>{B.refused({ count: plan.refused.length })}</p>
          <ul className="admin-dialog-list">
            {plan.refused.map(({ order, hold }) => (
              <li key={order.id}>
                {hold
                  ? B.onHold({ number: order.order_number })
                  : B.refusedOrder({ number: order.order_number, status: statusLabel(LL, order.order_status) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </QuestionDialog>
  );
}
