import type { AffectedOrder } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import type { ReactNode } from 'react';
import { AdminTable } from '../AdminTable';
import { formatPickupWindow, type DateLocale } from '../../../lib/pickupText';
import { BuyerNames, OrderLinkHead } from '../orders/OrderCells';
import { StatusBadge } from '../orders/status';

/** An order whose pickup the calendar no longer allows, as the Calendar page lists it. */
export type OrderToMove = Pick<
  AffectedOrder,
  | 'id'
  | 'order_number'
  | 'order_status'
  | 'pickup_start'
  | 'pickup_end'
  | 'buyer_name'
  | 'company'
  | 'email'
  | 'phone_number'
>;

/**
 * The orders staff must move with their buyers (booked on a closed day, or outside a day's special
 * hours): who to call, the booked window, why it no longer stands (`reason`), a link to each, and
 * optionally an action per order.
 */
export function OrdersToMoveTable<T extends OrderToMove>({
  orders,
  caption,
  reasonLabel,
  reason,
  locale,
  action,
}: {
  orders: readonly T[];
  caption: string;
  reasonLabel: string;
  reason: (order: T) => string;
  locale: DateLocale;
  /** a last column's control per order (the closed day's "Move to next open day") */
  action?: { label: string; render: (order: T) => ReactNode };
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.calendar;
  const zone = LL.common.pacificZone();
  return (
    <AdminTable
      className="cal-affected-table"
      caption={caption}
      columns={[
        S.columns.order(),
        S.columns.buyer(),
        S.columns.contact(),
        S.columns.pickup(),
        reasonLabel,
        S.columns.status(),
        ...(action ? [action.label] : []),
      ]}
    >
      {orders.map((o) => (
        <tr key={o.id}>
          <OrderLinkHead order={o} label={S.openOrder({ number: o.order_number })} />
          <td>
            <BuyerNames order={o} />
          </td>
          <td>
            {o.phone_number && (
              <>
                <a href={`tel:${o.phone_number}`}>{o.phone_number}</a>
                <br />
              </>
            )}
            <a href={`mailto:${o.email}`}>{o.email}</a>
          </td>
          <td>{formatPickupWindow(o.pickup_start, o.pickup_end, locale, zone)}</td>
          <td>{reason(o)}</td>
          <td>
            <StatusBadge status={o.order_status} />
          </td>
          {action && <td>{action.render(o)}</td>}
        </tr>
      ))}
    </AdminTable>
  );
}
