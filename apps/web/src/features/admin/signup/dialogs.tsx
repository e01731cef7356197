import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState } from 'react';
import { DateField } from '../DateField';
import { QuestionDialog } from '../../../ui/Dialog';
import { requestName } from '../format';
import type { SignupRequest } from '../queries';
import { LabelledField } from '../LabelledField';

/** The expiry dates read on the request's files, sent with the approval when given. */
export interface ApprovalExpiry {
  license_expires_on?: string;
  resale_expires_on?: string;
}

/** What both questions about a request take: the request asked about (none: closed) and the answer. */
interface RequestQuestion<Answer> {
  request: SignupRequest | null;
  busy: boolean;
  onConfirm: (r: SignupRequest, answer: Answer) => void;
  onClose: () => void;
}

/**
 * Approving creates an account and e-mails the buyer: it is confirmed first (spec §4). The admin
 * may enter the expiry dates printed on the license and the resale certificate.
 */
export function ApproveDialog({ request, busy, onConfirm, onClose }: RequestQuestion<ApprovalExpiry>) {
  const { LL } = useI18nContext();
  const S = LL.admin.signup;
  const X = LL.admin.expiry.signup;
  const [license, setLicense] = useState('');
  const [resale, setResale] = useState('');
  const ids = { license: useId(), resale: useId(), hint: useId() };
  // A new request starts with no dates.
  useEffect(() => {
    setLicense('');
    setResale('');
  }, [request?.id]);
  const expiry = (): ApprovalExpiry => ({
    ...(license ? { license_expires_on: license } : {}),
    ...(resale ? { resale_expires_on: resale } : {}),
  });
  return (
    <QuestionDialog
      open={request !== null}
      title={S.approveTitle()}
      description={
        request ? S.approveText({ name: requestName(request), company: request.company, email: request.email }) : ''
      }
      busy={busy}
      onClose={onClose}
      backLabel={S.cancel()}
      confirmLabel={busy ? S.working() : S.approveConfirm()}
      onConfirm={() => request && onConfirm(request, expiry())}
    >
      <fieldset className="approve-expiry" aria-describedby={ids.hint}>
        <legend>{X.heading()}</legend>
        <p id={ids.hint} className="muted admin-hint">
          {X.hint()}
        </p>
        <DateField id={ids.license} label={X.license()} value={license} onChange={setLicense} readOnly={busy} />
        <DateField id={ids.resale} label={X.resale()} value={resale} onChange={setResale} readOnly={busy} />
      </fieldset>
    </QuestionDialog>
  );
}

/** Rejection with an optional reason, which the applicant's e-mail includes. */
export function RejectDialog({ request, busy, onConfirm, onClose }: RequestQuestion<string>) {
  const { LL } = useI18nContext();
  const S = LL.admin.signup;
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const hintId = useId();
  // A new request starts with an empty reason.
  useEffect(() => setReason(''), [request?.id]);
  return (
    <QuestionDialog
      open={request !== null}
      title={S.rejectTitle()}
      description={request ? S.rejectText({ name: requestName(request), company: request.company }) : ''}
      busy={busy}
      onClose={onClose}
      initialFocus="textarea"
      backLabel={S.cancel()}
      confirmLabel={busy ? S.working() : S.rejectConfirm()}
      onConfirm={() => request && onConfirm(request, reason)}
    >
      <LabelledField id={fieldId} label={S.reasonLabel()}>
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
      </LabelledField>
    </QuestionDialog>
  );
}
