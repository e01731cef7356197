import { useI18nContext } from '@wholesale/i18n';
import { BUSINESS_CONTACT, SHOP_ALL_ROUTE, STYLE_ROUTES } from '@wholesale/rules';
import { LanguageList } from '../features/locale/LanguagePicker';
import { Link } from '../lib/router';

/**
 * The business's contact block (phone, e-mail, hours in Pacific time, the warehouse address), the
 * main links, and the language list. One column on a phone; four on a desktop, inside the same
 * centred grid as the header and the page.
 */
export function Footer() {
  const { LL } = useI18nContext();
  const d = LL.drawer;
  const f = LL.footer;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section className="footer-contact" aria-labelledby="footer-contact-h">
          <h2 id="footer-contact-h" className="footer-heading">
            {LL.common.brand()}
          </h2>
          <dl className="footer-facts">
            <dt>{f.phone()}</dt>
            <dd>
              <a href={`tel:${BUSINESS_CONTACT.phone.tel}`}>{BUSINESS_CONTACT.phone.display}</a>
            </dd>
            <dt>{f.email()}</dt>
            <dd>
              <a href={`mailto:${BUSINESS_CONTACT.email}`}>{BUSINESS_CONTACT.email}</a>
            </dd>
            <dt>{LL.company.hoursTitle()}</dt>
            <dd>{LL.company.hours()}</dd>
            <dt>{LL.company.addressTitle()}</dt>
            <dd>
              <address>{LL.company.address()}</address>
            </dd>
          </dl>
        </section>
        <nav className="footer-nav" aria-labelledby="footer-shop-h">
          <h2 id="footer-shop-h" className="footer-heading">
            {f.shopTitle()}
          </h2>
          <ul>
            <li>
              <Link to={STYLE_ROUTES.marinated}>{d.marinated()}</Link>
            </li>
            <li>
              <Link to={STYLE_ROUTES.processed}>{d.prepped()}</Link>
            </li>
            <li>
              <Link to={STYLE_ROUTES.unprocessed}>{d.wholeMeat()}</Link>
            </li>
            <li>
              <Link to={STYLE_ROUTES.premium}>{d.adams()}</Link>
            </li>
            <li>
              <Link to={SHOP_ALL_ROUTE}>{f.shopAll()}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-nav" aria-labelledby="footer-help-h">
          <h2 id="footer-help-h" className="footer-heading">
            {f.helpTitle()}
          </h2>
          <ul>
            <li>
              <Link to="/wholesale/how-to-order">{d.howToOrder()}</Link>
            </li>
            <li>
              <Link to="/wholesale/faq">{d.faq()}</Link>
            </li>
            <li>
              <Link to="/wholesale/packing">{d.packing()}</Link>
            </li>
            <li>
              <Link to="/contact">{d.contact()}</Link>
            </li>
            <li>
              <Link to="/terms-and-policies">{f.terms()}</Link>
            </li>
            <li>
              <Link to="/cookie">{f.cookies()}</Link>
            </li>
          </ul>
        </nav>
        <div className="footer-lang">
          <h2 className="footer-heading">{f.languageTitle()}</h2>
          <LanguageList />
        </div>
      </div>
      <p className="footer-copy muted">{f.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
