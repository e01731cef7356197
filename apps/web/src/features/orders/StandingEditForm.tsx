import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { PICKUP_WEEKDAYS } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { ErrorNote, SubmitButton } from '../../ui/BusyButton';
import { countInput } from '../../ui/countInput';
import { pastName } from './reorder';
import { weekdayWords, type StandingOrder } from './standing';
import { useStandingFailure } from './useStandingFailure';

// A standing order's products and pickup weekday, changed in its card: each product's quantity (0
// takes it off) and the weekday, Monday to Friday (the warehouse's pickup days). Products are
// added from an order the buyer repeats; here the list is changed, not shopped. Sent whole, as the
// server takes it (PATCH lines + weekday), and said at the top of the view once saved.

export function StandingEditForm({
  so,
  onSaved,
  onCancel,
  onStale,
}: {
  so: StandingOrder;
  onSaved: (next: StandingOrder) => void;
  onCancel: () => void;
  onStale: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  const ids = useId();
  const failure = useStandingFailure();
  const [quantities, setQuantities] = useState(() => so.lines.map((l) => String(l.quantity)));
  const [weekday, setWeekday] = useState(so.weekday);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: update, isPending } = useMutation(trpc.orders.standing.update.mutationOptions());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isPending) return;
    const lines = so.lines
      .map((l, i) => ({ id: l.item_id, quantity: Math.trunc(Number(quantities[i])) }))
      .filter((l) => Number.isFinite(l.quantity) && l.quantity > 0);
    if (lines.length === 0) {
      setRefusal(S.keepOne());
      return;
    }
    setRefusal(null);
    try {
      onSaved(await update({ standingOrderId: so.id, lines, weekday }));
    } catch (err) {
      const f = failure(err);
      setRefusal(f.text);
      if (f.stale) onStale();
    }
  };

  return (
    <form className="standing-edit" aria-labelledby={`${ids}-h`} onSubmit={(e) => void submit(e)}>
      <h4 id={`${ids}-h`} className="standing-sub">
        {S.editHeading()}
      </h4>
      <p className="cart-note" id={`${ids}-hint`}>
        {S.removeHint()}
      </p>
      <ul className="standing-edit-lines">
        {so.lines.map((l, i) => (
          <li key={l.item_id}>
            <label htmlFor={`${ids}-q${i}`}>{pastName(l, locale)}</label>
            <input
              id={`${ids}-q${i}`}
              className="input standing-edit-qty"
              {...countInput(0, 999)}
              aria-label={S.quantityFor({ name: pastName(l, locale) })}
              aria-describedby={`${ids}-hint`}
              value={quantities[i]}
              onChange={(e) => setQuantities((q) => q.map((v, k) => (k === i ? e.target.value : v)))}
            />
          </li>
        ))}
      </ul>
      <div className="standing-edit-day">
        <label htmlFor={`${ids}-day`}>{S.pickupDay()}</label>
        <select
          id={`${ids}-day`}
          className="input"
          value={weekday}
          onChange={(e) => setWeekday(Number(e.target.value))}
        >
          {PICKUP_WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {weekdayWords(LL, d)}
            </option>
          ))}
        </select>
      </div>
      <ErrorNote className="note error standing-refusal" text={refusal} />
      <div className="standing-actions">
        <SubmitButton busy={isPending} label={S.saveChange()} busyLabel={S.working()} />
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {S.cancelChange()}
        </button>
      </div>
    </form>
  );
}
