import { useI18nContext } from '@wholesale/i18n';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminOrderDetail } from '../queries';
import { lbsText, type UnusualWeight } from './helpers';

type Line = AdminOrderDetail['lines'][number];

/** Weights far from their estimate, named with the estimate, confirmed before they are saved. */
export function UnusualWeightDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: UnusualWeight<Line>[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.orderDetail;
  const name = (l: Line) => (locale === 'ko' && l.name_ko ? l.name_ko : l.name);
  return (
    <QuestionDialog
      open={pending !== null}
      title={D.unusualTitle()}
      description={D.unusualText()}
      busy={busy}
      onClose={onClose}
      backLabel={D.unusualCheck()}
      confirmLabel={busy ? D.saving() : D.unusualConfirm()}
      onConfirm={onConfirm}
    >
      <ul>
        {(pending ?? []).map((u) => (
          <li key={u.line.id}>
            {D.unusualLine({
              name: name(u.line),
              weighed: lbsText(u.weighed),
              estimate: lbsText(u.estimate),
              packs: u.line.quantity,
              lbs: String(u.line.avg_weight),
            })}
          </li>
        ))}
      </ul>
    </QuestionDialog>
  );
}
