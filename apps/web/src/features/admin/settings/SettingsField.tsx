import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from '../LabelledField';

/**
 * A labelled input of a settings card: its refusal under it when there is one (`${id}-err`), then
 * its hint (`${id}-hint`), both read with the field. `short` for a number of a few digits.
 */
export function SettingsField({
  id,
  label,
  error,
  hint,
  short = false,
  ...input
}: {
  id: string;
  label: string;
  error?: ReactNode;
  hint: ReactNode;
  short?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <LabelledField id={id} label={label} className="settings-field">
      <input
        id={id}
        className={short ? 'settings-input settings-input-short' : 'settings-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err ${id}-hint` : `${id}-hint`}
        {...input}
      />
      {error && (
        <p className="admin-inline-error" id={`${id}-err`}>
          {error}
        </p>
      )}
      <p className="admin-hint muted" id={`${id}-hint`}>
        {hint}
      </p>
    </LabelledField>
  );
}

/** A settings field for a whole number from 1 to `max` (hours, a count of missed pickups). */
export function CountField({
  max,
  ...field
}: Omit<Parameters<typeof SettingsField>[0], 'short' | 'type' | 'inputMode' | 'min' | 'step'> & { max: number }) {
  return <SettingsField {...field} short type="number" inputMode="numeric" min={1} max={max} step={1} />;
}
