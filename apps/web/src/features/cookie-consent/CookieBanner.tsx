import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { acceptCookies, useCookieConsent } from './consent';

/**
 * The cookie notice (spec: bottom of the page until accepted; Accept and Learn More). One short
 * row so it takes at most ~10% of a phone screen: Learn More is a link at the end of the sentence.
 */
export function CookieBanner() {
  const { LL } = useI18nContext();
  const accepted = useCookieConsent();
  if (accepted) return null;
  return (
    <section className="cookie-banner" role="region" aria-label={LL.cookie.label()}>
      <p>
        {LL.cookie.text()} <Link to="/cookie">{LL.cookie.learnMore()}</Link>
      </p>
      <button type="button" className="btn btn-primary" onClick={acceptCookies}>
        {LL.cookie.accept()}
      </button>
    </section>
  );
}
