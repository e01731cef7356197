import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type ReactNode } from 'react';
import { AskDialog } from '../../ui/AskDialog';
import '../account/account.css';
import './orders.css';

/**
 * A question about an order with an optional reason (up to 500 characters): the danger button
 * that does it and the safe one that keeps things as they are. Focus starts on the safe choice;
 * Escape keeps things too. Cancelling an order and declining one awaiting approval both ask it.
 */
export function ReasonDialog({
  title,
  text,
  reasonLabel,
  initialReason = '',
  confirmLabel,
  busyLabel,
  keepLabel,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  reasonLabel: string;
  initialReason?: string;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  busy: boolean;
  /** why the last try failed, with what to do about it; null while nothing failed */
  refusal: ReactNode | null;
  /** the reason as typed, trimmed ('' for none) */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const ids = useId();
  const [reason, setReason] = useState(initialReason);
  return (
    <AskDialog
      title={title}
      text={text}
      refusal={refusal}
      busy={busy}
      confirmClassName="btn btn-danger"
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onConfirm={() => onConfirm(reason.trim())}
      keepLabel={keepLabel}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={`${ids}-reason`}>{reasonLabel}</label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${ids}-count`}
        />
        <span id={`${ids}-count`} className="muted small">
          {LL.checkout.summary.noteCount({ n: reason.length })}
        </span>
      </div>
    </AskDialog>
  );
}
