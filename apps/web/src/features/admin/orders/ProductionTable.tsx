import { useI18nContext } from '@wholesale/i18n';
import type { ProductionSheet } from '@wholesale/rules';
import { ColumnHeads, numeric } from '../AdminTable';
import type { Forecast } from '../queries';
import { lbsText } from './helpers';
import { withForecast } from './pickupDays';

/**
 * The production sheet: boxes or packs and pounds per product across the orders, and, when the
 * forecast is included, what the standing orders not made yet add, in a column of its own (a
 * product only they ask for is a row marked "forecast").
 */
export function ProductionTable({
  sheet,
  forecast,
  labelledBy,
}: {
  sheet: ProductionSheet;
  /** the forecast's summary to show beside the orders, or null to leave the forecast out */
  forecast: Forecast | null;
  labelledBy: string;
}) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.pickList;
  const W = LL.admin.week;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const rows = withForecast(sheet, forecast);
  const estimated = (
    <abbr className="admin-est" title={LL.admin.orders.estimatedNote()}>
      {LL.admin.orders.estimatedShort()}
    </abbr>
  );
  const amount = (unit: 'pack' | 'box', count: number) => (unit === 'pack' ? P.packs({ count }) : P.boxes({ count }));
  const forecastTotals = rows.reduce(
    (t, r) => ({
      boxes: t.boxes + (r.unit === 'box' ? r.forecastQuantity : 0),
      packs: t.packs + (r.unit === 'pack' ? r.forecastQuantity : 0),
    }),
    { boxes: 0, packs: 0 },
  );
  const both = (boxes: number, packs: number) =>
    [boxes > 0 && P.boxes({ count: boxes }), packs > 0 && P.packs({ count: packs })].filter(Boolean).join(' · ');

  return (
    <table className="admin-table pick-lines" aria-labelledby={labelledBy}>
      <ColumnHeads
        columns={[
          P.product(),
          P.spec(),
          numeric(P.quantity()),
          numeric(P.pounds()),
          numeric(P.orders()),
          ...(forecast ? [{ label: W.forecast(), className: 'num pick-forecast-col' }] : []),
        ]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-forecast-only={r.orders === 0 ? 'true' : undefined}>
            <th scope="row">
              {lc === 'ko' && r.name_ko ? r.name_ko : r.name}
              {r.orders === 0 && <span className="forecast-mark">{W.forecastMark()}</span>}
            </th>
            <td>{r.spec}</td>
            <td className="num">{r.orders > 0 ? amount(r.unit, r.quantity) : '—'}</td>
            <td className="num">
              {r.orders === 0 || r.lbs === null ? '—' : P.lbs({ lbs: lbsText(r.lbs) })} {r.estimated && estimated}
            </td>
            <td className="num">{r.orders}</td>
            {forecast && (
              <td className="num pick-forecast-col">
                {r.forecastQuantity > 0 ? (
                  <>
                    {amount(r.unit, r.forecastQuantity)}
                    {r.forecastLbs !== null && (
                      <span className="muted"> · {P.lbs({ lbs: lbsText(r.forecastLbs) })}</span>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {P.total()}
          </th>
          <td className="num">{both(sheet.boxes, sheet.packs)}</td>
          <td className="num">
            {P.lbs({ lbs: lbsText(sheet.lbs) })} {sheet.estimated && estimated}
          </td>
          <td />
          {forecast && (
            <td className="num pick-forecast-col">{both(forecastTotals.boxes, forecastTotals.packs) || '—'}</td>
          )}
        </tr>
      </tfoot>
    </table>
  );
}
