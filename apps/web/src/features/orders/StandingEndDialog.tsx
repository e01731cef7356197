import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { AskDialog } from '../../ui/AskDialog';
import { everyText, whenText, type StandingOrder } from './standing';
import { useStandingFailure } from './useStandingFailure';

/** "End this standing order?": End standing order (danger) or Keep it (focused first; Escape keeps it). */
export function EndDialog({
  so,
  onEnded,
  onClose,
  onStale,
}: {
  so: StandingOrder;
  onEnded: (next: StandingOrder) => void;
  onClose: () => void;
  onStale: (text: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  const failure = useStandingFailure();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: end, isPending } = useMutation(trpc.orders.standing.end.mutationOptions());

  const confirm = async () => {
    if (isPending) return;
    setRefusal(null);
    try {
      onEnded(await end({ standingOrderId: so.id }));
    } catch (err) {
      const f = failure(err);
      if (f.stale) onStale(f.text);
      else setRefusal(f.text);
    }
  };

  return (
    <AskDialog
      title={S.endTitle()}
      lead={
        <p className="standing-dialog-what">
          <strong>{whenText(LL, locale, so)}</strong> · {everyText(LL, so.every_weeks)}
        </p>
      }
      text={S.endText()}
      refusal={refusal}
      busy={isPending}
      confirmClassName="btn btn-danger"
      confirmLabel={S.endConfirm()}
      busyLabel={S.ending()}
      onConfirm={() => void confirm()}
      keepLabel={S.endKeep()}
      onClose={onClose}
    />
  );
}
