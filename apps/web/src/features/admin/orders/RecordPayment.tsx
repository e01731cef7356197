import { useI18nContext } from '@wholesale/i18n';
import type { PaymentKind } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { boundTextProps, LabelledField } from '../LabelledField';
import type { AdminOrderDetail } from '../queries';
import { MethodAndAmount, useMethodAndAmount } from './MethodAndAmount';
import { ConfirmPayment } from './ConfirmPayment';
import {
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
  const form = useMethodAndAmount<'receivedAt'>(() => defaultAmount(pay, defaultKind(pay)));
  const { errors, editField } = form;
  const [receivedAt, setReceivedAt] = useState('');
  // A large amount waiting for the admin's second look.
  const [asking, setAsking] = useState<PaymentAsked | null>(null);
  const { busy, send } = useRecordPayment(o, kind);
  const id = useId();
  const ids = { kind: `${id}-kind`, received: `${id}-received` };
  const dueCents = toCents(pay.due);
  const terms = { cash_discount_percent: pay.cash_discount_percent, card_tax_percent: pay.card_tax_percent };

  function chooseKind(k: PaymentKind) {
    setKind(k);
    form.setAmount(defaultAmount(pay, k));
    form.clear('amount');
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const r = checkReceivedAt(receivedAt);
    const sent = form.check(dueCents, P.amountOver({ due: usdCents(dueCents) }), {
      key: 'receivedAt',
      error: r.ok ? undefined : r.error === 'future' ? P.receivedAtFuture() : P.receivedAtInvalid(),
      id: ids.received,
    });
    if (!sent || !r.ok) return;
    const payment = { ...sent, iso: r.iso };
    if (needsConfirmation(payment.cents)) setAsking(payment);
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
      <MethodAndAmount
        {...form.fields}
        busy={busy}
        methodLegend={P.methodLegend()}
        amountLabel={P.amount()}
        amountHint={P.amountHint({ kind: kindLabel(LL, kind), left: usdCents(leftFor(pay, kind)) })}
        chooseText={P.collectChoose()}
        lineText={(cents, m) => collectText(LL, cents, kind, m, terms)}
        lineTestId="payment-collect"
      />
      <LabelledField
        id={ids.received}
        label={P.receivedAt()}
        hint={P.receivedAtHint()}
        error={errors.receivedAt}
        errorClassName="admin-inline-error admin-pay-error"
      >
        <input
          type="datetime-local"
          className="admin-input admin-pay-received"
          max={pacificNowInput()}
          {...boundTextProps({
            id: ids.received,
            value: receivedAt,
            onValue: editField('receivedAt', setReceivedAt),
            busy,
            error: errors.receivedAt,
            hint: P.receivedAtHint(),
          })}
        />
      </LabelledField>
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
