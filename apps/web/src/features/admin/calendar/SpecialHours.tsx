import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { zonedToUtc } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import { formatPacificDay, formatPickupTimes, type DateLocale } from '../../../lib/pickupText';
import { useReportFailure, useReportQueryError } from '../access';
import { QuestionDialog } from '../../../ui/Dialog';
import { LoadError } from '../LoadError';
import { adminFailureText } from '../notify';
import { OrdersToMoveTable } from './OrdersToMoveTable';
import { hoursProblem, nextSpecialHours, type CalendarSpan, type ClosedDayView, type SpecialHoursView } from './model';
import { ordersOutsideHoursQuery, specialHoursQuery, type OrderOutsideHours } from './queries';
import { TitledPanel } from '../TitledPanel';
import { LabelledField } from '../LabelledField';

// The Calendar page's special hours: staff open a weekday for shorter hours (Christmas
// Eve until noon); buyers are then offered only the pickup windows within them, and the orders
// already booked outside them are listed here for staff to move (their buyers are e-mailed).

/** 'YYYY-MM-DD' as the pages write a day: 'Thu, Dec 24' / '12월 24일 (목)'. */
export function dayText(date: string, locale: DateLocale): string {
  return formatPacificDay(zonedToUtc(date, '12:00').toISOString(), locale);
}

/** The hours of a day, in the page's words: '8:00 AM–12:00 PM' / '오전 8:00–오후 12:00'. */
export function useHoursText(): (h: SpecialHoursView) => string {
  const { locale } = useI18nContext();
  const loc: DateLocale = locale === 'ko' ? 'ko' : 'en';
  return (h) =>
    formatPickupTimes(zonedToUtc(h.date, h.opens).toISOString(), zonedToUtc(h.date, h.closes).toISOString(), loc);
}

export function SpecialHoursPanel({
  span,
  closed,
  orders,
}: {
  span: CalendarSpan;
  closed: readonly ClosedDayView[];
  orders: ReadonlyMap<string, number>;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.calendar;
  const H = S.hours;
  const loc: DateLocale = locale === 'ko' ? 'ko' : 'en';
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const hours = useQuery(specialHoursQuery());
  const outside = useQuery(ordersOutsideHoursQuery());
  // Replaces the special hours (the full set from today on).
  const { mutateAsync: setSpecialHours } = useMutation(trpc.admin.calendar.setSpecialHours.mutationOptions());
  useReportQueryError(hours.error ?? outside.error);
  const hoursText = useHoursText();
  const ids = { heading: useId(), date: useId(), opens: useId(), closes: useId(), error: useId() };
  const [form, setForm] = useState<SpecialHoursView>({ date: '', opens: '08:00', closes: '12:00' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ hours: SpecialHoursView; orders: number } | null>(null);

  async function save(date: string, next: SpecialHoursView | null) {
    if (!hours.data || saving) return;
    setSaving(date);
    const day = dayText(date, loc);
    try {
      const r = await setSpecialHours({ hours: nextSpecialHours(hours.data, date, next) });
      queryClient.setQueryData(trpc.admin.calendar.specialHours.queryKey(), r.hours);
      queryClient.setQueryData(trpc.admin.calendar.ordersOutsideHours.queryKey(), r.affected_orders);
      const mailed = r.notified_order_ids.length;
      if (next) {
        const text = hoursText(next);
        toast({
          title: H.saved(),
          text: mailed > 0 ? H.savedMailed({ day, hours: text, count: mailed }) : H.savedText({ day, hours: text }),
          variant: 'success',
        });
        setForm({ date: '', opens: next.opens, closes: next.closes });
      } else {
        toast({ title: H.removed(), text: H.removedText({ day }), variant: 'success' });
      }
      setProblem(null);
    } catch (err) {
      report(err);
      setProblem(adminFailureText(LL, err, locale));
    } finally {
      setSaving(null);
      setConfirm(null);
      void queryClient.invalidateQueries(trpc.admin.calendar.pathFilter());
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = hoursProblem(form, span, closed);
    if (found) {
      setProblem(H[found]());
      return;
    }
    // Hours that may leave out booked pickups are confirmed first, as closing such a day is.
    const booked = orders.get(form.date) ?? 0;
    if (booked > 0) setConfirm({ hours: form, orders: booked });
    else void save(form.date, form);
  }

  let list;
  if (hours.data === undefined) {
    list = hours.isError ? (
      <LoadError title={S.loadError()} query={hours} retryLabel={S.retry()} />
    ) : (
      <Skeleton height={60} />
    );
  } else if (hours.data.length === 0) {
    list = <p className="muted">{H.empty()}</p>;
  } else {
    list = (
      <ul className="cal-hours-list" aria-label={H.listLabel()}>
        {hours.data.map((h) => (
          <li key={h.date} className="cal-list-item">
            <span className="cal-list-text">
              <span className="cal-list-day">{dayText(h.date, loc)}</span>
              <span className="cal-list-why">{hoursText(h)}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => void save(h.date, null)}
              disabled={saving !== null}
              aria-busy={saving === h.date}
              aria-label={H.removeLabel({ day: dayText(h.date, loc) })}
            >
              {H.remove()}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledPanel className="cal-hours" headingId={ids.heading} title={H.title()}>
      <p className="muted">{H.intro()}</p>
      <OrdersOutsideHours orders={outside.data} locale={loc} />
      <form className="cal-hours-form" onSubmit={submit} noValidate aria-describedby={problem ? ids.error : undefined}>
        <LabelledField id={ids.date} label={H.day()}>
          <input
            id={ids.date}
            className="admin-input"
            type="date"
            min={span.today}
            max={span.last}
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.target.value })}
            aria-invalid={problem !== null && form.date === '' ? true : undefined}
          />
        </LabelledField>
        <TimeField
          id={ids.opens}
          label={H.opens()}
          value={form.opens}
          onChange={(opens) => setForm({ ...form, opens })}
        />
        <TimeField
          id={ids.closes}
          label={H.closes()}
          value={form.closes}
          onChange={(closes) => setForm({ ...form, closes })}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={saving !== null || hours.data === undefined}
          aria-busy={saving !== null && saving === form.date}
        >
          {H.set()}
        </button>
      </form>
      {problem && (
        <p id={ids.error} className="admin-inline-error" role="alert">
          {problem}
        </p>
      )}
      {list}
      <QuestionDialog
        open={confirm !== null}
        title={confirm ? H.confirmTitle({ day: dayText(confirm.hours.date, loc) }) : ''}
        description={confirm ? H.confirmText({ count: confirm.orders, hours: hoursText(confirm.hours) }) : ''}
        busy={saving !== null}
        onClose={() => setConfirm(null)}
        backLabel={S.cancel()}
        confirmLabel={H.confirmSet()}
        onConfirm={() => confirm && void save(confirm.hours.date, confirm.hours)}
      />
    </TitledPanel>
  );
}

/** The orders booked outside their day's special hours: staff contact each buyer. */
function OrdersOutsideHours({ orders, locale }: { orders: OrderOutsideHours[] | undefined; locale: DateLocale }) {
  const { LL } = useI18nContext();
  const S = LL.admin.calendar;
  const hoursText = useHoursText();
  const headingId = useId();
  if (!orders || orders.length === 0) return null;
  return (
    <section className="cal-affected cal-affected-some cal-outside" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-h3">
        {S.hours.outsideTitle()}{' '}
        <span className="admin-badge badge-pending cal-affected-count">
          {S.affectedCount({ count: orders.length })}
        </span>
      </h3>
      <p className="muted">{S.hours.outsideIntro()}</p>
      <OrdersToMoveTable
        orders={orders}
        caption={S.hours.outsideTitle()}
        reasonLabel={S.hours.outsideColumn()}
        reason={(o) => hoursText(o.hours)}
        locale={locale}
      />
    </section>
  );
}

/** A time the store opens or closes that day, picked in quarter hours. */
function TimeField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <LabelledField id={props.id} label={props.label}>
      <input
        id={props.id}
        className="admin-input"
        type="time"
        step={900}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </LabelledField>
  );
}
