import { queryOptions, useQueries } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';

// The profile's data, through the tRPC integration. With the buyer's orders
// (features/orders/queries.ts) it is the buyer's own: logout drops it (buyerDataFilters, features/account/session.ts).

export const profileQuery = (userId: number) => trpc.account.profile.queryOptions({ userId });

/** The buyer's addresses; the server's 404 means "no address" (spec section 7), not a failure. */
export const addressesQuery = (userId: number) => {
  const options = trpc.account.addresses.queryOptions({ userId });
  const { queryFn } = options;
  return queryOptions({
    ...options,
    queryFn: async (context) => {
      if (typeof queryFn !== 'function') throw new Error('account.addresses: no query function');
      try {
        return await queryFn(context);
      } catch (err) {
        if ((err as { data?: { httpStatus?: number } }).data?.httpStatus === 404) return [];
        throw err;
      }
    },
  });
};

export type Rewards =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; records: RouterOutputs['orders']['points']; total: number };

/** The buyer's points: the records (none is an empty list, never a 404) and the total, shown as one. */
export function useRewards(userId: number): Rewards {
  const [records, total] = useQueries({
    queries: [trpc.orders.points.queryOptions({ userId }), trpc.orders.pointsTotal.queryOptions({ userId })],
  });
  if (records.isError || total.isError) return { status: 'error' };
  if (records.data === undefined || total.data === undefined) return { status: 'pending' };
  return { status: 'success', records: records.data, total: total.data.total_points };
}
