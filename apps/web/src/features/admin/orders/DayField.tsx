import { useEffect, useId, useRef, useState } from 'react';
import { DayInput } from '../DateField';
import { isValidDay } from './helpers';
import { LabelledField } from '../LabelledField';

/** How long a complete date rests before it applies while the admin may still be typing. */
const SETTLE_MS = 600;

/**
 * A Los Angeles day the admin types or picks ('YYYY-MM-DD'). Typing does not reload the page at
 * each key: a date input passes through dates like 0002-12-01 while the year is typed. A value
 * applies once it is a complete day from 2000 to 2100 and has rested a moment, or at once on Enter
 * or on leaving the field; an incomplete or impossible one says so there instead.
 */
export function DayField({
  label,
  value,
  onApply,
  invalidText,
  error,
  clearable = true,
}: {
  label: string;
  value: string | undefined;
  onApply: (day: string | undefined) => void;
  invalidText: string;
  /** a refusal of the pair (a reversed or too long range), shown under the field */
  error?: string | null;
  /** whether emptying the field clears it (a filter), or keeps the last day (the pick list) */
  clearable?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function apply(next: string, badInput: boolean) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === '' && !badInput) {
      setInvalid(false);
      if (clearable && value !== undefined) onApply(undefined);
      else if (!clearable) setText(value ?? '');
      return;
    }
    if (!isValidDay(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (next !== value) onApply(next);
  }

  const message = invalid ? invalidText : (error ?? null);
  return (
    <LabelledField id={id} label={label}>
      <DayInput
        id={id}
        className="admin-input"
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = null;
          if (isValidDay(next)) {
            setInvalid(false);
            timer.current = setTimeout(() => apply(next, false), SETTLE_MS);
          }
        }}
        onBlur={(e) => apply(e.target.value, e.target.validity.badInput)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply(e.currentTarget.value, e.currentTarget.validity.badInput);
          }
        }}
      />
      {message && (
        <p id={errorId} className="admin-inline-error" role="alert">
          {message}
        </p>
      )}
    </LabelledField>
  );
}
