import { Link } from '../../lib/router';
import { ORDER_STEPS } from './structure';
import { InfoPage } from './InfoPage';
import './info.css';

export default function HowToOrderPage() {
  return (
    <InfoPage ns="howToOrder">
      {(t) => (
        <>
          <ol className="info-steps">
            {ORDER_STEPS.map((key, i) => (
              <li key={key} className="info-step">
                <span className="info-step-num" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  {/* The visible number is decorative; the heading says "Step n" to screen readers too. */}
                  <h2>
                    <span className="info-step-label">{t.stepLabel({ n: i + 1 })}</span>
                    <span className="info-step-title">{t[key].title()}</span>
                  </h2>
                  <p>{t[key].body()}</p>
                </div>
              </li>
            ))}
          </ol>

          <section className="info-section" aria-labelledby="how-payment">
            <h2 id="how-payment">{t.paymentHeading()}</h2>
            <p>{t.payment()}</p>
          </section>

          <section className="info-section info-cta" aria-labelledby="how-help">
            <h2 id="how-help">{t.helpHeading()}</h2>
            <p>{t.help()}</p>
            <div className="info-actions">
              <Link className="btn btn-primary" to="/signup/agreements">
                {t.ctaSignup()}
              </Link>
              <Link className="btn btn-secondary" to="/contact">
                {t.ctaContact()}
              </Link>
            </div>
          </section>
        </>
      )}
    </InfoPage>
  );
}
