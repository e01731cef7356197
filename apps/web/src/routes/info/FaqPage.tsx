import { AccordionItem } from './Accordion';
import { FAQ_SECTIONS } from './structure';
import { InfoPage } from './InfoPage';
import { ContactCta, InfoSection } from './InfoSection';
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
            return (
              <InfoSection key={key} id={`faq-${key}`} heading={t[key].heading()}>
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
              </InfoSection>
            );
          })}

          <ContactCta id="faq-more" heading={t.moreHeading()} text={t.more()} button={t.moreButton()} />
        </>
      )}
    </InfoPage>
  );
}
