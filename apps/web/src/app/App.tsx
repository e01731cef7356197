import { useI18nContext, type Locales } from '@wholesale/i18n';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { setSessionProbeLoader } from '../features/auth-state/auth';
import { CookieBanner } from '../features/cookie-consent/CookieBanner';
import { useCookieConsent } from '../features/cookie-consent/consent';
import { useInstallHintWanted } from '../features/install/wanted';
import { LocaleProvider } from '../features/locale/LocaleProvider';
import { startServiceWorker } from '../features/offline/updates';
import { useOfflinePartsWanted } from '../features/offline/wanted';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { useLocation } from '../lib/router';
import { Toaster } from '../ui/Toast';
import { AppErrorScreen } from './AppErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteView } from './RouteView';

// Who is signed in is asked by a lazy chunk of the account room (with the tRPC client); the auth
// store, in the first load, is told where it is rather than importing that room back.
setSessionProbeLoader(() => import('../features/account/session').then((m) => m.probeSession));

// The drawer is not part of the first load (JS budget): its code is fetched when the user
// reaches for the menu button (hover, touch, focus), which usually wins the race with the click.
const loadDrawer = () => import('../features/drawer/Drawer');
const Drawer = lazy(loadDrawer);
// The iPhone's install hint: its code and words load only on an iPhone or iPad that wants it.
const InstallHint = lazy(() => import('../features/install/InstallHint'));
// The new version's prompt and an order kept on the phone: their code and words load
// only when one of them is wanted (and a load that fails offline shows nothing).
const OfflineStatus = lazy(() => import('../features/offline/OfflineStatus').catch(() => ({ default: () => null })));

function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const offlinePartsWanted = useOfflinePartsWanted(pathname);
  // The service worker, registered once the page has settled.
  useEffect(() => startServiceWorker(), []);

  // A navigation (e.g. Back) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const close = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        <SkipText />
      </a>
      <OfflineBanner />
      {offlinePartsWanted && (
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      )}
      <Header
        ref={menuButton}
        menuOpen={menuOpen}
        onMenuIntent={() => void loadDrawer()}
        onMenu={() => {
          setDrawerWanted(true);
          setMenuOpen(true);
        }}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <Drawer open={menuOpen} onClose={close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <RouteView />
      </main>
      <Footer />
      <CookieBanner />
      <InstallHintSlot />
      <Toaster />
    </>
  );
}

/**
 * The iPhone's install hint, after the cookie notice: one notice at the foot of the screen at a
 * time. A component of its own because the consent reads differently in the server's HTML (no
 * notice) and in the browser, and on hydration React re-renders whatever reads it at once, in
 * one task: this slot and the notice, not the whole page (a long task on a slow phone).
 */
function InstallHintSlot() {
  const wanted = useInstallHintWanted();
  const cookiesAccepted = useCookieConsent();
  if (!wanted || !cookiesAccepted) return null;
  return (
    <Suspense fallback={null}>
      <InstallHint />
    </Suspense>
  );
}

function SkipText() {
  const { LL } = useI18nContext();
  return <>{LL.common.skipToContent()}</>;
}

/**
 * Marks the page as running (`<html data-ready>`) once React has rendered or hydrated it: a page
 * from the server looks whole before then, but answers no click. The e2e suite waits for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

export function App({ locale }: { locale: Locales }) {
  return (
    <LocaleProvider locale={locale}>
      <ErrorBoundary fallback={() => <AppErrorScreen />}>
        {/* No React Query provider here: it loads with the pages that use it (app/routes.ts). */}
        <Shell />
        <ReadyMark />
      </ErrorBoundary>
    </LocaleProvider>
  );
}
