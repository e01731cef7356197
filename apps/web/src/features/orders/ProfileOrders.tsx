import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { readFailure } from '../../lib/failure';
import { refusalText } from '../../lib/serverErrorText';
import type { AuthUser } from '../auth-state/auth';
import { OrderList } from './OrderList';
import { ALL, filterByStatus, recentOrders, statusLabel, statusOptions } from './orders';
import { ordersQuery } from './queries';
import { StandingOrdersLink } from './StandingOrdersLink';
import { RecallBanner } from '../recalls/RecallBanner';
import '../account/account.css';

// The profile's two order lists: the main view's most recent orders and the orders view
// (?view=orders), each with the way to the standing orders (?view=standing).

export function RecentOrders({ user, onAll }: { user: AuthUser; onAll: () => void }) {
  const { LL, locale } = useI18nContext();
  const p = LL.account.profile;
  const q = useQuery(ordersQuery(user.id));
  // The company's owner sees first what waits for their answer.
  const waiting = q.data?.filter((o) => o.approvable) ?? [];
  return (
    <>
      <RecallBanner user={user} />
      {waiting.length > 0 && (
        <section className="section" aria-labelledby="awaiting-h">
          <h2 id="awaiting-h">{p.awaitingYou()}</h2>
          <OrderList orders={waiting} user={user} />
        </section>
      )}
      <section className="section" aria-labelledby="recent-h">
        <div className="section-head">
          <h2 id="recent-h">{p.recentOrders()}</h2>
          <div className="profile-order-links">
            <button type="button" className="btn btn-ghost btn-small" onClick={onAll}>
              {p.viewAllOrders()}
            </button>
            <StandingOrdersLink user={user} className="btn btn-ghost btn-small" />
          </div>
        </div>
        {q.isPending ? (
          <Skeleton height={72} style={{ marginTop: 12 }} />
        ) : q.isError ? (
          <p className="alert">{p.loadError({ error: refusalText(LL, readFailure(q.error), locale) })}</p>
        ) : q.data.length === 0 ? (
          <p className="empty">{p.noOrders()}</p>
        ) : (
          <OrderList orders={recentOrders(q.data)} user={user} />
        )}
      </section>
    </>
  );
}

export function AllOrders({ user }: { user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const p = LL.account.profile;
  const q = useQuery(ordersQuery(user.id));
  const [status, setStatus] = useState<string>(ALL);
  const list = q.data ? filterByStatus(q.data, status) : [];
  return (
    <section className="section" aria-labelledby="orders-h">
      <RecallBanner user={user} />
      <div className="section-head">
        <h2 id="orders-h">{p.orders()}</h2>
        <label className="field" style={{ minWidth: 160 }}>
          <span className="visually-hidden">{p.filterLabel()}</span>
          <select
            className="select"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            aria-label={p.filterLabel()}
          >
            <option value={ALL}>{p.allStatuses()}</option>
            {statusOptions(q.data ?? []).map((s) => (
              <option key={s} value={s}>
                {statusLabel(LL, s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="profile-order-links">
        <StandingOrdersLink user={user} className="btn btn-ghost btn-small" />
      </p>
      <div aria-live="polite">
        {q.isPending ? (
          <Skeleton height={160} style={{ marginTop: 12 }} />
        ) : q.isError ? (
          <p className="alert">{p.loadError({ error: refusalText(LL, readFailure(q.error), locale) })}</p>
        ) : list.length === 0 ? (
          <p className="empty">
            {status === ALL ? p.noOrders() : p.noOrdersStatus({ status: statusLabel(LL, status) })}
          </p>
        ) : (
          <OrderList orders={list} user={user} />
        )}
      </div>
    </section>
  );
}
