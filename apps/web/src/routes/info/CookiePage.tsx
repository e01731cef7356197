import { useI18nContext } from '@wholesale/i18n';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import { COOKIE_KINDS, COOKIE_ROWS } from './structure';
import { ContactCta, InfoSection, PolicyPart } from './InfoSection';
import './info.css';

export default function CookiePage() {
  const ready = useNamespace('cookiePolicy');
  const { LL } = useI18nContext();
  if (!ready) return <PageSkeleton />;
  const t = LL.cookiePolicy;
  const cols = t.table;
  const plain = (id: string, part: { h(): string; p(): string }) => (
    <InfoSection id={id} heading={part.h()}>
      <p>{part.p()}</p>
    </InfoSection>
  );
  return (
    <PageShell title={t.title()} breadcrumbs={[{ label: t.crumb() }]} intro={<p>{t.intro()}</p>}>
      <div className="info">
        <p className="info-muted">{t.updated()}</p>

        {plain('cookie-what', t.what)}

        <InfoSection id="cookie-kinds" heading={t.kindsHeading()}>
          {COOKIE_KINDS.map((kind) => (
            <PolicyPart key={kind} heading={t[kind].h()} text={t[kind].p()} />
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
        </InfoSection>

        {plain('cookie-data', t.data)}
        {plain('cookie-third', t.thirdParties)}
        {plain('cookie-manage', t.manage)}

        <ContactCta id="cookie-contact" heading={t.contact.h()} text={t.contact.p()} button={t.contact.button()} />
      </div>
    </PageShell>
  );
}
