import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import { AdminHeader } from './AdminHeader';
import { AdminNav } from './AdminNav';
import { adminPage, parseAdminPage } from './pages';

export function AdminShell() {
  const params = useSearchParams();
  const page = parseAdminPage(params);
  const { Page } = adminPage(page);
  // An order's page and the pick list are views inside the Orders page, as a price list and a
  // customer's page are inside theirs: they move focus too.
  const view = `${page}|${params.get('order') ?? ''}|${params.get('view') ?? ''}|${params.get('list') ?? ''}|${params.get('customer') ?? ''}`;
  const content = useRef<HTMLDivElement>(null);
  const top = useToastsBelow();

  return (
    <div className="admin">
      <div ref={top}>
        <AdminHeader page={page} />
        <AdminNav page={page} />
      </div>
      <div className="admin-content" ref={content}>
        {/* A page's code loads when it is first opened (a chunk of its own). */}
        <Suspense fallback={<PageLoading />}>
          <Page />
          <HeadingFocus view={view} content={content} />
        </Suspense>
      </div>
    </div>
  );
}

function PageLoading() {
  return (
    <div aria-busy="true">
      <Skeleton height={36} width="40%" />
      <Skeleton height={220} style={{ marginTop: 24 }} />
    </div>
  );
}

/**
 * Switching admin pages changes only the query string, which the app shell does not treat as a
 * navigation: move focus to the new page's heading here so screen readers announce it. Rendered
 * after the page inside its Suspense boundary, so it runs once the page (its heading) is there.
 */
function HeadingFocus({ view, content }: { view: string; content: RefObject<HTMLDivElement | null> }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: false });
  }, [view, content]);
  return null;
}

/**
 * Keeps the toasts below the back office's header and navigation (Toast.css reads --toaster-top):
 * at a desktop width they would otherwise sit on Refresh Data and Logout, and on the pages of the
 * navigation's right end (it wraps onto a second row). Measured rather than guessed, since both
 * wrap on a phone or with a long name; followed while the page scrolls, so that once they have
 * scrolled away the toasts go back up under the site's own header.
 */
function useToastsBelow() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    let frame = 0;
    const place = () => {
      frame = 0;
      root.style.setProperty('--toaster-top', `${Math.round(el.getBoundingClientRect().bottom + 8)}px`);
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    const observer = new ResizeObserver(soon);
    observer.observe(el);
    window.addEventListener('resize', soon);
    window.addEventListener('scroll', soon, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', soon);
      window.removeEventListener('scroll', soon);
      if (frame) cancelAnimationFrame(frame);
      root.style.removeProperty('--toaster-top');
    };
  }, []);
  return ref;
}
