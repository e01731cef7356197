import type { Species, Style } from '@wholesale/rules';

// The Item List's search and filters, on the client: the admin list is every item at once (a few
// hundred at most), so filtering in the page answers at each keystroke without a round trip.

export type Visibility = 'active' | 'hidden';

export interface ItemFilters {
  q: string;
  style: Style | '';
  species: Species | '';
  visibility: Visibility | '';
}

export const NO_FILTERS: ItemFilters = { q: '', style: '', species: '', visibility: '' };

export interface SearchableItem {
  id: number;
  name: string;
  name_ko: string;
  type: string;
  type_ko: string;
  brand: string;
  style: Style;
  species: Species;
  show: boolean;
}

/**
 * Text as compared: NFC (a Korean syllable typed on one system may arrive decomposed into jamo on
 * another), compatibility forms folded (full-width digits), case folded.
 */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en-US');
}

/** The words of a search; `#12` is read as the id 12. */
export function searchWords(q: string): string[] {
  return normalize(q)
    .split(/\s+/)
    .filter((w) => w !== '');
}

/**
 * Every word must be found in the item's names (English or Korean), types or brand, or be its id
 * (`12` or `#12`): "bulgogi 소" narrows to the beef bulgogi, "#7" finds item 7 only.
 */
export function matchesSearch(item: SearchableItem, q: string): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  const text = normalize([item.name, item.name_ko, item.type, item.type_ko, item.brand].join('\n'));
  return words.every((w) => {
    const id = /^#?(\d+)$/.exec(w)?.[1];
    if (id !== undefined && Number(id) === item.id) return true;
    return !w.startsWith('#') && text.includes(w);
  });
}

export function filterItems<T extends SearchableItem>(items: readonly T[], f: ItemFilters): T[] {
  return items.filter(
    (i) =>
      (f.style === '' || i.style === f.style) &&
      (f.species === '' || i.species === f.species) &&
      (f.visibility === '' || (f.visibility === 'active') === i.show) &&
      matchesSearch(i, f.q),
  );
}

export function hasFilters(f: ItemFilters): boolean {
  return f.q.trim() !== '' || f.style !== '' || f.species !== '' || f.visibility !== '';
}
