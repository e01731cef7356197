import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { useNamespace } from '../locale/LocaleProvider';
import { LoadFailed } from './LoadFailed';
import { ProductCard } from './ProductCard';
import { readFailureKind } from './readFailure';

/** A listing's cards. The first card's picture is the page's largest paint, so it loads first. */
export function ProductGrid({ items, onFirstImageLoad }: { items: CatalogueItem[]; onFirstImageLoad?: () => void }) {
  return (
    <ul className="product-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          <ProductCard item={item} priority={i === 0} onImageLoad={i === 0 ? onFirstImageLoad : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** A listing's products could not be loaded: a failed network is said as such (its words are kept offline). */
export function ProductsLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const said = useNamespace('pwa') && readFailureKind(error) === 'network';
  return (
    <LoadFailed
      title={said ? LL.pwa.network.title() : LL.common.somethingWrong()}
      text={said ? LL.pwa.network.products() : LL.catalogue.fetchFailed()}
      onRetry={onRetry}
    />
  );
}
