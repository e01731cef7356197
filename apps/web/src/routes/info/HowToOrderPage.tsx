import { LinkPair } from '../../ui/LinkPair';
import { ORDER_STEPS } from './structure';
import { InfoPage } from './InfoPage';
import { InfoCta, InfoSection, NumberedList } from './InfoSection';
import './info.css';

export default function HowToOrderPage() {
  return (
    <InfoPage ns="howToOrder">
      {(t) => (
        <>
          <NumberedList look="steps" keys={ORDER_STEPS}>
            {(key, n) => (
              <>
                {/* The visible number is decorative; the heading says "Step n" to screen readers too. */}
                <h2>
                  <span className="info-step-label">{t.stepLabel({ n })}</span>
                  <span className="info-step-title">{t[key].title()}</span>
                </h2>
                <p>{t[key].body()}</p>
              </>
            )}
          </NumberedList>

          <InfoSection id="how-payment" heading={t.paymentHeading()}>
            <p>{t.payment()}</p>
          </InfoSection>

          <InfoCta id="how-help" heading={t.helpHeading()} text={t.help()}>
            <div className="info-actions">
              <LinkPair
                main={{ to: '/signup/agreements', text: t.ctaSignup() }}
                other={{ to: '/contact', text: t.ctaContact() }}
              />
            </div>
          </InfoCta>
        </>
      )}
    </InfoPage>
  );
}
