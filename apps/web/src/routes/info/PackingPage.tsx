import type { ReactNode } from 'react';
import { BloomArt, BoxStackArt, CoolerShelvesArt, DarkMeatArt, SealedPackArt, ThermometerArt } from './Illustrations';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoSection';
import './info.css';

function Figure({ art, caption }: { art: ReactNode; caption: string }) {
  return (
    <figure className="info-figure">
      {art}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A topic of the page: its heading, two paragraphs and two pictures, each with its caption. */
function IllustratedSection({
  id,
  topic,
  arts,
  children,
}: {
  id: string;
  topic: { heading(): string; p1(): string; p2(): string; img1(): string; img2(): string };
  arts: readonly [ReactNode, ReactNode];
  children?: ReactNode;
}) {
  return (
    <InfoSection id={id} heading={topic.heading()}>
      <p>{topic.p1()}</p>
      <p>{topic.p2()}</p>
      <div className="info-figures">
        <Figure art={arts[0]} caption={topic.img1()} />
        <Figure art={arts[1]} caption={topic.img2()} />
      </div>
      {children}
    </InfoSection>
  );
}

export default function PackingPage() {
  return (
    <InfoPage ns="packing">
      {(t) => (
        <>
          <IllustratedSection id="packing-cold" topic={t.coldChain} arts={[<ThermometerArt />, <CoolerShelvesArt />]} />
          <IllustratedSection id="packing-pack" topic={t.packaging} arts={[<SealedPackArt />, <BoxStackArt />]} />
          <IllustratedSection id="packing-colour" topic={t.browning} arts={[<DarkMeatArt />, <BloomArt />]}>
            <p className="info-callout">{t.browning.callout()}</p>
          </IllustratedSection>

          <InfoSection id="packing-boxes" heading={t.boxes.heading()}>
            <p>{t.boxes.intro()}</p>
            <div className="info-cards">
              <div className="info-card">
                <h3>{t.boxes.marinatedTitle()}</h3>
                <p>{t.boxes.marinatedBody()}</p>
              </div>
              <div className="info-card">
                <h3>{t.boxes.rawTitle()}</h3>
                <p>{t.boxes.rawBody()}</p>
              </div>
            </div>
            <p className="info-muted">{t.boxes.note()}</p>
          </InfoSection>
        </>
      )}
    </InfoPage>
  );
}
