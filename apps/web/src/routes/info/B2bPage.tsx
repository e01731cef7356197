import { Link } from '../../lib/router';
import { B2B_POINTS } from './structure';
import { InfoPage } from './InfoPage';
import { InfoCta, InfoSection } from './InfoSection';
import './info.css';

export default function B2bPage() {
  return (
    <InfoPage ns="b2b" width="wide">
      {(t) => (
        <>
          <InfoSection id="b2b-points" heading={t.pointsHeading()}>
            <ol className="info-points">
              {B2B_POINTS.map((key, i) => (
                <li key={key} className="info-point">
                  <span className="info-badge" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <h3>{t[key].title()}</h3>
                    <p>{t[key].body()}</p>
                  </div>
                </li>
              ))}
            </ol>
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
