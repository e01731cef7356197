import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';
import type { ItemPageInput } from './view';
import { invalidateCatalogue } from '../../catalogue/queries';

// The Item List's calls: one page of items at a time (searched and filtered by the server), the
// changes, and keeping every cached copy of an item in step (the Dashboard's first items too).

export type ItemPage = RouterOutputs['admin']['items']['page'];
export type AdminItem = ItemPage['items'][number];
export type ItemUpdate = RouterInputs['admin']['items']['update']['update'];
export type ItemCreate = RouterInputs['admin']['items']['create'];

/** One page of the Item List, hidden items included, with the whole catalogue's counts. */
export function itemPageQuery(input: ItemPageInput) {
  return trpc.admin.items.page.queryOptions(input, { staleTime: ADMIN_STALE_MS });
}

/**
 * The item changes, through the integration: each answers the item as the server stored it (put it
 * in the cache with useApplyItem).
 */
export function useItemChanges(): {
  updateItem: (id: number, update: ItemUpdate) => Promise<AdminItem>;
  createItem: (input: ItemCreate) => Promise<AdminItem>;
} {
  const { mutateAsync: update } = useMutation(trpc.admin.items.update.mutationOptions());
  const { mutateAsync: create } = useMutation(trpc.admin.items.create.mutationOptions());
  return { updateItem: (id, changes) => update({ id, update: changes }), createItem: create };
}

/**
 * Puts the server's answer for one item into every cached page that holds it, at once (the badge
 * and the row follow the server, not a guess), then refetches what shows items: the pages (a new
 * product takes its place in the catalogue order, a changed one may leave a filter), the
 * Dashboard's figures and the storefront's catalogue if this tab has it cached.
 */
export function applyItem(queryClient: QueryClient, item: AdminItem): void {
  // Every page of items: the Item List's and the Dashboard's first items.
  const pages = trpc.admin.items.page.pathFilter();
  queryClient.setQueriesData<ItemPage>(pages, (old) => {
    if (!old?.items.some((i) => i.id === item.id)) return old;
    return { ...old, items: old.items.map((i) => (i.id === item.id ? item : i)) };
  });
  void queryClient.invalidateQueries(pages);
  void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
  void queryClient.invalidateQueries(trpc.catalogue.pathFilter());
  invalidateCatalogue(); // the storefront's own reads (lib/readCache.ts)
}

export function useApplyItem(): (item: AdminItem) => void {
  const queryClient = useQueryClient();
  return useCallback((item: AdminItem) => applyItem(queryClient, item), [queryClient]);
}
