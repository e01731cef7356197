import { useI18nContext, type Locales } from '@wholesale/i18n';
import { useId, type RefObject } from 'react';
import { RESPONSE_TYPES, type ResponseType } from './helpers';
import type { State } from './replyState';

/** The reply's fields: recipient, kind, the e-mail's language and the message. */
export function ComposeFields({
  formId,
  state,
  readOnly,
  refs,
  onChange,
  onPreview,
}: {
  formId: string;
  state: State;
  readOnly: boolean;
  refs: { message: RefObject<HTMLTextAreaElement | null>; email: RefObject<HTMLInputElement | null> };
  onChange: (patch: Partial<State>) => void;
  onPreview: () => void;
}) {
  const { LL } = useI18nContext();
  const I = LL.admin.inquiries;
  const D = I.dialog;
  const ids = {
    email: useId(),
    emailError: useId(),
    type: useId(),
    locale: useId(),
    message: useId(),
    hint: useId(),
    messageError: useId(),
  };
  const emailProblem =
    state.problem === 'recipientMissing'
      ? I.toast.recipientMissing()
      : state.problem === 'invalidEmail'
        ? D.invalidEmail()
        : null;
  const messageProblem = state.problem === 'responseRequired' ? I.toast.responseRequiredText() : null;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onPreview();
      }}
    >
      <div className="inq-reply-grid">
        <div className="admin-field inq-field-email">
          <label htmlFor={ids.email}>{D.to()}</label>
          <input
            id={ids.email}
            ref={refs.email}
            className="admin-input"
            type="email"
            autoComplete="off"
            maxLength={320}
            value={state.email}
            readOnly={readOnly}
            aria-required="true"
            aria-invalid={emailProblem !== null}
            aria-describedby={emailProblem ? ids.emailError : undefined}
            onChange={(e) =>
              onChange({ email: e.target.value, problem: state.problem === 'responseRequired' ? state.problem : null })
            }
          />
          {emailProblem && (
            <p id={ids.emailError} className="admin-inline-error inq-field-error">
              {emailProblem}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor={ids.type}>{D.type()}</label>
          <select
            id={ids.type}
            className="admin-select"
            value={state.type}
            onChange={(e) => onChange({ type: e.target.value as ResponseType })}
          >
            {RESPONSE_TYPES.map((t) => (
              <option key={t} value={t}>
                {I.types[t]()}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.locale}>{D.language()}</label>
          <select
            id={ids.locale}
            className="admin-select"
            value={state.locale}
            onChange={(e) => onChange({ locale: e.target.value as Locales })}
          >
            <option value="en">{I.english()}</option>
            <option value="ko">{I.korean()}</option>
          </select>
        </div>
      </div>
      <div className="admin-field inq-field-message">
        <label htmlFor={ids.message}>{D.message()}</label>
        <textarea
          id={ids.message}
          ref={refs.message}
          rows={8}
          maxLength={10_000}
          value={state.message}
          readOnly={readOnly}
          aria-required="true"
          aria-invalid={messageProblem !== null}
          aria-describedby={messageProblem ? `${ids.messageError} ${ids.hint}` : ids.hint}
          onChange={(e) =>
            onChange({ message: e.target.value, problem: state.problem === 'responseRequired' ? null : state.problem })
          }
        />
        {messageProblem && (
          <p id={ids.messageError} className="admin-inline-error inq-field-error">
            {messageProblem}
          </p>
        )}
        <p id={ids.hint} className="muted admin-hint">
          {D.messageHint()}
        </p>
      </div>
    </form>
  );
}
