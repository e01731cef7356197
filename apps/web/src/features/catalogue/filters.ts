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
