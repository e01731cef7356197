import { useI18nContext } from '@wholesale/i18n';
import { SwitchField } from '../SwitchField';
import { SettingsField } from './SettingsField';
import { annualRateText, checkFinanceFields, type FinanceFields } from './financeCharges';

export type FinanceInvalid = { rate: boolean; max: boolean; grace: boolean };

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
  // The three figures differ only in their key, their words and their keyboard.
  const figure = (
    key: keyof FinanceInvalid,
    label: string,
    invalidText: string,
    hint: string,
    inputMode: 'decimal' | 'numeric',
  ) => (
    <SettingsField
      id={`${id}-${key}`}
      label={label}
      error={invalid[key] && invalidText}
      hint={hint}
      short
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={fields[key]}
      readOnly={saving}
      onChange={(e) => onFields({ ...fields, [key]: e.target.value })}
    />
  );
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
        {figure('rate', B.financeRate(), B.financeRateInvalid(), B.financeRateHint(), 'decimal')}
        {figure('max', B.financeMax(), B.financeMaxInvalid(), B.financeMaxHint(), 'decimal')}
        {figure('grace', B.financeGrace(), B.financeGraceInvalid(), B.financeGraceHint(), 'numeric')}
      </div>
    </fieldset>
  );
}
