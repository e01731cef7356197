import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { addDays, toPacific, type HolidayRule } from '@wholesale/rules';
import { CALENDAR_DAYS_AHEAD } from '@wholesale/contract';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import type { DateLocale } from '../../../lib/pickupText';
import { useReportFailure, useReportQueryError } from '../access';
import { Dialog } from '../Dialog';
import { LoadError } from '../LoadError';
import { failureText } from '../notify';
import { PageTitle } from '../pages/PageTitle';
import {
  HOLIDAY_KEYS,
  isToggleable,
  monthsOf,
  monthWeeks,
  moveFrom,
  nextStaffDays,
  type CalendarSpan,
  type DayCell,
  type DayKind,
} from './model';
import { OrdersToMoveTable } from './OrdersToMoveTable';
import { dayText, SpecialHoursPanel, useHoursText } from './SpecialHours';
import {
  affectedOrdersQuery,
  closedDaysQuery,
  orderCountsQuery,
  specialHoursQuery,
  type AffectedOrder,
  type ClosedDay,
} from './queries';
import './calendar.css';

function useHolidayName(): (rule: HolidayRule, observed: boolean) => string {
  const { LL } = useI18nContext();
  return (rule, observed) => {
    const name = LL.holidays[HOLIDAY_KEYS[rule]]();
    return observed ? LL.holidays.observed({ name }) : name;
  };
}

/** Page 7: the warehouse calendar (issue 18). */
export function CalendarPage() {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.calendar;
  const loc: DateLocale = locale === 'ko' ? 'ko' : 'en';
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const closed = useQuery(closedDaysQuery());
  const affected = useQuery(affectedOrdersQuery());
  const counts = useQuery(orderCountsQuery());
  const specialHours = useQuery(specialHoursQuery());
  // Replaces the staff's closed days (the full set from today on).
  const { mutateAsync: setClosedDays } = useMutation(trpc.admin.calendar.setClosedDays.mutationOptions());
  const hoursText = useHoursText();
  useReportQueryError(closed.error ?? affected.error ?? counts.error);
  const [saving, setSaving] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ date: string; orders: number } | null>(null);

  // Today on the warehouse's clock; the page shows it through the next 12 months.
  const span = useMemo<CalendarSpan>(() => {
    const today = toPacific(new Date()).date;
    return { today, last: addDays(today, CALENDAR_DAYS_AHEAD - 1) };
  }, []);
  const orders = useMemo(() => new Map((counts.data ?? []).map((c) => [c.date, c.orders])), [counts.data]);
  const hoursByDate = new Map((specialHours.data ?? []).map((h) => [h.date, hoursText(h)]));

  async function save(date: string, close: boolean) {
    if (!closed.data || saving) return;
    setSaving(date);
    const day = dayText(date, loc);
    try {
      const r = await setClosedDays({ dates: nextStaffDays(closed.data, date, close) });
      queryClient.setQueryData(trpc.admin.calendar.closedDays.queryKey(), r.days);
      queryClient.setQueryData(trpc.admin.calendar.affectedOrders.queryKey(), r.affected_orders);
      const mailed = r.notified_order_ids.length;
      toast(
        close
          ? {
              title: S.closed(),
              text: mailed > 0 ? S.closedMailed({ day, count: mailed }) : S.closedText({ day }),
              variant: 'success',
            }
          : { title: S.reopened(), text: S.reopenedText({ day }), variant: 'success' },
      );
    } catch (err) {
      report(err);
      toast({ title: S.saveFailed(), text: failureText(LL, err, locale), variant: 'error' });
    } finally {
      setSaving(null);
      setConfirm(null);
      void queryClient.invalidateQueries(trpc.admin.calendar.pathFilter());
    }
  }

  /** Closing a day that has orders is confirmed first, naming how many; the rest happens at once. */
  function toggle(cell: DayCell) {
    if (!isToggleable(cell.kind) || saving) return;
    const close = cell.kind === 'open';
    if (close && cell.orders > 0) setConfirm({ date: cell.date, orders: cell.orders });
    else void save(cell.date, close);
  }

  let body;
  if (closed.data === undefined && !closed.isError) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {S.loading()}
        </p>
        <Skeleton height={120} />
        <Skeleton height={360} style={{ marginTop: 16 }} />
      </div>
    );
  } else if (closed.data === undefined) {
    body = (
      <LoadError
        title={S.loadError()}
        error={closed.error}
        retryLabel={S.retry()}
        onRetry={() => void closed.refetch()}
      />
    );
  } else {
    body = (
      <>
        <AffectedOrders
          orders={affected.data}
          error={affected.error}
          onRetry={() => void affected.refetch()}
          locale={loc}
        />
        <div className="cal-layout">
          <MonthView
            span={span}
            closed={closed.data}
            orders={orders}
            hours={hoursByDate}
            saving={saving}
            onToggle={toggle}
            locale={loc}
          />
          <ClosedList closed={closed.data} saving={saving} onReopen={(date) => void save(date, false)} locale={loc} />
        </div>
        <SpecialHoursPanel span={span} closed={closed.data} orders={orders} />
      </>
    );
  }

  return (
    <section>
      <div className="admin-page-head">
        <div>
          <PageTitle>{S.title()}</PageTitle>
          <p className="muted admin-intro">{S.intro()}</p>
        </div>
      </div>
      {body}
      <Dialog
        open={confirm !== null}
        title={confirm ? S.confirmTitle({ day: dayText(confirm.date, loc) }) : ''}
        description={confirm ? S.confirmText({ count: confirm.orders }) : ''}
        busy={saving !== null}
        onClose={() => setConfirm(null)}
        initialFocus=".dialog-cancel"
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost dialog-cancel"
              onClick={() => setConfirm(null)}
              disabled={saving !== null}
            >
              {S.cancel()}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => confirm && void save(confirm.date, true)}
              aria-busy={saving !== null}
            >
              {S.confirmClose()}
            </button>
          </>
        }
      />
    </section>
  );
}

/** The orders booked on a closed day: staff contact each buyer and move it. */
function AffectedOrders({
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
          />
        </>
      )}
    </section>
  );
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * One month at a time, as a grid of day buttons. One day is in the tab order; the arrow keys move
 * between days (across months), Home/End to the week's ends, Enter or Space toggles an open or
 * staff-closed day. Every day says what it is in its name, so a screen reader hears
 * "Thu, Nov 26, closed: Thanksgiving Day".
 */
function MonthView({
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
        <li>
          <span className="cal-swatch cal-open" aria-hidden="true" /> {S.legend.open()}
        </li>
        <li>
          <span className="cal-swatch cal-staff" aria-hidden="true" /> {S.legend.staff()}
        </li>
        <li>
          <span className="cal-swatch cal-holiday" aria-hidden="true" /> {S.legend.holiday()}
        </li>
        <li>
          <span className="cal-swatch cal-weekend" aria-hidden="true" /> {S.legend.weekend()}
        </li>
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

function DayButton({
  cell,
  label,
  short,
  tabbable,
  busy,
  disabled,
  onFocus,
  onToggle,
}: {
  cell: DayCell;
  label: string;
  short: string;
  tabbable: boolean;
  busy: boolean;
  disabled: boolean;
  onFocus: () => void;
  onToggle: () => void;
}) {
  const toggleable = isToggleable(cell.kind);
  return (
    <button
      type="button"
      className="cal-day-button"
      data-date={cell.date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      // Weekends, holidays and past days are there to be read, not changed; they stay focusable
      // so the arrow keys and a screen reader pass over every day alike.
      aria-disabled={!toggleable || disabled ? true : undefined}
      aria-busy={busy || undefined}
      onFocus={onFocus}
      onClick={() => {
        if (toggleable && !disabled) onToggle();
      }}
    >
      <span className="cal-num" aria-hidden="true">
        {cell.day}
      </span>
      {short && (
        <span className="cal-short" aria-hidden="true">
          {short}
        </span>
      )}
      {cell.orders > 0 && (
        <span className="cal-orders" aria-hidden="true">
          {cell.orders}
        </span>
      )}
    </button>
  );
}

/** Every closed weekday of the 12 months, with why; staff days can be reopened from here too. */
function ClosedList({
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
    <section className="admin-panel cal-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-h2">
        {S.listTitle()}
      </h2>
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
    </section>
  );
}
