// The catalogue kept on the phone: the whole catalogue's data (GET /api/items, as the one signed in
// sees it: a buyer's prices, a guest's none), fetched once after a visit and refreshed when stale,
// so that every product and listing reads offline, not only the pages visited. Pictures are not in
// it: they are kept as they are shown (rules.ts, the pictures cache). Pure functions of a URL or a
// tRPC call and the kept items, tested in Node (catalogue.test.ts); service-worker.ts does the I/O.
import type { CatalogueItem } from '@wholesale/rules';
import { STYLES, type Style } from '@wholesale/rules';
import { KEPT_FOR_HEADER, type TrpcCall } from './rules';

/** The message by which the app asks for the catalogue to be kept (features/offline/private-data.ts). */
export const KEEP_CATALOGUE = 'keep-catalogue';

/** The read whose answer is the catalogue kept (all visible items, at the reader's prices). */
export const CATALOGUE_URL = '/api/items';

/**
 * How old the kept catalogue may be before a visit refreshes it. A refresh sends the kept ETag:
 * an unchanged catalogue costs one small answer (304). Online, every page reads the server's
 * answer anyway (network first); the kept catalogue is only read when the network fails.
 */
export const CATALOGUE_REFRESH_MS = 10 * 60_000;

/**
 * How long after a page's request the worker looks at whether the kept catalogue is stale: after
 * the page has loaded and painted, not competing with it.
 */
export const CATALOGUE_AFTER_LOAD_MS = 8_000;

/** The header the kept catalogue carries: when it was fetched (ms since 1970). */
export const KEPT_AT_HEADER = 'x-kept-at';

/** Whether a kept catalogue fetched at `keptAt` (null: none kept) is to be fetched again at `now`. */
export function catalogueIsStale(keptAt: number | null, now: number): boolean {
  return keptAt === null || !Number.isFinite(keptAt) || now - keptAt >= CATALOGUE_REFRESH_MS || now < keptAt;
}

/**
 * What the server answered when it could not be reached: a proxy's or a load balancer's 502, 503
 * or 504 (the server down, restarting or too slow). The phone is online; the server is not.
 */
export function isUnreachableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** The items of a kept catalogue answer ({ data: [...] }), or null when it is not one. */
export function keptItems(body: unknown): CatalogueItem[] | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  // Only what a buyer may see: an admin's list holds hidden items too.
  return (data as CatalogueItem[]).filter((item) => typeof item?.id === 'number' && item.show === true);
}

function isStyle(value: unknown): value is Style {
  return typeof value === 'string' && (STYLES as readonly string[]).includes(value);
}

const ITEM_PATH = /^\/api\/items\/(\d{1,10})$/;
const STYLE_PREFIX = '/api/items/style/';

/**
 * A catalogue REST read answered from the kept items ({ data }), as the server would: the whole
 * list, one style's, or one item. Null when it cannot be: another read, or an item that is not in
 * the kept catalogue (it may be new since: that is the network's failure, never "not found").
 */
export function restFromCatalogue(url: URL, items: readonly CatalogueItem[]): { data: unknown } | null {
  const { pathname } = url;
  if (pathname === CATALOGUE_URL) {
    if (url.searchParams.has('ids')) return null;
    return { data: items };
  }
  if (pathname.startsWith(STYLE_PREFIX)) {
    const style = decodeURIComponent(pathname.slice(STYLE_PREFIX.length));
    return isStyle(style) ? { data: items.filter((item) => item.style === style) } : null;
  }
  const match = ITEM_PATH.exec(pathname);
  if (!match) return null;
  const item = items.find((i) => i.id === Number(match[1]));
  return item ? { data: item } : null;
}

/** The catalogue's tRPC reads the kept catalogue can answer. */
const CATALOGUE_CALLS = new Set(['catalogue.list', 'catalogue.byId', 'catalogue.byIds', 'catalogue.search']);

export function isCatalogueCall(call: TrpcCall): boolean {
  return CATALOGUE_CALLS.has(call.path);
}

/** The longest search the kept catalogue answers (the server's own limit is shorter). */
const MAX_QUERY = 200;

/** The words of a search, lower-cased (both languages: Korean has no case). */
function words(q: string): string[] {
  return q.slice(0, MAX_QUERY).toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * A search of the kept items: every word in the item's names, types or brand, in either language.
 * Simpler than the server's ranking (spelling, synonyms): offline, finding the item at all is what
 * matters; the server's ranking returns with the network.
 */
export function searchKept(items: readonly CatalogueItem[], q: string, limit: number): CatalogueItem[] {
  const wanted = words(q);
  if (wanted.length === 0) return [];
  const found: CatalogueItem[] = [];
  for (const item of items) {
    const text = [item.name, item.name_ko, item.type, item.type_ko, item.brand].join(' ').toLowerCase();
    if (wanted.every((w) => text.includes(w))) found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}

/** tRPC's answer of one call: `{ result: { data } }`. */
function result(data: unknown): unknown {
  return { result: { data } };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * One catalogue call's answer (tRPC's `{ result: { data } }`) from the kept items, or null when
 * it cannot be answered from them (another call, a bad input, an item not kept).
 */
export function callFromCatalogue(call: TrpcCall, items: readonly CatalogueItem[]): unknown {
  const input = record(call.input);
  switch (call.path) {
    case 'catalogue.list': {
      if (input.style === undefined) return result(items);
      return isStyle(input.style) ? result(items.filter((i) => i.style === input.style)) : null;
    }
    case 'catalogue.byId': {
      const item = items.find((i) => i.id === input.id);
      return item ? result(item) : null;
    }
    case 'catalogue.byIds': {
      if (!Array.isArray(input.ids)) return null;
      const ids = new Set(input.ids as unknown[]);
      // Every asked item must be kept: a missing one may be new since, not gone.
      const found = items.filter((i) => ids.has(i.id));
      return found.length === ids.size ? result(found) : null;
    }
    case 'catalogue.search': {
      if (typeof input.q !== 'string') return null;
      const limit = typeof input.limit === 'number' && input.limit > 0 ? Math.min(input.limit, 100) : 10;
      return result(searchKept(items, input.q, limit));
    }
    default:
      return null;
  }
}

/**
 * The picture shown for a product photo offline that was never seen online: a neutral frame, not
 * a broken image. The same size ratio as the product photos (square).
 */
export const PLACEHOLDER_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
  '<rect width="400" height="400" fill="#eeebe6"/>' +
  '<path d="M150 230l40-50 30 35 20-25 40 40z" fill="#c9c3ba"/>' +
  '<circle cx="240" cy="160" r="16" fill="#c9c3ba"/></svg>';

/**
 * An answer made on the phone from what it kept, marked so (KEPT_FOR_HEADER): the page then knows
 * the server was not reached, and says so (features/offline/useOnline.ts).
 */
export function keptJson(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', [KEPT_FOR_HEADER]: 'phone' },
  });
}

/** The kept catalogue's entry: its body, marked for `owner`, with when it was kept and its ETag. */
export function stamped(body: Blob, from: Headers, owner: string): Response {
  const headers = new Headers({ 'content-type': 'application/json', [KEPT_FOR_HEADER]: owner });
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  const etag = from.get('etag');
  if (etag) headers.set('etag', etag);
  return new Response(body, { headers });
}

/** Resolves `ms` from now. */
export function later(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
