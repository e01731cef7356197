import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatPacificMoment, formatPickupWindow } from '../../../lib/pickupText';
import { DetailFrame } from '../DetailFrame';
import { Field } from '../Field';
import { CustomerNotes, NotesPanel } from '../notes/NotesPanel';
import { PageHead } from '../pages/PageHead';
import { orderDetailQuery, type AdminOrderDetail } from '../queries';
import { CancelOrder } from './CancelOrder';
import { CasesPanel } from './cases/CasesPanel';
import { CreditHoldBadge, CreditHoldBanner } from './CreditHold';
import { hasPackingSlip, packingSlipUrl } from './helpers';
import { buyerWindow, buyerWindowText } from './changesText';
import { EditLines } from './EditLines';
import { MovePickup } from './MovePickup';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { Payments } from './Payments';
import { Revisions } from './Revisions';
import { Statement } from './Statement';
import { StatusBadge } from './status';
import { StatusMenu } from './StatusMenu';
import { useStatusChange } from './useStatusChange';

/** A row of the order's details. */
function Row(props: { label: string; children: ReactNode }) {
  return <Field {...props} className="admin-dl-row" />;
}

/** One order: buyer (and their monthly statement), window, lines (with weighing), amounts, its history (statuses and weighings), payments and invoice, and its changes. */
export function OrderDetailView({ orderId, backHref }: { orderId: number; backHref: string }) {
  const { LL } = useI18nContext();
  const D = LL.admin.orderDetail;
  return (
    <DetailFrame
      query={useQuery(orderDetailQuery(orderId))}
      backHref={backHref}
      backLabel={D.back()}
      loadingTitle={D.loading()}
      loadErrorTitle={D.loadError()}
      retryLabel={LL.admin.orders.retry()}
    >
      {(order) => <Detail order={order} />}
    </DetailFrame>
  );
}

function Detail({ order: o }: { order: AdminOrderDetail }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const D = A.orderDetail;
  const O = A.orders;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  const { change, running, asking, dialog } = useStatusChange();
  const none = <span className="muted">{D.none()}</span>;
  // The line editor, while the order may still be changed.
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const isEditing = editing && o.changeable;
  // Closed (saved, discarded, or the order reloaded): focus goes back to "Edit lines", or to the
  // lines' heading when the order can no longer be edited; after a closing dialog has given focus
  // back to what opened it (the editor's Save, gone with the editor).
  useEffect(() => {
    if (wasEditing.current && !isEditing)
      window.setTimeout(() => (editButton.current ?? document.getElementById('lines-title'))?.focus(), 0);
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <>
      <PageHead
        title={D.title({ number: o.order_number })}
        intro={A.dashboard.timeNote()}
        actions={
          <>
            <div className="admin-status-cell">
              <StatusBadge status={o.order_status} />
              {o.credit_hold && <CreditHoldBadge />}
              <StatusMenu
                order={o}
                busy={running === o.id}
                asking={asking === o.id}
                onChange={(s) => change({ ...o, email: o.buyer.email }, s)}
              />
              {o.changeable && o.order_type === 'pickup' && <MovePickup order={o} disabled={isEditing} />}
              {o.changeable && <CancelOrder order={o} disabled={isEditing} />}
              {hasPackingSlip(o.order_status) && (
                // The order's packing slip, in the buyer's language, opened in a tab to print.
                <a className="btn btn-ghost" href={packingSlipUrl(o.id)} target="_blank" rel="noopener">
                  {A.bulk.printOne()}
                </a>
              )}
            </div>
            {dialog}
          </>
        }
      />
      {o.credit_hold && <CreditHoldBanner order={o} />}
      <div className="admin-detail-grid">
        <div className="admin-panel">
          <h2 className="admin-h2">{D.buyerTitle()}</h2>
          <dl className="admin-dl">
            <Row label={D.name()}>{o.buyer.name}</Row>
            <Row label={D.company()}>{o.buyer.company ?? none}</Row>
            <Row label={D.phone()}>
              {o.buyer.phone_number ? <a href={`tel:${o.buyer.phone_number}`}>{o.buyer.phone_number}</a> : none}
            </Row>
            <Row label={D.email()}>
              <a href={`mailto:${o.buyer.email}`}>{o.buyer.email}</a>
            </Row>
            <Row label={D.language()}>{o.buyer.locale === 'ko' ? D.korean() : D.english()}</Row>
          </dl>
          <Statement buyer={o.buyer} />
        </div>
        <div className="admin-panel">
          <h2 className="admin-h2">{D.orderTitle()}</h2>
          <dl className="admin-dl">
            <Row label={D.placed()}>{formatPacificMoment(o.order_date, lc, zone)}</Row>
            {o.entered_by_staff && (
              <Row label={A.newOrder.enteredByStaff()}>
                <span data-testid="entered-by">
                  {o.entered_by ? A.newOrder.enteredBy({ name: o.entered_by }) : A.newOrder.enteredByStaff()}
                </span>
              </Row>
            )}
            <Row label={D.type()}>{o.order_type === 'delivery' ? O.delivery() : O.pickup()}</Row>
            <Row label={D.pickupWindow()}>{formatPickupWindow(o.pickup_start, o.pickup_end, lc, zone) ?? none}</Row>
            <Row label={D.note()}>{o.note?.trim() ? <span className="admin-note">{o.note}</span> : none}</Row>
            <Row label={A.orderChanges.buyerChanges()}>
              <span data-testid="buyer-cutoff">{buyerWindowText(LL, buyerWindow(o), lc, zone)}</span>
            </Row>
          </dl>
        </div>
      </div>
      {/* New stored weights (after saving or a refresh) start the fields afresh. */}
      {isEditing ? (
        <EditLines order={o} onClose={() => setEditing(false)} />
      ) : (
        <OrderLines
          key={o.lines.map((l) => `${l.id}:${l.weighed_lbs ?? ''}`).join(',')}
          order={o}
          onEdit={o.changeable ? () => setEditing(true) : undefined}
          editButton={editButton}
        />
      )}
      {o.launch_deal && (
        <p className="admin-panel note" data-testid="admin-free-line">
          {LL.admin.launchDeal.onOrder({
            item: `${locale === 'ko' && o.launch_deal.name_ko ? o.launch_deal.name_ko : o.launch_deal.name} · ${o.launch_deal.spec}`,
          })}
        </p>
      )}
      {!isEditing && <CasesPanel orderId={o.id} />}
      <div className="admin-detail-grid">
        <NotesPanel subject={{ order_id: o.id }} />
        <CustomerNotes customerId={o.buyer.id} name={o.buyer.company ?? o.buyer.name} />
      </div>
      <div className="admin-detail-grid">
        <div className="admin-panel" aria-live="polite">
          <h2 className="admin-h2">{D.amountsTitle()}</h2>
          <dl className="admin-dl admin-amounts">
            <Row label={D.subtotal()}>{formatUsd(o.amounts.subtotal)}</Row>
            <Row label={D.fee()}>{formatUsd(o.amounts.fee)}</Row>
            <Row label={D.total()}>
              <strong data-testid="order-total">{formatUsd(o.amounts.total)}</strong>
            </Row>
            <Row label={D.prepayment()}>{formatUsd(o.amounts.prepayment)}</Row>
            <Row label={D.balance()}>{formatUsd(o.amounts.balance)}</Row>
            <Row label={D.cashDiscount()}>{formatUsd(o.amounts.cash_discount_max)}</Row>
          </dl>
          {o.amounts.estimated && <p className="admin-est-note">{D.estimatedTotal()}</p>}
        </div>
        <OrderHistory history={o.history} />
      </div>
      <Payments order={o} />
      <Revisions order={o} />
    </>
  );
}
