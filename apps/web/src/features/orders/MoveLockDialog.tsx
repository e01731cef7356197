import { useI18nContext } from '@wholesale/i18n';
import { AskDialog } from '../../ui/AskDialog';
import type { MoveLock } from '../checkout/deadlines';
import './order-changes.css';

/**
 * Asked before saving a move of the pickup to a day whose change deadline passed (or passes within
 * the hour): it names the day, its deadline and the consequence, that the order can no longer be
 * changed or cancelled online. Focus starts on "Keep editing"; Escape keeps editing too.
 */
export function MoveLockDialog({
  lock,
  busy,
  onConfirm,
  onClose,
}: {
  lock: MoveLock;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const E = LL.buyerOrders.edit;
  const text =
    lock.kind === 'closed'
      ? E.moveLockClosed({ day: lock.day, when: lock.when })
      : E.moveLockClosing({ day: lock.day, when: lock.when });
  return (
    <AskDialog
      className="cancel-dialog move-lock-dialog"
      title={E.moveLockTitle({ day: lock.day })}
      text={text}
      busy={busy}
      confirmLabel={E.moveLockConfirm()}
      busyLabel={E.saving()}
      onConfirm={onConfirm}
      keepLabel={E.moveLockKeep()}
      onClose={onClose}
    />
  );
}
