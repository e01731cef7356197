import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ColumnHeads, numeric } from '../AdminTable';
import { TitledSection } from '../TitledPanel';
import { forecastQuery, type Forecast } from '../queries';
import { dayLong } from './helpers';

type Product = Forecast['products'][number];

/** "Brisket × 3, Pork belly × 2" in the page's language, the products looked up by id. */
function productsText(
  products: ReadonlyMap<number, Product>,
  amounts: readonly { item_id: number; quantity: number }[],
  lc: 'en' | 'ko',
): string {
  return amounts
    .map((a) => {
      const p = products.get(a.item_id);
      const name = p ? (lc === 'ko' && p.name_ko ? p.name_ko : p.name) : `#${a.item_id}`;
      return `${name} × ${a.quantity}`;
    })
    .join(', ');
}

/**
 * The standing orders to come in the range, per day: how many, what they ask for, about how much.
 * Each standing order (who, what) only on demand, one day at a time: a week's 2,000 written out
 * are a large answer the warehouse rarely needs, so the server sends a day's only when asked.
 */
export function ForecastList({ forecast, from, to }: { forecast: Forecast; from: string; to: string }) {
  const { LL, locale } = useI18nContext();
  const W = LL.admin.week;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const headingId = useId();
  const eachId = useId();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const products = new Map(forecast.products.map((p) => [p.item_id, p]));

  return (
    <TitledSection className="pick-forecast" headingId={headingId} title={W.forecastTitle()}>
      {forecast.days.length === 0 ? (
        <p className="muted">{W.forecastEmpty()}</p>
      ) : (
        <>
          <table className="admin-table pick-lines" aria-labelledby={headingId}>
            <ColumnHeads
              columns={[
                W.forecastDay(),
                numeric(W.forecastCyclesHead()),
                W.forecastProducts(),
                numeric(LL.admin.orders.total()),
                { label: W.forecastCyclesHead(), className: 'no-print', unseen: true },
              ]}
            />
            <tbody>
              {forecast.days.map((d) => {
                const day = dayLong(d.pickup_date, lc);
                const open = openDay === d.pickup_date;
                return (
                  <tr key={d.pickup_date}>
                    <th scope="row">
                      {day}
                      <span className="forecast-mark">{W.forecastMark()}</span>
                    </th>
                    <td className="num">{W.forecastCycles({ count: d.cycles })}</td>
                    <td>{productsText(products, d.products, lc)}</td>
                    <td className="num">{W.estimatedTotal({ total: formatUsd(d.estimated_total_cents / 100) })}</td>
                    <td className="no-print">
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-expanded={open}
                        aria-controls={eachId}
                        onClick={() => setOpenDay(open ? null : d.pickup_date)}
                      >
                        {open ? W.forecastHideEach({ day }) : W.forecastShowEach({ day })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div id={eachId} aria-live="polite">
            {openDay && <DayCycles from={from} to={to} day={openDay} products={products} />}
          </div>
        </>
      )}
    </TitledSection>
  );
}

/** One day's standing orders, each: who, what, about how much (asked for when opened). */
function DayCycles({
  from,
  to,
  day,
  products,
}: {
  from: string;
  to: string;
  day: string;
  products: ReadonlyMap<number, Product>;
}) {
  const { LL, locale } = useI18nContext();
  const W = LL.admin.week;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const titleId = useId();
  const q = useQuery(forecastQuery(from, to, day));
  if (q.isPending) return <p className="muted">{W.forecastEachLoading()}</p>;
  if (q.isError) return <p className="admin-inline-error">{W.forecastLoadError()}</p>;
  return (
    <>
      <h3 id={titleId} className="admin-h3">
        {W.forecastEachTitle({ day: dayLong(day, lc) })}
      </h3>
      <table className="admin-table pick-lines" aria-labelledby={titleId}>
        <ColumnHeads
          columns={[LL.admin.orders.buyer(), LL.admin.pickList.product(), numeric(LL.admin.orders.total())]}
        />
        <tbody>
          {(q.data.cycles ?? []).map((c) => (
            <tr key={c.standing_order_id}>
              <th scope="row">
                {c.company ?? c.buyer_name}
                <span className="forecast-mark">{W.forecastMark()}</span>
              </th>
              <td>{productsText(products, c.lines, lc)}</td>
              <td className="num">{W.estimatedTotal({ total: formatUsd(c.estimated_total_cents / 100) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
