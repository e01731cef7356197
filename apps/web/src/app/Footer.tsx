import { useI18nContext } from '@wholesale/i18n';
import { LanguageList } from '../features/locale/LanguagePicker';
import { Link } from './router';

export function Footer() {
  const { LL } = useI18nContext();
  return (
    <footer className="site-footer">
      <div className="footer-lang">
        <h2 className="footer-heading">{LL.footer.languageTitle()}</h2>
        <LanguageList />
      </div>
      <nav className="footer-links" aria-label={LL.footer.terms()}>
        <Link to="/terms-and-policies">{LL.footer.terms()}</Link>
        <Link to="/cookie">{LL.footer.cookies()}</Link>
      </nav>
      <p className="muted">{LL.footer.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
