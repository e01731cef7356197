import { useMutation } from '@tanstack/react-query';
import { useI18nContext, type Locales, type TranslationFunctions } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { Dialog } from '../Dialog';
import { classifyFailure } from '../errors';
import {
  buildReplyInput,
  composeReply,
  inquiryDateText,
  replyProblem,
  RESPONSE_TYPES,
  type ReplyDraft,
  type ResponseType,
} from './helpers';
import { MailTranslations, useMailDictionary } from './MailLanguage';
import type { AdminInquiry } from './queries';
import { ReplyPreview } from './ReplyPreview';

type Step = 'compose' | 'preview';
type Problem = ReturnType<typeof replyProblem>;

interface State extends ReplyDraft {
  step: Step;
  /** Closing was asked for with a reply typed: waiting for Discard or Keep editing. */
  confirmDiscard: boolean;
  problem: Problem;
}

function freshState(i: AdminInquiry): State {
  return {
    email: i.email,
    message: '',
    type: 'general',
    locale: i.locale,
    step: 'compose',
    confirmDiscard: false,
    problem: null,
  };
}

/**
 * The reply (catalogue spec §5): written, previewed as the customer will receive it, then sent.
 * A modal dialog: focus moves to the message, to the preview's heading and back, and to the
 * confirmation when a typed reply would be thrown away.
 */
export function ReplyDialog({
  inquiry,
  onClose,
  onSent,
}: {
  inquiry: AdminInquiry | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const { LL } = useI18nContext();
  const I = LL.admin.inquiries;
  const D = I.dialog;
  const report = useReportFailure();
  const [state, setState] = useState<State | null>(() => (inquiry ? freshState(inquiry) : null));
  const [forId, setForId] = useState<number | null>(inquiry?.id ?? null);
  const [sending, setSending] = useState(false);
  const { mutateAsync: sendReply } = useMutation(trpc.admin.inquiries.reply.mutationOptions());
  const mailDictionary = useMailDictionary(state?.locale ?? null);
  const formId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  // Another inquiry's reply starts from that inquiry's address and language, with nothing typed.
  if ((inquiry?.id ?? null) !== forId) {
    setForId(inquiry?.id ?? null);
    setState(inquiry ? freshState(inquiry) : null);
  }

  // Focus follows the step: the message, the preview's heading (once the e-mail's language has
  // loaded), or the confirmation. Not on other changes: picking a language must not move focus.
  const focusTarget = !state
    ? null
    : state.confirmDiscard
      ? 'confirm'
      : state.step === 'preview'
        ? `preview-${mailDictionary.state}`
        : 'compose';
  useEffect(() => {
    if (focusTarget === 'confirm') keepRef.current?.focus();
    else if (focusTarget === 'compose') messageRef.current?.focus();
    else if (focusTarget?.startsWith('preview')) previewRef.current?.focus();
  }, [focusTarget]);

  const update = (patch: Partial<State>) => setState((s) => (s ? { ...s, ...patch } : s));

  function requestClose() {
    if (sending || !state) return;
    if (state.confirmDiscard) {
      keepEditing();
      return;
    }
    if (state.message.trim() !== '') update({ confirmDiscard: true });
    else onClose();
  }

  function keepEditing() {
    update({ confirmDiscard: false });
  }

  /** The spec's warnings (§5); true when the draft may go on. */
  function check(s: State): boolean {
    const problem = replyProblem(s);
    if (problem === null) return true;
    if (problem === 'responseRequired')
      toast({
        title: I.toast.responseRequired(),
        text: I.toast.responseRequiredText(),
        variant: 'warning',
        group: 'inquiry-reply',
      });
    else if (problem === 'recipientMissing')
      toast({ title: I.toast.recipientMissing(), variant: 'warning', group: 'inquiry-reply' });
    else toast({ title: D.invalidEmail(), variant: 'warning', group: 'inquiry-reply' });
    update({ problem, step: 'compose' });
    window.setTimeout(() => (problem === 'responseRequired' ? messageRef.current : emailRef.current)?.focus());
    return false;
  }

  async function send(M: TranslationFunctions) {
    if (!inquiry || !state || sending || !check(state)) return;
    const input = buildReplyInput(inquiry, state, inquiryDateText(M, inquiry.timestamp, state.locale));
    setSending(true);
    try {
      await sendReply(input);
      toast({
        title: I.toast.sent(),
        text: I.toast.sentText({ email: input.email }),
        variant: 'success',
        group: 'inquiry-reply',
      });
      onSent();
    } catch (err) {
      report(err);
      const f = classifyFailure(err);
      const text = f.kind === 'refused' && f.message ? f.message : I.toast.sendFailedText();
      toast({ title: I.toast.sendFailed(), text, variant: 'error', group: 'inquiry-reply' });
    } finally {
      setSending(false);
    }
  }

  let body = null;
  let actions = null;
  if (inquiry && state) {
    if (state.step === 'compose') {
      body = (
        <ComposeFields
          formId={formId}
          state={state}
          readOnly={sending}
          refs={{ message: messageRef, email: emailRef }}
          onChange={(patch) => update(patch)}
          onPreview={() => check(state) && update({ step: 'preview', problem: null })}
        />
      );
      actions = (
        <>
          <button type="button" className="btn btn-ghost" onClick={requestClose}>
            {D.cancel()}
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            {D.preview()}
          </button>
        </>
      );
    } else if (mailDictionary.state === 'ready') {
      const labels = {
        title: D.previewTitle(),
        text: D.previewText({ email: state.email.trim() }),
        to: D.to(),
        subject: D.subject(),
      };
      body = (
        <MailTranslations locale={state.locale}>
          {(M) => (
            <ReplyPreview
              mail={composeReply(
                M,
                buildReplyInput(inquiry, state, inquiryDateText(M, inquiry.timestamp, state.locale)),
              )}
              to={state.email.trim()}
              lang={state.locale}
              labels={labels}
              headingRef={previewRef}
            />
          )}
        </MailTranslations>
      );
      actions = (
        <MailTranslations locale={state.locale}>
          {(M) => (
            <>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => update({ step: 'compose' })}
                disabled={sending}
              >
                {D.edit()}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void send(M)} aria-busy={sending}>
                {sending ? D.sending() : D.send()}
              </button>
            </>
          )}
        </MailTranslations>
      );
    } else {
      body =
        mailDictionary.state === 'failed' ? (
          <p className="admin-inline-error" role="alert">
            {D.previewFailed()}{' '}
            <button type="button" className="link-button" onClick={mailDictionary.retry}>
              {I.retry()}
            </button>
          </p>
        ) : (
          <p className="muted" role="status">
            {D.previewLoading()}
          </p>
        );
      actions = (
        <button type="button" className="btn btn-ghost" onClick={() => update({ step: 'compose' })}>
          {D.edit()}
        </button>
      );
    }
    if (state.confirmDiscard) {
      actions = (
        <div
          className="inq-discard"
          role="group"
          aria-labelledby={`${formId}-discard`}
          aria-describedby={`${formId}-discard-text`}
        >
          <p id={`${formId}-discard`} className="inq-discard-title">
            {D.discardTitle()}
          </p>
          <p id={`${formId}-discard-text`}>{D.discardText()}</p>
          <div className="inq-discard-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {D.discard()}
            </button>
            <button type="button" className="btn btn-primary" ref={keepRef} onClick={keepEditing}>
              {D.keepEditing()}
            </button>
          </div>
        </div>
      );
    }
  }

  return (
    <Dialog
      open={inquiry !== null}
      title={inquiry ? D.title({ name: inquiry.name }) : ''}
      description={D.text()}
      busy={sending}
      onClose={requestClose}
      initialFocus="textarea"
      actions={actions}
    >
      <div className="inq-reply-form">{body}</div>
    </Dialog>
  );
}

/** The reply's fields: recipient, kind, the e-mail's language and the message. */
function ComposeFields({
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
