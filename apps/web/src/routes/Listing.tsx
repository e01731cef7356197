import { useI18nContext } from '@wholesale/i18n';
import { LISTING, type Style } from '@wholesale/rules';
import { useEffect, useMemo, useState } from 'react';
import { filterForTab, LISTING_TABS, tabSpecies, tabsWithItems, type ListingTab } from '../features/catalogue/filters';
import { ProductCardSkeleton } from '../features/catalogue/ProductCard';
import { ProductGrid, ProductsLoadFailed } from '../features/catalogue/ProductGrid';
import { SpeciesTabs } from '../features/catalogue/Tabs';
import { preloadAvif, productImageUrl } from '../lib/images';
import { useCatalogueList } from '../features/catalogue/queries';
import { PageShell } from '../ui/PageShell';

/** Marinated, Prepped, Whole Meat and Adams Gourmet listings: one module, the style is a prop. */
export default function Listing({ style }: { style: Style }) {
  const { LL } = useI18nContext();
  const [chosen, setTab] = useState<ListingTab>('all');
  const query = useCatalogueList({ style });
  const tabs = useMemo(() => tabsWithItems(query.data, LISTING_TABS), [query.data]);
  // A tab that has emptied since it was chosen (the catalogue changed) falls back to All.
  const tab = tabs.includes(chosen) ? chosen : 'all';
  const items = useMemo(() => filterForTab(query.data ?? [], tab), [query.data, tab]);

  // Preload the first 8 images of the tab (spec), but only once the first card's picture is in
  // (or after a second): started together they would slow down the picture that paints first.
  const [firstPainted, setFirstPainted] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setFirstPainted(true), 1000);
    return () => window.clearTimeout(t);
  }, []);
  useEffect(() => {
    if (!firstPainted) return;
    preloadAvif(items.slice(0, LISTING.preloadImages).map((i) => productImageUrl(i, 1, 'avif')));
  }, [items, firstPainted]);

  if (query.isError && !query.data)
    return <ProductsLoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const title = LL.catalogue.listingTitle[style]();
  const species = tabSpecies(tab);
  const emptyText =
    species === null
      ? LL.catalogue.emptyType({ type: LL.catalogue.typeLower[style]() })
      : LL.catalogue.empty({
          type: LL.catalogue.typeLower[style](),
          species: LL.catalogue.speciesLower[tab as Exclude<ListingTab, 'all'>](),
        });

  return (
    <PageShell
      title={title}
      width="wide"
      breadcrumbs={[{ label: LL.common.wholesale() }, { label: LL.catalogue.style[style]() }]}
      intro={<p>{LL.catalogue.listingIntro[style]()}</p>}
    >
      <SpeciesTabs tabs={tabs} value={tab} onChange={setTab} idPrefix="listing" busy={query.isPending}>
        {query.isPending ? (
          <div className="product-grid" aria-label={LL.catalogue.loadingProducts()}>
            {Array.from({ length: LISTING.skeletonCards }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {emptyText}
          </p>
        ) : (
          <ProductGrid items={items} onFirstImageLoad={() => setFirstPainted(true)} />
        )}
      </SpeciesTabs>
    </PageShell>
  );
}
