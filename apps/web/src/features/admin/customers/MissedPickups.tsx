import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { formatAdminTime } from '../format';
import { customerName, missedFlagged } from './model';
import type { CustomerDetail } from './queries';
import { TitledPanel } from '../TitledPanel';

/**
 * The customer's missed pickups (counted from their company's orders' history), flagged at the
 * business setting ("two or more missed pickups may lead to suspension"), and the pause of the
 * company's online ordering: suspended or resumed after asking, with who and when.
 */
export function MissedPickups({ customer: c }: { customer: CustomerDetail }) {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.statusMenu;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const save = useMutation(trpc.admin.customers.setOrdering.mutationOptions());
  const [asking, setAsking] = useState<boolean | null>(null);
  const titleId = useId();
  const flagged = missedFlagged(c);
  const paused = c.ordering_suspended;
  const since = paused ? formatAdminTime(paused.at, locale, LL.common.pacificZone()) : null;
  const name = customerName(c);

  async function confirm(suspended: boolean) {
    try {
      const r = await save.mutateAsync({ userId: c.id, suspended });
      toast({
        title: r.ordering_suspended ? S.suspended() : S.resumed(),
        text: name,
        variant: 'success',
      });
      await queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    } catch (err) {
      toastFailure(err, S.failed());
    } finally {
      setAsking(null);
    }
  }

  return (
    <TitledPanel className="cu-missed" headingId={titleId} title={S.missedTitle()}>
      <p className="cu-missed-count">{S.missedCount({ count: c.missed_pickups })}</p>
      {flagged && (
        <p className="cu-missed-flag" role="note">
          {S.missedFlag({ count: c.missed_pickups })}
        </p>
      )}
      <p className="muted">
        {paused && since ? S.suspendedSince({ when: since.text, who: paused.by ?? S.unknownAdmin() }) : S.active()}
      </p>
      <button
        type="button"
        className={paused || flagged ? 'btn btn-primary' : 'btn btn-secondary'}
        disabled={save.isPending}
        onClick={() => setAsking(!paused)}
      >
        {paused ? S.resume() : S.suspend()}
      </button>
      <QuestionDialog
        open={asking !== null}
        title={asking ? S.suspendTitle({ name }) : S.resumeTitle({ name })}
        description={asking ? S.suspendText() : S.resumeText()}
        busy={save.isPending}
        onClose={() => setAsking(null)}
        backLabel={S.cancel()}
        confirmLabel={asking ? S.suspend() : S.resume()}
        onConfirm={() => void confirm(asking === true)}
      />
    </TitledPanel>
  );
}
