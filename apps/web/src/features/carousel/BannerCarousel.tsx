import { useI18nContext } from '@wholesale/i18n';
import { BANNERS_PER_LOCALE } from '@wholesale/rules';
import { useEffect } from 'react';
import { bannerImageUrl, preloadAvif } from '../../lib/images';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { Dots } from './Dots';
import { trackStyle, useCarousel } from './useCarousel';

const SLIDES = Array.from({ length: BANNERS_PER_LOCALE }, (_, i) => i);

/** Home banners: six per language, each headline also present as text. */
export function BannerCarousel() {
  const { LL, locale } = useI18nContext();
  const c = useCarousel(SLIDES.length, { autoAdvance: true });

  // The next banner is fetched ahead so the slide is never blank when it moves in.
  useEffect(() => {
    const next = (c.index + 1) % SLIDES.length;
    preloadAvif([bannerImageUrl(locale, next + 1, 'avif')]);
  }, [c.index, locale]);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={LL.carousel.label()}
      {...c.handlers}
    >
      <div className="banner-viewport">
        <div
          className={c.reducedMotion ? 'banner-track no-motion' : 'banner-track'}
          style={trackStyle(c.index)}
          aria-live={c.reducedMotion ? 'polite' : 'off'}
        >
          {SLIDES.map((i) => {
            const b = LL.banners[i as 0];
            return (
              <div
                key={i}
                className="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={LL.carousel.slide({ n: i + 1, total: SLIDES.length })}
                aria-hidden={i !== c.index}
                inert={i !== c.index}
              >
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
                    loading={i === 0 || i === c.index || i === (c.index + 1) % SLIDES.length ? 'eager' : 'lazy'}
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
              </div>
            );
          })}
        </div>
      </div>
      <button type="button" className="carousel-arrow prev" aria-label={LL.carousel.previous()} onClick={c.prev}>
        <ChevronLeft />
      </button>
      <button type="button" className="carousel-arrow next" aria-label={LL.carousel.next()} onClick={c.next}>
        <ChevronRight />
      </button>
      <Dots count={SLIDES.length} index={c.index} onGo={c.go} />
    </section>
  );
}
