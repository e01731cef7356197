import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '../lib/router';
import { CloseIcon } from './icons';
import { dismissToast, getToastHost, getToasts, subscribeToasts, type Toast } from './toastStore';
import './Toast.css';

export { toast } from './toastStore';

/**
 * The two live regions toasts are announced through. They are always in the page (empty when
 * there is nothing to say), because screen readers announce changes only to a region that
 * already existed: errors go to role=alert (assertive), everything else to role=status.
 * While a modal dialog is open the toasts show inside it instead (toastStore's lendToastHost):
 * the page's regions stay, empty, so that the toasts come back to regions that already exist.
 */
export function Toaster() {
  const { LL } = useI18nContext();
  const list = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const host = useSyncExternalStore(subscribeToasts, getToastHost, () => null);
  // One shape whether or not a dialog holds the toasts, so the page's regions are never remounted.
  return (
    <>
      <section className="toaster" aria-label={LL.toast.region()}>
        <Regions list={host ? [] : list} />
      </section>
      {host &&
        createPortal(
          <section className="toaster toaster-in-dialog" aria-label={LL.toast.region()}>
            <Regions list={list} />
          </section>,
          host,
        )}
    </>
  );
}

function Regions({ list }: { list: readonly Toast[] }) {
  const urgent = list.filter((t) => t.variant === 'error');
  const polite = list.filter((t) => t.variant !== 'error');
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false" className="toast-stack">
        {polite.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="toast-stack">
        {urgent.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </div>
    </>
  );
}

function ToastCard({ toast: t }: { toast: Toast }) {
  const { LL } = useI18nContext();
  // The timer pauses while the pointer or keyboard focus is on the toast (WCAG 2.2.1: enough time).
  const [paused, setPaused] = useState(false);
  const remaining = useRef(t.durationMs);
  const body = useRef<HTMLDivElement>(null);
  // A prompt asked for with the keyboard: its action gets focus, which goes back when it closes.
  useEffect(() => {
    if (!t.focusAction) return;
    const back = document.activeElement;
    body.current?.querySelector<HTMLElement>('.toast-action')?.focus();
    return () => {
      const now = document.activeElement;
      if (back instanceof HTMLElement && back.isConnected && (!now || now === document.body)) back.focus();
    };
  }, [t.focusAction]);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(t.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, t.id]);

  return (
    <div
      className={`toast toast-${t.variant}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast-mark" aria-hidden="true" />
      <div className="toast-body" ref={body}>
        <p className="toast-title">{t.title}</p>
        {t.text && <p className="toast-text">{t.text}</p>}
        {t.action &&
          ('to' in t.action ? (
            <Link className="toast-action" to={t.action.to} onClick={() => dismissToast(t.id)}>
              {t.action.label}
            </Link>
          ) : (
            <ToastButton id={t.id} action={t.action} />
          ))}
      </div>
      <button type="button" className="toast-close" aria-label={LL.toast.dismiss()} onClick={() => dismissToast(t.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

function ToastButton({ id, action }: { id: number; action: { label: string; onClick: () => void } }) {
  return (
    <button
      type="button"
      className="toast-action btn btn-primary"
      onClick={() => {
        dismissToast(id);
        action.onClick();
      }}
    >
      {action.label}
    </button>
  );
}
