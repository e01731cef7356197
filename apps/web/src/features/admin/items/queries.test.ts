import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminItemsQuery, adminKeys } from '../queries';
import { applyItem, type AdminItem } from './queries';

const item = (id: number, over: Partial<AdminItem> = {}) => ({ id, name: `Item ${id}`, show: true, images: 1, ...over }) as AdminItem;

describe('applyItem', () => {
  it('puts the server’s answer into the list at once and refetches everything that shows items', () => {
    const qc = new QueryClient();
    const key = adminItemsQuery().queryKey;
    qc.setQueryData(key, [item(1), item(2)]);
    qc.setQueryData(adminKeys.dashboard('weekly'), { any: 'figures' });
    qc.setQueryData(['catalogue.byId', { id: 2 }], item(2));
    qc.setQueryData(['admin', 'orders', 'list', {}], []);

    applyItem(qc, item(2, { show: false }));
    expect(qc.getQueryData<AdminItem[]>(key)?.map((i) => [i.id, i.show])).toEqual([
      [1, true],
      [2, false],
    ]);
    applyItem(qc, item(3));
    expect(qc.getQueryData<AdminItem[]>(key)?.map((i) => i.id)).toEqual([1, 2, 3]);

    expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(adminKeys.dashboard('weekly'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['catalogue.byId', { id: 2 }])?.isInvalidated).toBe(true);
    // Orders do not show items: left alone.
    expect(qc.getQueryState(['admin', 'orders', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('leaves a list that was never loaded alone', () => {
    const qc = new QueryClient();
    applyItem(qc, item(1));
    expect(qc.getQueryData(adminItemsQuery().queryKey)).toBeUndefined();
  });
});
