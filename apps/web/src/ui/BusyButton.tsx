import type { ReactNode } from 'react';

/**
 * A button whose action may be running: it then says so and ignores clicks, but stays focusable
 * (`aria-disabled`, not `disabled`) so the keyboard focus is not dropped while it works.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} aria-disabled={busy || undefined} onClick={() => !busy && onClick()}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A form's submit button while its call may be running: like BusyButton it stays focusable and
 * says it is working; the form's own submit handler ignores a second press.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A refusal or failure said at once (role="alert"), shown only when there is one: an error note
 * by default, or the element and look a part gives it.
 */
export function ErrorNote({
  text,
  className = 'note error',
  as: Tag = 'div',
}: {
  text: ReactNode;
  className?: string;
  as?: 'div' | 'p';
}) {
  if (!text) return null;
  return (
    <Tag className={className} role="alert">
      {text}
    </Tag>
  );
}
