import { useEffect, useId, useRef, type ReactNode } from 'react';
import { lendToastHost } from '../../ui/toastStore';

/**
 * A modal confirmation dialog on the native <dialog> element: showModal() makes the rest of the
 * page inert (focus cannot leave, screen readers see only the dialog) and Escape fires `cancel`.
 * Labelled by its title, described by its text; focus returns to the button that opened it.
 * While open it holds the page's toasts (the rest of the page is under its backdrop and inert).
 */
export function Dialog({
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
  /** While the action runs, Escape and the backdrop do not close it (the outcome is still coming). */
  busy: boolean;
  onClose: () => void;
  children?: ReactNode;
  actions: ReactNode;
  /** CSS selector of the element to focus first (default: the first focusable one). */
  initialFocus?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const toastHost = useRef<HTMLDivElement>(null);
  const releaseToasts = useRef<(() => void) | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (toastHost.current) releaseToasts.current = lendToastHost(toastHost.current);
      const first = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
      first?.focus();
    } else if (!open && dialog.open) {
      releaseToasts.current?.();
      releaseToasts.current = null;
      dialog.close();
      // The opener may be gone (an approved request leaves the list): then focus stays put.
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open, initialFocus]);
  // Unmounted while open (the page changed): the toasts go back to the page.
  useEffect(() => () => releaseToasts.current?.(), []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner box.
        if (e.target === ref.current && !busy) onClose();
      }}
    >
      {open && (
        <div className="admin-dialog-box">
          <h2 id={titleId} className="admin-dialog-title">
            {title}
          </h2>
          {description && (
            <p id={textId} className="admin-dialog-text">
              {description}
            </p>
          )}
          {children}
          <div className="admin-dialog-actions">{actions}</div>
        </div>
      )}
      {/* The toasts' place while this dialog is open (filled by the Toaster through a portal). */}
      <div ref={toastHost} />
    </dialog>
  );
}
