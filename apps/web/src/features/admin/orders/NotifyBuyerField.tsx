import { useId } from 'react';

/**
 * "E-mail the buyer" for a change staff make: ticked by default; unticked only for a change agreed
 * on the phone, which the order's changes then record (the server's `notify: false`).
 */
export function NotifyBuyerField({
  checked,
  onChange,
  label,
  offHint,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  offHint: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="admin-notify">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="muted admin-hint">
        {offHint}
      </p>
    </div>
  );
}
