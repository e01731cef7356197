import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { Link } from '../../lib/router';
import { ChevronRight } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { type AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { OrderAgain } from './OrderAgain';
import { dateLocale, formatPacificDay, formatPickupWindow } from '../../lib/pickupText';
import { changeState, cutoffText } from './orderChange';
import { depositToRefundText, paymentBadge } from './payment';
import { StatusBadge } from './StatusBadge';
import { CreditHoldBadge } from './CreditHold';
import './orders.css';
import { profilePlacePath } from '../profile/profileState';

// The order cards of the profile's lists. Texts: the `checkout` namespace's `orders` and `money`
// sections; dates, pickup windows and the cutoff for changes on the warehouse's clock (Pacific).
// Beside the total, where the payments stand when the deposit is due or all is paid (payment.ts):
// beside the status it would squeeze the order number at phone width.

type Order = RouterOutputs['orders']['list'][number];

/** Where an order's page is: this profile with ?view=order&order=ID. */
function orderHref(user: AuthUser, orderId: number): string {
  return profilePlacePath(user, { view: 'order', orderId });
}

/** The order cards of the main view's recent orders and of the orders view. */
export function OrderList({ orders, user }: { orders: readonly Order[]; user: AuthUser }) {
  const ready = [useNamespace('buyerOrders'), useNamespace('checkout')].every(Boolean);
  if (!ready) return <Skeleton height={140} style={{ marginTop: 12 }} />;
  return (
    <ul className="order-list card-list">
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} user={user} />
      ))}
    </ul>
  );
}

function OrderCard({ order: o, user }: { order: Order; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const p = LL.account.profile;
  const pickup = formatPickupWindow(o.pickup_start, o.pickup_end, dateLocale(locale), LL.common.pacificZone());
  const placed = formatPacificDay(o.order_date, dateLocale(locale));
  const changes = changeState(o);
  const cutoff = cutoffText(LL, locale, changes);
  const paid = paymentBadge(LL, o.order_status, o.payment_state);
  const refund = depositToRefundText(LL, o.order_status, { credit: o.refund_due });
  return (
    <li className="order-card card-list-item">
      <div className="order-card-head">
        <h3 className="order-no">
          {/* The whole card opens the order (the link's box is stretched over it in CSS). */}
          <Link className="order-link" to={orderHref(user, o.id)} aria-label={O.open({ number: o.order_number })}>
            {p.orderNumber({ number: o.order_number })}
          </Link>
        </h3>
        <StatusBadge status={o.order_status} />
        {o.credit_hold && <CreditHoldBadge />}
        <span className="order-chevron" aria-hidden="true">
          <ChevronRight />
        </span>
      </div>
      <p className="order-meta">{p.orderDate({ date: placed })}</p>
      {/* the owner answers for every order of the company: whose it is, on each card */}
      {user.companyRole === 'owner' && o.placed_by.name && (
        <p className="order-meta" data-testid="placed-by">
          {O.placedByLine({ name: o.placed_by.name })}
        </p>
      )}
      {o.credit_hold && <p className="credit-hold-line">{LL.checkout.creditHold.text()}</p>}
      {pickup && (
        <p className="order-pickup">
          <span className="order-label">{O.pickup()}</span> {pickup}
        </p>
      )}
      {cutoff && (
        <p className={changes.kind === 'open' ? 'order-cutoff-line' : 'order-cutoff-line order-cutoff-closed'}>
          {cutoff}
        </p>
      )}
      <p className="order-total">
        <span className="order-label">{LL.checkout.money.total()}</span>{' '}
        {o.estimated && <span className="est-tag">{LL.checkout.money.est()}</span>}{' '}
        <strong>{formatUsd(o.total_amount)}</strong>
        {paid && (
          <>
            {' '}
            <span className={`badge order-pay-badge ${paid.tone === 'paid' ? 'badge-green' : 'badge-orange'}`}>
              {paid.text}
            </span>
          </>
        )}
      </p>
      {/* a called-off order's money goes back: said on the card, not only on the order's page */}
      {refund && <p className="order-refund-line">{refund}</p>}
      {user.companyRole !== 'viewer' && (
        <div className="order-card-actions">
          <OrderAgain orderId={o.id} user={user} />
        </div>
      )}
    </li>
  );
}
