import { Link } from '../../lib/router';
import { PlacesLeft } from '../../features/deal/PlacesLeft';
import { InfoPage } from './InfoPage';
import './info.css';

export default function DealPage() {
  return (
    <InfoPage ns="deal">
      {(t) => (
        <>
          <p className="info-pill">{t.badge()}</p>
          <PlacesLeft t={t} />
          <div className="info-cards">
            <section className="info-card info-offer" aria-labelledby="deal-signup">
              <span className="info-offer-amount" aria-hidden="true">
                50
              </span>
              <h2 id="deal-signup">{t.signup.title()}</h2>
              <p>{t.signup.body()}</p>
            </section>
            <section className="info-card info-offer" aria-labelledby="deal-first">
              <span className="info-offer-amount" aria-hidden="true">
                5 lb
              </span>
              <h2 id="deal-first">{t.firstOrder.title()}</h2>
              <p>{t.firstOrder.body()}</p>
            </section>
          </div>

          <section className="info-section" aria-labelledby="deal-fine">
            <h2 id="deal-fine">{t.finePrintHeading()}</h2>
            <ul className="info-list">
              <li>{t.fine1()}</li>
              <li>{t.fine2()}</li>
              <li>{t.fine3()}</li>
              <li>{t.fine4()}</li>
            </ul>
          </section>

          <section className="info-section" aria-labelledby="deal-pickup">
            <h2 id="deal-pickup">{t.pickupHeading()}</h2>
            <p>{t.pickupIntro()}</p>
            <ul className="info-list">
              <li>{t.pickup1()}</li>
              <li>{t.pickup2()}</li>
              <li>
                <strong>{t.pickup3()}</strong>
              </li>
            </ul>
            <div className="info-callout">
              <h3>{t.exampleHeading()}</h3>
              <p>{t.example()}</p>
            </div>
            <p className="info-muted">{t.pickupNote()}</p>
          </section>

          <div className="info-actions">
            <Link className="btn btn-primary" to="/signup/agreements">
              {t.ctaSignup()}
            </Link>
            <Link className="btn btn-secondary" to="/wholesale/how-to-order">
              {t.ctaHowTo()}
            </Link>
          </div>
        </>
      )}
    </InfoPage>
  );
}
