import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import type { AdminOrderDetail } from '../queries';
import { isChangedMeanwhile, isStaleOrder } from './changeErrors';

/**
 * A question before a change to the whole order (cancel it, move its pickup), asked on the revision
 * shown when it opened: `send` passes that revision, so a buyer's change in between is refused.
 * Then the order reloads and the question closes with the change's toast; on a refusal the failure
 * is said, and an order that is no longer what the page showed closes the question and reloads.
 */
export function useOrderQuestion(order: AdminOrderDetail, failure: { title: string; changedMeanwhile: string }) {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const [asking, setAsking] = useState<{ revision: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(change: (revision: number) => Promise<{ title: string; text?: string }>) {
    if (!asking || busy) return;
    setBusy(true);
    try {
      const done = await change(asking.revision);
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      setAsking(null);
      toast({ ...done, variant: 'success' });
    } catch (err) {
      report(err);
      const text = isChangedMeanwhile(err) ? failure.changedMeanwhile : adminFailureText(LL, err, locale);
      toast({ title: failure.title, text, variant: 'error' });
      if (isStaleOrder(err)) {
        setAsking(null);
        await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    asking: asking !== null,
    busy,
    open: () => setAsking({ revision: order.revision }),
    close: () => setAsking(null),
    send,
  };
}
