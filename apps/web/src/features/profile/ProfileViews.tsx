import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import type { AccountUser } from '../account/session';
import { lastMonthRecords } from '../orders/orders';
import { addressesQuery, useRewards } from './queries';
import '../account/account.css';
import './profile.css';
import { useProfileDate } from './useProfileDate';

// The profile's main view: the summary, the rewards and, for an admin, the way to the dashboard.

// ---------------------------------------------------------------- summary

/**
 * The profile summary. `business` is false for an admin: staff accounts have no licence, resale
 * certificate or business address, so those rows are left out and the addresses are never asked
 * for (the server answers 404 to "no address", which the browser would log as a failed request).
 */
export function Summary({ user, userId, business = true }: { user: AccountUser; userId: number; business?: boolean }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const addresses = useQuery({ ...addressesQuery(userId), enabled: business });
  const a = addresses.data?.[0];
  const address = a
    ? [a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.zip_code}`].filter(Boolean).join(', ')
    : null;
  const none = <span className="muted">{p.notProvided()}</span>;
  return (
    <section className="section card" aria-labelledby="summary-h">
      <div className="section-head">
        <h2 id="summary-h">{user.name}</h2>
      </div>
      <dl className="summary-list">
        <dt>{p.email()}</dt>
        <dd>{user.email}</dd>
        <dt>{p.phone()}</dt>
        <dd>{user.phone_number || none}</dd>
        {business && (
          <>
            <dt>{p.company()}</dt>
            <dd>{user.company || none}</dd>
            <dt>{p.license()}</dt>
            <dd>{user.license_number || none}</dd>
            <dt>{p.resale()}</dt>
            <dd>{user.california_resale || none}</dd>
            <dt>{p.address()}</dt>
            <dd>{addresses.isPending ? <Skeleton height={14} width="60%" /> : (address ?? none)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

// ---------------------------------------------------------------- rewards

export function Rewards({ userId }: { userId: number }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const date = useProfileDate();
  const q = useRewards(userId);
  const recent = q.status === 'success' ? lastMonthRecords(q.records, new Date()) : [];
  return (
    <section className="section card" aria-labelledby="rewards-h">
      <h2 id="rewards-h" className="section-title">
        {p.rewards()}
      </h2>
      {q.status === 'pending' ? (
        <Skeleton height={60} />
      ) : q.status === 'error' ? (
        <p className="alert">{p.rewardsFailed()}</p>
      ) : (
        <>
          <p className="muted">{p.rewardsTotalLabel()}</p>
          <p className="rewards-total">{p.rewardsTotal({ points: q.total })}</p>
          <h3>{p.rewardsLastMonth()}</h3>
          {recent.length === 0 ? (
            <p className="muted">{p.rewardsNone()}</p>
          ) : (
            <ul className="rewards-list">
              {recent.map((r) => (
                <li key={r.id}>
                  <span>{date(r.created_on)}</span>
                  {/* '+N points · WS-100123': the order they came from, when there is one. */}
                  <span className="rewards-amount">
                    <strong>{p.rewardsRecord({ amount: r.amount })}</strong>
                    {r.order_number && <span className="rewards-order"> · {r.order_number}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="field-hint">{p.rewardsHow()}</p>
        </>
      )}
    </section>
  );
}

export function AdminLinks() {
  const { LL } = useI18nContext();
  return (
    <p className="note">
      {LL.account.profile.adminNote()} <Link to="/admin/dashboard">{LL.account.profile.adminDashboard()}</Link>
    </p>
  );
}
