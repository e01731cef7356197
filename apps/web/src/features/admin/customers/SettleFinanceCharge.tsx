import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, type PaymentMethod } from '@wholesale/rules';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { MethodChoice } from '../orders/MethodChoice';
import { ReasonField } from '../orders/ReasonField';
import { checkReason, MONEY_REASON_MAX } from '../orders/moneyBack';
import { monthLabel } from '../../profile/account/model';
import type { FinanceCharge } from './CompanyAccountPanel';

export type Settling = { charge: FinanceCharge; kind: 'paid' | 'waived' };

/**
 * An owed finance charge recorded paid (cash or card) or waived (with a reason), asked in a dialog
 * that is the confirmation itself: nothing is sent until its button. Texts: `admin.books.finance`.
 */
export function SettleFinanceCharge({ settling, onClose }: { settling: Settling | null; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const F = LL.admin.books.finance;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const settle = useMutation(trpc.admin.books.settleFinanceCharge.mutationOptions());
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const ids = {
    method: `${id}-method`,
    methodError: `${id}-method-err`,
    reason: `${id}-reason`,
  };
  const busy = settle.isPending;

  /** Closes the dialog, emptied for the next charge. */
  function clear() {
    setMethod(null);
    setReason('');
    setError(undefined);
    onClose();
  }

  function close() {
    if (!busy) clear();
  }

  async function confirm() {
    if (!settling) return;
    const { charge, kind } = settling;
    let settlement;
    if (kind === 'paid') {
      if (!method) {
        setError(F.methodRequired());
        return document.getElementById(`${ids.method}-cash`)?.focus();
      }
      settlement = { settled: 'paid' as const, method };
    } else {
      const r = checkReason(reason, MONEY_REASON_MAX);
      if (!r.ok) {
        setError(r.error === 'required' ? F.reasonRequired() : F.reasonTooLong({ max: MONEY_REASON_MAX }));
        return document.getElementById(ids.reason)?.focus();
      }
      settlement = { settled: 'waived' as const, reason: r.reason };
    }
    const words = { month: monthLabel(charge.month, locale), amount: formatUsd(charge.amount) };
    try {
      await settle.mutateAsync({ chargeId: charge.id, settlement });
      toast(
        kind === 'paid'
          ? { title: F.paidDone(), text: F.paidDoneText(words), variant: 'success' }
          : { title: F.waivedDone(), text: F.waivedDoneText(words), variant: 'success' },
      );
      clear();
    } catch (err) {
      toastFailure(err, F.failed());
    } finally {
      // the balance, the charge's state and the receivables all move
      void queryClient.invalidateQueries(trpc.company.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.books.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    }
  }

  const paid = settling?.kind === 'paid';
  const month = settling ? monthLabel(settling.charge.month, locale) : '';
  const amount = settling ? formatUsd(settling.charge.amount) : '';
  return (
    <QuestionDialog
      open={settling !== null}
      title={paid ? F.payTitle({ month }) : F.waiveTitle({ month })}
      description={paid ? F.payText({ amount }) : F.waiveText({ amount })}
      busy={busy}
      onClose={close}
      initialFocus={paid ? 'input[type="radio"]' : 'textarea'}
      backLabel={F.back()}
      confirmLabel={paid ? (busy ? F.paying() : F.payConfirm()) : busy ? F.waiving() : F.waiveConfirm()}
      onConfirm={() => void confirm()}
      disableConfirm
    >
      {paid ? (
        <MethodChoice
          id={ids.method}
          legend={F.method()}
          value={method}
          disabled={busy}
          error={error}
          errorId={ids.methodError}
          onChange={(m) => {
            setMethod(m);
            setError(undefined);
          }}
        />
      ) : (
        <ReasonField
          id={ids.reason}
          label={F.reason()}
          value={reason}
          busy={busy}
          error={error}
          onValue={(v) => {
            setReason(v);
            setError(undefined);
          }}
        />
      )}
    </QuestionDialog>
  );
}
