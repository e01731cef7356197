import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router';
import { ADMIN_PAGES, adminPageHref, adminPageNumber, type AdminPage } from './pages';

/** Links, not tabs: each page is a URL and a history entry, so Back steps through them. */
export function AdminNav({ page }: { page: AdminPage }) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: keep the open page's link in view (e.g. opened by URL).
  useEffect(() => {
    ref.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  return (
    <nav ref={ref} className="admin-nav" aria-label={LL.admin.nav.label()}>
      <ol>
        {ADMIN_PAGES.map(({ slug, label }) => (
          <li key={slug}>
            <Link
              to={adminPageHref(slug)}
              aria-current={slug === page ? 'page' : undefined}
              // The open page again would only add a duplicate history entry; from one of its views
              // (an order, the pick list) the link goes back to the page itself.
              onClick={(e) => {
                if (`${window.location.pathname}${window.location.search}` === adminPageHref(slug)) e.preventDefault();
              }}
            >
              <span className="admin-nav-num" aria-hidden="true">
                {adminPageNumber(slug)}
              </span>
              <span>{LL.admin.nav[label]()}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
