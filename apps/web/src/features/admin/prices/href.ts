import { adminPageHref } from '../pages';
import { idFromUrl, urlParams } from '../urlState';

// The Price lists page's URL (?page=price-lists&list=12) and the CSV file's addresses.

export interface PriceListsView {
  /** one list's editor (?list=ID) */
  listId?: number;
}

/** The page's state from its URL (?page=price-lists&list=12); anything unknown is left out. */
export function parsePriceListsView(search: string | URLSearchParams): PriceListsView {
  const listId = idFromUrl(urlParams(search), 'list');
  return listId ? { listId } : {};
}

/** The URL of the page's state: the lists, or one list. */
export function priceListsHref(view: PriceListsView = {}): string {
  const p = new URLSearchParams({ page: 'price-lists' });
  if (view.listId) p.set('list', String(view.listId));
  return `${adminPageHref('price-lists').split('?')[0]}?${p.toString()}`;
}

/** Where the server sends the list as a CSV file (a download with the session cookie). */
export function exportCsvHref(listId: number): string {
  return `/api/price-lists/${listId}/export.csv`;
}

/** Where a CSV file's text is posted to replace the list's prices. */
export function importCsvPath(listId: number): string {
  return `/api/price-lists/${listId}/import`;
}
