import { useI18nContext } from '@wholesale/i18n';
import { useMemo, useState } from 'react';
import { filterForTab, SHOP_ALL_TABS, tabsWithItems, type ShopAllTab } from '../features/catalogue/filters';
import { ProductGrid, ProductsLoadFailed } from '../features/catalogue/ProductGrid';
import { SpeciesTabs } from '../features/catalogue/Tabs';
import { useCatalogueList } from '../features/catalogue/queries';
import { PageShell } from '../ui/PageShell';

export default function ShopAll() {
  const { LL } = useI18nContext();
  // Tabs are listed Pork, Beef, Chicken, All as specified; we open on All because this page is
  // the empty cart's "Browse Products" target, where a buyer expects everything.
  const [chosen, setTab] = useState<ShopAllTab>('all');
  const query = useCatalogueList({});
  const tabs = useMemo(() => tabsWithItems(query.data, SHOP_ALL_TABS), [query.data]);
  const tab = tabs.includes(chosen) ? chosen : 'all';
  const items = useMemo(() => filterForTab(query.data ?? [], tab), [query.data, tab]);
  if (query.isError && !query.data)
    return <ProductsLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PageShell
      title={LL.catalogue.shopAll()}
      width="wide"
      breadcrumbs={[{ label: LL.catalogue.shopAll() }]}
      intro={<p>{LL.catalogue.shopAllIntro()}</p>}
    >
      <SpeciesTabs tabs={tabs} value={tab} onChange={setTab} idPrefix="shopall">
        {query.isPending ? (
          <p className="empty" role="status">
            {LL.catalogue.loadingAll()}
          </p>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {LL.catalogue.emptyAll()}
          </p>
        ) : (
          <ProductGrid items={items} />
        )}
      </SpeciesTabs>
    </PageShell>
  );
}
