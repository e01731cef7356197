import { useI18nContext } from '@wholesale/i18n';
import { addDays } from '@wholesale/rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { Loading } from '../ListStates';
import { DayFigures } from '../orders/DayFigures';
import { dayLong, lbsText, ordersHref, pacificToday } from '../orders/helpers';
import { pickListQuery, weekQuery, type PickupDaySummary } from '../queries';
import { TitledSection } from '../TitledPanel';
import '../orders/week.css';

/** Products shown per day before "+N more". */
const PRODUCTS_SHOWN = 6;

/**
 * The dashboard's first panel: today's and tomorrow's pickups (Los Angeles days), each with its
 * orders per status and what to prepare (the production sheet's product totals), linking to the
 * Orders page filtered to that day.
 */
export function PickupsAhead() {
  const { LL } = useI18nContext();
  const W = LL.admin.week;
  const today = pacificToday();
  const tomorrow = addDays(today, 1);
  const q = useQuery(weekQuery(today, tomorrow));
  useReportQueryError(q.error);
  const headingId = useId();

  let body;
  if (q.data === undefined && !q.isError) {
    body = (
      <Loading label={W.loading()}>
        <div className="pickups-ahead">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      </Loading>
    );
  } else if (q.data === undefined) {
    body = <p className="admin-inline-error">{W.pickupsLoadError()}</p>;
  } else {
    body = (
      <div className="pickups-ahead">
        {q.data.map((d, i) => (
          <PickupDay key={d.date} day={d} title={i === 0 ? W.todayOn : W.tomorrowOn} />
        ))}
      </div>
    );
  }
  return (
    <TitledSection headingId={headingId} title={W.pickupsTitle()}>
      {body}
    </TitledSection>
  );
}

function PickupDay({ day, title }: { day: PickupDaySummary; title: (a: { day: string }) => string }) {
  const { LL, locale } = useI18nContext();
  const W = LL.admin.week;
  const P = LL.admin.pickList;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const headingId = useId();
  // The production sheet only for a day with orders: an empty day needs no read.
  const sheet = useQuery({ ...pickListQuery(day.date), enabled: day.orders > 0 });
  const rows = sheet.data?.production.rows ?? [];
  const label = dayLong(day.date, lc);
  return (
    <article className="admin-panel" aria-labelledby={headingId} data-day={day.date}>
      <h3 id={headingId}>{title({ day: label })}</h3>
      <DayFigures day={day} />
      {day.orders > 0 && (
        <>
          <h4 className="muted pickups-prepare">{W.toPrepare()}</h4>
          {sheet.data === undefined ? (
            <Skeleton height={60} />
          ) : (
            <ul className="pickups-products">
              {rows.slice(0, PRODUCTS_SHOWN).map((r) => (
                <li key={`${r.item_id}|${r.spec}`}>
                  <span>{lc === 'ko' && r.name_ko ? r.name_ko : r.name}</span>
                  <span>
                    {r.unit === 'pack' ? P.packs({ count: r.quantity }) : P.boxes({ count: r.quantity })}
                    {r.lbs !== null && <span className="muted"> · {P.lbs({ lbs: lbsText(r.lbs) })}</span>}
                  </span>
                </li>
              ))}
              {rows.length > PRODUCTS_SHOWN && (
                <li className="muted">{W.moreProducts({ count: rows.length - PRODUCTS_SHOWN })}</li>
              )}
            </ul>
          )}
          <Link
            className="btn btn-secondary btn-small"
            to={ordersHref({ pickupFrom: day.date, pickupTo: day.date })}
            aria-label={W.seeOrdersOf({ day: label })}
          >
            {W.seeOrders()}
          </Link>
        </>
      )}
    </article>
  );
}
