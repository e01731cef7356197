import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpc } from '../../lib/trpc';
import { catalogueItemQuery, catalogueListQuery, catalogueSearchQuery } from './queries';

// The first load builds its catalogue keys without the integration's code; they must be the keys
// the integration itself uses, or a REST read and a tRPC read of the same procedure would not share
// the cache, and `trpc.catalogue.pathFilter()` (an item saved in the back office) would miss them.
describe('catalogue keys', () => {
  it('are the tRPC integration’s keys of the matching procedures', () => {
    expect(catalogueListQuery({}).queryKey).toEqual(trpc.catalogue.list.queryKey({}));
    expect(catalogueListQuery({ style: 'marinated' }).queryKey).toEqual(trpc.catalogue.list.queryKey({ style: 'marinated' }));
    expect(catalogueItemQuery(12).queryKey).toEqual(trpc.catalogue.byId.queryKey({ id: 12 }));
    expect(catalogueSearchQuery('갈비', 10).queryKey).toEqual(trpc.catalogue.search.queryKey({ q: '갈비', limit: 10 }));
  });

  it('are reached by the catalogue’s path filter, with the cart’s catalogue.byIds', () => {
    const qc = new QueryClient();
    for (const key of [catalogueListQuery({}).queryKey, catalogueItemQuery(1).queryKey, catalogueSearchQuery('beef', 5).queryKey]) {
      qc.setQueryData(key, []);
    }
    qc.setQueryData(trpc.catalogue.byIds.queryKey({ ids: [1, 2] }), []);
    qc.setQueryData(trpc.orders.list.queryKey({ userId: 1 }), []);
    expect(qc.getQueryCache().findAll(trpc.catalogue.pathFilter())).toHaveLength(4);
  });
});

describe('catalogue search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks catalogue.search through the integration, with the input of its key', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify([{ result: { data: [{ id: 3 }] } }]), { headers: { 'content-type': 'application/json' } }));
    });
    const qc = new QueryClient();
    await expect(qc.fetchQuery(catalogueSearchQuery('pork belly', 7))).resolves.toEqual([{ id: 3 }]);
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/trpc/catalogue.search');
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({ 0: { q: 'pork belly', limit: 7 } });
  });
});
