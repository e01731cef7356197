import { useI18nContext } from '@wholesale/i18n';
import type { RefObject } from 'react';

/**
 * "Discard this reply?", in place of the dialog's buttons when closing would throw a typed reply
 * away. A group named by its question; Keep editing is the button focus goes to.
 */
export function DiscardQuestion({
  idBase,
  keepRef,
  onDiscard,
  onKeep,
}: {
  idBase: string;
  keepRef: RefObject<HTMLButtonElement | null>;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { LL } = useI18nContext();
  const D = LL.admin.inquiries.dialog;
  return (
    <div
      className="inq-discard"
      role="group"
      aria-labelledby={`${idBase}-discard`}
      aria-describedby={`${idBase}-discard-text`}
    >
      <p id={`${idBase}-discard`} className="inq-discard-title">
        {D.discardTitle()}
      </p>
      <p id={`${idBase}-discard-text`}>{D.discardText()}</p>
      <div className="inq-discard-actions">
        <button type="button" className="btn btn-secondary" onClick={onDiscard}>
          {D.discard()}
        </button>
        <button type="button" className="btn btn-primary" ref={keepRef} onClick={onKeep}>
          {D.keepEditing()}
        </button>
      </div>
    </div>
  );
}
