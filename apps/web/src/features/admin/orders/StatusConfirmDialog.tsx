import { useI18nContext } from '@wholesale/i18n';
import { ConfirmActions, TitledDialog } from '../../../ui/Dialog';
import type { AdminStatus } from './helpers';
import { statusQuestionText, type StatusChangeEffects } from './statusChange';

/** A status change waiting for the admin's word: which order, to what, and what it will do. */
export interface StatusQuestion {
  order: { id: number; order_number: string; email: string; revision: number };
  status: AdminStatus;
  effects: StatusChangeEffects;
}

/**
 * Asks before a status change that mails the buyer or closes the order, naming the mail. Focus
 * starts on Cancel (the safe answer; Enter on a stray keypress changes nothing); Escape cancels.
 * While the change runs it stays open, so its outcome (the toast) is shown above it.
 */
export function StatusConfirmDialog({
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  question: StatusQuestion | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const O = LL.admin.orders;
  const text = question ? statusQuestionText(LL, question.order, question.status, question.effects) : null;
  return (
    <TitledDialog
      open={question !== null}
      title={text?.title ?? ''}
      description={text?.text}
      busy={busy}
      onClose={onCancel}
      initialFocus=".dialog-cancel"
      actions={
        <ConfirmActions
          busy={busy}
          backLabel={O.confirmCancel()}
          onBack={onCancel}
          confirmLabel={text?.confirm ?? ''}
          onConfirm={onConfirm}
        />
      }
    >
      {text && text.notes.length > 0 && (
        <ul className="admin-dialog-list">
          {text.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </TitledDialog>
  );
}
