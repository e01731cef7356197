import { useI18nContext } from '@wholesale/i18n';
import { BANNERS_PER_LOCALE } from '@wholesale/rules';
import { useEffect } from 'react';
import { bannerImageUrl, preloadAvif } from '../../lib/images';
import { Picture } from '../../ui/Picture';
import { Carousel } from './Carousel';
import { useCarousel } from './useCarousel';

const COUNT = BANNERS_PER_LOCALE;

/** Home banners: six per language, each headline also present as text. */
export function BannerCarousel() {
  const { LL, locale } = useI18nContext();
  const c = useCarousel(COUNT, { autoAdvance: true });

  // The next banner is fetched ahead so the slide is never blank when it moves in.
  useEffect(() => {
    const next = (c.index + 1) % COUNT;
    preloadAvif([bannerImageUrl(locale, next + 1, 'avif')]);
  }, [c.index, locale]);

  return (
    <Carousel
      className="banner-carousel"
      label={LL.carousel.label()}
      count={COUNT}
      carousel={c}
      announce
      slide={(i) => {
        const b = LL.banners[i as 0];
        return (
          <>
            {(i === 0 || c.mounted) && (
              <Picture
                avif={bannerImageUrl(locale, i + 1, 'avif')}
                jpg={bannerImageUrl(locale, i + 1, 'jpg')}
                alt=""
                width={1200}
                height={600}
                priority={i === 0}
                // The current and next slides load eagerly: lazy loading does not see a slide
                // that is about to slide in from the side, which would show up blank.
                loading={i === 0 || i === c.index || i === (c.index + 1) % COUNT ? 'eager' : 'lazy'}
                className="banner-img"
                draggable={false}
              />
            )}
            {/* The banner pictures carry their headline; the same words are here as text for
                screen readers and search. Drop 'visually-hidden' to overlay them instead
                (for pictures without text): .banner-text is styled for that. */}
            <div className="banner-text visually-hidden">
              <h2>{b.title()}</h2>
              <p>{b.text()}</p>
            </div>
          </>
        );
      }}
    />
  );
}
