import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { ConfirmOrKeep, ErrorNote } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
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
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
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
    <Dialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      onClose={onClose}
      busy={isPending}
      initialFocus={keep}
      className="cancel-dialog"
    >
      <h2 id={`${ids}-title`} className="cancel-title">
        {S.endTitle()}
      </h2>
      <p className="standing-dialog-what">
        <strong>{whenText(LL, locale, so)}</strong> · {everyText(LL, so.every_weeks)}
      </p>
      <p id={`${ids}-text`} className="cancel-text">
        {S.endText()}
      </p>
      <ErrorNote text={refusal} />
      <ConfirmOrKeep
        className="cancel-actions"
        busy={isPending}
        confirmClassName="btn btn-danger"
        confirmLabel={S.endConfirm()}
        busyLabel={S.ending()}
        onConfirm={() => void confirm()}
        keepLabel={S.endKeep()}
        onKeep={onClose}
        keepRef={keep}
      />
    </Dialog>
  );
}
