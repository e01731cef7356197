import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState, type ReactNode } from 'react';
import { readFailure } from '../../../lib/failure';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import { isChangedMeanwhile, isCreditHold } from './changeErrors';
import type { AdminStatus } from './helpers';
import { statusLabel } from './status';
import { needsConfirmation, statusChangeEffects } from './statusChange';
import { StatusConfirmDialog, type StatusAnswer, type StatusQuestion } from './StatusConfirmDialog';

// A status change as the Orders list and one order's page both make it (its own module, so the
// order's page does not import the list that opens it).

/** What the status menu knows of an order: enough to tell whether a change mails its buyer. */
export interface StatusOrder {
  id: number;
  order_number: string;
  order_status: string;
  /** pickup or delivery: which statuses the menu offers (rules' statusChoices) */
  order_type: string;
  /** the pickup window's end (ISO): 'missed pickup' only after it */
  pickup_end: string | null;
  /** whether the order confirmation has already gone to the buyer */
  confirmed: boolean;
  /** whether the order was declined, or completed, before: their mails go the first time only */
  ever_declined: boolean;
  ever_completed: boolean;
  /** where the buyer's mail goes */
  email: string;
  /** the order's revision the page shows: a buyer's change since then refuses the status change */
  revision: number;
}

/**
 * Sets a status, with the spec's toasts; refreshes every admin order figure afterwards. A change
 * that mails the buyer, closes or reopens the order waits in `dialog` (render it) for the admin's word.
 */
export function useStatusChange(): {
  change: (order: StatusOrder, status: AdminStatus) => void;
  running: number | null;
  /** the order whose question is open: its menu goes back to the saved status once it closes */
  asking: number | null;
  dialog: ReactNode;
} {
  const { LL, locale } = useI18nContext();
  const O = LL.admin.orders;
  const S = LL.admin.statusMenu;
  const queryClient = useQueryClient();
  const { mutateAsync: setStatus } = useMutation(trpc.admin.orders.setStatus.mutationOptions());
  const report = useReportFailure();
  const [running, setRunning] = useState<number | null>(null);
  const [question, setQuestion] = useState<StatusQuestion | null>(null);

  function change(order: StatusOrder, status: AdminStatus) {
    const effects = statusChangeEffects(order, status);
    if (needsConfirmation(effects)) setQuestion({ order, status, effects });
    else void apply(order, status, {});
  }

  async function apply(order: { id: number; revision: number }, status: AdminStatus, answer: StatusAnswer) {
    setRunning(order.id);
    try {
      const r = await setStatus({ orderId: order.id, status, revision: order.revision, ...answer });
      const sent = {
        'order-confirmed': O.confirmationSent,
        'order-declined': O.declinedMailSent,
        'order-complete': O.completeMailSent,
        'order-ready': S.readyMailSent,
        'order-missed-pickup': S.missedMailSent,
      } as const;
      const extra = [
        r.points_awarded > 0 ? O.pointsAwarded({ points: r.points_awarded }) : '',
        r.mail_sent ? sent[r.mail_sent]() : '',
      ]
        .filter(Boolean)
        .join(' ');
      toast({
        title: O.statusUpdated(),
        text: `${O.statusUpdatedText({ status: statusLabel(LL, r.order_status) })}${extra ? ` ${extra}` : ''}`,
        variant: 'success',
      });
    } catch (err) {
      report(err);
      // The buyer changed the order since this page read it: nothing was set; the page reloads it
      // (below) so the admin reviews the new version first.
      if (isChangedMeanwhile(err))
        toast({ title: O.statusError(), text: LL.admin.orderChanges.statusChangedMeanwhile(), variant: 'error' });
      else if (isCreditHold(err)) {
        const H = LL.admin.books.creditHold;
        toast({ title: H.refused(), text: H.refusedText(), variant: 'error' });
      } else if (readFailure(err).code !== null)
        // A refusal with its words (too early for a missed pickup, a reason missing): say why.
        toast({ title: O.statusError(), text: adminFailureText(LL, err, locale), variant: 'error' });
      else toast({ title: O.statusError(), text: O.statusErrorText(), variant: 'error' });
    } finally {
      // This order's question closes with the change done, so focus goes back to an enabled menu
      // (another order's, asked while this one was still saving, stays).
      setRunning(null);
      setQuestion((q) => (q?.order.id === order.id ? null : q));
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    }
  }

  const dialog = (
    <StatusConfirmDialog
      question={question}
      busy={question !== null && running === question.order.id}
      onCancel={() => setQuestion(null)}
      onConfirm={(answer) => {
        if (question) void apply(question.order, question.status, answer);
      }}
    />
  );
  return { change, running, asking: question?.order.id ?? null, dialog };
}
