import { useI18nContext } from '@wholesale/i18n';
import { missedPickupRefusal, ORDER_MISSED_STATUS, statusChoices } from '@wholesale/rules';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isAdminStatus, type AdminStatus } from './helpers';
import { statusLabel } from './status';

/**
 * The status menu: a native select of the statuses this order may be set to (rules'
 * statusChoices, its current one always shown) and a Save button. Choosing (arrow keys, typing,
 * the mouse) only chooses; Save or Enter saves, and Escape puts the current status back. A native
 * select keeps the platform's keyboard and screen-reader behaviour (docs/decisions.md).
 */
export function StatusMenu({
  order,
  busy,
  asking = false,
  onChange,
}: {
  order: { id: number; order_number: string; order_status: string; order_type: string; pickup_end: string | null };
  busy: boolean;
  /** its change's question is open: when it closes (answered or not) the menu shows the saved status */
  asking?: boolean;
  onChange: (s: AdminStatus) => void;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.statusMenu;
  const id = useId();
  const [choice, setChoice] = useState(order.order_status);
  // The saved status changed (saved here, by another admin, or the order reloaded), or the
  // question closed or the save ended (a cancelled or refused change): show the saved status.
  useEffect(() => {
    if (!asking && !busy) setChoice(order.order_status);
  }, [order.order_status, asking, busy]);
  const choices = statusChoices(order.order_type, order.order_status);
  // Offered once its window is over (the server refuses it before): shown, not yet chosen.
  const missedLater = missedPickupRefusal(order.pickup_end, new Date()) !== null;
  const changed = choice !== order.order_status && isAdminStatus(choice);

  function save(e?: FormEvent) {
    e?.preventDefault();
    if (!busy && changed && isAdminStatus(choice)) onChange(choice);
  }
  function onKeyDown(e: KeyboardEvent<HTMLSelectElement>) {
    if (e.key === 'Enter') save(e);
    else if (e.key === 'Escape' && changed) {
      // Put back, not a dialog's Escape: the page keeps the focus.
      e.preventDefault();
      e.stopPropagation();
      setChoice(order.order_status);
    }
  }

  return (
    <form className="status-menu" onSubmit={save}>
      <label htmlFor={id} className="visually-hidden">
        {LL.admin.orders.statusFor({ number: order.order_number })}
      </label>
      <select
        id={id}
        className="admin-select"
        value={choice}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => setChoice(e.target.value)}
        onKeyDown={onKeyDown}
      >
        {choices.map((s) => {
          const notYet = s === ORDER_MISSED_STATUS && missedLater && s !== order.order_status;
          return (
            <option key={s} value={s} disabled={(!isAdminStatus(s) && s !== order.order_status) || notYet}>
              {notYet ? S.notYet({ status: statusLabel(LL, s) }) : statusLabel(LL, s)}
            </option>
          );
        })}
      </select>
      <button
        type="submit"
        className={changed ? 'btn btn-primary btn-small' : 'btn btn-secondary btn-small'}
        disabled={busy || !changed}
        aria-label={S.saveFor({ number: order.order_number })}
      >
        {S.save()}
      </button>
    </form>
  );
}
