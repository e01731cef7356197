import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, type PaymentKind, type PaymentMethod } from '@wholesale/rules';
import { useRef, useState } from 'react';
import { isOneOf, PAYMENT_CHANGED_CODES } from '@wholesale/contract/code-sets';
import { attemptFor, type Attempt } from '../../../lib/attempt';
import { readFailure } from '../../../lib/failure';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import type { AdminOrderDetail } from '../queries';
import { collectFor, usdCents } from './payments';

/** A payment as the form read it: cents it settles, how it was paid, and when (none: now). */
export interface PaymentAsked {
  cents: number;
  method: PaymentMethod;
  iso: string | undefined;
}

/**
 * Records a payment of the order, for `kind`, and says how it went. `onAnswered` runs once the
 * server has answered either way, before the form is ready again.
 */
export function useRecordPayment(o: AdminOrderDetail, kind: PaymentKind) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const pay = o.payment;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const { mutateAsync: record } = useMutation(trpc.admin.orders.recordPayment.mutationOptions());
  const [busy, setBusy] = useState(false);
  // One key per payment: sending the same payment again (a lost answer, a second click) keeps it,
  // so the server records it once; another payment gets a new key.
  const attempt = useRef<Attempt | null>(null);
  const terms = { cash_discount_percent: pay.cash_discount_percent, card_tax_percent: pay.card_tax_percent };

  async function send(p: PaymentAsked, onAnswered: () => void) {
    setBusy(true);
    const payment = {
      orderId: o.id,
      amount: p.cents / 100,
      method: p.method,
      kind,
      ...(p.iso ? { received_at: p.iso } : {}),
    };
    attempt.current = attemptFor(attempt.current, payment);
    try {
      const result = await record({ ...payment, idempotency_key: attempt.current.key });
      attempt.current = null;
      onAnswered();
      queryClient.setQueryData(trpc.admin.orders.detail.queryKey({ orderId: o.id }), (old) =>
        old ? { ...old, payment: result } : old,
      );
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      const collected = collectFor(p.cents, kind, p.method, terms).collectedCents;
      toast({
        title: P.recorded(),
        text: P.recordedText({ collect: usdCents(collected), due: formatUsd(result.due) }),
        variant: 'success',
      });
      // The form starts afresh (or goes, once nothing is due): focus goes to the section's heading.
      window.setTimeout(() => document.getElementById('payments-title')?.focus(), 0);
    } catch (err) {
      report(err);
      onAnswered();
      const { code } = readFailure(err);
      // A refused payment was not recorded: the next one, whatever it holds, is new.
      if (code !== null) attempt.current = null;
      // What is due changed meanwhile (another admin's payment), or the order was closed: reload it.
      const stale = isOneOf(code, PAYMENT_CHANGED_CODES);
      const text = adminFailureText(LL, err, locale);
      toast({ title: P.recordFailed(), text: stale ? `${text} ${P.reloaded()}` : text, variant: 'error' });
      if (stale) void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
    } finally {
      setBusy(false);
    }
  }

  return { busy, send };
}
