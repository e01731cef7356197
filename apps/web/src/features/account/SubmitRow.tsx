import type { ReactNode } from 'react';

/**
 * An account form's full-width submit button, saying when it is sending; `children` go under it.
 * `disabled` holds it back for a reason of the form's own (an entry still empty).
 */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}
