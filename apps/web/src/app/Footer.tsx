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
        <LinkColumn
          id="footer-shop-h"
          heading={f.shopTitle()}
          links={[
            [STYLE_ROUTES.marinated, d.marinated()],
            [STYLE_ROUTES.processed, d.prepped()],
            [STYLE_ROUTES.unprocessed, d.wholeMeat()],
            [STYLE_ROUTES.premium, d.adams()],
            [SHOP_ALL_ROUTE, f.shopAll()],
          ]}
        />
        <LinkColumn
          id="footer-help-h"
          heading={f.helpTitle()}
          links={[
            ['/wholesale/how-to-order', d.howToOrder()],
            ['/wholesale/faq', d.faq()],
            ['/wholesale/packing', d.packing()],
            ['/contact', d.contact()],
            ['/terms-and-policies', f.terms()],
            ['/cookie', f.cookies()],
          ]}
        />
        <div className="footer-lang">
          <h2 className="footer-heading">{f.languageTitle()}</h2>
          <LanguageList />
        </div>
      </div>
      <p className="footer-copy muted">{f.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** A column of the footer's links, named by its heading. */
function LinkColumn({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly (readonly [to: string, label: string])[];
}) {
  return (
    <nav className="footer-nav" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
