import type { CatalogueItem, Species } from '@wholesale/rules';

/** Listing tabs: 'poultry' is the spec's label for species chicken. */
export type ListingTab = 'all' | 'beef' | 'pork' | 'poultry';
export const LISTING_TABS: readonly ListingTab[] = ['all', 'beef', 'pork', 'poultry'];

/** Shop-all tabs, in the spec's order. */
export type ShopAllTab = 'pork' | 'beef' | 'chicken' | 'all';
export const SHOP_ALL_TABS: readonly ShopAllTab[] = ['pork', 'beef', 'chicken', 'all'];

export function tabSpecies(tab: ListingTab | ShopAllTab): Species | null {
  if (tab === 'all') return null;
  return tab === 'poultry' ? 'chicken' : tab;
}

/** Items a storefront list may show: visible with at least one image, of the tab's species. */
export function filterForTab<T extends Pick<CatalogueItem, 'show' | 'images' | 'species'>>(
  items: readonly T[],
  tab: ListingTab | ShopAllTab,
): T[] {
  const species = tabSpecies(tab);
  return items.filter((i) => i.show && i.images > 0 && (species === null || i.species === species));
}

/**
 * The tabs worth offering for a line: 'all' always, a species tab only when the line has
 * something to list under it (Adams Gourmet is beef only, so it offers no Pork or Poultry tab that
 * could only say "none found"). Until the items arrive every tab is offered, so nothing shifts.
 */
export function tabsWithItems<Tab extends ListingTab | ShopAllTab>(
  items: readonly Pick<CatalogueItem, 'show' | 'images' | 'species'>[] | undefined,
  tabs: readonly Tab[],
): Tab[] {
  if (!items) return [...tabs];
  return tabs.filter((t) => t === 'all' || filterForTab(items, t).length > 0);
}
