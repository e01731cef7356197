import type { CatalogueItem } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { testItem } from '@wholesale/rules/test-item';
import { filterRows, FILTER_MAX, priceRows } from './model';

// A box of whole beef, as the listings show it: ids, names and style set per test.
const item = (over: Partial<CatalogueItem> & { id: number }): CatalogueItem =>
  testItem(over.id, {
    name: 'Beef',
    name_ko: '소고기',
    type: 'Brisket',
    type_ko: '양지',
    style: 'unprocessed',
    ...over,
  });

describe('the buyer’s price rows', () => {
  const items = [
    item({ id: 1, name: 'Pork belly', name_ko: '삼겹살', style: 'unprocessed', species: 'pork' }),
    item({ id: 2, name: 'Bulgogi', name_ko: '불고기', style: 'marinated', discounted_price: 90 }),
    item({
      id: 3,
      name: 'Chuck',
      name_ko: '목심',
      style: 'unprocessed',
      price_tiers: [
        { min_quantity: 1, price: 99 },
        { min_quantity: 5, price: 95 },
      ],
    }),
  ];

  it('orders by style as the listings do, then by the name in the language shown', () => {
    expect(priceRows(items, 'en').map((r) => r.item.id)).toEqual([2, 3, 1]);
    // 목심 before 삼겹살 in Korean order
    expect(priceRows(items, 'ko').map((r) => r.item.id)).toEqual([2, 3, 1]);
  });

  it('lists what the listings show: not a hidden product, nor one without a picture', () => {
    const more = [...items, item({ id: 4, show: false }), item({ id: 5, images: 0 })];
    expect(priceRows(more, 'en').map((r) => r.item.id)).toEqual([2, 3, 1]);
  });

  it('marks a price below the list price, and keeps only the tiers above one', () => {
    const rows = priceRows(items, 'en');
    expect(rows.find((r) => r.item.id === 2)?.discounted).toBe(true);
    expect(rows.find((r) => r.item.id === 1)?.discounted).toBe(false);
    expect(rows.find((r) => r.item.id === 3)?.tiers).toEqual([{ min_quantity: 5, price: 95 }]);
  });

  it('filters by every word, in either language, case aside', () => {
    const rows = priceRows(items, 'en');
    expect(filterRows(rows, 'PORK belly').map((r) => r.item.id)).toEqual([1]);
    expect(filterRows(rows, '불고기').map((r) => r.item.id)).toEqual([2]);
    expect(filterRows(rows, 'brisket pork').map((r) => r.item.id)).toEqual([1]);
    expect(filterRows(rows, '   ')).toHaveLength(3);
    expect(filterRows(rows, 'lamb')).toEqual([]);
  });

  it('reads no more than FILTER_MAX characters of the filter', () => {
    const rows = priceRows(items, 'en');
    expect(filterRows(rows, `bulgogi${' '.repeat(FILTER_MAX)}zzz`).map((r) => r.item.id)).toEqual([2]);
  });
});
