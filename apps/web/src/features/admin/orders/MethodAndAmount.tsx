import { useI18nContext } from '@wholesale/i18n';
import type { PaymentMethod } from '@wholesale/rules';
import { useId, useState } from 'react';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { AmountField } from './AmountField';
import { MethodChoice } from './MethodChoice';
import { amountErrorText, checkAmount } from './payments';

/**
 * The state of a form with a `MethodAndAmount` (`fields`, its props), and the form's refusals by
 * field: the method, the amount and the form's own (`K`).
 */
export function useMethodAndAmount<K extends string>(startAmount: () => string) {
  const { LL } = useI18nContext();
  const id = useId();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [amount, setAmount] = useState(startAmount);
  const fieldErrors = useFieldErrors<'method' | 'amount' | K>();
  const { errors, setErrors, editField } = fieldErrors;

  /**
   * Checks the method and the amount (at most `maxCents`, `overText` past it) beside the form's
   * own field (`other`: its key, its refusal if any, its id): says every refusal and focuses the
   * first refused field, or gives back the method and the cents to send.
   */
  function check(
    maxCents: number,
    overText: string,
    other: { key: K; error: string | undefined; id: string },
  ): { method: PaymentMethod; cents: number } | null {
    const a = checkAmount(amount, maxCents);
    setErrors({
      method: method ? undefined : LL.admin.payments.methodRequired(),
      amount: a.ok ? undefined : amountErrorText(LL, a.error, overText),
      [other.key]: other.error,
    } as Partial<Record<'method' | 'amount' | K, string>>);
    if (method && a.ok && !other.error) return { method, cents: a.cents };
    document.getElementById(!method ? `${id}-method-cash` : !a.ok ? `${id}-amount` : other.id)?.focus();
    return null;
  }

  return {
    ...fieldErrors,
    method,
    setMethod,
    amount,
    setAmount,
    check,
    /** the first of the method's radios, for a form that opens on it */
    firstId: `${id}-method-cash`,
    fields: {
      id,
      errors,
      method,
      onMethod: editField('method', setMethod),
      amount,
      onAmount: editField('amount', setAmount),
    },
  };
}

/**
 * How money changes hands at the counter, a payment's or a refund's: cash or card, how much, and
 * under them what that comes to (collected, or given back, with the card's tax on it) once a method
 * is chosen. The amount is described by that line, so it is heard with the amount. The radios are
 * `${id}-method-cash` / `-card` and the amount `${id}-amount`, for the form to focus.
 */
export function MethodAndAmount({
  id,
  busy,
  errors,
  method,
  onMethod,
  methodLegend,
  amount,
  onAmount,
  amountLabel,
  amountHint,
  chooseText,
  lineText,
  lineTestId,
}: {
  id: string;
  busy: boolean;
  errors: { method?: string; amount?: string };
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  methodLegend: string;
  amount: string;
  onAmount: (amount: string) => void;
  amountLabel: string;
  amountHint: string;
  /** what the line says until a method is chosen */
  chooseText: string;
  /** what the amount comes to by that method */
  lineText: (cents: number, method: PaymentMethod) => string;
  lineTestId: string;
}) {
  const lineId = `${id}-line`;
  const typed = checkAmount(amount, Number.MAX_SAFE_INTEGER);
  return (
    <>
      <MethodChoice
        id={`${id}-method`}
        legend={methodLegend}
        value={method}
        disabled={busy}
        error={errors.method}
        errorId={`${id}-method-err`}
        onChange={onMethod}
      />
      <AmountField
        id={`${id}-amount`}
        label={amountLabel}
        value={amount}
        onValue={onAmount}
        busy={busy}
        error={errors.amount}
        hint={amountHint}
        describedBy={lineId}
      />
      <p
        id={lineId}
        className={method ? 'admin-pay-collect' : 'admin-pay-collect admin-pay-collect-wait'}
        data-testid={lineTestId}
      >
        {method ? (typed.ok ? lineText(typed.cents, method) : '') : chooseText}
      </p>
    </>
  );
}
