import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import type { DateLocale } from '../../../lib/pickupText';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadError } from '../LoadError';
import { OrdersToMoveTable } from './OrdersToMoveTable';
import type { AffectedOrder } from './queries';
import { useHolidayName } from './useHolidayName';
import { useMoveToNextOpenDay } from './MoveToNextOpenDay';

/** The orders booked on a closed day: staff contact each buyer and move it. */
export function AffectedOrders({
  orders,
  error,
  onRetry,
  locale,
}: {
  orders: AffectedOrder[] | undefined;
  error: unknown;
  onRetry: () => void;
  locale: DateLocale;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.calendar;
  const holidayName = useHolidayName();
  const headingId = useId();
  const mover = useMoveToNextOpenDay();
  const R = LL.admin.reschedule;
  if (orders === undefined) {
    return error ? (
      <LoadError title={S.loadError()} error={error} retryLabel={S.retry()} onRetry={onRetry} />
    ) : (
      <Skeleton height={80} />
    );
  }
  const reason = (o: AffectedOrder) =>
    o.closure.key
      ? holidayName(o.closure.key, o.closure.observed === true)
      : o.closure.source === 'staff'
        ? S.source.staff()
        : S.closedBySetting();
  return (
    <section
      className={`admin-panel cal-affected ${orders.length > 0 ? 'cal-affected-some' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="admin-h2">
        {S.affectedTitle()}
        {orders.length > 0 && (
          <span className="admin-badge badge-pending cal-affected-count">
            {S.affectedCount({ count: orders.length })}
          </span>
        )}
      </h2>
      {orders.length === 0 ? (
        <p className="muted">{S.affectedEmpty()}</p>
      ) : (
        <>
          <p className="muted">{S.affectedIntro()}</p>
          <OrdersToMoveTable
            orders={orders}
            caption={S.affectedTitle()}
            reasonLabel={S.columns.closed()}
            reason={reason}
            locale={locale}
            action={{
              label: R.moveNext(),
              render: (o) => (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={mover.busy}
                  aria-label={R.moveNextFor({ number: o.order_number })}
                  onClick={() => mover.ask([o])}
                >
                  {R.moveNext()}
                </button>
              ),
            }}
          />
          {orders.length > 1 && (
            <p className="cal-move-all">
              <button type="button" className="btn btn-primary" disabled={mover.busy} onClick={() => mover.ask(orders)}>
                {R.moveAll({ count: orders.length })}
              </button>
            </p>
          )}
          {mover.dialog}
        </>
      )}
    </section>
  );
}
