import type { CatalogueItem } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { testItem } from '@wholesale/rules/test-item';
import {
  CATALOGUE_REFRESH_MS,
  callFromCatalogue,
  catalogueIsStale,
  isCatalogueCall,
  isUnreachableStatus,
  keptItems,
  restFromCatalogue,
  searchKept,
} from './catalogue';

// The catalogue kept on the phone answers what the network cannot: any product, listing, search
// or cart, as the server would have, and nothing it could not know.
const origin = 'https://shop.example';
const url = (path: string) => new URL(path, origin);

function item(id: number, fields: Partial<CatalogueItem> = {}): CatalogueItem {
  return testItem(id, { type: 'Beef', type_ko: '소고기', brand: 'Demo', discounted_price: 9, ...fields });
}

const kept = [
  item(1, { name: 'Galbi Short Ribs', name_ko: '갈비', style: 'marinated' }),
  item(2, { name: 'Pork Belly', name_ko: '삼겹살', type: 'Pork', style: 'unprocessed', species: 'pork' }),
  item(3, { name: 'Bulgogi', name_ko: '불고기', style: 'marinated' }),
];

describe('the kept catalogue', () => {
  it('keeps only what a buyer may see (an admin reads hidden items too), and nothing from another answer', () => {
    expect(keptItems({ data: [...kept, item(9, { show: false })] })?.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(keptItems({ error: 'x' })).toBeNull();
    expect(keptItems(null)).toBeNull();
  });

  it('is fetched again once stale, or when none is kept', () => {
    const now = 1_000_000_000;
    expect(catalogueIsStale(null, now)).toBe(true);
    expect(catalogueIsStale(Number.NaN, now)).toBe(true);
    expect(catalogueIsStale(now - 1000, now)).toBe(false);
    expect(catalogueIsStale(now - CATALOGUE_REFRESH_MS, now)).toBe(true);
    // A clock set back: fetched again rather than kept for ever.
    expect(catalogueIsStale(now + 60_000, now)).toBe(true);
  });

  it('answers the REST reads of a never-visited product and listing', () => {
    expect(restFromCatalogue(url('/api/items/2'), kept)).toEqual({ data: kept[1] });
    expect(restFromCatalogue(url('/api/items/style/marinated'), kept)).toEqual({ data: [kept[0], kept[2]] });
    expect(restFromCatalogue(url('/api/items'), kept)).toEqual({ data: kept });
  });

  it('never answers "not found": a product it does not hold, a bad style or another read is left failed', () => {
    expect(restFromCatalogue(url('/api/items/42'), kept)).toBeNull();
    expect(restFromCatalogue(url('/api/items/style/nope'), kept)).toBeNull();
    expect(restFromCatalogue(url('/api/items?ids=1,2'), kept)).toBeNull();
    expect(restFromCatalogue(url('/api/orders'), kept)).toBeNull();
  });

  it("answers the catalogue's tRPC reads: the cart's items, a product, a listing, a search", () => {
    expect(callFromCatalogue({ path: 'catalogue.byIds', input: { ids: [3, 1] } }, kept)).toEqual({
      result: { data: [kept[0], kept[2]] },
    });
    expect(callFromCatalogue({ path: 'catalogue.byId', input: { id: 2 } }, kept)).toEqual({
      result: { data: kept[1] },
    });
    expect(callFromCatalogue({ path: 'catalogue.list', input: { style: 'unprocessed' } }, kept)).toEqual({
      result: { data: [kept[1]] },
    });
    expect(callFromCatalogue({ path: 'catalogue.list', input: undefined }, kept)).toEqual({ result: { data: kept } });
    expect(callFromCatalogue({ path: 'catalogue.search', input: { q: '삼겹', limit: 10 } }, kept)).toEqual({
      result: { data: [kept[1]] },
    });
  });

  it('leaves a cart with an item it does not hold failed (the item may be new), and other calls alone', () => {
    expect(callFromCatalogue({ path: 'catalogue.byIds', input: { ids: [1, 42] } }, kept)).toBeNull();
    expect(callFromCatalogue({ path: 'catalogue.byId', input: { id: 42 } }, kept)).toBeNull();
    expect(callFromCatalogue({ path: 'catalogue.list', input: { style: 'nope' } }, kept)).toBeNull();
    expect(callFromCatalogue({ path: 'orders.list', input: undefined }, kept)).toBeNull();
    expect(isCatalogueCall({ path: 'catalogue.byIds', input: {} })).toBe(true);
    expect(isCatalogueCall({ path: 'orders.usualItems', input: {} })).toBe(false);
  });

  it('searches every word in either language, up to the limit', () => {
    expect(searchKept(kept, 'short ribs', 10).map((i) => i.id)).toEqual([1]);
    expect(searchKept(kept, 'BEEF', 10).map((i) => i.id)).toEqual([1, 3]);
    expect(searchKept(kept, 'beef', 1).map((i) => i.id)).toEqual([1]);
    expect(searchKept(kept, '불고기', 10).map((i) => i.id)).toEqual([3]);
    expect(searchKept(kept, '   ', 10)).toEqual([]);
    expect(searchKept(kept, 'beef lamb', 10)).toEqual([]);
  });

  it("reads a proxy's 502, 503 and 504 as the server unreachable, not as its answer", () => {
    expect([502, 503, 504].every(isUnreachableStatus)).toBe(true);
    expect([200, 404, 500, 501, 505].some(isUnreachableStatus)).toBe(false);
  });
});
