import { isToggleable, type DayCell } from './model';

/** A day of the month grid: its name says what it is; an open or staff-closed day toggles. */
export function DayButton({
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
