import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { useCallback } from 'react';
import { loadApi } from '../../../lib/api';
import { adminItemsQuery, adminKeys } from '../queries';

// The Item List's calls. The list itself is the shared adminItemsQuery() (the Dashboard shows the
// same items with their badges); this adds the changes and keeps every copy of an item in step.

export type AdminItem = RouterOutputs['admin']['items']['list'][number];
export type ItemUpdate = RouterInputs['admin']['items']['update']['update'];
export type ItemCreate = RouterInputs['admin']['items']['create'];

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

/**
 * Puts the server's answer for one item into the cached list at once (the badge and the row follow
 * the server, not a guess), then refetches what shows items: the list, the Dashboard's figures and
 * the storefront's catalogue if this tab has it cached.
 */
export function applyItem(queryClient: QueryClient, item: AdminItem): void {
  const key = adminItemsQuery().queryKey;
  queryClient.setQueryData<AdminItem[]>(key, (old) => {
    if (!old) return old;
    return old.some((i) => i.id === item.id) ? old.map((i) => (i.id === item.id ? item : i)) : [...old, item];
  });
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboardAll });
  void queryClient.invalidateQueries({ predicate: (q) => isCatalogueKey(q.queryKey) });
}

export function useApplyItem(): (item: AdminItem) => void {
  const queryClient = useQueryClient();
  return useCallback((item: AdminItem) => applyItem(queryClient, item), [queryClient]);
}
