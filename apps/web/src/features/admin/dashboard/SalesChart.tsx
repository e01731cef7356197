import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisUsd, dayLabel, dayLong } from '../orders/helpers';
import { ColumnHeads } from '../AdminTable';

/**
 * Daily sales as bars. The chart is drawn for the eye only (aria-hidden); a visually hidden
 * table carries the same figures for screen readers. recharts is imported only here, under the
 * lazy admin route, so it never reaches the storefront's chunks.
 */
export function SalesChart({ daily, title }: { daily: { date: string; sales: number }[]; title: string }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.dashboard;
  const data = daily.map((d) => ({ ...d, label: dayLabel(d.date, locale) }));
  return (
    <figure className="admin-chart">
      <figcaption className="admin-h2">{title}</figcaption>
      <div className="admin-chart-canvas" aria-hidden="true" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height={260}>
          {/* No keyboard layer: recharts would make the hidden drawing a tab stop (the table speaks for it). */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e0e0e0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
            <YAxis tickFormatter={axisUsd} tick={{ fontSize: 12 }} width={56} allowDecimals={false} />
            <Tooltip
              formatter={(v) => [formatUsd(Number(v)), D.sales()]}
              labelFormatter={(_, p) => {
                const first = p[0]?.payload as { date?: string } | undefined;
                return first?.date ? dayLong(first.date, locale) : '';
              }}
              cursor={{ fill: 'rgba(0,0,0,0.05)' }}
            />
            <Bar dataKey="sales" fill="#b71c1c" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden" data-testid="sales-table">
        <caption>{D.chartTableCaption()}</caption>
        <ColumnHeads columns={[D.date(), D.sales()]} />
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLong(d.date, locale)}</th>
              <td>{formatUsd(d.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
