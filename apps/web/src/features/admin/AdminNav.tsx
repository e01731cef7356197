import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef } from 'react';
import { Link } from '../../app/router';
import { ADMIN_PAGES, adminPageHref, adminPageNumber, type AdminPage } from './pages';

/** Labels of the pages, in the spec's order and numbering (then the calendar and the settings). */
function usePageLabel(): (page: AdminPage) => string {
  const { LL } = useI18nContext();
  const nav = LL.admin.nav;
  return (page) => {
    switch (page) {
      case 'dashboard':
        return nav.dashboard();
      case 'orders':
        return nav.orders();
      case 'inquiries':
        return nav.inquiries();
      case 'signup-requests':
        return nav.signupRequests();
      case 'inventory':
        return nav.inventory();
      case 'items':
        return nav.items();
      case 'calendar':
        return nav.calendar();
      case 'settings':
        return nav.settings();
    }
  };
}

/** Links, not tabs: each page is a URL and a history entry, so Back steps through them. */
export function AdminNav({ page }: { page: AdminPage }) {
  const { LL } = useI18nContext();
  const label = usePageLabel();
  const ref = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: keep the open page's link in view (e.g. opened by URL).
  useEffect(() => {
    ref.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  return (
    <nav ref={ref} className="admin-nav" aria-label={LL.admin.nav.label()}>
      <ol>
        {ADMIN_PAGES.map((p) => (
          <li key={p}>
            <Link
              to={adminPageHref(p)}
              aria-current={p === page ? 'page' : undefined}
              // The open page again would only add a duplicate history entry; from one of its views
              // (an order, the pick list) the link goes back to the page itself.
              onClick={(e) => {
                if (`${window.location.pathname}${window.location.search}` === adminPageHref(p)) e.preventDefault();
              }}
            >
              <span className="admin-nav-num" aria-hidden="true">
                {adminPageNumber(p)}
              </span>
              <span>{label(p)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
