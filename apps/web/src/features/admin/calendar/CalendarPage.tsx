import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { addDays, toPacific } from '@wholesale/rules';
import { CALENDAR_DAYS_AHEAD } from '@wholesale/contract';
import { useMemo, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import type { DateLocale } from '../../../lib/pickupText';
import { QuestionDialog } from '../../../ui/Dialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import { useReportQueryError } from '../access';
import { useFailureToast } from '../useFailureToast';
import { NotLoaded } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { AffectedOrders } from './AffectedOrders';
import { ClosedList } from './ClosedList';
import { isToggleable, nextStaffDays, type CalendarSpan, type DayCell } from './model';
import { MonthView } from './MonthView';
import { affectedOrdersQuery, closedDaysQuery, orderCountsQuery, specialHoursQuery } from './queries';
import { dayText, SpecialHoursPanel, useHoursText } from './SpecialHours';
import './calendar.css';

/** Page 7: the warehouse calendar: the closed days of the next 12 months, and the orders on them. */
export function CalendarPage() {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.calendar;
  const loc: DateLocale = locale === 'ko' ? 'ko' : 'en';
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
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
      toastFailure(err, S.saveFailed());
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
  if (closed.data === undefined) {
    body = (
      <NotLoaded
        query={closed}
        words={S}
        placeholder={
          <>
            <Skeleton height={120} />
            <Skeleton height={360} style={{ marginTop: 16 }} />
          </>
        }
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
      <PageHead title={S.title()} intro={S.intro()} />
      {body}
      <QuestionDialog
        open={confirm !== null}
        title={confirm ? S.confirmTitle({ day: dayText(confirm.date, loc) }) : ''}
        description={confirm ? S.confirmText({ count: confirm.orders }) : ''}
        busy={saving !== null}
        onClose={() => setConfirm(null)}
        backLabel={S.cancel()}
        confirmLabel={S.confirmClose()}
        onConfirm={() => confirm && void save(confirm.date, true)}
      />
    </section>
  );
}
