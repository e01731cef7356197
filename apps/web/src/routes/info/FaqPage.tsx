import { Link } from '../../lib/router';
import { AccordionItem } from './Accordion';
import { FAQ_SECTIONS } from './structure';
import { InfoPage } from './InfoPage';
import './info.css';

type Fn = () => string;

export default function FaqPage() {
  return (
    <InfoPage ns="faq">
      {(t) => (
        <>
          {FAQ_SECTIONS.map(({ key, count }) => {
            // q1/a1 ... qN/aN; structure.test.ts pins `count` to the dictionaries.
            const section = t[key] as unknown as Record<string, Fn>;
            const headingId = `faq-${key}`;
            return (
              <section key={key} className="info-section" aria-labelledby={headingId}>
                <h2 id={headingId}>{t[key].heading()}</h2>
                <div className="info-acc">
                  {Array.from({ length: count }, (_, i) => {
                    const q = section[`q${i + 1}`];
                    const a = section[`a${i + 1}`];
                    if (!q || !a) return null;
                    return (
                      <AccordionItem key={i} question={q()}>
                        <p>{a()}</p>
                      </AccordionItem>
                    );
                  })}
                </div>
              </section>
            );
          })}

          <section className="info-section info-cta" aria-labelledby="faq-more">
            <h2 id="faq-more">{t.moreHeading()}</h2>
            <p>{t.more()}</p>
            <Link className="btn btn-primary" to="/contact">
              {t.moreButton()}
            </Link>
          </section>
        </>
      )}
    </InfoPage>
  );
}
