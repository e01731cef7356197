import { useI18nContext } from '@wholesale/i18n';
import type { PickupDaySummary } from '../queries';
import { lbsText } from './helpers';
import { statusCounts } from './pickupDays';
import { statusLabel } from './status';

/** A day's figures: orders, boxes · packs · pounds, and its orders per status. */
export function DayFigures({ day }: { day: PickupDaySummary }) {
  const { LL } = useI18nContext();
  const W = LL.admin.week;
  const P = LL.admin.pickList;
  if (day.orders === 0) return <p className="muted week-empty">{W.noPickups()}</p>;
  const goods = [
    day.boxes > 0 && P.boxes({ count: day.boxes }),
    day.packs > 0 && P.packs({ count: day.packs }),
    day.estimated_lbs > 0 && P.lbs({ lbs: lbsText(day.estimated_lbs) }),
  ].filter(Boolean);
  return (
    <>
      <p className="week-orders">{W.orders({ count: day.orders })}</p>
      {goods.length > 0 && <p className="muted">{goods.join(' · ')}</p>}
      <ul className="week-statuses">
        {statusCounts(day.by_status).map(([status, n]) => (
          <li key={status}>
            {statusLabel(LL, status)} <strong>{n}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
