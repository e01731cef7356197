import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState } from 'react';
import { QuestionDialog } from '../../../ui/Dialog';
import { checkReason, MONEY_REASON_MAX, type PaymentRow } from './moneyBack';
import type { useMoneyBack } from './useMoneyBack';
import { ReasonField } from './ReasonField';

/** "Void" on a counted payment, and its question: why (required), kept in the order's history. */
export function VoidPayment({
  payment: p,
  money,
  label,
}: {
  payment: PaymentRow;
  money: ReturnType<typeof useMoneyBack>;
  label: string;
}) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: useId() };
  const busy = money.busy;

  async function confirm() {
    const r = checkReason(reason);
    if (!r.ok) {
      setError(r.error === 'required' ? P.voidReasonRequired() : P.voidReasonTooLong({ max: MONEY_REASON_MAX }));
      document.getElementById(ids.reason)?.focus();
      return;
    }
    const outcome = await money.sendVoid(p.id, r.reason);
    if (outcome.ok) setOpen(false);
    else if (outcome.fields.reason) setError(outcome.fields.reason);
    else setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost admin-pay-void"
        aria-label={label}
        onClick={() => {
          setReason('');
          setError(null);
          setOpen(true);
        }}
      >
        {P.voidPayment()}
      </button>
      <QuestionDialog
        open={open}
        title={P.voidTitle({ amount: formatUsd(p.applied) })}
        description={P.voidText()}
        busy={busy}
        onClose={() => setOpen(false)}
        initialFocus="textarea"
        backLabel={P.voidKeep()}
        confirmLabel={busy ? P.voiding() : P.voidConfirm()}
        onConfirm={() => void confirm()}
      >
        <ReasonField
          id={ids.reason}
          label={P.voidReason()}
          value={reason}
          busy={busy}
          error={error}
          onValue={(v) => {
            setReason(v);
            setError(null);
          }}
        />
      </QuestionDialog>
    </>
  );
}
