import { LANGUAGE_PARAM, type Locales } from '@wholesale/i18n';
import { navigate } from '../../lib/router';

/**
 * An address that names its language (`?lang=`, as a mail's link or a search result's does) names
 * the one chosen since: otherwise a reload, or the link shared, would bring the old one back, since
 * the address wins over the kept choice (initialLocale.ts).
 */
export function followInAddress(next: Locales): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM) || url.searchParams.get(LANGUAGE_PARAM) === next) return;
  url.searchParams.set(LANGUAGE_PARAM, next);
  navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
}
