import type { ReactNode } from 'react';
import { describedByOf, LabelledField } from '../LabelledField';

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
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} errorClassName={errorClassName} alert={alert}>
      <input
        id={id}
        className={className}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { error, hint }, describedBy)}
        onChange={(e) => onValue(e.target.value)}
      />
    </LabelledField>
  );
}
