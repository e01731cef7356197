import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import type { ErrorCode } from '@wholesale/contract';
import { refusalText } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';

interface Movable {
  id: number;
  order_number: string;
}

/**
 * "Move to next open day" for the orders on a closed day: one order, or all of them, asked first
 * (naming the buyers' e-mails). The server moves each in its own transaction and answers each
 * result; the toast says how many moved and why any did not.
 */
export function useMoveToNextOpenDay() {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.reschedule;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const { mutateAsync: move } = useMutation(trpc.admin.calendar.moveToNextOpenDay.mutationOptions());
  const [asking, setAsking] = useState<readonly Movable[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    if (!asking || busy) return;
    setBusy(true);
    try {
      const { results } = await move({ order_ids: asking.map((o) => o.id) });
      const failed = results.filter((r) => !r.moved);
      const moved = results.length - failed.length;
      toast({
        title: failed.length === 0 ? R.movedAll({ count: moved }) : R.movedSome({ moved, failed: failed.length }),
        text: failed
          .map((r) =>
            R.notMoved({
              number: r.order_number ?? `#${r.order_id}`,
              reason: r.error
                ? refusalText(
                    LL,
                    { code: r.error.code as ErrorCode, params: r.error.params ?? null, message: r.error.message },
                    locale,
                  )
                : '',
            }),
          )
          .join(' '),
        variant: failed.length === 0 ? 'success' : 'error',
      });
      setAsking(null);
    } catch (err) {
      toastFailure(err, R.moveFailed());
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries(trpc.admin.calendar.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
    }
  }

  const dialog = (
    <QuestionDialog
      open={asking !== null}
      title={
        asking?.length === 1
          ? R.moveOneTitle({ number: asking[0]!.order_number })
          : R.moveAllTitle({ count: asking?.length ?? 0 })
      }
      description={R.moveNextText()}
      busy={busy}
      onClose={() => setAsking(null)}
      backLabel={R.back()}
      confirmLabel={busy ? R.moving() : R.moveNextConfirm()}
      onConfirm={() => void onConfirm()}
    />
  );
  return { ask: (orders: readonly Movable[]) => setAsking(orders), busy, dialog };
}
