import type { ChangeEvent, ReactNode } from 'react';

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
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  errorClassName?: string;
  /** say the refusal at once (in a dialog, where it appears under the reader's focus) */
  alert?: boolean;
  /** the field's own class, beside `admin-field` (its width in a row of fields) */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `admin-field ${className}` : 'admin-field'}>
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

/** A text control of a back-office form as its caller binds it: the value, its setter, the form's busy state, its refusal and hint. */
export type TextBinding = {
  id: string;
  value: string;
  onValue: (value: string) => void;
  busy: boolean;
  error: string | null | undefined;
  hint?: ReactNode;
};

/**
 * The props that bind an input or a text area inside a `LabelledField`: read only (not disabled)
 * while the form works, so focus is not dropped; marked invalid and described by its refusal, its
 * hint and any `more`.
 */
export function boundTextProps(field: TextBinding, more?: string) {
  return {
    id: field.id,
    value: field.value,
    readOnly: field.busy,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedByOf(field.id, field, more),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onValue(e.target.value),
  };
}
