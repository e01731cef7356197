import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { Link } from '../../lib/router';
import { type AuthUser } from '../auth-state/auth';
import { formatPacificMoment, formatPickupWindow } from '../../lib/pickupText';
import type { PlacedOrder } from './checkout';
import { DepositNote } from './DepositNote';
import { CreditHoldNote } from '../orders/CreditHold';
import { profilePlacePath } from '../profile/profileState';

/** Step 3: the placed order's number, date, pickup and total, and the ways on. */
export function ThankYou({ placed, user }: { placed: PlacedOrder; user: AuthUser | null }) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout.thanks;
  const zone = LL.common.pacificZone();
  return (
    <section className="thanks" aria-labelledby="thanks-h">
      <h2 id="thanks-h" className="section-title">
        {T.heading()}
      </h2>
      <dl className="spec-list">
        <dt>{T.orderNumber()}</dt>
        <dd>
          <strong>{placed.order_number}</strong>
        </dd>
        <dt>{T.date()}</dt>
        <dd>{formatPacificMoment(placed.order_date, locale, zone)}</dd>
        <dt>{T.pickup()}</dt>
        <dd>{formatPickupWindow(placed.pickup_start, placed.pickup_end, locale, zone)}</dd>
        <dt>{T.total()}</dt>
        <dd>
          {placed.estimated ? `${LL.checkout.money.est()} ` : ''}
          {formatUsd(placed.total_amount)}
        </dd>
      </dl>
      {placed.credit_hold && <CreditHoldNote live />}
      {placed.order_status === 'awaiting approval' ? (
        // Above the orderer's limit: nothing is due and nothing confirmed until the owner approves.
        <div className="note" role="status">
          <strong>{T.awaitingHeading()}</strong>
          <span>{T.awaiting()}</span>
        </div>
      ) : (
        <>
          <DepositNote due={placed.deposit_due} headingLevel={3} />
          <div className="note">
            <strong>{T.notice()}</strong>
            <span>{T.received()}</span>
          </div>
        </>
      )}
      <p>
        <Link to="/contact">{T.contact()}</Link>
      </p>
      {user && (
        <p>
          <Link to={profilePlacePath(user, { view: 'orders' })}>{T.viewOrders()}</Link>
        </p>
      )}
      <Link className="btn btn-primary btn-block" to="/">
        {T.finish()}
      </Link>
    </section>
  );
}
