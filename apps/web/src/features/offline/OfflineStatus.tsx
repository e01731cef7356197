import { useI18nContext } from '@wholesale/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../lib/router';
import { useAuth } from '../auth-state/auth';
import { readDraft } from '../checkout/draft';
import { useNamespace } from '../locale/LocaleProvider';
import { useUpdateReady } from './updates';
import { profilePlacePath } from '../profile/profileState';

// An order kept on the phone: its sender and notices load only when there is one. A load that
// fails (offline before the service worker had kept it) shows nothing rather than breaking the page.
const PendingOrder = lazy(() => import('./PendingOrder').catch(() => ({ default: () => null })));

/**
 * The service worker's notices, loaded only when wanted (wanted.ts): the new version's prompt,
 * and an order kept on the phone. (The offline notice is in the first load: OfflineBanner.)
 */
export default function OfflineStatus() {
  const { LL } = useI18nContext();
  const ready = useNamespace('pwa');
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
  if (!ready) return null;
  return (
    <>
      {pending && userId !== null && auth.status === 'signedIn' && (
        <Suspense fallback={null}>
          <PendingOrder userId={userId} ordersHref={profilePlacePath(auth.user, { view: 'orders' })} />
        </Suspense>
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
