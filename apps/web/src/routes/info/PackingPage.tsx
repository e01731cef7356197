import type { ReactNode } from 'react';
import { BloomArt, BoxStackArt, CoolerShelvesArt, DarkMeatArt, SealedPackArt, ThermometerArt } from './Illustrations';
import { InfoPage } from './InfoPage';
import './info.css';

function Figure({ art, caption }: { art: ReactNode; caption: string }) {
  return (
    <figure className="info-figure">
      {art}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export default function PackingPage() {
  return (
    <InfoPage ns="packing">
      {(t) => (
        <>
          <section className="info-section" aria-labelledby="packing-cold">
            <h2 id="packing-cold">{t.coldChain.heading()}</h2>
            <p>{t.coldChain.p1()}</p>
            <p>{t.coldChain.p2()}</p>
            <div className="info-figures">
              <Figure art={<ThermometerArt />} caption={t.coldChain.img1()} />
              <Figure art={<CoolerShelvesArt />} caption={t.coldChain.img2()} />
            </div>
          </section>

          <section className="info-section" aria-labelledby="packing-pack">
            <h2 id="packing-pack">{t.packaging.heading()}</h2>
            <p>{t.packaging.p1()}</p>
            <p>{t.packaging.p2()}</p>
            <div className="info-figures">
              <Figure art={<SealedPackArt />} caption={t.packaging.img1()} />
              <Figure art={<BoxStackArt />} caption={t.packaging.img2()} />
            </div>
          </section>

          <section className="info-section" aria-labelledby="packing-colour">
            <h2 id="packing-colour">{t.browning.heading()}</h2>
            <p>{t.browning.p1()}</p>
            <p>{t.browning.p2()}</p>
            <div className="info-figures">
              <Figure art={<DarkMeatArt />} caption={t.browning.img1()} />
              <Figure art={<BloomArt />} caption={t.browning.img2()} />
            </div>
            <p className="info-callout">{t.browning.callout()}</p>
          </section>

          <section className="info-section" aria-labelledby="packing-boxes">
            <h2 id="packing-boxes">{t.boxes.heading()}</h2>
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
          </section>
        </>
      )}
    </InfoPage>
  );
}
