import { SPECIES, STYLES, type Species, type Style } from '@wholesale/rules';
import { adminPageHref } from '../pages';
import { normalizeSearch } from '../search';
import { isChoice, searchFromUrl, urlParams } from '../urlState';

// Pure helpers of the Item List: what its URL says (?page=items&q=…&style=…&species=…&show=…&pg=2),
// the URL of a state, and the server's page input (tRPC admin.items.page) of a state. The search
// and the filters are the server's: a catalogue may hold thousands of items.

type Visibility = 'active' | 'hidden';
const VISIBILITIES = ['active', 'hidden'] as const satisfies readonly Visibility[];

export interface ItemsView {
  /** the search as typed (normalized), at most 100 characters */
  q?: string;
  style?: Style;
  species?: Species;
  /** ?show=active|hidden */
  visibility?: Visibility;
  /** the list's page, from 1 (?pg=); absent on the first page */
  pageNo?: number;
}

/** The Item List's state from its URL; anything unknown is left out rather than an error. */
export function parseItemsView(search: string | URLSearchParams): ItemsView {
  const p = urlParams(search);
  const view: ItemsView = {};
  const q = searchFromUrl(p);
  if (q) view.q = q;
  const style = p.get('style');
  if (isChoice(STYLES, style)) view.style = style;
  const species = p.get('species');
  if (isChoice(SPECIES, species)) view.species = species;
  const show = p.get('show');
  if (isChoice(VISIBILITIES, show)) view.visibility = show;
  const pageNo = p.get('pg');
  if (pageNo && /^[1-9]\d{0,4}$/.test(pageNo) && pageNo !== '1') view.pageNo = Number(pageNo);
  return view;
}

/** The URL of an Item List state; parameters in a fixed order so equal states share a URL. */
export function itemsHref(view: ItemsView = {}): string {
  const p = new URLSearchParams({ page: 'items' });
  const q = normalizeSearch(view.q ?? '');
  if (q) p.set('q', q);
  if (view.style) p.set('style', view.style);
  if (view.species) p.set('species', view.species);
  if (view.visibility) p.set('show', view.visibility);
  if (view.pageNo && view.pageNo > 1) p.set('pg', String(view.pageNo));
  return `${adminPageHref('items').split('?')[0]}?${p.toString()}`;
}

export function hasFilters(view: ItemsView): boolean {
  return Boolean(view.q || view.style || view.species || view.visibility);
}

export interface ItemPageInput {
  q?: string;
  style?: Style;
  species?: Species;
  visibility?: Visibility;
  page: number;
}

/**
 * The server's input for a state. The rows show an item's id as "#12", so a word "#12" is sent as
 * "12" (the server reads a number as the id too).
 */
export function pageInputOf(view: ItemsView): ItemPageInput {
  const input: ItemPageInput = { page: view.pageNo ?? 1 };
  const q = normalizeSearch(view.q ?? '')
    .split(' ')
    .map((w) => (/^#\d+$/.test(w) ? w.slice(1) : w))
    .join(' ');
  if (q) input.q = q;
  if (view.style) input.style = view.style;
  if (view.species) input.species = view.species;
  if (view.visibility) input.visibility = view.visibility;
  return input;
}

/** "Items 51–55": the positions of a page's rows in the filtered list (null when the page is empty). */
export function shownRange(page: number, pageSize: number, count: number): { from: number; to: number } | null {
  if (count <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + count - 1 };
}
