import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState } from 'react';
import { QuestionDialog } from '../../../ui/Dialog';
import type { AdminStatus } from './helpers';
import { ReasonField } from './ReasonField';
import { statusQuestionText, type StatusChangeEffects } from './statusChange';

/** A status change waiting for the admin's word: which order, to what, and what it will do. */
export interface StatusQuestion {
  order: { id: number; order_number: string; order_status: string; email: string; revision: number };
  status: AdminStatus;
  effects: StatusChangeEffects;
}

/** What the admin adds to the change in the question: the reason, and whether to mail the buyer. */
export interface StatusAnswer {
  reason?: string;
  notify?: boolean;
}

/**
 * Asks before a status change that mails the buyer, closes or reopens the order, naming the mail.
 * A reopening and a decline take a reason (required); 'ready for pickup' and 'missed pickup' offer
 * "E-mail the buyer", naming the mail. Focus starts on the reason when there is one, else on
 * Cancel (the safe answer; Enter on a stray keypress changes nothing); Escape cancels. While the
 * change runs it stays open, so its outcome (the toast) is shown above it.
 */
export function StatusConfirmDialog({
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  question: StatusQuestion | null;
  busy: boolean;
  onConfirm: (answer: StatusAnswer) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const O = LL.admin.orders;
  const S = LL.admin.statusMenu;
  const id = useId();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [missing, setMissing] = useState(false);
  // A new question starts blank: the last order's reason is not this one's.
  const key = question ? `${question.order.id}:${question.status}` : '';
  useEffect(() => {
    setReason('');
    setNotify(true);
    setMissing(false);
  }, [key]);
  const text = question ? statusQuestionText(LL, question.order, question.status, question.effects) : null;
  const sends = question?.effects.mail != null || (text?.offerLabel != null && notify);

  function confirm() {
    if (!text) return;
    if (text.reasonLabel !== null && reason.trim() === '') {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm({
      ...(text.reasonLabel !== null ? { reason: reason.trim() } : {}),
      ...(text.offerLabel !== null ? { notify } : {}),
    });
  }

  return (
    <QuestionDialog
      open={question !== null}
      title={text?.title ?? ''}
      description={text?.text || undefined}
      busy={busy}
      onClose={onCancel}
      initialFocus={text?.reasonLabel ? 'textarea' : '.dialog-cancel'}
      backLabel={O.confirmCancel()}
      confirmLabel={sends ? O.confirmSend() : O.confirmChange()}
      onConfirm={confirm}
    >
      {text && text.notes.length > 0 && (
        <ul className="admin-dialog-list">
          {text.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {text?.reasonLabel && (
        <ReasonField
          id={`${id}-reason`}
          label={text.reasonLabel}
          value={reason}
          onValue={(v) => {
            setReason(v);
            if (v.trim()) setMissing(false);
          }}
          busy={busy}
          error={missing ? S.reasonRequired() : null}
        />
      )}
      {text?.offerLabel && (
        <label className="admin-check">
          <input type="checkbox" checked={notify} disabled={busy} onChange={(e) => setNotify(e.target.checked)} />{' '}
          {text.offerLabel}
        </label>
      )}
    </QuestionDialog>
  );
}
