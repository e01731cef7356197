import { Link } from '../../lib/router';
import { B2B_POINTS } from './structure';
import { InfoPage } from './InfoPage';
import './info.css';

export default function B2bPage() {
  return (
    <InfoPage ns="b2b" width="wide">
      {(t) => (
        <>
          <section className="info-section" aria-labelledby="b2b-points">
            <h2 id="b2b-points">{t.pointsHeading()}</h2>
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
          </section>

          <section className="info-section info-cta" aria-labelledby="b2b-cta">
            <h2 id="b2b-cta">{t.ctaHeading()}</h2>
            <p>{t.ctaBody()}</p>
            <Link className="btn btn-primary" to="/contact">
              {t.ctaButton()}
            </Link>
          </section>
        </>
      )}
    </InfoPage>
  );
}
