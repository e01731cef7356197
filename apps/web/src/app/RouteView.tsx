import { useI18nContext } from '@wholesale/i18n';
import { Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { PageSkeleton } from '../ui/Skeleton';
import { AppErrorScreen } from './AppErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { findRoute } from '../lib/routeMatch';
import { notFoundRoute, routes } from './routes';
import { Link, ParamsProvider, useLocation, useScrollRestoration } from '../lib/router';

/** Rendered inside Suspense, so it runs once the page's code is in and its layout exists. */
function ScrollRestorer() {
  useScrollRestoration(true);
  return null;
}

function RouteError({ reset }: { reset: () => void }) {
  const { LL } = useI18nContext();
  return (
    <AppErrorScreen
      home={
        <Link className="btn btn-secondary" to="/" onClick={reset}>
          {LL.common.goHome()}
        </Link>
      }
    />
  );
}

export function RouteView() {
  const { pathname } = useLocation();
  const found = findRoute(routes, pathname);
  const def = found?.route ?? notFoundRoute;
  const Page = def.component;
  const params = found?.params;
  // Start the data request with the code download (React Query dedupes repeated calls).
  useMemo(() => void def.prefetch?.(params ?? {}), [def, params]);
  // Move focus to the main region on navigation so screen readers announce the new page. Not on
  // the first page: focusing forces a synchronous layout during the first render (slow phones).
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    // Keyed by path: an error on one page does not stick when the user navigates away.
    <ErrorBoundary key={pathname} fallback={(reset) => <RouteError reset={reset} />}>
      <Suspense fallback={<PageSkeleton />}>
        <ParamsProvider params={found?.params ?? {}}>
          <Page {...(def.props ?? {})} />
        </ParamsProvider>
        <ScrollRestorer />
      </Suspense>
    </ErrorBoundary>
  );
}
