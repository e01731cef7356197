import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { DayField } from './DayField';
import { pacificToday } from './helpers';
import { QUICK_CHOICES, quickChoiceOf, quickRange, spanDays, type QuickChoice } from './pickupDays';

/** The longest pickup-day filter the server takes. */
const MAX_DAYS = 62;

/**
 * The Orders page's pickup days: from and to (Los Angeles, both included) and the quick choices
 * Today, Tomorrow and This week. A reversed or too long range is said here, not sent.
 */
export function PickupDayFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const { LL } = useI18nContext();
  const W = LL.admin.week;
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = pacificToday();
  const chosen = quickChoiceOf(from, to, today);

  function apply(next: { from?: string; to?: string }) {
    if (next.from && next.to && next.to < next.from) return setRefusal(W.badRange());
    if (next.from && next.to && spanDays(next.from, next.to) > MAX_DAYS) return setRefusal(W.tooLong());
    setRefusal(null);
    onChange(next);
  }
  const label = (c: QuickChoice) => (c === 'today' ? W.today() : c === 'tomorrow' ? W.tomorrow() : W.thisWeek());

  return (
    <fieldset className="admin-pickup-filter">
      <legend className="visually-hidden">{W.pickupDays()}</legend>
      <DayField label={W.from()} value={from} invalidText={W.badDate()} onApply={(d) => apply({ from: d, to })} />
      <DayField
        label={W.to()}
        value={to}
        invalidText={W.badDate()}
        error={refusal}
        onApply={(d) => apply({ from, to: d })}
      />
      <div className="admin-quick" role="group" aria-label={W.pickupDays()}>
        {QUICK_CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={chosen === c}
            onClick={() => apply(quickRange(c, today))}
          >
            {label(c)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
