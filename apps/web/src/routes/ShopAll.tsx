import { useI18nContext } from '@wholesale/i18n';
import { useMemo, useState } from 'react';
import { filterForTab, SHOP_ALL_TABS, tabsWithItems, type ShopAllTab } from '../features/catalogue/filters';
import { ProductCard } from '../features/catalogue/ProductCard';
import { Tabs } from '../features/catalogue/Tabs';
import { useCatalogueList } from '../features/catalogue/queries';
import { readFailureKind } from '../features/catalogue/readFailure';
import { useNamespace } from '../features/locale/LocaleProvider';
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
  return (
    <PageShell
      title={LL.catalogue.shopAll()}
      width="wide"
      breadcrumbs={[{ label: LL.catalogue.shopAll() }]}
      intro={<p>{LL.catalogue.shopAllIntro()}</p>}
    >
      <Tabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={LL.catalogue.tabsLabel()}
        labelFor={(t) => LL.catalogue.species[t]()}
        idPrefix="shopall"
      />
      <div id="shopall-panel" role="tabpanel" aria-labelledby={`shopall-tab-${tab}`}>
        {query.isError && !query.data ? (
          <FetchFailed network={readFailureKind(query.error) === 'network'} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <p className="empty" role="status">
            {LL.catalogue.loadingAll()}
          </p>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {LL.catalogue.emptyAll()}
          </p>
        ) : (
          <ul className="product-grid">
            {items.map((item, i) => (
              <li key={item.id}>
                <ProductCard item={item} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

/** The products could not be loaded: a failed network is said as such (its words are kept offline). */
function FetchFailed({ network, onRetry }: { network: boolean; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const said = useNamespace('pwa') && network;
  return (
    <div className="alert" role="alert">
      <p>{said ? LL.pwa.network.products() : LL.catalogue.fetchFailed()}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {LL.common.tryAgain()}
      </button>
    </div>
  );
}
