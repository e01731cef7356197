import { useI18nContext } from '@wholesale/i18n';
import { isCatchWeight } from '@wholesale/rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, navigate } from '../../../app/router';
import { Skeleton } from '../../../ui/Skeleton';
import { formatPickupTimes } from '../../account/pickupText';
import { useReportQueryError } from '../access';
import { LoadError } from '../LoadError';
import { PageTitle } from '../pages/PageTitle';
import { pickListQuery } from '../queries';
import { dayLong, groupByWindow, ordersHref, pacificToday } from './helpers';

/** The warehouse's printable list of a day's pickups, by window. */
export function PickListView({ date, backHref }: { date: string | null; backHref: string }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.pickList;
  const D = LL.admin.orderDetail;
  const day = date ?? pacificToday();
  const dateId = useId();
  const q = useQuery(pickListQuery(day));
  useReportQueryError(q.error);
  const lc = locale === 'ko' ? 'ko' : 'en';

  let body;
  if (q.data === undefined && !q.isError) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {P.loading()}
        </p>
        <Skeleton height={200} />
      </div>
    );
  } else if (q.data === undefined) {
    body = <LoadError title={P.loadError()} error={q.error} retryLabel={LL.admin.orders.retry()} onRetry={() => void q.refetch()} />;
  } else if (q.data.orders.length === 0) {
    body = (
      <div className="admin-panel admin-empty" role="status">
        <p className="admin-empty-title">{P.empty()}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="muted" role="status">
          {P.count({ count: q.data.orders.length })}
        </p>
        {groupByWindow(q.data.orders).map((g) => (
          <section key={`${g.start}`} className="pick-window">
            <h2 className="admin-h2">
              {g.start && g.end ? `${formatPickupTimes(g.start, g.end, lc)} ${LL.admin.orders.pacificZone()}` : LL.admin.orders.noWindow()}
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
          <PageTitle>
            {P.title()}: {dayLong(day, lc)}
          </PageTitle>
          <p className="muted admin-intro no-print">{P.intro()}</p>
        </div>
        <div className="admin-actions no-print">
          <div className="admin-field">
            <label htmlFor={dateId}>{P.date()}</label>
            <input
              id={dateId}
              type="date"
              className="admin-input"
              value={day}
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
