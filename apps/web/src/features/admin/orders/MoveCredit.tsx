import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { QuestionDialog } from '../../../ui/Dialog';
import { customerQuery } from '../customers/queries';
import { describedByOf, LabelledField } from '../LabelledField';
import type { AdminOrderDetail } from '../queries';
import { AmountField } from './AmountField';
import { creditTargets, creditText, moveMaxCents } from './moneyBack';
import { amountErrorText, amountText, checkAmount, toCents, usdCents } from './payments';
import type { useMoneyBack } from './useMoneyBack';

/**
 * The order's credit ("Credit $X", or for a declined or cancelled order "Deposit to refund $X")
 * and "Move credit to another order": one of the buyer's open orders with something left to pay
 * (the customer page's recent orders) and how much, in a dialog that is the question itself.
 */
export function MoveCredit({ order: o, money }: { order: AdminOrderDetail; money: ReturnType<typeof useMoneyBack> }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const creditCents = toCents(o.payment.credit);
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const { errors, setErrors, editField } = useFieldErrors<'order' | 'amount'>();
  const ids = { line: useId(), order: useId(), amount: useId() };
  // Loaded once the dialog opens: the buyer's latest orders, as their customer page lists them.
  const customer = useQuery({ ...customerQuery(o.buyer.id), enabled: open });
  const targets = creditTargets(o.id, customer.data?.recent_orders ?? []);
  const target = targets.find((t) => String(t.id) === to);
  const busy = money.busy;
  const line = creditText(LL, o.order_status, o.payment.credit);
  if (!line) return null;

  function choose(value: string) {
    setTo(value);
    const t = targets.find((x) => String(x.id) === value);
    setAmount(amountText(moveMaxCents(creditCents, t)));
    setErrors({});
  }

  async function confirm() {
    const max = moveMaxCents(creditCents, target);
    const a = checkAmount(amount, max);
    const next: typeof errors = {};
    if (!target) next.order = P.moveOrderRequired();
    if (!a.ok) next.amount = amountErrorText(LL, a.error, P.moveAmountOver({ max: usdCents(max) }));
    setErrors(next);
    if (!target || !a.ok) {
      document.getElementById(!target ? ids.order : ids.amount)?.focus();
      return;
    }
    const outcome = await money.sendMove(target, a.cents);
    if (outcome.ok) setOpen(false);
    else setErrors({ order: outcome.fields.to_order_id, amount: outcome.fields.amount });
  }

  const typed = checkAmount(amount, Number.MAX_SAFE_INTEGER);
  return (
    <div className="admin-credit">
      <p id={ids.line} className="admin-credit-line" data-testid="payment-credit">
        <strong>{line}</strong>
      </p>
      <p className="muted admin-hint">{P.creditHint()}</p>
      <button
        type="button"
        className="btn btn-secondary"
        aria-describedby={ids.line}
        onClick={() => {
          setTo('');
          setAmount('');
          setErrors({});
          setOpen(true);
        }}
      >
        {P.moveCredit()}
      </button>
      <QuestionDialog
        open={open}
        title={P.moveTitle({ number: o.order_number })}
        description={P.moveText()}
        busy={busy}
        onClose={() => setOpen(false)}
        initialFocus="select"
        backLabel={P.moveBack()}
        confirmLabel={
          busy
            ? P.moving()
            : target && typed.ok
              ? P.moveConfirm({ amount: usdCents(typed.cents), number: target.order_number })
              : P.moveCredit()
        }
        onConfirm={() => void confirm()}
      >
        <p className="admin-dialog-note">{line}</p>
        {customer.isPending ? (
          <p className="muted admin-hint" role="status">
            {P.moveOrdersLoading()}
          </p>
        ) : targets.length === 0 ? (
          <p className="admin-dialog-note" role="status">
            {P.moveNoOrders()}
          </p>
        ) : null}
        <LabelledField id={ids.order} label={P.moveOrder()} error={errors.order} alert>
          <select
            id={ids.order}
            className="admin-select"
            value={to}
            disabled={busy}
            aria-invalid={errors.order ? true : undefined}
            aria-describedby={describedByOf(ids.order, { error: errors.order })}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">{P.moveOrderChoose()}</option>
            {targets.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {P.moveOrderOption({ number: t.order_number, due: usdCents(t.dueCents) })}
              </option>
            ))}
          </select>
        </LabelledField>
        <AmountField
          id={ids.amount}
          label={P.moveAmount()}
          value={amount}
          onValue={editField('amount', setAmount)}
          busy={busy}
          error={errors.amount}
          errorClassName="admin-inline-error"
          alert
        />
      </QuestionDialog>
    </div>
  );
}
