import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusFirst, trapTab } from './focusTrap';

/**
 * A modal dialog over the page (the storefront's .modal look): focus moves into it (to
 * `initialFocus`, else its first control), Tab and Shift+Tab stay inside, Escape and a tap on the
 * backdrop close it (unless `busy`), the page behind does not scroll, and focus returns to where it
 * was when it closes. `labelledBy` is the id of its title; `describedBy` of its text.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  busy = false,
  initialFocus,
  className,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  busy?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const node = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (initialFocus?.current) initialFocus.current.focus();
    else if (ref.current) focusFirst(ref.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
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
    } else if (ref.current) trapTab(e, ref.current);
  };

  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && !busy && close.current()}>
      <div
        ref={ref}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
