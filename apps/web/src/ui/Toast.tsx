import { useI18nContext } from '@wholesale/i18n';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { onNavigation } from '../lib/router';
import { getToastHost, getToasts, subscribeToasts, toastsAfterNavigation, type Toast } from './toastStore';

// The cards themselves (and their styles) are a chunk of their own, fetched with the first toast:
// most visits show none, and the first load carries only the empty regions (its JavaScript budget).
const ToastCard = lazy(() => import('./ToastCard'));

export { toast } from './toastStore';

/**
 * The two live regions toasts are announced through. They are always in the page (empty when
 * there is nothing to say), because screen readers announce changes only to a region that
 * already existed: errors go to role=alert (assertive), everything else to role=status.
 * While a modal dialog is open the toasts show inside it instead (toastStore's lendToastHost):
 * the page's regions stay, empty, so that the toasts come back to regions that already exist.
 * Toasts end when the page changes (toastStore's toastsAfterNavigation says which stay).
 */
export function Toaster() {
  const { LL } = useI18nContext();
  const list = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const host = useSyncExternalStore(subscribeToasts, getToastHost, () => null);
  // The Toaster lives as long as the app, so this is the app's one listener.
  useEffect(() => onNavigation(toastsAfterNavigation), []);
  // One shape whether or not a dialog holds the toasts, so the page's regions are never remounted.
  return (
    <>
      <section className="toaster" aria-label={LL.toast.region()}>
        <Regions list={host ? [] : list} />
      </section>
      {host && createPortal(<DialogToasts label={LL.toast.region()} list={list} host={host} />, host)}
    </>
  );
}

/**
 * The toasts inside an open dialog. Not drawn over the dialog: the toasts sit at the foot of the
 * screen, and the dialog's backdrop keeps that strip free (--dialog-toasts-h, measured here, in
 * Dialog.css and modal.css), so the dialog's box gets shorter and scrolls rather than being
 * covered. Drawing them over its top would hide its title and close button (the sheet starts 24 px
 * from the top); and they cannot go outside it: a modal dialog leaves the page behind it
 * unreachable by Tab (its focus trap) and unheard by screen readers (aria-modal), so the toast's
 * action could not be reached and its words might not be read.
 */
function DialogToasts({ label, list, host }: { label: string; list: readonly Toast[]; host: Element }) {
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = section.current;
    const backdrop = host.closest<HTMLElement>('.modal-backdrop');
    if (!el || !backdrop) return;
    const measure = () => {
      if (!el.querySelector('.toast')) {
        backdrop.style.removeProperty('--dialog-toasts-h');
        return;
      }
      // From the top of the toasts to the foot of the screen (their offset and the safe area
      // included), and a gap above them.
      backdrop.style.setProperty(
        '--dialog-toasts-h',
        `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top + 8)}px`,
      );
    };
    measure();
    // The cards arrive as their chunk loads, and wrap differently when the screen turns.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      backdrop.style.removeProperty('--dialog-toasts-h');
    };
  }, [host, list]);
  return (
    <section ref={section} className="toaster toaster-in-dialog" aria-label={label}>
      <Regions list={list} />
    </section>
  );
}

function Regions({ list }: { list: readonly Toast[] }) {
  const urgent = list.filter((t) => t.variant === 'error');
  const polite = list.filter((t) => t.variant !== 'error');
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false" className="toast-stack">
        {polite.map((t) => (
          <Suspense key={t.id} fallback={null}>
            <ToastCard toast={t} />
          </Suspense>
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="toast-stack">
        {urgent.map((t) => (
          <Suspense key={t.id} fallback={null}>
            <ToastCard toast={t} />
          </Suspense>
        ))}
      </div>
    </>
  );
}
