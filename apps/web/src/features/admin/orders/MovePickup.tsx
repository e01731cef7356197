import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPickupWindow } from '../../../lib/pickupText';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminOrderDetail } from '../queries';
import { NotifyBuyerField } from './NotifyBuyerField';
import { PickupWindowFields, PickupWindowsLoaded, usePickupChoice } from './PickupWindowFields';
import { useOrderQuestion } from './useOrderQuestion';
import './reschedule.css';

/**
 * "Move pickup" on an order's page: the open windows still ahead (staff need no 24-hour lead), the
 * buyer e-mailed the new time unless staff agreed it on the phone. Sent with the revision shown when
 * the question opened: a buyer's change in between is refused and the page reloads the order.
 */
export function MovePickup({ order: o, disabled }: { order: AdminOrderDetail; disabled?: boolean }) {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.reschedule;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  const queryClient = useQueryClient();
  const question = useOrderQuestion(o, {
    title: R.moveFailed(),
    changedMeanwhile: LL.admin.orderChanges.changedMeanwhile(),
  });
  const { asking, busy } = question;
  const [notify, setNotify] = useState(true);
  const ids = { same: useId() };
  const windows = useQuery({
    ...trpc.admin.calendar.pickupWindows.queryOptions(),
    enabled: asking,
    staleTime: 0,
  });
  const { mutateAsync: change } = useMutation(trpc.orders.change.mutationOptions());

  const daySelect = useRef<HTMLSelectElement>(null);
  const loaded = windows.data !== undefined;
  // The choices arrive after the dialog opens: focus goes to the day once they are there.
  useEffect(() => {
    if (asking && loaded) daySelect.current?.focus();
  }, [asking, loaded]);

  const days = windows.data ?? [];
  const choice = usePickupChoice(days);
  const chosen = choice.chosen;
  const same = chosen !== undefined && chosen.start === o.pickup_start;

  function open() {
    choice.reset();
    setNotify(true);
    question.open();
  }

  function onConfirm() {
    if (!chosen || same) return;
    void question.send(async (revision) => {
      const moved = await change({ orderId: o.id, pickup_start: chosen.slot, revision, notify });
      void queryClient.invalidateQueries(trpc.admin.calendar.pathFilter());
      const when = formatPickupWindow(moved.pickup_start, moved.pickup_end, lc, zone) ?? '';
      return { title: R.moved(), text: R.movedText({ when }) };
    });
  }

  return (
    <>
      <button type="button" className="btn btn-ghost admin-move-pickup" onClick={open} disabled={disabled}>
        {R.move()}
      </button>
      <QuestionDialog
        open={asking}
        title={R.moveTitle({ number: o.order_number })}
        busy={busy}
        onClose={question.close}
        backLabel={R.back()}
        confirmLabel={busy ? R.moving() : R.confirm()}
        onConfirm={onConfirm}
        refused={!chosen || same}
      >
        <p className="admin-move-current">
          {R.current({ when: formatPickupWindow(o.pickup_start, o.pickup_end, lc, zone) ?? '—' })}
        </p>
        <PickupWindowsLoaded
          query={windows}
          days={days}
          words={{ loading: R.loading(), loadError: R.loadError(), none: R.noWindows() }}
        >
          <PickupWindowFields
            days={days}
            choice={choice}
            busy={busy}
            dayRef={daySelect}
            dayLabel={R.day()}
            windowLabel={R.window()}
            windowError={same ? ids.same : undefined}
          />
        </PickupWindowsLoaded>
        {same && (
          <p id={ids.same} className="admin-inline-error" role="alert">
            {R.sameWindow()}
          </p>
        )}
        <NotifyBuyerField
          checked={notify}
          onChange={setNotify}
          disabled={busy}
          label={R.notify({ email: o.buyer.email })}
          offHint={R.notifyOffHint()}
        />
      </QuestionDialog>
    </>
  );
}
