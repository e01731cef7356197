import type { ReactNode } from 'react';

/**
 * One labelled control of a back-office form (`children`, whose id is `id`), with its hint
 * (`${id}-hint`) and its refusal (`${id}-err`) under it. The control names whichever of them shows
 * with `describedByOf`, so a screen reader hears the refusal first, then the hint.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  errorClassName = 'admin-inline-error',
  alert = false,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | null | undefined;
  errorClassName?: string;
  /** say the refusal at once (in a dialog, where it appears under the reader's focus) */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="muted admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className={errorClassName} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The `aria-describedby` of a `LabelledField`'s control: its refusal, its hint, then any `more`. */
export function describedByOf(
  id: string,
  { error, hint }: { error: string | null | undefined; hint?: ReactNode },
  more?: string,
): string | undefined {
  return [error ? `${id}-err` : '', hint ? `${id}-hint` : '', more ?? ''].filter(Boolean).join(' ') || undefined;
}
