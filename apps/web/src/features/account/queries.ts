import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '../../lib/api';

// The profile's data, keyed under 'account' so logout can drop all of it at once.
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'profile', userId],
    queryFn: async () => (await loadApi()).account.profile.query({ userId }),
  });

export const addressesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'addresses', userId],
    queryFn: async () => {
      try {
        return await (await loadApi()).account.addresses.query({ userId });
      } catch (err) {
        // 404 means "no address" (spec section 7), not a failure.
        if ((err as { data?: { httpStatus?: number } }).data?.httpStatus === 404) return [];
        throw err;
      }
    },
  });

export const ordersQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'orders', userId],
    queryFn: async () => (await loadApi()).orders.list.query({ userId }),
  });

export const pointsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'points', userId],
    queryFn: async () => {
      const api = await loadApi();
      const [records, total] = await Promise.all([
        // No records is an empty list, never a 404.
        api.orders.points.query({ userId }),
        api.orders.pointsTotal.query({ userId }),
      ]);
      return { records, total: total.total_points };
    },
  });

/** One order with its lines and money (the profile's order view, "order again"). */
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['account', 'order', orderId],
    queryFn: async () => (await loadApi()).orders.detail.query({ orderId }),
  });

/** "My usual items": products of this buyer's earlier orders, most often ordered first. */
export const usualItemsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'usual', userId],
    queryFn: async () => (await loadApi()).orders.usualItems.query({ userId }),
  });

/**
 * Items by id, visible ones only (catalogue.byIds): the same key as the cart tab's, so the cart
 * and the profile share answers. The ids are sorted in the key.
 */
export const itemsByIdsQuery = (ids: readonly number[]) => {
  const key = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['catalogue.byIds', { ids: key }],
    queryFn: async ({ signal }) => (await loadApi()).catalogue.byIds.query({ ids: key }, { signal }),
    enabled: key.length > 0,
  });
};
