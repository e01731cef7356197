import { useI18nContext } from '@wholesale/i18n';
import { ONLY_HERE_ITEM_ID, SKELETON_MIN_MS } from '@wholesale/rules';
import { useState } from 'react';
import { Link } from '../lib/router';
import { BannerCarousel } from '../features/carousel/BannerCarousel';
import { localized } from '../features/catalogue/localized';
import { useMinDelay } from '../features/catalogue/useMinDelay';
import { ShortcutGlyph } from '../features/drawer/ShortcutGlyph';
import { SearchBox } from '../features/search/SearchBox';
import { productImage } from '../lib/images';
import { useFeaturedItem } from '../features/catalogue/queries';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { Picture } from '../ui/Picture';
import { Skeleton } from '../ui/Skeleton';

function OnlyHere() {
  const { LL, locale } = useI18nContext();
  const query = useFeaturedItem(ONLY_HERE_ITEM_ID);
  // Data there at mount (in the page's HTML, or cached): the card shows at once, its photo
  // painting in place, as the server rendered it.
  const [readyAtMount] = useState(() => query.data !== undefined);
  const [imgLoaded, setImgLoaded] = useState(readyAtMount);
  const minDone = useMinDelay(SKELETON_MIN_MS, readyAtMount);
  const item = query.data;
  if (query.isError) return null; // the feature is optional; the page stays useful without it
  const t = item ? localized(item, locale) : null;
  const img = item && item.images > 0 ? productImage(item, 1) : null;
  // The skeleton stays until the photo has loaded and at least 300 ms have passed, so the
  // section does not flash; the image loads underneath it the whole time.
  const showSkeleton = !item || !minDone || (img !== null && !imgLoaded);
  return (
    <section className="only-here" aria-labelledby="only-here-title">
      <h2 id="only-here-title" className="section-title">
        {LL.homePage.onlyHere()}
      </h2>
      <Link to={`/wholesale/product/${ONLY_HERE_ITEM_ID}`} className="only-here-card" aria-busy={showSkeleton}>
        <div className="only-here-media">
          {img && (
            <Picture
              avif={img.avif}
              jpg={img.jpg}
              alt=""
              width={800}
              height={800}
              onLoad={() => setImgLoaded(true)}
              onError={() => setImgLoaded(true)}
            />
          )}
          {showSkeleton && <Skeleton className="cover" />}
        </div>
        <div className="only-here-text">
          {t && item ? (
            <>
              <span className="card-name">{t.name}</span>
              <span className="muted">{LL.homePage.onlyHereText()}</span>
              <span className="link-like">{LL.homePage.viewProduct()} →</span>
            </>
          ) : (
            <>
              <Skeleton height={18} width="70%" />
              <Skeleton height={14} width="90%" />
            </>
          )}
        </div>
      </Link>
    </section>
  );
}

export default function Home() {
  const { LL } = useI18nContext();
  useDocumentTitle('');
  return (
    <div className="home">
      <div className="home-main">
        <h1 className="visually-hidden">{LL.common.brand()}</h1>
        <BannerCarousel />
        <SearchBox />
        <nav className="categories" aria-label={LL.homePage.categories()}>
          <Link to="/wholesale/marinated" className="category-btn">
            {LL.homePage.marinated()}
          </Link>
          <Link to="/wholesale/processed" className="category-btn">
            {LL.homePage.prepped()}
          </Link>
          <Link to="/wholesale/unprocessed" className="category-btn">
            {LL.homePage.wholeMeat()}
          </Link>
        </nav>
        <nav className="home-shortcuts" aria-label={LL.homePage.shortcuts()}>
          {(
            [
              ['/wholesale/adams-gourmet', LL.homePage.adams()],
              ['/wholesale/deal', LL.homePage.deal()],
              ['/wholesale/how-to-order', LL.homePage.howToOrder()],
            ] as const
          ).map(([to, label]) => (
            <Link key={to} to={to} className="shortcut">
              <span className="shortcut-icon">
                <ShortcutGlyph to={to} />
              </span>
              <span className="shortcut-label">{label}</span>
            </Link>
          ))}
        </nav>
        <OnlyHere />
        <section className="why" aria-labelledby="why-title">
          <h2 id="why-title" className="section-title">
            {LL.homePage.whyTitle()}
          </h2>
          <ul className="why-list">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <h3>{LL.homePage.why[i as 0].title()}</h3>
                <p>{LL.homePage.why[i as 0].text()}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="company" aria-labelledby="company-title">
          <h2 id="company-title" className="section-title">
            {LL.company.title()}
          </h2>
          <h3>{LL.company.brandsTitle()}</h3>
          <ul className="brand-list">
            {[0, 1, 2].map((i) => (
              <li key={i}>{LL.company.brands[i as 0]()}</li>
            ))}
          </ul>
          <h3>{LL.company.hoursTitle()}</h3>
          <p>{LL.company.hours()}</p>
          <h3>{LL.company.addressTitle()}</h3>
          <address>{LL.company.address()}</address>
          <ul className="list statements">
            <li>{LL.company.verified()}</li>
            <li>{LL.company.payment()}</li>
            <li>{LL.company.prepay()}</li>
            <li>{LL.company.delivery()}</li>
          </ul>
        </section>
      </div>
      <aside className="home-side" aria-label={LL.homePage.sideTitle()}>
        <h2>{LL.homePage.sideTitle()}</h2>
        <Link to="/wholesale/how-to-order" className="btn btn-secondary btn-block">
          {LL.homePage.sideHowToOrder()}
        </Link>
        <Link to="/contact" className="btn btn-primary btn-block">
          {LL.homePage.sideContact()}
        </Link>
      </aside>
    </div>
  );
}
