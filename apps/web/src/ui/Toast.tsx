import { useI18nContext } from '@wholesale/i18n';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { onNavigation } from '../lib/router';
import { getToastHost, getToasts, subscribeToasts, toastsAfterNavigation, type Toast } from './toastStore';

// The cards themselves (and their styles) are a chunk of their own, fetched with the first toast:
// most visits show none, and the first load carries only the empty regions (its JavaScript budget).
const ToastCard = lazy(() => import('./ToastCard'));
// The toasts' place inside an open dialog, likewise: only a page with a dialog open needs it.
const DialogToasts = lazy(() => import('./DialogToasts'));

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
      {host &&
        createPortal(
          <Suspense fallback={null}>
            <DialogToasts label={LL.toast.region()} list={list} host={host} />
          </Suspense>,
          host,
        )}
    </>
  );
}

export function Regions({ list }: { list: readonly Toast[] }) {
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
