import { useState } from 'react';
import { AskDialog } from '../../ui/AskDialog';
import { ErrorNote } from '../../ui/BusyButton';
import { useFailure } from './useFailure';

/** How a team question ends: done, closed unanswered, or refused as already gone (its words). */
export interface QuestionOutcome {
  onDone: () => void;
  onClose: () => void;
  onStale: (text: string) => void;
}

/**
 * A question before a change that cannot be taken back (removing a member, cancelling an
 * invitation), about the person under its title. Keep is focused first; Escape keeps. A refusal
 * that says the thing is already gone (`staleCode`) closes it and says so; any other stays in the
 * dialog.
 */
export function ConfirmDialog(
  props: {
    title: string;
    subtitle: string;
    text: string;
    confirmLabel: string;
    busyLabel: string;
    keepLabel: string;
    staleCode: string;
    run: () => Promise<unknown>;
  } & QuestionOutcome,
) {
  const failure = useFailure();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    if (isPending) return;
    setRefusal(null);
    setPending(true);
    try {
      await props.run();
      props.onDone();
    } catch (err) {
      const f = failure(err);
      if (f.code === props.staleCode) props.onStale(f.text);
      else setRefusal(f.text);
    } finally {
      setPending(false);
    }
  };

  return (
    <AskDialog
      className="cancel-dialog team-dialog"
      title={props.title}
      lead={<p className="team-email">{props.subtitle}</p>}
      text={props.text}
      busy={isPending}
      confirmClassName="btn team-remove-confirm"
      confirmLabel={props.confirmLabel}
      busyLabel={props.busyLabel}
      onConfirm={() => void confirm()}
      keepLabel={props.keepLabel}
      onClose={props.onClose}
    >
      {/* The team's own refusal box, as its forms show one. */}
      <ErrorNote as="p" className="team-refusal" text={refusal} />
    </AskDialog>
  );
}
