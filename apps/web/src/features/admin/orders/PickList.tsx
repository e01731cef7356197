import { useI18nContext } from '@wholesale/i18n';
import { isCatchWeight } from '@wholesale/rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, navigate } from '../../../lib/router';
import { Skeleton } from '../../../ui/Skeleton';
import { formatPickupTimes } from '../../../lib/pickupText';
import { useReportQueryError } from '../access';
import { LoadError } from '../LoadError';
import { Loading, EmptyState } from '../ListStates';
import { PageTitle } from '../pages/PageTitle';
import { pickListQuery } from '../queries';
import { dayLong, groupByWindow, lbsText, ordersHref, pacificToday } from './helpers';

/**
 * The warehouse's printable list of a day's pickups: the production sheet (what the day's orders
 * take per product), then the orders by window. Without a date it opens on the day the server
 * finds: the next one with pickups, so the warehouse does not start on an empty today.
 */
export function PickListView({ date, backHref }: { date: string | null; backHref: string }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.pickList;
  const D = LL.admin.orderDetail;
  const q = useQuery(pickListQuery(date));
  const day = date ?? q.data?.date ?? null;
  const dateId = useId();
  const productionId = useId();
  useReportQueryError(q.error);
  const lc = locale === 'ko' ? 'ko' : 'en';
  const estimated = (
    <abbr className="admin-est" title={LL.admin.orders.estimatedNote()}>
      {LL.admin.orders.estimatedShort()}
    </abbr>
  );

  let body;
  if (q.data === undefined && !q.isError) {
    body = (
      <Loading label={P.loading()}>
        <Skeleton height={200} />
      </Loading>
    );
  } else if (q.data === undefined) {
    body = <LoadError title={P.loadError()} query={q} retryLabel={LL.admin.orders.retry()} />;
  } else if (q.data.orders.length === 0) {
    body = <EmptyState title={P.empty()} />;
  } else {
    body = (
      <>
        <p className="muted" role="status">
          {P.count({ count: q.data.orders.length })}
        </p>
        <section className="pick-production" aria-labelledby={productionId}>
          <h2 id={productionId} className="admin-h2">
            {P.productionTitle()}
          </h2>
          <p className="muted">{P.productionIntro()}</p>
          <table className="admin-table pick-lines" aria-labelledby={productionId}>
            <thead>
              <tr>
                <th scope="col">{P.product()}</th>
                <th scope="col">{P.spec()}</th>
                <th scope="col" className="num">
                  {P.quantity()}
                </th>
                <th scope="col" className="num">
                  {P.pounds()}
                </th>
                <th scope="col" className="num">
                  {P.orders()}
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.production.rows.map((r) => (
                <tr key={`${r.item_id}|${r.spec}`}>
                  <th scope="row">{lc === 'ko' && r.name_ko ? r.name_ko : r.name}</th>
                  <td>{r.spec}</td>
                  <td className="num">
                    {r.unit === 'pack' ? P.packs({ count: r.quantity }) : P.boxes({ count: r.quantity })}
                  </td>
                  <td className="num">
                    {r.lbs === null ? '—' : P.lbs({ lbs: lbsText(r.lbs) })} {r.estimated && estimated}
                  </td>
                  <td className="num">{r.orders}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {P.total()}
                </th>
                <td className="num">
                  {[
                    q.data.production.boxes > 0 && P.boxes({ count: q.data.production.boxes }),
                    q.data.production.packs > 0 && P.packs({ count: q.data.production.packs }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
                <td className="num">
                  {P.lbs({ lbs: lbsText(q.data.production.lbs) })} {q.data.production.estimated && estimated}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </section>
        {groupByWindow(q.data.orders).map((g) => (
          <section key={`${g.start}`} className="pick-window">
            <h2 className="admin-h2">
              {g.start && g.end
                ? `${formatPickupTimes(g.start, g.end, lc)} ${LL.common.pacificZone()}`
                : LL.admin.orders.noWindow()}
            </h2>
            {g.orders.map((o) => (
              <article key={o.id} className="pick-order" aria-labelledby={`pick-${o.id}`}>
                <h3 id={`pick-${o.id}`} className="pick-order-head">
                  <span>{o.order_number}</span> <span>{o.company ?? o.buyer_name}</span>{' '}
                  <span className="muted">{o.phone_number ?? ''}</span>
                </h3>
                {o.note?.trim() && <p className="admin-note">{o.note}</p>}
                <table className="admin-table pick-lines">
                  <thead>
                    <tr>
                      <th scope="col" className="pick-check">
                        <span className="visually-hidden">✓</span>
                      </th>
                      <th scope="col">{D.product()}</th>
                      <th scope="col">{D.spec()}</th>
                      <th scope="col" className="num">
                        {D.quantity()}
                      </th>
                      <th scope="col">{D.weighed()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.lines.map((l) => (
                      <tr key={l.id}>
                        <td className="pick-check">
                          <span className="pick-box" aria-hidden="true" />
                        </td>
                        <th scope="row">{lc === 'ko' && l.name_ko ? l.name_ko : l.name}</th>
                        <td>{l.spec}</td>
                        <td className="num">{l.quantity}</td>
                        <td>{isCatchWeight(l.spec) ? (l.weighed_lbs ?? '______') : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </article>
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <section className="pick-list">
      <Link className="admin-back-link no-print" to={backHref}>
        ← {P.back()}
      </Link>
      <div className="admin-page-head">
        <div>
          <PageTitle>{day ? `${P.title()}: ${dayLong(day, lc)}` : P.title()}</PageTitle>
          {date === null && day !== null && day !== pacificToday() && (
            <p className="pick-next-day no-print">{P.nextDay()}</p>
          )}
          <p className="muted admin-intro no-print">{P.intro()}</p>
        </div>
        <div className="admin-actions no-print">
          <div className="admin-field">
            <label htmlFor={dateId}>{P.date()}</label>
            <input
              id={dateId}
              type="date"
              className="admin-input"
              value={day ?? ''}
              onChange={(e) => {
                if (e.target.value) navigate(ordersHref({ pickList: { date: e.target.value } }), { replace: true });
              }}
            />
          </div>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            {P.print()}
          </button>
        </div>
      </div>
      {body}
    </section>
  );
}
