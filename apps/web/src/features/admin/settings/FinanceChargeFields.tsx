import { useI18nContext } from '@wholesale/i18n';
import { SwitchField } from '../SwitchField';
import { annualRateText, checkFinanceFields, type FinanceFields } from './financeCharges';

export type FinanceInvalid = { rate: boolean; max: boolean; grace: boolean };

/** One number field of the group: its label, hint, and error when `invalid`. */
function PercentField(props: {
  id: string;
  label: string;
  hint: string;
  error: string;
  invalid: boolean;
  value: string;
  decimal: boolean;
  disabled: boolean;
  onValue: (v: string) => void;
}) {
  const { id, invalid } = props;
  return (
    <div className="admin-field settings-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode={props.decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        className="settings-input settings-input-short"
        value={props.value}
        readOnly={props.disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-err ${id}-hint` : `${id}-hint`}
        onChange={(e) => props.onValue(e.target.value)}
      />
      {invalid && (
        <p className="admin-inline-error" id={`${id}-err`}>
          {props.error}
        </p>
      )}
      <p className="admin-hint muted" id={`${id}-hint`}>
        {props.hint}
      </p>
    </div>
  );
}

/**
 * "Late payment interest" in Settings > Invoices: on or off, the monthly rate, the legal maximum a
 * year and the grace days, with what gets charged in one line. Saved with the card's Save. Each
 * field's id is `${id}-rate`, `${id}-max`, `${id}-grace`, so the form can focus the first wrong one.
 */
export function FinanceChargeFields({
  id,
  fields,
  invalid,
  saving,
  onFields,
}: {
  id: string;
  fields: FinanceFields;
  invalid: FinanceInvalid;
  saving: boolean;
  onFields: (f: FinanceFields) => void;
}) {
  const { LL } = useI18nContext();
  const B = LL.admin.settings.books;
  const check = checkFinanceFields(fields);
  const state = !fields.enabled
    ? B.financeOff()
    : check.ok
      ? B.financeOn({ annual: annualRateText(check.value), days: check.value.grace_days })
      : '';
  const set = (key: keyof FinanceFields) => (v: string) => onFields({ ...fields, [key]: v });
  return (
    <fieldset className="settings-group" data-testid="books-finance">
      <legend className="admin-h3">{B.financeTitle()}</legend>
      <p className="admin-hint muted">{B.financeExplain()}</p>
      <SwitchField
        id={`${id}-on`}
        label={B.financeEnabled()}
        checked={fields.enabled}
        disabled={saving}
        state={state}
        onChange={(enabled) => onFields({ ...fields, enabled })}
        testId="books-finance-on"
      />
      <div className="settings-row">
        <PercentField
          id={`${id}-rate`}
          label={B.financeRate()}
          hint={B.financeRateHint()}
          error={B.financeRateInvalid()}
          invalid={invalid.rate}
          value={fields.rate}
          decimal
          disabled={saving}
          onValue={set('rate')}
        />
        <PercentField
          id={`${id}-max`}
          label={B.financeMax()}
          hint={B.financeMaxHint()}
          error={B.financeMaxInvalid()}
          invalid={invalid.max}
          value={fields.max}
          decimal
          disabled={saving}
          onValue={set('max')}
        />
        <PercentField
          id={`${id}-grace`}
          label={B.financeGrace()}
          hint={B.financeGraceHint()}
          error={B.financeGraceInvalid()}
          invalid={invalid.grace}
          value={fields.grace}
          decimal={false}
          disabled={saving}
          onValue={set('grace')}
        />
      </div>
    </fieldset>
  );
}
