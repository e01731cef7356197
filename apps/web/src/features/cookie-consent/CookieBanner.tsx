import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../app/router';
import { acceptCookies, useCookieConsent } from './consent';

export function CookieBanner() {
  const { LL } = useI18nContext();
  const accepted = useCookieConsent();
  if (accepted) return null;
  return (
    <section className="cookie-banner" role="region" aria-label={LL.cookie.label()}>
      <p>{LL.cookie.text()}</p>
      <div className="cookie-actions">
        <Link className="btn btn-secondary" to="/cookie">
          {LL.cookie.learnMore()}
        </Link>
        <button type="button" className="btn btn-primary" onClick={acceptCookies}>
          {LL.cookie.accept()}
        </button>
      </div>
    </section>
  );
}
