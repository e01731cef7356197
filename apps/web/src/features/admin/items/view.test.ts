import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '../search';
import { hasFilters, itemsHref, pageInputOf, parseItemsView, shownRange } from './view';

describe('Item List view in the URL', () => {
  it('reads the search, the filters and the page, ignoring junk', () => {
    expect(parseItemsView('?page=items')).toEqual({});
    expect(parseItemsView('?page=items&q=%20bulgogi%20&style=marinated&species=beef&show=hidden&pg=3')).toEqual({
      q: 'bulgogi',
      style: 'marinated',
      species: 'beef',
      visibility: 'hidden',
      pageNo: 3,
    });
    expect(parseItemsView('?page=items&q=%20%20&style=smoked&species=lamb&show=all&pg=0')).toEqual({});
    expect(parseItemsView(new URLSearchParams({ pg: '1' }))).toEqual({});
    expect(parseItemsView('?pg=-2')).toEqual({});
    expect(parseItemsView('?pg=2.5')).toEqual({});
    expect(parseItemsView('?pg=123456')).toEqual({});
    expect(parseItemsView('?pg=99999')).toEqual({ pageNo: 99_999 });
  });

  it('keeps the search the server accepts: normalized and at most 100 characters', () => {
    expect(parseItemsView(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parseItemsView(`?q=${encodeURIComponent('불고기'.normalize('NFD'))}`).q).toBe('불고기');
    expect(normalizeSearch('  ｂｕｌｇｏｇｉ \t 소  ')).toBe('bulgogi 소');
  });

  it('round-trips through itemsHref, parameters in a fixed order', () => {
    const view = {
      q: 'pork belly',
      style: 'unprocessed' as const,
      species: 'pork' as const,
      visibility: 'active' as const,
      pageNo: 2,
    };
    const href = itemsHref(view);
    expect(href).toBe('/admin/dashboard?page=items&q=pork+belly&style=unprocessed&species=pork&show=active&pg=2');
    expect(parseItemsView(href.split('?')[1] ?? '')).toEqual(view);
    expect(itemsHref({ visibility: 'hidden', q: '소불고기' })).toBe(
      `/admin/dashboard?page=items&q=${encodeURIComponent('소불고기')}&show=hidden`,
    );
    expect(parseItemsView(itemsHref({ q: '소불고기' }).split('?')[1] ?? '')).toEqual({ q: '소불고기' });
  });

  it('leaves the first page and an empty search out of the URL', () => {
    expect(itemsHref()).toBe('/admin/dashboard?page=items');
    expect(itemsHref({ pageNo: 1, q: '   ' })).toBe('/admin/dashboard?page=items');
  });

  it('knows when a search or a filter is on (the page number is neither)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ pageNo: 4 })).toBe(false);
    expect(hasFilters({ q: 'galbi' })).toBe(true);
    expect(hasFilters({ style: 'premium' })).toBe(true);
    expect(hasFilters({ species: 'chicken' })).toBe(true);
    expect(hasFilters({ visibility: 'hidden' })).toBe(true);
  });
});

describe('pageInputOf', () => {
  it('asks the server for the state’s page, with only the filters that are on', () => {
    expect(pageInputOf({})).toEqual({ page: 1 });
    expect(pageInputOf({ q: 'galbi', species: 'beef', visibility: 'hidden', pageNo: 3 })).toEqual({
      q: 'galbi',
      species: 'beef',
      visibility: 'hidden',
      page: 3,
    });
    expect(pageInputOf({ style: 'premium' })).toEqual({ style: 'premium', page: 1 });
  });

  it('sends a word "#12" as the id 12, other words as typed', () => {
    expect(pageInputOf({ q: '#12' })).toEqual({ q: '12', page: 1 });
    expect(pageInputOf({ q: 'galbi #7 #x' })).toEqual({ q: 'galbi 7 #x', page: 1 });
  });

  it('equal states give equal inputs (one cache entry per page)', () => {
    expect(pageInputOf(parseItemsView('?q=galbi&pg=1'))).toEqual(pageInputOf(parseItemsView('?q=%20galbi&page=items')));
  });
});

describe('shownRange', () => {
  it('numbers a page’s rows in the filtered list', () => {
    expect(shownRange(1, 50, 50)).toEqual({ from: 1, to: 50 });
    expect(shownRange(2, 50, 5)).toEqual({ from: 51, to: 55 });
    expect(shownRange(3, 20, 1)).toEqual({ from: 41, to: 41 });
    expect(shownRange(2, 50, 0)).toBeNull();
  });
});
