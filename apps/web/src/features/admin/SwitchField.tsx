import type { ReactNode } from 'react';
import './switch.css';

/**
 * An on/off switch of the back office (a checkbox with the switch role, its label beside it) and,
 * under it when given, what it means now (`state`, `${id}-state`, announced when it changes).
 */
export function SwitchField({
  id,
  label,
  checked,
  disabled = false,
  state,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  state?: ReactNode;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <>
      <div className="admin-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={state === undefined ? undefined : `${id}-state`}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={testId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {state !== undefined && (
        <p id={`${id}-state`} className="admin-hint" aria-live="polite">
          {state}
        </p>
      )}
    </>
  );
}
