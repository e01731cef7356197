/**
 * The reason asked in a back-office form before money is voided, waived, refunded or a claim
 * refused: a required text area, read only while the form works, with an optional hint and its
 * refusal under it (`${id}-err`, announced).
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
}) {
  const describedBy = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={className}
        rows={rows}
        maxLength={maxLength}
        value={value}
        readOnly={busy}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="muted admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="admin-inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
