import { useI18nContext } from '@wholesale/i18n';
import { addDays } from '@wholesale/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { useHolidayName } from '../calendar/useHolidayName';
import { QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { weekQuery, type PickupDaySummary } from '../queries';
import { DayFigures } from './DayFigures';
import { dayLong, ordersHref, pacificToday } from './helpers';
import { weekDays, weekStart } from './pickupDays';
import './week.css';

/**
 * The Orders page's week: its 7 days (Sunday to Saturday, Los Angeles) with each day's calendar
 * and sales orders' figures; choosing a day shows the list filtered to that pickup day.
 */
export function WeekView({ of }: { of: string | null }) {
  const { LL, locale } = useI18nContext();
  const W = LL.admin.week;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const today = pacificToday();
  const sunday = weekStart(of ?? today);
  const days = weekDays(sunday);
  const q = useQuery({ ...weekQuery(sunday, days[6]!), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const headingId = useId();
  const holidayName = useHolidayName();
  const closedText = (d: PickupDaySummary) => {
    if (!d.closure) return W.weekend();
    if (d.closure.key) return W.closedNamed({ name: holidayName(d.closure.key, d.closure.observed === true) });
    return W.closed();
  };

  return (
    <section className="week-view" aria-labelledby={headingId}>
      <div className="week-head">
        <h2 id={headingId} className="admin-h2">
          {W.weekTitle({ day: dayLong(sunday, lc) })}
        </h2>
        <nav className="admin-actions" aria-label={W.weekNav()}>
          <Link className="btn btn-secondary btn-small" to={ordersHref({ week: { of: addDays(sunday, -7) } })}>
            ← {W.previousWeek()}
          </Link>
          <Link className="btn btn-secondary btn-small" to={ordersHref({ week: { of: null } })}>
            {W.thisWeek()}
          </Link>
          <Link className="btn btn-secondary btn-small" to={ordersHref({ week: { of: addDays(sunday, 7) } })}>
            {W.nextWeek()} →
          </Link>
        </nav>
      </div>
      <p className="muted">{W.figuresNote()}</p>
      <QueryBody
        query={q}
        words={{ loading: W.loading, loadError: W.loadError, retry: LL.admin.orders.retry }}
        placeholder={<Skeleton height={160} />}
      >
        {(week) => (
          <ol className="week-days" aria-labelledby={headingId} aria-busy={q.isPlaceholderData || undefined}>
            {week.map((d) => (
              <li
                key={d.date}
                className={`week-day${d.open ? '' : ' week-day-closed'}${d.date === today ? ' week-day-today' : ''}`}
              >
                <h3 className="week-day-head">
                  {dayLong(d.date, lc)}
                  {d.date === today && <span className="week-today-mark"> · {W.today()}</span>}
                </h3>
                {!d.open && <p className="week-closed">{closedText(d)}</p>}
                <DayFigures day={d} />
                {d.orders > 0 && (
                  <Link
                    className="btn btn-secondary btn-small"
                    to={ordersHref({ pickupFrom: d.date, pickupTo: d.date })}
                    aria-label={W.showDay({ day: dayLong(d.date, lc) })}
                  >
                    {W.seeOrders()}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryBody>
    </section>
  );
}

/** The Orders page's two views: the list (with its filters) and the week. */
export function ViewToggle({ week }: { week: boolean }) {
  const { LL } = useI18nContext();
  const W = LL.admin.week;
  return (
    <nav className="admin-segmented week-toggle" aria-label={W.viewLabel()}>
      <Link to={ordersHref({})} className={week ? undefined : 'on'} aria-current={week ? undefined : 'page'}>
        {W.listView()}
      </Link>
      <Link
        to={ordersHref({ week: { of: null } })}
        className={week ? 'on' : undefined}
        aria-current={week ? 'page' : undefined}
      >
        {W.weekView()}
      </Link>
    </nav>
  );
}

/** The Orders page in its week view. */
export function OrdersWeek({ of }: { of: string | null }) {
  const { LL } = useI18nContext();
  return (
    <section>
      <PageHead title={LL.admin.orders.title()} intro={LL.admin.orders.intro()} actions={<ViewToggle week />} />
      <WeekView of={of} />
    </section>
  );
}
