import { B2B_POINTS } from './structure';
import { InfoPage } from './InfoPage';
import { ContactCta, InfoSection, NumberedList } from './InfoSection';
import './info.css';

export default function B2bPage() {
  return (
    <InfoPage ns="b2b" width="wide">
      {(t) => (
        <>
          <InfoSection id="b2b-points" heading={t.pointsHeading()}>
            <NumberedList look="points" keys={B2B_POINTS}>
              {(key) => (
                <>
                  <h3>{t[key].title()}</h3>
                  <p>{t[key].body()}</p>
                </>
              )}
            </NumberedList>
          </InfoSection>

          <ContactCta id="b2b-cta" heading={t.ctaHeading()} text={t.ctaBody()} button={t.ctaButton()} />
        </>
      )}
    </InfoPage>
  );
}
