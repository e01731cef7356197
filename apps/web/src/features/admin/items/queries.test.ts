import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../../lib/trpc';
import { dashboardItemsQuery, ordersQuery } from '../queries';
import { applyItem, itemPageQuery, type AdminItem, type ItemPage } from './queries';

const item = (id: number, over: Partial<AdminItem> = {}) =>
  ({ id, name: `Item ${id}`, show: true, images: 1, ...over }) as AdminItem;
const page = (items: AdminItem[], n = 1): ItemPage => ({
  items,
  page: n,
  page_size: 2,
  has_more: n === 1,
  counts: { all: 3, active: 3, hidden: 0 },
  special_prices: {},
});
const ids = (qc: QueryClient, key: readonly unknown[]) =>
  qc.getQueryData<ItemPage>(key)?.items.map((i) => [i.id, i.show]);

describe('item keys', () => {
  it('are the integration’s keys of admin.items.page, so Refresh Data and the changes reach every page', () => {
    expect(itemPageQuery({ page: 2, q: 'galbi' }).queryKey).toEqual([
      ['admin', 'items', 'page'],
      { input: { page: 2, q: 'galbi' }, type: 'query' },
    ]);
    expect(dashboardItemsQuery().queryKey[0]).toEqual(['admin', 'items', 'page']);
    const qc = new QueryClient();
    qc.setQueryData(itemPageQuery({ page: 2 }).queryKey, page([]));
    expect(qc.getQueryCache().findAll(trpc.admin.pathFilter())).toHaveLength(1);
  });
});

describe('applyItem', () => {
  it('puts the server’s answer into every cached page that holds the item, and refetches everything that shows items', () => {
    const qc = new QueryClient();
    const first = itemPageQuery({ page: 1 }).queryKey;
    const second = itemPageQuery({ page: 2 }).queryKey;
    const hidden = itemPageQuery({ page: 1, visibility: 'hidden' }).queryKey;
    const dashboard = dashboardItemsQuery().queryKey;
    qc.setQueryData(first, page([item(1), item(2)]));
    qc.setQueryData(second, page([item(3)], 2));
    qc.setQueryData(hidden, page([]));
    qc.setQueryData(dashboard, page([item(1), item(2)]));
    const figures = trpc.admin.dashboard.figures.queryKey({ period: 'weekly' });
    qc.setQueryData(figures, { any: 'figures' } as never);
    const product = trpc.catalogue.byId.queryKey({ id: 2 });
    qc.setQueryData(product, item(2) as never);
    const orders = ordersQuery({}).queryKey;
    qc.setQueryData(orders, { orders: [] } as never);
    const secondBefore = qc.getQueryData(second);

    applyItem(qc, item(2, { show: false }));
    expect(ids(qc, first)).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(ids(qc, dashboard)).toEqual([
      [1, true],
      [2, false],
    ]);
    // Pages without the item are left as they are (the refetch places it where the server says).
    expect(qc.getQueryData(second)).toBe(secondBefore);
    expect(ids(qc, hidden)).toEqual([]);
    expect(qc.getQueryData<ItemPage>(first)?.counts).toEqual({ all: 3, active: 3, hidden: 0 });

    for (const key of [first, second, hidden, dashboard, figures, product]) {
      expect(qc.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    // Orders do not show items: left alone.
    expect(qc.getQueryState(orders)?.isInvalidated).toBe(false);
  });

  it('adds a new product to no page (the refetch puts it where the catalogue order does)', () => {
    const qc = new QueryClient();
    const first = itemPageQuery({ page: 1 }).queryKey;
    qc.setQueryData(first, page([item(1), item(2)]));
    applyItem(qc, item(9));
    expect(ids(qc, first)).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(qc.getQueryState(first)?.isInvalidated).toBe(true);
  });

  it('leaves pages that were never loaded alone', () => {
    const qc = new QueryClient();
    applyItem(qc, item(1));
    expect(qc.getQueryData(itemPageQuery({ page: 1 }).queryKey)).toBeUndefined();
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
  });
});
