import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../Dialog';
import { requestName } from '../format';
import type { SignupRequest } from '../queries';

/** Approving creates an account and e-mails the buyer: it is confirmed first (spec §4). */
export function ApproveDialog({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: SignupRequest | null;
  busy: boolean;
  onConfirm: (r: SignupRequest) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.signup;
  return (
    <Dialog
      open={request !== null}
      title={S.approveTitle()}
      description={request ? S.approveText({ name: requestName(request), company: request.company, email: request.email }) : ''}
      busy={busy}
      onClose={onClose}
      initialFocus=".dialog-cancel"
      actions={
        <>
          <button type="button" className="btn btn-ghost dialog-cancel" onClick={onClose} disabled={busy}>
            {S.cancel()}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => request && !busy && onConfirm(request)} aria-busy={busy}>
            {busy ? S.working() : S.approveConfirm()}
          </button>
        </>
      }
    />
  );
}

/** Rejection with an optional reason, which the applicant's e-mail includes. */
export function RejectDialog({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: SignupRequest | null;
  busy: boolean;
  onConfirm: (r: SignupRequest, reason: string) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const S = LL.admin.signup;
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const hintId = useId();
  // A new request starts with an empty reason.
  useEffect(() => setReason(''), [request?.id]);
  return (
    <Dialog
      open={request !== null}
      title={S.rejectTitle()}
      description={request ? S.rejectText({ name: requestName(request), company: request.company }) : ''}
      busy={busy}
      onClose={onClose}
      initialFocus="textarea"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {S.cancel()}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => request && !busy && onConfirm(request, reason)}
            aria-busy={busy}
          >
            {busy ? S.working() : S.rejectConfirm()}
          </button>
        </>
      }
    >
      <div className="admin-field">
        <label htmlFor={fieldId}>{S.reasonLabel()}</label>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          rows={4}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          readOnly={busy}
        />
        <p id={hintId} className="muted admin-hint">
          {S.reasonHint()}
        </p>
      </div>
    </Dialog>
  );
}
