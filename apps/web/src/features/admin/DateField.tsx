/**
 * A labelled date of a document (an expiry, a renewal): the same plausible range everywhere, and
 * tied to its error text when `errorId` names one.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  readOnly,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  errorId?: string;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        min="2000-01-01"
        max="2100-12-31"
        value={value}
        readOnly={readOnly}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
