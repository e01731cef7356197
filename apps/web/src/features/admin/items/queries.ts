import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { useCallback } from 'react';
import { loadApi } from '../../../lib/api';
import { adminKeys, ADMIN_STALE_MS } from '../queries';
import type { ItemPageInput } from './view';

// The Item List's calls: one page of items at a time (searched and filtered by the server), the
// changes, and keeping every cached copy of an item in step (the Dashboard's first items too).

export type ItemPage = RouterOutputs['admin']['items']['page'];
export type AdminItem = ItemPage['items'][number];
export type ItemUpdate = RouterInputs['admin']['items']['update']['update'];
export type ItemCreate = RouterInputs['admin']['items']['create'];

/** Every key of the items starts so: the header's Refresh Data and the changes below refetch them all. */
export const itemKeys = {
  all: [...adminKeys.all, 'items'] as const,
  page: (input: ItemPageInput) => [...adminKeys.all, 'items', 'page', input] as const,
};

/** One page of the Item List, hidden items included, with the whole catalogue's counts. */
export function itemPageQuery(input: ItemPageInput) {
  return queryOptions({
    queryKey: itemKeys.page(input),
    queryFn: async () => (await loadApi()).admin.items.page.query(input),
    staleTime: ADMIN_STALE_MS,
  });
}

export async function updateItem(id: number, update: ItemUpdate): Promise<AdminItem> {
  return (await loadApi()).admin.items.update.mutate({ id, update });
}

export async function createItem(input: ItemCreate): Promise<AdminItem> {
  return (await loadApi()).admin.items.create.mutate(input);
}

/** The storefront's catalogue queries ('catalogue.list', 'catalogue.byId', ...) of this tab. */
function isCatalogueKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('catalogue.');
}

/** A cached page of items (the Item List's or the Dashboard's), told apart from anything else under the key. */
function isItemPage(data: unknown): data is ItemPage {
  return typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);
}

/**
 * Puts the server's answer for one item into every cached page that holds it, at once (the badge
 * and the row follow the server, not a guess), then refetches what shows items: the pages (a new
 * product takes its place in the catalogue order, a changed one may leave a filter), the
 * Dashboard's figures and the storefront's catalogue if this tab has it cached.
 */
export function applyItem(queryClient: QueryClient, item: AdminItem): void {
  queryClient.setQueriesData<unknown>({ queryKey: itemKeys.all }, (old: unknown) => {
    if (!isItemPage(old) || !old.items.some((i) => i.id === item.id)) return old;
    return { ...old, items: old.items.map((i) => (i.id === item.id ? item : i)) };
  });
  void queryClient.invalidateQueries({ queryKey: itemKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboardAll });
  void queryClient.invalidateQueries({ predicate: (q) => isCatalogueKey(q.queryKey) });
}

export function useApplyItem(): (item: AdminItem) => void {
  const queryClient = useQueryClient();
  return useCallback((item: AdminItem) => applyItem(queryClient, item), [queryClient]);
}
