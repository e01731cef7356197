import { useI18nContext, type Locales } from '@wholesale/i18n';
import { useId, type RefObject } from 'react';
import { SelectField } from '../ListFilters';
import { RESPONSE_TYPES } from './helpers';
import type { State } from './replyState';
import { LabelledField } from '../LabelledField';

/** The languages a reply may be written in, English first. */
const MAIL_LOCALES: readonly Locales[] = ['en', 'ko'];

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
        <LabelledField id={ids.email} label={D.to()} className="inq-field-email">
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
        </LabelledField>
        <SelectField
          label={D.type()}
          value={state.type}
          options={RESPONSE_TYPES}
          optionLabel={(t) => I.types[t]()}
          onChange={(type) => type && onChange({ type })}
        />
        <SelectField
          label={D.language()}
          value={state.locale}
          options={MAIL_LOCALES}
          optionLabel={(l) => (l === 'ko' ? I.korean() : I.english())}
          onChange={(locale) => locale && onChange({ locale })}
        />
      </div>
      <LabelledField id={ids.message} label={D.message()} className="inq-field-message">
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
      </LabelledField>
    </form>
  );
}
