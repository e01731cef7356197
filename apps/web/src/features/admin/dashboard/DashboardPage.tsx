import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { Skeleton } from '../../../ui/Skeleton';
import { formatPacificMoment } from '../../../lib/pickupText';
import { useReportQueryError } from '../access';
import { changeParts, ordersHref } from '../orders/helpers';
import { StatusBadge } from '../orders/status';
import { QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { VisibilityBadge } from '../items/ItemRow';
import { adminPageHref } from '../pages';
import { dashboardItemsQuery, dashboardQuery, type DashboardFigures, type DashboardPeriod } from '../queries';
import { SalesChart } from './SalesChart';
import { ExpiringDocuments } from './ExpiringDocuments';
import { RenewalsToReview } from './RenewalsToReview';
import { PickupsAhead } from './PickupsAhead';
import './dashboard.css';

/** Page 1 (catalogue spec §2): the cards, the period totals, the daily chart and recent orders. */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const D = LL.admin.dashboard;
  const [period, setPeriod] = useState<DashboardPeriod>('weekly');
  const q = useQuery({ ...dashboardQuery(period), placeholderData: keepPreviousData });
  useReportQueryError(q.error);

  return (
    <section>
      <PageHead
        title={LL.admin.nav.dashboard()}
        intro={D.timeNote()}
        actions={<PeriodSwitch period={period} onChange={setPeriod} />}
      />
      <PickupsAhead />
      <QueryBody
        query={q}
        words={D}
        placeholder={
          <>
            <div className="admin-cards admin-cards-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={140} />
              ))}
            </div>
            <Skeleton height={300} />
          </>
        }
      >
        {(data) => <Figures figures={data} stale={q.isPlaceholderData} />}
      </QueryBody>
      <DashboardItems />
    </section>
  );
}

function PeriodSwitch({ period, onChange }: { period: DashboardPeriod; onChange: (p: DashboardPeriod) => void }) {
  const { LL } = useI18nContext();
  const D = LL.admin.dashboard;
  const name = useId();
  return (
    <fieldset className="admin-segmented">
      <legend className="visually-hidden">{D.periodLabel()}</legend>
      {(['weekly', 'monthly'] as const).map((p) => (
        <label key={p} className={p === period ? 'on' : undefined}>
          <input type="radio" name={name} value={p} checked={p === period} onChange={() => onChange(p)} />
          {p === 'weekly' ? D.weekly() : D.monthly()}
        </label>
      ))}
    </fieldset>
  );
}

function Stat({
  label,
  value,
  hint,
  link,
}: {
  label: string;
  value: number;
  hint?: string;
  link?: { to: string; text: string };
}) {
  const id = useId();
  return (
    <div className="admin-panel admin-stat">
      <p className="admin-stat-label" id={id}>
        {label}
      </p>
      <p className="admin-stat-value" aria-describedby={id}>
        {value}
      </p>
      {hint && <p className="muted admin-stat-hint">{hint}</p>}
      {link && (
        <Link className="btn btn-secondary" to={link.to}>
          {link.text}
        </Link>
      )}
    </div>
  );
}

function Figures({ figures: f, stale }: { figures: DashboardFigures; stale: boolean }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.dashboard;
  const weekly = f.period === 'weekly';
  const change = changeParts(f.change_percent, locale);
  const changeText =
    change.direction === 'none'
      ? D.changeNone()
      : change.direction === 'flat'
        ? D.changeFlat()
        : change.direction === 'up'
          ? D.changeUp({ percent: change.text })
          : D.changeDown({ percent: change.text });
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();

  return (
    <div aria-busy={stale} className={stale ? 'admin-stale' : undefined}>
      <div className="admin-cards admin-cards-4">
        <Stat
          label={D.newPickup()}
          value={f.counts.new_pickup_orders}
          hint={D.newHint()}
          link={{ to: ordersHref({ type: 'pickup', status: 'pending' }), text: D.openPickup() }}
        />
        <Stat
          label={D.newDelivery()}
          value={f.counts.new_delivery_orders}
          hint={D.newHint()}
          link={{ to: ordersHref({ type: 'delivery', status: 'pending' }), text: D.openDelivery() }}
        />
        <Stat
          label={D.newInquiries()}
          value={f.counts.new_inquiries}
          hint={LL.admin.inquiries.dashboardHint()}
          link={{ to: adminPageHref('inquiries'), text: LL.admin.inquiries.dashboardLink() }}
        />
        <Stat
          label={D.signupCard()}
          value={f.counts.pending_signups}
          link={{ to: adminPageHref('signup-requests'), text: D.signupCardLink() }}
        />
      </div>

      <div className="admin-totals-row">
        <div className="admin-panel admin-totals" aria-live="polite">
          <div className="admin-total">
            <p className="admin-stat-label">{weekly ? D.thisWeek() : D.thisMonth()}</p>
            <p className="admin-total-value" data-testid="current-sales">
              {formatUsd(f.current.sales)}
            </p>
            <p className="muted">{D.ordersCount({ count: f.current.orders })}</p>
          </div>
          <div className="admin-total">
            <p className="admin-stat-label">{weekly ? D.lastWeek() : D.lastMonth()}</p>
            <p className="admin-total-value">{formatUsd(f.previous.sales)}</p>
            <p className="muted">{D.ordersCount({ count: f.previous.orders })}</p>
          </div>
          <div className="admin-total">
            <p className="admin-stat-label">{D.change()}</p>
            <p className={`admin-total-value admin-change-${change.direction}`}>
              <span aria-hidden="true">
                {change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}
              </span>
              {change.direction === 'none' ? '—' : change.text}
            </p>
            <p className="muted">{changeText}</p>
          </div>
        </div>
        <Owed owed={f.owed} />
      </div>

      <div className="admin-panel">
        <SalesChart daily={f.daily} title={weekly ? D.chartTitleWeekly() : D.chartTitleMonthly()} />
      </div>

      <RenewalsToReview />

      <ExpiringDocuments documents={f.expiring_documents} />

      <div className="admin-panel admin-recent">
        <div className="admin-panel-head">
          <h2 className="admin-h2">{D.recentTitle()}</h2>
          <Link to={ordersHref()}>{D.viewAllOrders()}</Link>
        </div>
        {f.recent_orders.length === 0 ? (
          <p className="muted">{D.recentEmpty()}</p>
        ) : (
          <ul className="admin-recent-list">
            {f.recent_orders.map((o) => (
              <li key={o.id}>
                <Link to={ordersHref({ orderId: o.id })} className="admin-recent-link">
                  <span className="admin-order-number">{o.order_number}</span>
                  <span className="admin-recent-buyer">{o.company ?? o.buyer_name}</span>
                  <span className="muted admin-recent-date">{formatPacificMoment(o.order_date, lc, zone)}</span>
                  <span className="admin-recent-total">{formatUsd(o.total_amount)}</span>
                </Link>
                <StatusBadge status={o.order_status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** What buyers owe: left to pay on confirmed and completed orders, and on how many. */
function Owed({ owed }: { owed: DashboardFigures['owed'] }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const id = useId();
  return (
    <section className="admin-panel admin-owed" aria-labelledby={id}>
      <h2 id={id} className="admin-stat-label">
        {P.owedTitle()}
      </h2>
      <p className="admin-total-value" data-testid="owed-amount">
        {formatUsd(owed.amount)}
      </p>
      <p className="muted" data-testid="owed-orders">
        {P.owedOrders({ count: owed.orders })}
      </p>
      <p className="muted admin-owed-hint">{P.owedHint()}</p>
      <Link className="btn btn-secondary btn-small" to={ordersHref({ status: 'order placed' })}>
        {P.owedLink()}
      </Link>
    </section>
  );
}

/** The dashboard's item list (catalogue spec: "an item list with Active/Hidden badges"). */
function DashboardItems() {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.dashboard;
  const q = useQuery(dashboardItemsQuery());
  const headingId = useId();
  let body;
  if (q.isPending) body = <Skeleton height={120} />;
  else if (q.isError) {
    body = (
      <p role="alert">
        {D.itemsError()}{' '}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void q.refetch()}>
          {D.retry()}
        </button>
      </p>
    );
  } else {
    body = (
      <>
        <p className="muted">{D.itemsCount({ active: q.data.counts.active, hidden: q.data.counts.hidden })}</p>
        <ul className="admin-item-list">
          {q.data.items.map((item) => (
            <li key={item.id}>
              <span className="admin-item-name">{locale === 'ko' && item.name_ko ? item.name_ko : item.name}</span>
              <span className="muted">{formatUsd(item.price)}</span>
              <VisibilityBadge show={item.show} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <div className="admin-panel-head">
        <h2 id={headingId} className="admin-h2">
          {D.itemsTitle()}
        </h2>
        <Link to={adminPageHref('items')} className="link-button">
          {D.itemsLink()}
        </Link>
      </div>
      {body}
    </section>
  );
}
