import { useI18nContext } from '@wholesale/i18n';
import type { ChangeEvent } from 'react';
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
  const set = (key: keyof FinanceFields) => (e: ChangeEvent<HTMLInputElement>) =>
    onFields({ ...fields, [key]: e.target.value });
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
        <SettingsField
          id={`${id}-rate`}
          label={B.financeRate()}
          error={invalid.rate && B.financeRateInvalid()}
          hint={B.financeRateHint()}
          short
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={fields.rate}
          readOnly={saving}
          onChange={set('rate')}
        />
        <SettingsField
          id={`${id}-max`}
          label={B.financeMax()}
          error={invalid.max && B.financeMaxInvalid()}
          hint={B.financeMaxHint()}
          short
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={fields.max}
          readOnly={saving}
          onChange={set('max')}
        />
        <SettingsField
          id={`${id}-grace`}
          label={B.financeGrace()}
          error={invalid.grace && B.financeGraceInvalid()}
          hint={B.financeGraceHint()}
          short
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={fields.grace}
          readOnly={saving}
          onChange={set('grace')}
        />
      </div>
    </fieldset>
  );
}
