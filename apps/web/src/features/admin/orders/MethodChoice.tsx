import { useI18nContext } from '@wholesale/i18n';
import type { PaymentMethod } from '@wholesale/rules';
import { methodLabel } from './payments';

/**
 * Cash or card, as radio buttons in a fieldset (a payment's and a refund's), with the refusal
 * under them. Each radio's id is `${id}-cash` / `${id}-card`, so a form can focus the first one.
 */
export function MethodChoice(props: {
  id: string;
  legend: string;
  value: PaymentMethod | null;
  disabled: boolean;
  error: string | undefined;
  errorId: string;
  onChange: (method: PaymentMethod) => void;
}) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="admin-radio-group" aria-describedby={props.error ? props.errorId : undefined}>
      <legend>{props.legend}</legend>
      {(['cash', 'card'] as const).map((m) => (
        <label key={m} className={m === props.value ? 'on' : undefined}>
          <input
            id={`${props.id}-${m}`}
            type="radio"
            name={props.id}
            value={m}
            checked={m === props.value}
            disabled={props.disabled}
            onChange={() => props.onChange(m)}
          />
          {methodLabel(LL, m)}
        </label>
      ))}
      {props.error && (
        <p id={props.errorId} className="admin-inline-error admin-pay-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
