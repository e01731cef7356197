import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import { COOKIE_KINDS, COOKIE_ROWS } from './structure';
import './info.css';

export default function CookiePage() {
  const ready = useNamespace('cookiePolicy');
  const { LL } = useI18nContext();
  if (!ready) return <PageSkeleton />;
  const t = LL.cookiePolicy;
  const cols = t.table;
  return (
    <PageShell title={t.title()} breadcrumbs={[{ label: t.crumb() }]} intro={<p>{t.intro()}</p>}>
      <div className="info">
        <p className="info-muted">{t.updated()}</p>

        <section className="info-section" aria-labelledby="cookie-what">
          <h2 id="cookie-what">{t.what.h()}</h2>
          <p>{t.what.p()}</p>
        </section>

        <section className="info-section" aria-labelledby="cookie-kinds">
          <h2 id="cookie-kinds">{t.kindsHeading()}</h2>
          {COOKIE_KINDS.map((kind) => (
            <div key={kind} className="info-policy-part">
              <h3>{t[kind].h()}</h3>
              <p>{t[kind].p()}</p>
            </div>
          ))}
          {/* On a phone each row becomes a small card; data-label supplies the column name. */}
          <table className="info-table">
            <caption>{cols.caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{cols.name()}</th>
                <th scope="col">{cols.kind()}</th>
                <th scope="col">{cols.purpose()}</th>
                <th scope="col">{cols.duration()}</th>
              </tr>
            </thead>
            <tbody>
              {COOKIE_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row" data-label={cols.name()}>
                    {row === 'cart' ? <code>{t.rows[row].name()}</code> : t.rows[row].name()}
                  </th>
                  <td data-label={cols.kind()}>{t.rows[row].kind()}</td>
                  <td data-label={cols.purpose()}>{t.rows[row].purpose()}</td>
                  <td data-label={cols.duration()}>{t.rows[row].duration()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="info-section" aria-labelledby="cookie-data">
          <h2 id="cookie-data">{t.data.h()}</h2>
          <p>{t.data.p()}</p>
        </section>

        <section className="info-section" aria-labelledby="cookie-third">
          <h2 id="cookie-third">{t.thirdParties.h()}</h2>
          <p>{t.thirdParties.p()}</p>
        </section>

        <section className="info-section" aria-labelledby="cookie-manage">
          <h2 id="cookie-manage">{t.manage.h()}</h2>
          <p>{t.manage.p()}</p>
        </section>

        <section className="info-section info-cta" aria-labelledby="cookie-contact">
          <h2 id="cookie-contact">{t.contact.h()}</h2>
          <p>{t.contact.p()}</p>
          <Link className="btn btn-primary" to="/contact">
            {t.contact.button()}
          </Link>
        </section>
      </div>
    </PageShell>
  );
}
