import { useMutation } from '@tanstack/react-query';
import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { TitledDialog } from '../../../ui/Dialog';
import { readFailure } from '../../../lib/failure';
import { failureText } from '../../../lib/serverErrorText';
import { ComposeFields } from './ComposeFields';
import { DiscardQuestion } from './DiscardQuestion';
import { buildReplyInput, composeReply, inquiryDateText, replyProblem } from './helpers';
import { MailTranslations, useMailDictionary } from './MailLanguage';
import type { AdminInquiry } from './queries';
import { freshState, type State } from './replyState';
import { ReplyPreview } from './ReplyPreview';

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
  const { LL, locale } = useI18nContext();
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
      const failed = I.toast.sendFailedText();
      const text = failureText(LL, readFailure(err), locale, { unreachable: failed, failed });
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
      actions = <DiscardQuestion idBase={formId} keepRef={keepRef} onDiscard={onClose} onKeep={keepEditing} />;
    }
  }

  return (
    <TitledDialog
      open={inquiry !== null}
      title={inquiry ? D.title({ name: inquiry.name }) : ''}
      description={D.text()}
      busy={sending}
      onClose={requestClose}
      initialFocus="textarea"
      actions={actions}
    >
      <div className="inq-reply-form">{body}</div>
    </TitledDialog>
  );
}
