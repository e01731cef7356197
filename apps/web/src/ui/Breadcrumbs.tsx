import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../lib/router';

export interface Crumb {
  /** Already translated text. */
  label: string;
  /** Omit for the current page (always the last crumb) or a crumb that is not a page. */
  href?: string;
}

/** Home > ... > current page. Pass the crumbs after Home; Home is added first. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { LL } = useI18nContext();
  const all: Crumb[] = [{ label: LL.common.home(), href: '/' }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={LL.common.breadcrumb()}>
      <ol>
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={i}>
              {c.href && !last ? (
                <Link to={c.href}>{c.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
