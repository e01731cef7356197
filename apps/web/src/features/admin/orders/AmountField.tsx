import type { ReactNode } from 'react';
import { boundTextProps, LabelledField, type TextBinding } from '../LabelledField';

/**
 * A dollars field of the back office's money forms (a payment, a refund, a credit moved, a claim's
 * credit): its label, the decimal keyboard, its hint (`${id}-hint`) and its error (`${id}-err`),
 * tied to the input with any other text that describes it (`describedBy`: what it collects). Read
 * only while the form works, so focus is not dropped.
 */
export function AmountField({
  label,
  describedBy,
  className = 'admin-input admin-pay-amount',
  errorClassName = 'admin-inline-error admin-pay-error',
  alert = false,
  ...field
}: TextBinding & {
  label: string;
  hint?: ReactNode;
  describedBy?: string;
  className?: string;
  errorClassName?: string;
  /** say the error at once (in a dialog, where it appears under the reader's focus) */
  alert?: boolean;
}) {
  return (
    <LabelledField
      id={field.id}
      label={label}
      hint={field.hint}
      error={field.error}
      errorClassName={errorClassName}
      alert={alert}
    >
      <input className={className} inputMode="decimal" autoComplete="off" {...boundTextProps(field, describedBy)} />
    </LabelledField>
  );
}
