import { Link } from '../../lib/router';
import { ORDER_STEPS } from './structure';
import { InfoPage } from './InfoPage';
import { InfoCta, InfoSection } from './InfoSection';
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

          <InfoSection id="how-payment" heading={t.paymentHeading()}>
            <p>{t.payment()}</p>
          </InfoSection>

          <InfoCta id="how-help" heading={t.helpHeading()} text={t.help()}>
            <div className="info-actions">
              <Link className="btn btn-primary" to="/signup/agreements">
                {t.ctaSignup()}
              </Link>
              <Link className="btn btn-secondary" to="/contact">
                {t.ctaContact()}
              </Link>
            </div>
          </InfoCta>
        </>
      )}
    </InfoPage>
  );
}
