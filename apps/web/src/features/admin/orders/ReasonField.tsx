import { boundTextProps, LabelledField, type TextBinding } from '../LabelledField';

/**
 * The reason asked in a back-office form before money is voided, waived, refunded, a claim
 * refused or an order cancelled: a text area (required unless said otherwise), read only while the
 * form works, with an optional hint and its refusal under it (`${id}-err`, announced).
 */
export function ReasonField({
  label,
  rows = 3,
  maxLength,
  className,
  required = true,
  ...field
}: TextBinding & {
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  className?: string;
  /** false for a reason the form may go without (a cancellation's) */
  required?: boolean;
}) {
  return (
    <LabelledField id={field.id} label={label} hint={field.hint} error={field.error} alert>
      <textarea
        className={className}
        rows={rows}
        maxLength={maxLength}
        required={required}
        {...boundTextProps(field)}
      />
    </LabelledField>
  );
}
