// What every back-office page's `parse…View` does with its URL (?page=…&q=…&customer=12): the
// query read from its text or as the router already parsed it, a record's id and the search.
// Anything unknown is left out rather than an error: a mistyped link opens the plain list.

import { normalizeSearch } from './search';

/** The URL's query, from its text (`?page=…`) or as the router already read it. */
export function urlParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** Whether the URL's value is one of the page's choices (a filter, a sort), typed as that choice. */
export function isChoice<T extends string>(choices: readonly T[], value: string | null): value is T {
  return value !== null && (choices as readonly string[]).includes(value);
}

/** The largest id the database's integer keys hold. */
const ID_MAX = 2_147_483_647;

/** The record the URL names (`?customer=12`): a plain positive number a key can hold, else undefined. */
export function idFromUrl(p: URLSearchParams, name: string): number | undefined {
  const raw = p.get(name);
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= ID_MAX ? Number(raw) : undefined;
}

/** The search the URL carries (`?q=…`), cleaned as a typed search is; undefined when blank. */
export function searchFromUrl(p: URLSearchParams): string | undefined {
  return normalizeSearch(p.get('q') ?? '') || undefined;
}
