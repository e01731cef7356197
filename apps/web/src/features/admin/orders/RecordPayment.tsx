import { useI18nContext } from '@wholesale/i18n';
import type { PaymentKind, PaymentMethod } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import type { AdminOrderDetail } from '../queries';
import { AmountField } from './AmountField';
import { MethodChoice } from './MethodChoice';
import { ConfirmPayment } from './ConfirmPayment';
import {
  amountErrorText,
  checkAmount,
  checkReceivedAt,
  collectText,
  defaultAmount,
  defaultKind,
  kindLabel,
  leftFor,
  needsConfirmation,
  pacificNowInput,
  toCents,
  usdCents,
} from './payments';
import { useRecordPayment, type PaymentAsked } from './useRecordPayment';

/** The form that records a payment: what it pays, how, how much it settles, and when. */
export function RecordPayment({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const pay = o.payment;
  const [kind, setKind] = useState<PaymentKind>(() => defaultKind(pay));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [amount, setAmount] = useState(() => defaultAmount(pay, defaultKind(pay)));
  const [receivedAt, setReceivedAt] = useState('');
  const { errors, setErrors, clear, editField } = useFieldErrors<'amount' | 'method' | 'receivedAt'>();
  // A large amount waiting for the admin's second look.
  const [asking, setAsking] = useState<PaymentAsked | null>(null);
  const { busy, send } = useRecordPayment(o, kind);
  const id = useId();
  const ids = {
    kind: `${id}-kind`,
    method: `${id}-method`,
    methodError: `${id}-method-err`,
    amount: `${id}-amount`,
    received: `${id}-received`,
    receivedHint: `${id}-received-hint`,
    receivedError: `${id}-received-err`,
    collect: `${id}-collect`,
  };
  const dueCents = toCents(pay.due);
  const typed = checkAmount(amount, Number.MAX_SAFE_INTEGER);
  const terms = { cash_discount_percent: pay.cash_discount_percent, card_tax_percent: pay.card_tax_percent };

  function chooseKind(k: PaymentKind) {
    setKind(k);
    setAmount(defaultAmount(pay, k));
    clear('amount');
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const a = checkAmount(amount, dueCents);
    const r = checkReceivedAt(receivedAt);
    const next: typeof errors = {};
    if (!method) next.method = P.methodRequired();
    if (!a.ok) next.amount = amountErrorText(LL, a.error, P.amountOver({ due: usdCents(dueCents) }));
    if (!r.ok) next.receivedAt = r.error === 'future' ? P.receivedAtFuture() : P.receivedAtInvalid();
    setErrors(next);
    if (!method || !a.ok || !r.ok) {
      const first = !method ? `${ids.method}-cash` : !a.ok ? ids.amount : ids.received;
      document.getElementById(first)?.focus();
      return;
    }
    const payment = { cents: a.cents, method, iso: r.iso };
    if (needsConfirmation(a.cents)) setAsking(payment);
    else void send(payment, () => setAsking(null));
  }

  return (
    <form className="admin-pay-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-h3">
        {P.recordTitle()}
      </h3>
      <p className="muted admin-pay-intro">{P.recordIntro()}</p>
      <fieldset className="admin-radio-group">
        <legend>{P.kindLegend()}</legend>
        {(['prepayment', 'balance'] as const).map((k) => (
          <label key={k} className={k === kind ? 'on' : undefined}>
            <input
              type="radio"
              name={ids.kind}
              value={k}
              checked={k === kind}
              onChange={() => chooseKind(k)}
              disabled={busy}
            />
            {kindLabel(LL, k)}
          </label>
        ))}
      </fieldset>
      <MethodChoice
        id={ids.method}
        legend={P.methodLegend()}
        value={method}
        disabled={busy}
        error={errors.method}
        errorId={ids.methodError}
        onChange={editField('method', setMethod)}
      />
      <AmountField
        id={ids.amount}
        label={P.amount()}
        value={amount}
        onValue={editField('amount', setAmount)}
        busy={busy}
        error={errors.amount}
        hint={P.amountHint({ kind: kindLabel(LL, kind), left: usdCents(leftFor(pay, kind)) })}
        describedBy={ids.collect}
      />
      <p
        id={ids.collect}
        className={method ? 'admin-pay-collect' : 'admin-pay-collect admin-pay-collect-wait'}
        data-testid="payment-collect"
      >
        {method ? (typed.ok ? collectText(LL, typed.cents, kind, method, terms) : '') : P.collectChoose()}
      </p>
      <div className="admin-field">
        <label htmlFor={ids.received}>{P.receivedAt()}</label>
        <input
          id={ids.received}
          type="datetime-local"
          className="admin-input admin-pay-received"
          value={receivedAt}
          max={pacificNowInput()}
          readOnly={busy}
          aria-invalid={errors.receivedAt ? true : undefined}
          aria-describedby={[errors.receivedAt ? ids.receivedError : '', ids.receivedHint].filter(Boolean).join(' ')}
          onChange={(e) => editField('receivedAt', setReceivedAt)(e.target.value)}
        />
        <p id={ids.receivedHint} className="muted admin-hint">
          {P.receivedAtHint()}
        </p>
        {errors.receivedAt && (
          <p id={ids.receivedError} className="admin-inline-error admin-pay-error">
            {errors.receivedAt}
          </p>
        )}
      </div>
      <div className="admin-pay-actions">
        <button type="submit" className="btn btn-primary" aria-busy={busy} disabled={busy}>
          {busy ? P.recording() : P.submit()}
        </button>
      </div>
      <ConfirmPayment
        asking={asking}
        kind={kind}
        terms={terms}
        busy={busy}
        onBack={() => setAsking(null)}
        onConfirm={(p) => void send(p, () => setAsking(null))}
      />
    </form>
  );
}
