import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { Link } from '../../lib/router';
import { productImage } from '../../lib/images';
import { Picture } from '../../ui/Picture';
import { Skeleton } from '../../ui/Skeleton';
import { localized } from './localized';
import { PriceTag } from './PriceTag';
import { QuickAddSlot } from './QuickAddSlot';
import { specText } from './terms';

export function ProductCard({
  item,
  priority = false,
  onImageLoad,
}: {
  item: CatalogueItem;
  priority?: boolean;
  onImageLoad?: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = localized(item, locale);
  const img = productImage(item, 1);
  // The quick add sits beside the card's link, not inside it: a button within a link is no button.
  return (
    <>
      <Link to={`/wholesale/product/${item.id}`} className="product-card">
        {item.images > 0 ? (
          <Picture
            avif={img.avif}
            jpg={img.jpg}
            alt=""
            width={800}
            height={800}
            priority={priority}
            className="card-img"
            onLoad={onImageLoad}
            onError={onImageLoad}
          />
        ) : (
          <div className="card-img placeholder" aria-hidden="true" />
        )}
        <span className="card-name">{t.name}</span>
        <span className="card-spec">{specText(LL, item.spec)}</span>
        <PriceTag item={item} />
      </Link>
      <QuickAddSlot id={item.id} name={t.name} />
    </>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden="true">
      <Skeleton className="card-img" />
      <Skeleton className="line-name" width="80%" />
      <Skeleton className="line-spec" width="60%" />
      <Skeleton className="line-price" width="40%" />
    </div>
  );
}
