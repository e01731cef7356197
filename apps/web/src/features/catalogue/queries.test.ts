import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearReads, prefetchRead, readState, watchRead } from '../../lib/readCache';
import {
  catalogueItemRead,
  catalogueListRead,
  catalogueListUrl,
  catalogueSearchRead,
  invalidateCatalogue,
} from './queries';

/** Answers every fetch with `body`, and keeps the URLs asked. */
function answerFetch(body: (url: string) => unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(
      new Response(JSON.stringify(body(url)), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return urls;
}

beforeEach(() => clearReads());
afterEach(() => vi.unstubAllGlobals());

describe('the catalogue’s reads', () => {
  it('have one key per question', () => {
    const keys = [
      catalogueListRead({}).key,
      catalogueListRead({ style: 'marinated' }).key,
      catalogueListRead({ style: 'premium' }).key,
      catalogueItemRead(1).key,
      catalogueItemRead(12).key,
      catalogueSearchRead('갈비', 10).key,
      catalogueSearchRead('갈비', 5).key,
      catalogueSearchRead('pork belly', 10).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(catalogueListRead({ style: 'marinated' }).key).toBe(catalogueListRead({ style: 'marinated' }).key);
  });

  it('read the documented REST URLs the server preloads', async () => {
    const urls = answerFetch((url) => ({ data: url.endsWith('/12') ? { id: 12 } : [{ id: 1 }] }));
    await prefetchRead(catalogueListRead({ style: 'marinated' }));
    await prefetchRead(catalogueItemRead(12));
    expect(urls).toEqual(['/api/items/style/marinated', '/api/items/12']);
    expect(catalogueListUrl({})).toBe('/api/items');
    expect(readState(catalogueItemRead(12).key).data).toEqual({ id: 12 });
  });

  it('search through catalogue.search, with the input it was given', async () => {
    const urls = answerFetch(() => [{ result: { data: [{ id: 3 }] } }]);
    await prefetchRead(catalogueSearchRead('pork belly', 7));
    expect(readState(catalogueSearchRead('pork belly', 7).key)).toMatchObject({ status: 'success', data: [{ id: 3 }] });
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/trpc/catalogue.search');
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({ 0: { q: 'pork belly', limit: 7 } });
  });

  it('are asked again when the catalogue changes (a saved item, a sign-in)', async () => {
    let version = 1;
    const urls = answerFetch(() => ({ data: [{ id: 1, price: version }] }));
    const read = catalogueListRead({});
    const stop = watchRead(read, () => undefined);
    await vi.waitFor(() => expect(readState(read.key).status).toBe('success'));
    version = 2;
    invalidateCatalogue();
    await vi.waitFor(() => expect(readState(read.key).data).toEqual([{ id: 1, price: 2 }]));
    expect(urls).toHaveLength(2);
    stop();
  });
});
