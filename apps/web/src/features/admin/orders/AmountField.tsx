import type { ReactNode } from 'react';

/**
 * A dollars field of the back office's money forms (a payment, a refund, a credit moved, a claim's
 * credit): its label, the decimal keyboard, its hint (`${id}-hint`) and its error (`${id}-err`),
 * tied to the input with any other text that describes it (`describedBy`: what it collects). Read
 * only while the form works, so focus is not dropped.
 */
export function AmountField({
  id,
  label,
  value,
  onValue,
  busy,
  error,
  hint,
  describedBy,
  className = 'admin-input admin-pay-amount',
  errorClassName = 'admin-inline-error admin-pay-error',
  alert = false,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  busy: boolean;
  error: string | undefined;
  hint?: ReactNode;
  describedBy?: string;
  className?: string;
  errorClassName?: string;
  /** say the error at once (in a dialog, where it appears under the reader's focus) */
  alert?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-err`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={className}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? errorId : '', hint ? hintId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && (
        <p id={hintId} className="muted admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClassName} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
