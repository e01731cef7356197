/**
 * The reason asked in a back-office dialog before money is voided or waived: a required text
 * area, read only while the dialog works, with its refusal under it (`${id}-err`, announced).
 */
export function ReasonField({
  id,
  label,
  value,
  onValue,
  busy,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  busy: boolean;
  error: string | null | undefined;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        readOnly={busy}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <p id={`${id}-err`} className="admin-inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
