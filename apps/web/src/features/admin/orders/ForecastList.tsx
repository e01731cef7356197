import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId } from 'react';
import type { ForecastCycle } from '../queries';
import { dayLong } from './helpers';

/** The standing orders' cycles to come in the range: who, which day, what, about how much. */
export function ForecastList({ cycles }: { cycles: readonly ForecastCycle[] }) {
  const { LL, locale } = useI18nContext();
  const W = LL.admin.week;
  const P = LL.admin.pickList;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const headingId = useId();
  return (
    <section className="pick-forecast" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-h2">
        {W.forecastTitle()}
      </h2>
      {cycles.length === 0 ? (
        <p className="muted">{W.forecastEmpty()}</p>
      ) : (
        <table className="admin-table pick-lines" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{LL.admin.orders.buyer()}</th>
              <th scope="col">{P.date()}</th>
              <th scope="col">{P.product()}</th>
              <th scope="col" className="num">
                {LL.admin.orders.total()}
              </th>
            </tr>
          </thead>
          <tbody>
            {cycles.map((c) => (
              <tr key={`${c.standing_order_id}|${c.pickup_date}`}>
                <th scope="row">
                  {c.company ?? c.buyer_name}
                  <span className="forecast-mark">{W.forecastMark()}</span>
                </th>
                <td>{dayLong(c.pickup_date, lc)}</td>
                <td>
                  {c.lines.map((l) => `${lc === 'ko' && l.name_ko ? l.name_ko : l.name} × ${l.quantity}`).join(', ')}
                </td>
                <td className="num">{W.estimatedTotal({ total: formatUsd(c.estimated_total_cents / 100) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
