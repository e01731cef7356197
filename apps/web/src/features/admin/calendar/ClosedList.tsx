import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import type { DateLocale } from '../../../lib/pickupText';
import type { ClosedDay } from './queries';
import { dayText } from './SpecialHours';
import { useHolidayName } from './useHolidayName';
import { TitledPanel } from '../TitledPanel';

/** Every closed weekday of the 12 months, with why; staff days can be reopened from here too. */
export function ClosedList({
  closed,
  saving,
  onReopen,
  locale,
}: {
  closed: ClosedDay[];
  saving: string | null;
  onReopen: (date: string) => void;
  locale: DateLocale;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.calendar;
  const holidayName = useHolidayName();
  const headingId = useId();
  return (
    <TitledPanel className="cal-list" headingId={headingId} title={S.listTitle()}>
      {closed.length === 0 ? (
        <p className="muted">{S.listEmpty()}</p>
      ) : (
        <ul>
          {closed.map((c) => (
            <li key={c.date} className={`cal-list-item cal-${c.source}`}>
              <span className="cal-list-text">
                <span className="cal-list-day">{dayText(c.date, locale)}</span>
                <span className="cal-list-why">
                  {c.key
                    ? holidayName(c.key, c.observed === true)
                    : c.source === 'staff'
                      ? S.source.staff()
                      : S.closedBySetting()}
                  {c.key && c.source === 'staff' && <span className="muted"> · {S.source.staff()}</span>}
                </span>
              </span>
              {c.source === 'staff' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => onReopen(c.date)}
                  disabled={saving !== null}
                  aria-busy={saving === c.date}
                  aria-label={S.reopenLabel({ day: dayText(c.date, locale) })}
                >
                  {S.reopen()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledPanel>
  );
}
