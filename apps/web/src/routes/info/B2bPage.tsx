import { Link } from '../../lib/router';
import { B2B_POINTS } from './structure';
import { InfoPage } from './InfoPage';
import { InfoCta, InfoSection, NumberedList } from './InfoSection';
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

          <InfoCta id="b2b-cta" heading={t.ctaHeading()} text={t.ctaBody()}>
            <Link className="btn btn-primary" to="/contact">
              {t.ctaButton()}
            </Link>
          </InfoCta>
        </>
      )}
    </InfoPage>
  );
}
