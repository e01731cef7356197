import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../lib/router';
import { CloseIcon } from './icons';
import { dismissToast, type Toast } from './toastStore';
import './Toast.css';

/** One toast (ui/Toast.tsx loads it with the first one shown). */
export default function ToastCard({ toast: t }: { toast: Toast }) {
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
