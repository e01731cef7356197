import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef } from 'react';
import { ConfirmOrKeep } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
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
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const text =
    lock.kind === 'closed'
      ? E.moveLockClosed({ day: lock.day, when: lock.when })
      : E.moveLockClosing({ day: lock.day, when: lock.when });
  return (
    <Dialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      onClose={onClose}
      busy={busy}
      initialFocus={keep}
      className="cancel-dialog move-lock-dialog"
    >
      <h2 id={`${ids}-title`} className="cancel-title">
        {E.moveLockTitle({ day: lock.day })}
      </h2>
      <p id={`${ids}-text`} className="cancel-text">
        {text}
      </p>
      <ConfirmOrKeep
        className="cancel-actions"
        busy={busy}
        confirmClassName="btn btn-primary"
        confirmLabel={E.moveLockConfirm()}
        busyLabel={E.saving()}
        onConfirm={onConfirm}
        keepLabel={E.moveLockKeep()}
        onKeep={onClose}
        keepRef={keep}
      />
    </Dialog>
  );
}
