import { useI18nContext } from '@wholesale/i18n';
import type { PaymentMethod } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminOrderDetail } from '../queries';
import { MethodAndAmount, useMethodAndAmount } from './MethodAndAmount';
import { ReasonField } from './ReasonField';
import { checkReason, MONEY_REASON_MAX, refundReturnText } from './moneyBack';
import { methodLabel, toCents, usdCents } from './payments';
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
  const form = useMethodAndAmount<'reason'>(() => {
    const start = toCents(pay.credit);
    return start > 0 ? (start / 100).toFixed(2) : '';
  });
  const { errors, setErrors, editField } = form;
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<{ cents: number; method: PaymentMethod; reason: string } | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, reason: `${id}-reason` };
  const busy = money.busy;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const r = checkReason(reason);
    const sent = form.check(heldCents, P.refundAmountOver({ held: usdCents(heldCents) }), {
      key: 'reason',
      error: r.ok
        ? undefined
        : r.error === 'required'
          ? P.refundReasonRequired()
          : P.voidReasonTooLong({ max: MONEY_REASON_MAX }),
      id: ids.reason,
    });
    if (!sent || !r.ok) return;
    setAsking({ ...sent, reason: r.reason });
  }

  async function confirm() {
    if (!asking) return;
    const outcome = await money.sendRefund(asking.cents, asking.method, asking.reason);
    setAsking(null);
    if (outcome.ok) {
      form.setAmount('');
      setReason('');
      form.setMethod(null);
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
            window.setTimeout(() => document.getElementById(form.firstId)?.focus(), 0);
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
      <MethodAndAmount
        {...form.fields}
        busy={busy}
        methodLegend={P.refundMethod()}
        amountLabel={P.refundAmountLabel()}
        amountHint={P.refundHeld({ held: usdCents(heldCents) })}
        chooseText={P.refundChoose()}
        lineText={(cents, m) => refundReturnText(LL, cents, m, money.terms)}
        lineTestId="refund-returned"
      />
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
