import { describe, expect, it } from 'vitest';
import { filterItems, hasFilters, matchesSearch, NO_FILTERS, type SearchableItem } from './filter';

const item = (over: Partial<SearchableItem>): SearchableItem => ({
  id: 1,
  name: 'Beef Bulgogi',
  name_ko: '소불고기',
  type: 'Marinated beef',
  type_ko: '양념 소고기',
  brand: 'Seoul Table',
  style: 'marinated',
  species: 'beef',
  show: true,
  ...over,
});

const items = [
  item({}),
  item({ id: 2, name: 'Pork Belly', name_ko: '삼겹살', type: 'Whole belly', type_ko: '통삼겹', brand: 'LA Butcher Co.', style: 'unprocessed', species: 'pork', show: false }),
  item({ id: 12, name: 'Spicy Chicken', name_ko: '닭갈비', type: '', type_ko: '', brand: '', species: 'chicken' }),
];

describe('matchesSearch', () => {
  it('finds by English or Korean name, type and brand, ignoring case', () => {
    expect(matchesSearch(items[0]!, 'bulgogi')).toBe(true);
    expect(matchesSearch(items[0]!, 'BULGOGI')).toBe(true);
    expect(matchesSearch(items[0]!, '불고기')).toBe(true);
    expect(matchesSearch(items[1]!, '통삼겹')).toBe(true);
    expect(matchesSearch(items[1]!, 'butcher')).toBe(true);
    expect(matchesSearch(items[0]!, 'pork')).toBe(false);
  });

  it('needs every word, in either language', () => {
    expect(matchesSearch(items[0]!, 'beef 불고기')).toBe(true);
    expect(matchesSearch(items[0]!, 'beef 삼겹살')).toBe(false);
    expect(matchesSearch(items[0]!, '   ')).toBe(true);
  });

  it('matches Korean typed in decomposed form (NFD) and full-width letters', () => {
    expect(matchesSearch(items[0]!, '불고기'.normalize('NFD'))).toBe(true);
    expect(matchesSearch(items[0]!, 'ｂｕｌｇｏｇｉ')).toBe(true);
  });

  it('reads a number or #number as the id, exactly', () => {
    expect(matchesSearch(items[2]!, '12')).toBe(true);
    expect(matchesSearch(items[2]!, '#12')).toBe(true);
    expect(matchesSearch(items[0]!, '#12')).toBe(false);
    expect(matchesSearch(items[2]!, '#1')).toBe(false);
  });
});

describe('filterItems', () => {
  it('combines style, species, visibility and search', () => {
    expect(filterItems(items, NO_FILTERS).map((i) => i.id)).toEqual([1, 2, 12]);
    expect(filterItems(items, { ...NO_FILTERS, visibility: 'hidden' }).map((i) => i.id)).toEqual([2]);
    expect(filterItems(items, { ...NO_FILTERS, visibility: 'active' }).map((i) => i.id)).toEqual([1, 12]);
    expect(filterItems(items, { ...NO_FILTERS, style: 'marinated', species: 'chicken' }).map((i) => i.id)).toEqual([12]);
    expect(filterItems(items, { ...NO_FILTERS, species: 'beef', q: '삼겹' })).toEqual([]);
  });

  it('knows when a filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, style: 'premium' })).toBe(true);
  });
});
