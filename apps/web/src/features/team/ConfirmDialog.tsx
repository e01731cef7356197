import { useId, useRef, useState } from 'react';
import { ConfirmOrKeep, ErrorNote } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { useFailure } from './useFailure';

/**
 * A question before a change that cannot be taken back (removing a member, cancelling an
 * invitation). Keep is focused first; Escape keeps. A refusal that says the thing is already gone
 * (`staleCode`) closes it and says so; any other stays in the dialog.
 */
export function ConfirmDialog(props: {
  title: string;
  subtitle: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  staleCode: string;
  run: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  onStale: (text: string) => void;
}) {
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
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
    <Dialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      onClose={props.onClose}
      busy={isPending}
      initialFocus={keep}
      className="team-dialog"
    >
      <h2 id={`${ids}-title`} className="team-dialog-title">
        {props.title}
      </h2>
      <p className="team-email">{props.subtitle}</p>
      <p id={`${ids}-text`} className="team-dialog-text">
        {props.text}
      </p>
      <ErrorNote as="p" className="team-refusal" text={refusal} />
      <ConfirmOrKeep
        className="team-dialog-actions"
        busy={isPending}
        confirmClassName="btn team-remove-confirm"
        confirmLabel={props.confirmLabel}
        busyLabel={props.busyLabel}
        onConfirm={() => void confirm()}
        keepLabel={props.keepLabel}
        onKeep={props.onClose}
        keepRef={keep}
      />
    </Dialog>
  );
}
