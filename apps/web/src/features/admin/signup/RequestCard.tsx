import { useI18nContext } from '@wholesale/i18n';
import { Field } from '../Field';
import { formatAddress, formatAdminTime, requestName } from '../format';
import type { SignupRequest } from '../queries';
import { Documents } from './Documents';

export type RequestAction = 'approve' | 'reject' | 'revert';

/** One signup request: who, the business's papers, when, and what the admin can do with it. */
export function RequestCard({
  request: r,
  busy,
  onAction,
}: {
  request: SignupRequest;
  /** This request's action is running. */
  busy: boolean;
  onAction: (action: RequestAction, request: SignupRequest) => void;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.signup;
  const name = requestName(r);
  const rejected = r.status === 'rejected';
  // On the business's clock, like every admin page (Pacific time, its zone named).
  const submitted = formatAdminTime(r.timestamp, locale, LL.common.pacificZone());
  const address = formatAddress(r);
  const none = <span className="muted">{S.notGiven()}</span>;
  const headingId = `signup-${r.id}-name`;

  return (
    <article className={rejected ? 'signup-card rejected' : 'signup-card'} aria-labelledby={headingId} aria-busy={busy}>
      <div className="signup-card-head">
        <div>
          <h2 id={headingId} className="signup-name">
            {name}
          </h2>
          <p className="signup-company">{r.company}</p>
        </div>
        <span className={rejected ? 'admin-badge badge-rejected' : 'admin-badge badge-pending'}>
          {rejected ? S.rejectedBadge() : S.pendingBadge()}
        </span>
      </div>

      <dl className="signup-fields">
        <Field label={S.fields.email()}>
          <a href={`mailto:${r.email}`}>{r.email}</a>
        </Field>
        <Field label={S.fields.phone()}>{r.phone ? <a href={`tel:${r.phone}`}>{r.phone}</a> : none}</Field>
        <Field label={S.fields.license()}>{r.license_number}</Field>
        <Field label={S.fields.resale()}>{r.california_resale || none}</Field>
        <Field label={S.fields.address()}>{address || none}</Field>
        <Field label={S.fields.submitted()}>
          {submitted ? <time dateTime={submitted.dateTime}>{submitted.text}</time> : none}
        </Field>
      </dl>

      {rejected && r.reject_reason && <p className="signup-reason">{S.reason({ reason: r.reject_reason })}</p>}

      <Documents email={r.email} headingId={`signup-${r.id}-docs`} />

      <div className="signup-actions" role="group" aria-label={S.actionsFor({ name })}>
        {rejected ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={S.revertLabel({ name })}
            onClick={() => !busy && onAction('revert', r)}
          >
            {busy ? S.working() : S.revert()}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              aria-label={S.approveLabel({ name })}
              onClick={() => !busy && onAction('approve', r)}
            >
              {S.approve()}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={S.rejectLabel({ name })}
              onClick={() => !busy && onAction('reject', r)}
            >
              {S.reject()}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
