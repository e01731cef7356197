import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLAIM_REFUSAL_MAX } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { AmountField } from '../orders/AmountField';
import { checkReason } from '../orders/moneyBack';
import { ReasonField } from '../orders/ReasonField';
import { usdCents } from '../orders/payments';
import { checkCredit, fullAmount, isFull } from './model';
import type { AdminClaim } from './queries';

type Asking = { kind: 'approve'; cents: number } | { kind: 'refuse'; reason: string };

/**
 * Staff's decision on an open claim: approve a credit (the line's total to start with; less
 * approves in part), or refuse with a reason. Each is asked once more before it is sent; an
 * approval issues the credit memo the claim then links to. Texts: `admin.claims`.
 */
export function DecideClaim({ claim: c }: { claim: AdminClaim }) {
  const { LL } = useI18nContext();
  const T = LL.admin.claims;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const decide = useMutation(trpc.admin.claims.decide.mutationOptions());
  const [amount, setAmount] = useState(() => fullAmount(c.line.total));
  const [reason, setReason] = useState('');
  const { errors, setErrors, editField } = useFieldErrors<'amount' | 'reason'>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const id = useId();
  const ids = {
    amount: `${id}-amount`,
    reason: `${id}-reason`,
  };
  const busy = decide.isPending;
  const typed = checkCredit(amount, c.line.total);

  function approve(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const a = checkCredit(amount, c.line.total);
    if (!a.ok) {
      setErrors({
        amount:
          a.error === 'over'
            ? T.amountOver({ max: formatUsd(c.line.total) })
            : a.error === 'zero'
              ? T.amountZero()
              : T.amountInvalid(),
      });
      document.getElementById(ids.amount)?.focus();
      return;
    }
    setErrors({});
    setAsking({ kind: 'approve', cents: a.cents });
  }

  function refuse(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const r = checkReason(reason, CLAIM_REFUSAL_MAX);
    if (!r.ok) {
      setErrors({
        reason: r.error === 'required' ? T.reasonRequired() : T.reasonTooLong({ max: CLAIM_REFUSAL_MAX }),
      });
      document.getElementById(ids.reason)?.focus();
      return;
    }
    setErrors({});
    setAsking({ kind: 'refuse', reason: r.reason });
  }

  async function confirm() {
    if (!asking) return;
    try {
      const decided = await decide.mutateAsync({
        claimId: c.id,
        decision: asking.kind === 'approve' ? { approve_cents: asking.cents } : { refuse_reason: asking.reason },
      });
      toast(
        decided.status === 'approved'
          ? {
              title: T.approved(),
              text: T.approvedText({
                number: decided.credit_memo?.number ?? '',
                amount: formatUsd(decided.approved ?? 0),
              }),
              variant: 'success',
            }
          : { title: T.refused(), text: T.refusedText(), variant: 'success' },
      );
      setAsking(null);
      // The queue, the order's payments (a credit memo) and the receivables follow.
      void queryClient.invalidateQueries(trpc.claims.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.pathFilter());
    } catch (err) {
      setAsking(null);
      toastFailure(err, T.decideFailed());
    }
  }

  return (
    <div className="claim-decide" aria-busy={busy}>
      <form className="claim-decide-form" onSubmit={approve} noValidate aria-label={T.approveTitle()}>
        <AmountField
          id={ids.amount}
          label={T.amount()}
          value={amount}
          onValue={editField('amount', setAmount)}
          busy={busy}
          error={errors.amount}
          hint={T.amountHint({ total: formatUsd(c.line.total) })}
          className="admin-input claim-amount"
          errorClassName="admin-inline-error"
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {typed.ok && !isFull(typed.cents, c.line.total) ? T.approvePart() : T.approveFull()}
        </button>
      </form>
      <form className="claim-decide-form" onSubmit={refuse} noValidate aria-label={T.refuseTitle()}>
        <ReasonField
          id={ids.reason}
          label={T.refuseReason()}
          className="admin-input"
          rows={2}
          maxLength={CLAIM_REFUSAL_MAX}
          value={reason}
          onValue={editField('reason', setReason)}
          busy={busy}
          error={errors.reason}
          hint={T.refuseHint({ max: CLAIM_REFUSAL_MAX })}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {T.refuse()}
        </button>
      </form>
      <QuestionDialog
        open={asking !== null}
        title={
          asking?.kind === 'refuse'
            ? T.confirmRefuseTitle({ number: c.order_number })
            : T.confirmApproveTitle({ amount: usdCents(asking?.cents ?? 0), number: c.order_number })
        }
        description={
          asking?.kind === 'refuse'
            ? T.confirmRefuseText({ reason: asking.reason })
            : T.confirmApproveText({ amount: usdCents(asking?.kind === 'approve' ? asking.cents : 0) })
        }
        busy={busy}
        onClose={() => setAsking(null)}
        backLabel={T.back()}
        confirmLabel={asking?.kind === 'refuse' ? T.confirmRefuse() : T.confirmApprove()}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
