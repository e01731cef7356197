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
        api.orders.points.query({ userId }).catch((err: unknown) => {
          if ((err as { data?: { httpStatus?: number } }).data?.httpStatus === 404) return [];
          throw err;
        }),
        api.orders.pointsTotal.query({ userId }),
      ]);
      return { records, total: total.total_points };
    },
  });
