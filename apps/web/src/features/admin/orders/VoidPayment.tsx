import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState } from 'react';
import { ConfirmActions, TitledDialog } from '../../../ui/Dialog';
import { checkReason, MONEY_REASON_MAX, type PaymentRow } from './moneyBack';
import type { useMoneyBack } from './useMoneyBack';

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
  const ids = { reason: useId(), error: useId() };
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
      <TitledDialog
        open={open}
        title={P.voidTitle({ amount: formatUsd(p.applied) })}
        description={P.voidText()}
        busy={busy}
        onClose={() => setOpen(false)}
        initialFocus="textarea"
        actions={
          <ConfirmActions
            busy={busy}
            backLabel={P.voidKeep()}
            onBack={() => setOpen(false)}
            confirmLabel={busy ? P.voiding() : P.voidConfirm()}
            onConfirm={() => void confirm()}
          />
        }
      >
        <div className="admin-field">
          <label htmlFor={ids.reason}>{P.voidReason()}</label>
          <textarea
            id={ids.reason}
            rows={3}
            value={reason}
            readOnly={busy}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={ids.error} className="admin-inline-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </TitledDialog>
    </>
  );
}
