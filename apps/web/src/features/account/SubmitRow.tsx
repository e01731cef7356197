import type { ReactNode } from 'react';

/** An account form's full-width submit button, saying when it is sending; `children` go under it. */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}
