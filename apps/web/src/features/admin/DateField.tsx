import type { InputHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

/**
 * A date input bounded to plausible days, 2000 to 2100, the same wherever the back office asks for
 * a day: the picker stays within those years, and a mistyped year reads as out of range.
 */
export function DayInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>) {
  return <input {...props} type="date" min="2000-01-01" max="2100-12-31" />;
}

/**
 * A labelled day (a document's expiry or renewal, an end of a range of days), tied to its error
 * text when `errorId` names one.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  readOnly,
  errorId,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  errorId?: string | undefined;
  className?: string;
}) {
  return (
    <LabelledField id={id} label={label}>
      <DayInput
        id={id}
        className={className}
        value={value}
        readOnly={readOnly}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}
