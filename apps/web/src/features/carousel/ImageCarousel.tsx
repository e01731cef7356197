import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { productImage } from '../../lib/images';
import { Picture } from '../../ui/Picture';
import { Carousel } from './Carousel';
import { useCarousel } from './useCarousel';

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
    <Carousel
      className="product-gallery"
      label={LL.product.images()}
      count={count}
      carousel={c}
      slide={(i) => {
        if (i !== 0 && !c.mounted) return null;
        const img = productImage(item, i + 1);
        return (
          <Picture
            avif={img.avif}
            jpg={img.jpg}
            alt={LL.product.imageAlt({ name, n: i + 1 })}
            width={800}
            height={800}
            priority={i === 0}
            draggable={false}
          />
        );
      }}
    >
      <span className="gallery-counter" aria-live="polite">
        {LL.carousel.counter({ n: c.index + 1, total: count })}
      </span>
    </Carousel>
  );
}
