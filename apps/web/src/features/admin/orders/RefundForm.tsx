import { useI18nContext } from '@wholesale/i18n';
import type { PaymentMethod } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminOrderDetail } from '../queries';
import { AmountField } from './AmountField';
import { MethodChoice } from './MethodChoice';
import { ReasonField } from './ReasonField';
import { checkReason, MONEY_REASON_MAX, refundReturnText } from './moneyBack';
import { amountErrorText, checkAmount, methodLabel, toCents, usdCents } from './payments';
import type { useMoneyBack } from './useMoneyBack';

/**
 * The Refund form: how much the order gives back, in cash or to the card (which hands the card's
 * sales tax on it back too), and why; asked once more before it is sent. On an order still going
 * (where a refund is rare and the payment form is the usual task) it opens from a button.
 */
export function RefundForm({
  order: o,
  money,
  startOpen,
}: {
  order: AdminOrderDetail;
  money: ReturnType<typeof useMoneyBack>;
  startOpen: boolean;
}) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const pay = o.payment;
  const [shown, setShown] = useState(startOpen);
  const heldCents = toCents(pay.paid);
  // A declined or cancelled order gives back what it holds; an open one its credit, if any.
  const [amount, setAmount] = useState(() => {
    const start = toCents(pay.credit);
    return start > 0 ? (start / 100).toFixed(2) : '';
  });
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [reason, setReason] = useState('');
  const { errors, setErrors, editField } = useFieldErrors<'amount' | 'method' | 'reason'>();
  const [asking, setAsking] = useState<{ cents: number; method: PaymentMethod; reason: string } | null>(null);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    method: `${id}-method`,
    methodError: `${id}-method-err`,
    amount: `${id}-amount`,
    reason: `${id}-reason`,
    returned: `${id}-returned`,
  };
  const busy = money.busy;
  const typed = checkAmount(amount, Number.MAX_SAFE_INTEGER);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const a = checkAmount(amount, heldCents);
    const r = checkReason(reason);
    const next: typeof errors = {};
    if (!method) next.method = P.methodRequired();
    if (!a.ok) next.amount = amountErrorText(LL, a.error, P.refundAmountOver({ held: usdCents(heldCents) }));
    if (!r.ok)
      next.reason = r.error === 'required' ? P.refundReasonRequired() : P.voidReasonTooLong({ max: MONEY_REASON_MAX });
    setErrors(next);
    if (!method || !a.ok || !r.ok) {
      const first = !method ? `${ids.method}-cash` : !a.ok ? ids.amount : ids.reason;
      document.getElementById(first)?.focus();
      return;
    }
    setAsking({ cents: a.cents, method, reason: r.reason });
  }

  async function confirm() {
    if (!asking) return;
    const outcome = await money.sendRefund(asking.cents, asking.method, asking.reason);
    setAsking(null);
    if (outcome.ok) {
      setAmount('');
      setReason('');
      setMethod(null);
      window.setTimeout(() => document.getElementById('payments-title')?.focus(), 0);
    } else setErrors({ amount: outcome.fields.amount, reason: outcome.fields.reason });
  }

  if (!shown)
    return (
      <p className="admin-refund-open">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setShown(true);
            window.setTimeout(() => document.getElementById(`${ids.method}-cash`)?.focus(), 0);
          }}
        >
          {P.refundOpen()}
        </button>
      </p>
    );

  return (
    <form className="admin-pay-form admin-refund-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title} className="admin-h3">
        {P.refundTitle()}
      </h3>
      <p className="muted admin-pay-intro">{P.refundIntro()}</p>
      <MethodChoice
        id={ids.method}
        legend={P.refundMethod()}
        value={method}
        disabled={busy}
        error={errors.method}
        errorId={ids.methodError}
        onChange={editField('method', setMethod)}
      />
      <AmountField
        id={ids.amount}
        label={P.refundAmountLabel()}
        value={amount}
        onValue={editField('amount', setAmount)}
        busy={busy}
        error={errors.amount}
        hint={P.refundHeld({ held: usdCents(heldCents) })}
        describedBy={ids.returned}
      />
      <p
        id={ids.returned}
        className={method ? 'admin-pay-collect' : 'admin-pay-collect admin-pay-collect-wait'}
        data-testid="refund-returned"
      >
        {method ? (typed.ok ? refundReturnText(LL, typed.cents, method, money.terms) : '') : P.refundChoose()}
      </p>
      <ReasonField
        id={ids.reason}
        label={P.refundReason()}
        rows={2}
        value={reason}
        onValue={editField('reason', setReason)}
        busy={busy}
        error={errors.reason}
      />
      <div className="admin-pay-actions">
        <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy}>
          {P.refundSubmit()}
        </button>
      </div>
      <QuestionDialog
        open={asking !== null}
        title={P.refundConfirmTitle({ amount: usdCents(asking?.cents ?? 0) })}
        description={P.refundConfirmText()}
        busy={busy}
        onClose={() => setAsking(null)}
        initialFocus=".dialog-cancel"
        backLabel={P.refundBack()}
        confirmLabel={busy ? P.refunding() : P.refundSubmit()}
        onConfirm={() => void confirm()}
      >
        {asking && (
          <p className="admin-dialog-note">
            {methodLabel(LL, asking.method)}: {refundReturnText(LL, asking.cents, asking.method, money.terms)}
          </p>
        )}
      </QuestionDialog>
    </form>
  );
}
