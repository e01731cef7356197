import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusFirst, trapTab } from './focusTrap';
import { lendToastHost } from './toastStore';
import './Dialog.css';

/** Where focus goes when the dialog opens: a control, or a CSS selector inside the dialog. */
export type InitialFocus = RefObject<HTMLElement | null> | string;

/**
 * The one modal dialog over the page. Focus moves into it (to `initialFocus`, else its first
 * control), Tab and Shift+Tab stay inside, Escape and a tap on the backdrop close it (unless
 * `busy`: the outcome is still coming), the page behind does not scroll, and focus returns to where
 * it was when it closes. `labelledBy` is the id of its title; `describedBy` of its text.
 *
 * Two looks: 'sheet', the storefront's `.modal`; and 'panel', the back office's centred box.
 * Either holds the page's toasts while it is open (ui/Toast.tsx says where they go and why), so
 * that an action's outcome is seen, reached and heard without covering the dialog.
 * It is shown while mounted; `TitledDialog` below is the panel with a title and a row of actions.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  busy = false,
  initialFocus,
  className,
  look = 'sheet',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  busy?: boolean;
  initialFocus?: InitialFocus;
  className?: string;
  look?: 'sheet' | 'panel';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const toastHost = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const node = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      typeof initialFocus === 'string' ? node?.querySelector<HTMLElement>(initialFocus) : initialFocus?.current;
    if (first) first.focus();
    else if (node) focusFirst(node);
    const releaseScroll = holdPageScroll();
    const releaseToasts = toastHost.current ? lendToastHost(toastHost.current) : undefined;
    return () => {
      releaseToasts?.();
      releaseScroll();
      // Back to the control that opened it, when it is still there, unless the closer already
      // moved focus elsewhere (the search box takes it back whichever control opened the results).
      const active = document.activeElement;
      if (before?.isConnected && (!active || active === document.body || node?.contains(active))) before.focus();
    };
    // Once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) close.current();
      return;
    }
    // A dialog opened over this one keeps its own Tab.
    const target = e.target instanceof Element ? e.target.closest('[role="dialog"]') : null;
    if (ref.current && target === ref.current) trapTab(e, ref.current);
  };

  const panel = look === 'panel';
  const boxClass = panel ? 'dialog-panel' : 'modal';
  return (
    <div
      className={panel ? 'modal-backdrop dialog-panel-backdrop' : 'modal-backdrop'}
      onClick={(e) => e.target === e.currentTarget && !busy && close.current()}
    >
      <div
        ref={ref}
        className={className ? `${boxClass} ${className}` : boxClass}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
        {/* The toasts' place while it is open (filled by the Toaster through a portal). */}
        <div ref={toastHost} />
      </div>
    </div>
  );
}

/**
 * A panel dialog with a title, an optional text, its content and a row of actions: a question
 * before an action, or a small form. Shown while `open`.
 */
export function TitledDialog({
  open,
  title,
  description,
  busy,
  onClose,
  children,
  actions,
  initialFocus,
}: {
  open: boolean;
  title: string;
  description?: string;
  busy: boolean;
  onClose: () => void;
  children?: ReactNode;
  actions: ReactNode;
  initialFocus?: InitialFocus;
}) {
  const titleId = useId();
  const textId = useId();
  if (!open) return null;
  return (
    <Dialog
      look="panel"
      labelledBy={titleId}
      describedBy={description ? textId : undefined}
      busy={busy}
      onClose={onClose}
      initialFocus={initialFocus}
    >
      <div className="dialog-panel-box">
        <h2 id={titleId} className="dialog-panel-title">
          {title}
        </h2>
        {description && (
          <p id={textId} className="dialog-panel-text">
            {description}
          </p>
        )}
        {children}
        <div className="dialog-panel-actions">{actions}</div>
      </div>
    </Dialog>
  );
}

/**
 * The row under a back-office question: a way back (`.dialog-cancel`, which `initialFocus` can
 * name) and the action asked about, both holding still while `busy`; every question uses it so
 * that none can be confirmed twice.
 */
export function ConfirmActions({
  busy,
  backLabel,
  onBack,
  confirmLabel,
  onConfirm,
  confirmClassName = 'btn btn-primary',
  disableConfirm = false,
  refused,
}: {
  busy: boolean;
  backLabel: string;
  onBack: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  confirmClassName?: string;
  /** Disable the action itself while busy (not only ignore clicks). */
  disableConfirm?: boolean;
  /** The action is offered but would be refused (it says why when clicked). */
  refused?: boolean;
}) {
  return (
    <>
      <button type="button" className="btn btn-ghost dialog-cancel" onClick={onBack} disabled={busy}>
        {backLabel}
      </button>
      <button
        type="button"
        className={confirmClassName}
        onClick={() => !busy && onConfirm()}
        disabled={disableConfirm ? busy : undefined}
        aria-busy={busy}
        aria-disabled={refused || undefined}
      >
        {confirmLabel}
      </button>
    </>
  );
}

/**
 * A question before one action: its title and text, what it asks for (children, when anything),
 * the way back (which also closes it; focused first unless `initialFocus` says otherwise) and the
 * action, which holds still while `busy` (ConfirmActions).
 */
export function QuestionDialog({
  open,
  title,
  description,
  busy,
  onClose,
  initialFocus = '.dialog-cancel',
  children,
  ...actions
}: {
  open: boolean;
  title: string;
  description?: string;
  busy: boolean;
  onClose: () => void;
  initialFocus?: InitialFocus;
  children?: ReactNode;
} & Omit<Parameters<typeof ConfirmActions>[0], 'busy' | 'onBack'>) {
  return (
    <TitledDialog
      open={open}
      title={title}
      description={description}
      busy={busy}
      onClose={onClose}
      initialFocus={initialFocus}
      actions={<ConfirmActions busy={busy} onBack={onClose} {...actions} />}
    >
      {children}
    </TitledDialog>
  );
}

// Dialogs stack (a "discard changes?" over an editor) and may close in one render: the page
// scrolls again when the last one closes, back to the overflow it had before the first.
let openDialogs = 0;
let pageOverflow = '';

function holdPageScroll(): () => void {
  if (openDialogs++ === 0) {
    pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--openDialogs === 0) document.body.style.overflow = pageOverflow;
  };
}
