import { useId, useRef, type ReactNode } from 'react';
import { BusyButton, ErrorNote } from './BusyButton';
import { Dialog } from './Dialog';
import './AskDialog.css';

/**
 * A storefront question before an action (on an order, on the team): its title, what it is
 * about (`lead`), its text, what it asks for (children), the last try's refusal (announced), then
 * the action and the way back. The way back is focused first unless `focusKeep` is false (a
 * question whose first field is the choice); Escape keeps too.
 */
export function AskDialog({
  title,
  text,
  lead,
  children,
  refusal,
  busy,
  className = 'cancel-dialog',
  confirmClassName = 'btn btn-primary',
  confirmLabel,
  busyLabel,
  onConfirm,
  keepLabel,
  onClose,
  focusKeep = true,
}: {
  title: string;
  /** absent when there is nothing to say beyond the title */
  text?: string;
  lead?: ReactNode;
  children?: ReactNode;
  refusal?: ReactNode | null;
  busy: boolean;
  className?: string;
  confirmClassName?: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  keepLabel: string;
  onClose: () => void;
  focusKeep?: boolean;
}) {
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={`${ids}-title`}
      describedBy={text ? `${ids}-text` : undefined}
      onClose={onClose}
      busy={busy}
      initialFocus={focusKeep ? keep : undefined}
      className={className}
    >
      <h2 id={`${ids}-title`} className="cancel-title">
        {title}
      </h2>
      {lead}
      {text && (
        <p id={`${ids}-text`} className="cancel-text">
          {text}
        </p>
      )}
      {children}
      <ErrorNote text={refusal} />
      {/* The action, then the way back, held while the action runs. */}
      <div className="cancel-actions">
        <BusyButton
          busy={busy}
          className={confirmClassName}
          label={confirmLabel}
          busyLabel={busyLabel}
          onClick={onConfirm}
        />
        <button type="button" className="btn btn-secondary" ref={keep} onClick={onClose} disabled={busy}>
          {keepLabel}
        </button>
      </div>
    </Dialog>
  );
}
