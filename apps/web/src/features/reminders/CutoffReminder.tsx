import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useState } from 'react';
import { dateLocale, formatCalendarDay, formatPacificMoment } from '../../lib/pickupText';
import { trpc } from '../../lib/trpc';
import { Skeleton } from '../../ui/Skeleton';

// The profile's "Reminder before the cutoff": the buyer's own e-mail reminder, on or off, and how
// many hours before the next cutoff; with the next reminder it would send, in Pacific time. A chunk
// of its own (the profile imports it lazily): most visits never change it.

export function CutoffReminder() {
  const { LL, locale } = useI18nContext();
  const T = LL.account.reminders;
  const queryClient = useQueryClient();
  const reminder = useQuery(trpc.reminders.cutoff.queryOptions());
  const save = useMutation(
    trpc.reminders.setCutoff.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(trpc.reminders.cutoff.queryKey(), next),
    }),
  );
  const [enabled, setEnabled] = useState(false);
  const [hours, setHours] = useState(24);
  const data = reminder.data;
  useEffect(() => {
    if (!data) return;
    setEnabled(data.enabled);
    setHours(data.hours_before);
  }, [data]);

  if (reminder.isPending) return <Skeleton height={140} />;
  const lc = dateLocale(locale);
  const zone = LL.common.pacificZone();
  return (
    <section className="section card" aria-labelledby="cutoff-reminder-h" data-testid="cutoff-reminder">
      <h2 id="cutoff-reminder-h" className="section-title">
        {T.title()}
      </h2>
      <p className="field-hint">{T.intro()}</p>
      {reminder.isError || !data ? (
        <p role="alert" className="alert">
          {T.loadError()}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => void reminder.refetch()}>
            {T.retry()}
          </button>
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ enabled, hours_before: hours as (typeof data.hours_choices)[number] });
          }}
        >
          <div className="field">
            <label>
              <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> {T.enabled()}
            </label>
          </div>
          <div className="field">
            <label htmlFor="cutoff-reminder-hours">{T.hours()}</label>
            <select
              id="cutoff-reminder-hours"
              value={hours}
              disabled={!enabled}
              onChange={(e) => setHours(Number(e.target.value))}
            >
              {data.hours_choices.map((h) => (
                <option key={h} value={h}>
                  {T.hoursOption({ hours: h })}
                </option>
              ))}
            </select>
          </div>
          <p className="field-hint" data-testid="cutoff-reminder-next">
            {!data.enabled
              ? T.off()
              : data.next
                ? T.next({
                    day: formatCalendarDay(data.next.pickup_date, lc),
                    orderBy: formatPacificMoment(data.next.order_by, lc, zone),
                    remindAt: formatPacificMoment(data.next.remind_at, lc, zone),
                  })
                : T.noNext()}
          </p>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-block" disabled={save.isPending}>
              {save.isPending ? T.saving() : T.save()}
            </button>
          </div>
          <p role="status" className={save.isError ? 'alert' : 'field-hint'}>
            {save.isError ? T.saveError() : save.isSuccess ? (save.data.enabled ? T.saved() : T.turnedOff()) : ''}
          </p>
        </form>
      )}
    </section>
  );
}
