import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, type PaymentMethod } from '@wholesale/rules';
import { useRef, useState } from 'react';
import { attemptFor, type Attempt } from '../../../lib/attempt';
import { readFailure } from '../../../lib/failure';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import type { AdminOrderDetail } from '../queries';
import { refundFor } from './moneyBack';
import { usdCents } from './payments';

type OrderPayments = AdminOrderDetail['payment'];

/** How a call went: done, or refused with the texts of the fields the server named. */
export type MoneyOutcome = { ok: true } | { ok: false; fields: Record<string, string> };

/**
 * Money going back on an order, by staff: void a payment, refund, move credit to another order of
 * the company. Each says how it went in a toast and puts the server's answer on the page; a refund
 * and a credit move carry one idempotency key per attempt (a retry of the same body keeps it, so
 * the server makes it once).
 */
export function useMoneyBack(o: AdminOrderDetail) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const { mutateAsync: voidPayment } = useMutation(trpc.admin.books.voidPayment.mutationOptions());
  const { mutateAsync: refund } = useMutation(trpc.admin.books.refund.mutationOptions());
  const { mutateAsync: applyCredit } = useMutation(trpc.admin.books.applyCredit.mutationOptions());
  const [busy, setBusy] = useState(false);
  const refundAttempt = useRef<Attempt | null>(null);
  const moveAttempt = useRef<Attempt | null>(null);
  const terms = {
    cash_discount_percent: o.payment.cash_discount_percent,
    card_tax_percent: o.payment.card_tax_percent,
  };

  function settle(orderId: number, payment: OrderPayments) {
    queryClient.setQueryData(trpc.admin.orders.detail.queryKey({ orderId }), (old) =>
      old ? { ...old, payment } : old,
    );
  }

  function reload() {
    void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
  }

  async function run(
    call: () => Promise<void>,
    failedTitle: string,
    attempt?: { current: Attempt | null },
  ): Promise<MoneyOutcome> {
    setBusy(true);
    try {
      await call();
      if (attempt) attempt.current = null;
      reload();
      return { ok: true };
    } catch (err) {
      toastFailure(err, failedTitle);
      const f = readFailure(err);
      // A refused call changed nothing: the next one, whatever it holds, is new.
      if (attempt && f.code !== null) attempt.current = null;
      if (f.status === 409 || f.status === 404) reload();
      return { ok: false, fields: fieldErrorTexts(LL, f.fields, locale) };
    } finally {
      setBusy(false);
    }
  }

  const sendVoid = (paymentId: number, reason: string) =>
    run(async () => {
      const answer = await voidPayment({ orderId: o.id, paymentId, reason });
      settle(o.id, answer);
      toast({
        title: P.voided(),
        text: P.voidedText({ paid: formatUsd(answer.paid), due: formatUsd(answer.due) }),
        variant: 'success',
      });
    }, P.voidFailed());

  const sendRefund = (cents: number, method: PaymentMethod, reason: string) =>
    run(
      async () => {
        const body = { orderId: o.id, amount: cents / 100, method, reason };
        refundAttempt.current = attemptFor(refundAttempt.current, body);
        const answer = await refund({ ...body, idempotency_key: refundAttempt.current.key });
        settle(o.id, answer);
        toast({
          title: P.refunded(),
          text: P.refundedText({
            returned: usdCents(refundFor(cents, method, terms).returnedCents),
            paid: formatUsd(answer.paid),
          }),
          variant: 'success',
        });
      },
      P.refundFailed(),
      refundAttempt,
    );

  const sendMove = (to: { id: number; order_number: string }, cents: number) =>
    run(
      async () => {
        const body = { from_order_id: o.id, to_order_id: to.id, amount: cents / 100 };
        moveAttempt.current = attemptFor(moveAttempt.current, body);
        const answer = await applyCredit({ ...body, idempotency_key: moveAttempt.current.key });
        settle(o.id, answer.from);
        settle(to.id, answer.to);
        toast({
          title: P.moved(),
          text: P.movedText({ amount: usdCents(cents), number: to.order_number }),
          variant: 'success',
        });
      },
      P.moveFailed(),
      moveAttempt,
    );

  return { busy, sendVoid, sendRefund, sendMove, terms };
}
