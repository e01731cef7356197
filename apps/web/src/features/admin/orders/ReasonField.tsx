import { describedByOf, LabelledField } from '../LabelledField';

/**
 * The reason asked in a back-office form before money is voided, waived, refunded, a claim
 * refused or an order cancelled: a text area (required unless said otherwise), read only while the
 * form works, with an optional hint and its refusal under it (`${id}-err`, announced).
 */
export function ReasonField({
  id,
  label,
  value,
  onValue,
  busy,
  error,
  hint,
  rows = 3,
  maxLength,
  className,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  busy: boolean;
  error: string | null | undefined;
  hint?: string;
  rows?: number;
  maxLength?: number;
  className?: string;
  /** false for a reason the form may go without (a cancellation's) */
  required?: boolean;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} alert>
      <textarea
        id={id}
        className={className}
        rows={rows}
        maxLength={maxLength}
        value={value}
        readOnly={busy}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { error, hint })}
        onChange={(e) => onValue(e.target.value)}
      />
    </LabelledField>
  );
}
