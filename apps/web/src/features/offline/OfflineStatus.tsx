import { useI18nContext } from '@wholesale/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../lib/router';
import { profileHref, useAuth } from '../auth-state/auth';
import { readDraft } from '../checkout/draft';
import { useNamespace } from '../locale/LocaleProvider';
import { registerServiceWorker, useUpdateReady } from './updates';
import { useOnline } from './useOnline';

// An order kept on the phone: its sender and notices load only when there is one.
const PendingOrder = lazy(() => import('./PendingOrder'));

/**
 * The service worker's side of the page (loaded after the page is up, app/App.tsx): registers it,
 * says so while the phone is offline, and offers to reload when a new version has arrived.
 */
export default function OfflineStatus() {
  const { LL } = useI18nContext();
  const ready = useNamespace('pwa');
  const online = useOnline();
  const updateReady = useUpdateReady();
  const [later, setLater] = useState(false);
  const auth = useAuth();
  const { pathname } = useLocation();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  // Looked for on every page: the checkout keeps one, then the buyer goes elsewhere.
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (userId !== null && readDraft(userId)) setPending(true);
  }, [userId, pathname]);
  useEffect(() => {
    void registerServiceWorker().catch(() => undefined);
  }, []);
  if (!ready) return null;
  return (
    <>
      {pending && userId !== null && auth.status === 'signedIn' && (
        <Suspense fallback={null}>
          <PendingOrder userId={userId} ordersHref={`${profileHref(auth)}?view=orders`} />
        </Suspense>
      )}
      {!online && (
        <p className="offline-banner" role="status">
          {LL.pwa.offline.banner()}
        </p>
      )}
      {updateReady && !later && (
        <section className="update-prompt" role="alert" aria-label={LL.pwa.update.text()}>
          <p>{LL.pwa.update.text()}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {LL.pwa.update.reload()}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setLater(true)}>
            {LL.pwa.update.later()}
          </button>
        </section>
      )}
    </>
  );
}
