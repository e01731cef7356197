import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@wholesale/rules';
import { filterForTab, LISTING_TABS, SHOP_ALL_TABS, tabsWithItems } from './filters';
import { localized, parseProductId, truncate } from './localized';
import { catalogueItemUrl, catalogueListUrl } from './queries';

const item = (over: Partial<CatalogueItem>): CatalogueItem => ({
  id: 1,
  slug: 'galbi',
  name: 'LA Galbi',
  name_ko: 'LA 갈비',
  type: 'Short rib',
  type_ko: '갈비',
  description: 'Marinated short rib',
  description_ko: '양념 갈비',
  species: 'beef',
  style: 'marinated',
  price: 120,
  brand: 'B',
  grade: 'Choice',
  origin: 'USA',
  spec: '30 lb - 5 lb x 6 packs',
  avg_weight: 5,
  images: 2,
  show: true,
  ingredients: ['beef', 'soy sauce'],
  ingredients_ko: ['소고기', '간장'],
  allergens: ['soy'],
  allergens_ko: ['대두'],
  ...over,
});

describe('truncate', () => {
  it('keeps names up to the limit and cuts longer ones with an ellipsis', () => {
    expect(truncate('Short name', 30)).toBe('Short name');
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
    expect(truncate('Premium Marinated Pork Belly Slices', 30)).toBe('Premium Marinated Pork Belly S…');
  });
  it('does not split characters outside the BMP', () => {
    expect(truncate('🥩🥩🥩', 2)).toBe('🥩🥩…');
  });
});

describe('parseProductId', () => {
  it('accepts positive integers only', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '01', 'abc', '1e3', '99999999999999999']) {
      expect(parseProductId(bad)).toBeNull();
    }
  });
});

describe('localized', () => {
  it('uses the *_ko fields in Korean and falls back to English when empty', () => {
    expect(localized(item({}), 'ko').name).toBe('LA 갈비');
    expect(localized(item({}), 'ko').ingredients).toEqual(['소고기', '간장']);
    expect(localized(item({}), 'en').name).toBe('LA Galbi');
    expect(localized(item({ name_ko: ' ' }), 'ko').name).toBe('LA Galbi');
  });
});

describe('filterForTab', () => {
  const items = [
    item({ id: 1, species: 'beef' }),
    item({ id: 2, species: 'chicken' }),
    item({ id: 3, species: 'pork', show: false }),
    item({ id: 4, species: 'pork', images: 0 }),
    item({ id: 5, species: 'pork' }),
  ];
  it('shows only visible items with images', () => {
    expect(filterForTab(items, 'all').map((i) => i.id)).toEqual([1, 2, 5]);
  });
  it('maps Poultry to chicken', () => {
    expect(filterForTab(items, 'poultry').map((i) => i.id)).toEqual([2]);
    expect(filterForTab(items, 'chicken').map((i) => i.id)).toEqual([2]);
    expect(filterForTab(items, 'pork').map((i) => i.id)).toEqual([5]);
  });
});

describe('tabsWithItems', () => {
  it('offers only the species a line has something to list under (hidden or imageless items do not count)', () => {
    const beefOnly = [
      item({ id: 1, species: 'beef' }),
      item({ id: 2, species: 'pork', show: false }),
      item({ id: 3, species: 'chicken', images: 0 }),
    ];
    expect(tabsWithItems(beefOnly, LISTING_TABS)).toEqual(['all', 'beef']);
    expect(tabsWithItems([item({ species: 'chicken' })], SHOP_ALL_TABS)).toEqual(['chicken', 'all']);
    expect(tabsWithItems([], LISTING_TABS)).toEqual(['all']);
  });
  it('offers every tab while the items are loading', () => {
    expect(tabsWithItems(undefined, LISTING_TABS)).toEqual(LISTING_TABS);
  });
});

describe('catalogue REST urls', () => {
  // apps/server/src/site/page-hints.ts preloads these exact URLs into the HTML of listings and
  // product pages; a page fetching anything else would download its data twice.
  it('are the documented item endpoints', () => {
    expect(catalogueListUrl({ style: 'premium' })).toBe('/api/items/style/premium');
    expect(catalogueListUrl({})).toBe('/api/items');
    expect(catalogueItemUrl(7)).toBe('/api/items/7');
  });
});
