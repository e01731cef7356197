import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { productImage } from '../../lib/images';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { Dots } from './Dots';
import { trackStyle, useCarousel } from './useCarousel';

/** Product photos: swipe, arrows, dots and a "1 / 3" counter; grey placeholder without images. */
export function ImageCarousel({ item, name }: { item: CatalogueItem; name: string }) {
  const { LL } = useI18nContext();
  const count = Math.max(0, item.images);
  const c = useCarousel(count);
  if (count === 0) {
    return (
      <div className="product-gallery">
        <div className="gallery-placeholder" role="img" aria-label={LL.product.noImage()} />
      </div>
    );
  }
  return (
    <section
      className="product-gallery"
      aria-roledescription="carousel"
      aria-label={LL.product.images()}
      {...c.handlers}
    >
      <div className="banner-viewport">
        <div className="banner-track" style={trackStyle(c.index)}>
          {Array.from({ length: count }, (_, i) => {
            const img = productImage(item, i + 1);
            return (
              <div
                key={i}
                className="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={LL.carousel.slide({ n: i + 1, total: count })}
                aria-hidden={i !== c.index}
              >
                {(i === 0 || c.mounted) && (
                  <Picture
                    avif={img.avif}
                    jpg={img.jpg}
                    alt={LL.product.imageAlt({ name, n: i + 1 })}
                    width={800}
                    height={800}
                    priority={i === 0}
                    draggable={false}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" className="carousel-arrow prev" aria-label={LL.carousel.previous()} onClick={c.prev}>
            <ChevronLeft />
          </button>
          <button type="button" className="carousel-arrow next" aria-label={LL.carousel.next()} onClick={c.next}>
            <ChevronRight />
          </button>
          <span className="gallery-counter" aria-live="polite">
            {LL.carousel.counter({ n: c.index + 1, total: count })}
          </span>
          <Dots count={count} index={c.index} onGo={c.go} />
        </>
      )}
    </section>
  );
}
