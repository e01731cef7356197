import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DateLocale } from '../../../lib/pickupText';
import { DayButton } from './DayButton';
import { monthsOf, monthWeeks, moveFrom, type CalendarSpan, type DayCell, type DayKind } from './model';
import type { ClosedDay } from './queries';
import { dayText } from './SpecialHours';
import { useHolidayName } from './useHolidayName';

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** The kinds of day the legend shows a swatch of, in the day cells' own colours (`cal-<kind>`). */
const SWATCHES = ['open', 'staff', 'holiday', 'weekend'] as const satisfies readonly DayKind[];

/**
 * One month at a time, as a grid of day buttons. One day is in the tab order; the arrow keys move
 * between days (across months), Home/End to the week's ends, Enter or Space toggles an open or
 * staff-closed day. Every day says what it is in its name, so a screen reader hears
 * "Thu, Nov 26, closed: Thanksgiving Day".
 */
export function MonthView({
  span,
  closed,
  orders,
  hours,
  saving,
  onToggle,
  locale,
}: {
  span: CalendarSpan;
  closed: ClosedDay[];
  orders: ReadonlyMap<string, number>;
  /** the days of special hours, with their hours in words */
  hours: ReadonlyMap<string, string>;
  saving: string | null;
  onToggle: (cell: DayCell) => void;
  locale: DateLocale;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.calendar;
  const holidayName = useHolidayName();
  const months = useMemo(() => monthsOf(span), [span]);
  const [month, setMonth] = useState(months[0]!);
  const [focusDate, setFocusDate] = useState(span.today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const ids = { month: useId(), caption: useId(), help: useId() };
  const weeks = useMemo(() => monthWeeks(month, span, closed, orders), [month, span, closed, orders]);

  // The roving tab stop stays within the month shown: its first day when the focus day is elsewhere.
  const inMonth = focusDate.startsWith(month) ? focusDate : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${inMonth}"]`)?.focus();
  }, [inMonth]);

  const monthName = (m: string) =>
    new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${m}-01T12:00:00Z`));
  const index = months.indexOf(month);

  function stateText(cell: DayCell): string {
    const kinds: Record<DayKind, () => string> = {
      open: () => {
        const special = hours.get(cell.date);
        return special ? S.hours.state({ hours: special }) : S.state.open();
      },
      staff: () =>
        cell.holiday ? `${S.state.staff()} (${holidayName(cell.holiday, cell.observed)})` : S.state.staff(),
      holiday: () => S.state.holiday({ name: cell.holiday ? holidayName(cell.holiday, cell.observed) : '' }),
      setting: () => S.state.setting(),
      weekend: () => S.state.weekend(),
      past: () => S.state.past(),
      beyond: () => '',
    };
    return kinds[cell.kind]();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const next = moveFrom(inMonth, e.key, months);
    if (next === null) return;
    e.preventDefault();
    moved.current = true;
    setFocusDate(next);
    if (!next.startsWith(month)) setMonth(next.slice(0, 7));
  }

  return (
    <section className="admin-panel cal-month" aria-labelledby={ids.caption}>
      <div className="cal-month-head">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setMonth(months[index - 1]!)}
          disabled={index <= 0}
          aria-label={S.previousMonth()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <label htmlFor={ids.month} className="visually-hidden">
          {S.month()}
        </label>
        <select id={ids.month} className="admin-select" value={month} onChange={(e) => setMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setMonth(months[index + 1]!)}
          disabled={index >= months.length - 1}
          aria-label={S.nextMonth()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p id={ids.help} className="muted cal-help">
        {S.gridHelp()}
      </p>
      <table
        ref={grid}
        className="cal-grid"
        role="grid"
        aria-labelledby={ids.caption}
        aria-describedby={ids.help}
        aria-busy={saving !== null}
        onKeyDown={onKeyDown}
      >
        <caption id={ids.caption} className="cal-caption">
          {monthName(month)}
        </caption>
        <thead>
          <tr>
            {WEEKDAY_KEYS.map((k) => (
              <th key={k} scope="col">
                {S.weekdays[k]()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) =>
                cell === null ? (
                  <td key={j} className="cal-empty" />
                ) : (
                  <td key={cell.date} className={`cal-day cal-${cell.kind}`}>
                    <DayButton
                      cell={cell}
                      label={
                        cell.orders > 0
                          ? S.dayLabelOrders({
                              day: dayText(cell.date, locale),
                              state: stateText(cell),
                              orders: S.ordersOnDay({ count: cell.orders }),
                            })
                          : S.dayLabel({ day: dayText(cell.date, locale), state: stateText(cell) })
                      }
                      short={
                        cell.kind === 'holiday' || (cell.kind === 'staff' && cell.holiday)
                          ? holidayName(cell.holiday!, cell.observed)
                          : cell.kind === 'staff'
                            ? S.legend.staff()
                            : cell.kind === 'setting'
                              ? S.closedBySetting()
                              : cell.kind === 'open' && hours.has(cell.date)
                                ? S.hours.short()
                                : ''
                      }
                      tabbable={cell.date === inMonth}
                      busy={saving === cell.date}
                      disabled={saving !== null}
                      onFocus={() => setFocusDate(cell.date)}
                      onToggle={() => onToggle(cell)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cal-legend" aria-label={S.legend.label()}>
        {SWATCHES.map((kind) => (
          <li key={kind}>
            <span className={`cal-swatch cal-${kind}`} aria-hidden="true" /> {S.legend[kind]()}
          </li>
        ))}
        <li>
          <span className="cal-orders" aria-hidden="true">
            3
          </span>{' '}
          {S.legend.orders()}
        </li>
      </ul>
    </section>
  );
}
