import { useI18nContext } from '@wholesale/i18n';
import { useEffect, type MouseEvent } from 'react';
import { Link } from '../../lib/router';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import { jumpTo, scrollToHashOnce } from './anchors';
import { TERMS_SECTIONS, privacyPdfPath } from './structure';
import { PolicyPart } from './InfoSection';
import './info.css';

type Fn = () => string;
type Sub = { h: Fn; p: Fn };

const TOC_ID = 'terms-toc';

export default function TermsPage() {
  const ready = useNamespace('terms');
  const { LL, locale } = useI18nContext();
  // A link such as /terms-and-policies#privacy opens at that section once the text is there.
  useEffect(() => {
    if (ready) scrollToHashOnce();
  }, [ready]);
  if (!ready) return <PageSkeleton />;
  const t = LL.terms;
  const onJump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    jumpTo(id);
  };
  return (
    <PageShell title={t.title()} breadcrumbs={[{ label: t.crumb() }]} intro={<p>{t.intro()}</p>}>
      <div className="info">
        <p className="info-muted">{t.updated()}</p>
        <nav id={TOC_ID} className="info-toc" aria-labelledby="terms-toc-heading" tabIndex={-1}>
          <h2 id="terms-toc-heading">{t.tocHeading()}</h2>
          <ol>
            {TERMS_SECTIONS.map(({ key }) => (
              <li key={key}>
                <a href={`#${key}`} onClick={(e) => onJump(e, key)}>
                  {t[key].heading()}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {TERMS_SECTIONS.map(({ key, subs }) => {
          const section = t[key] as unknown as Record<string, Sub>;
          return (
            <section key={key} className="info-section info-policy" aria-labelledby={key}>
              <h2 id={key} tabIndex={-1}>
                {t[key].heading()}
              </h2>
              {subs.map((sub) => {
                const s = section[sub];
                if (!s) return null;
                return <PolicyPart key={sub} heading={s.h()} text={s.p()} />;
              })}
              {key === 'privacy' && (
                <>
                  <p className="info-links">
                    <Link to="/cookie">{LL.drawer.cookies()}</Link>
                    <Link to="/contact">{LL.drawer.contact()}</Link>
                  </p>
                  <p>
                    <a
                      className="btn btn-secondary info-pdf"
                      href={privacyPdfPath(locale)}
                      download
                      hrefLang={locale}
                      type="application/pdf"
                    >
                      {t.privacy.pdfLink()}
                    </a>
                  </p>
                </>
              )}
              <p className="info-top">
                <a href={`#${TOC_ID}`} onClick={(e) => onJump(e, TOC_ID)}>
                  {t.backToTop()}
                </a>
              </p>
            </section>
          );
        })}
      </div>
    </PageShell>
  );
}
