import { LinkPair } from '../../ui/LinkPair';
import { PlacesLeft } from '../../features/deal/PlacesLeft';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoSection';
import './info.css';

/** One of the deal's offers: its amount, large (decorative: the title says it too), its title and terms. */
function Offer({ id, amount, offer }: { id: string; amount: string; offer: { title(): string; body(): string } }) {
  return (
    <section className="info-card info-offer" aria-labelledby={id}>
      <span className="info-offer-amount" aria-hidden="true">
        {amount}
      </span>
      <h2 id={id}>{offer.title()}</h2>
      <p>{offer.body()}</p>
    </section>
  );
}

export default function DealPage() {
  return (
    <InfoPage ns="deal">
      {(t) => (
        <>
          <p className="info-pill">{t.badge()}</p>
          <PlacesLeft t={t} />
          <div className="info-cards">
            <Offer id="deal-signup" amount="50" offer={t.signup} />
            <Offer id="deal-first" amount="5 lb" offer={t.firstOrder} />
          </div>

          <InfoSection id="deal-fine" heading={t.finePrintHeading()}>
            <ul className="info-list">
              <li>{t.fine1()}</li>
              <li>{t.fine2()}</li>
              <li>{t.fine3()}</li>
              <li>{t.fine4()}</li>
            </ul>
          </InfoSection>

          <InfoSection id="deal-pickup" heading={t.pickupHeading()}>
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
          </InfoSection>

          <div className="info-actions">
            <LinkPair
              main={{ to: '/signup/agreements', text: t.ctaSignup() }}
              other={{ to: '/wholesale/how-to-order', text: t.ctaHowTo() }}
            />
          </div>
        </>
      )}
    </InfoPage>
  );
}
