import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { formatCalendarDay, formatPickupTimes } from '../../../lib/pickupText';
import { LabelledField } from '../LabelledField';
import './reschedule.css';

export type StaffPickupDay = RouterOutputs['admin']['calendar']['pickupWindows'][number];
export type StaffPickupWindow = StaffPickupDay['windows'][number];

/** A day and a window among the open ones staff may choose (the first of each until one is chosen). */
export function usePickupChoice(days: readonly StaffPickupDay[]) {
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const chosenDay = days.find((d) => d.date === day) ?? days[0];
  const chosen: StaffPickupWindow | undefined =
    chosenDay?.windows.find((w) => w.slot === slot) ?? chosenDay?.windows[0];
  return {
    chosenDay,
    chosen,
    chooseDay(date: string) {
      setDay(date);
      setSlot('');
    },
    chooseSlot: setSlot,
    reset() {
      setDay('');
      setSlot('');
    },
  };
}

export type PickupChoice = ReturnType<typeof usePickupChoice>;

/**
 * The open pickup windows as they load: a status while they do, an alert when they could not be
 * read or none is open, else the fields (`children`) to choose one.
 */
export function PickupWindowsLoaded({
  query,
  days,
  words,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  days: readonly StaffPickupDay[];
  words: { loading: string; loadError: string; none: string };
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {words.loading}
      </p>
    );
  }
  const refusal = query.isError ? words.loadError : days.length === 0 ? words.none : null;
  return refusal === null ? (
    children
  ) : (
    <p className="admin-inline-error" role="alert">
      {refusal}
    </p>
  );
}

/** The two selects of a pickup choice: the day, then that day's windows (Los Angeles times). */
export function PickupWindowFields({
  days,
  choice,
  busy,
  dayRef,
  dayLabel,
  windowLabel,
  windowError,
}: {
  days: readonly StaffPickupDay[];
  choice: PickupChoice;
  busy: boolean;
  dayRef?: Ref<HTMLSelectElement>;
  dayLabel: string;
  windowLabel: string;
  /** the id of a message saying the chosen window is refused (it marks the window invalid) */
  windowError?: string | undefined;
}) {
  const { locale } = useI18nContext();
  const lc = locale === 'ko' ? 'ko' : 'en';
  const ids = { day: useId(), window: useId() };
  return (
    <div className="admin-move-fields">
      <LabelledField id={ids.day} label={dayLabel}>
        <select
          ref={dayRef}
          id={ids.day}
          value={choice.chosenDay?.date ?? ''}
          disabled={busy}
          onChange={(e) => choice.chooseDay(e.target.value)}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatCalendarDay(d.date, lc)}
            </option>
          ))}
        </select>
      </LabelledField>
      <LabelledField id={ids.window} label={windowLabel}>
        <select
          id={ids.window}
          value={choice.chosen?.slot ?? ''}
          disabled={busy}
          aria-invalid={windowError ? true : undefined}
          aria-describedby={windowError}
          onChange={(e) => choice.chooseSlot(e.target.value)}
        >
          {(choice.chosenDay?.windows ?? []).map((w) => (
            <option key={w.slot} value={w.slot}>
              {formatPickupTimes(w.start, w.end, lc)}
            </option>
          ))}
        </select>
      </LabelledField>
    </div>
  );
}
