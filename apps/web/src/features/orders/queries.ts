import { trpc } from '../../lib/trpc';

// The buyer's orders. With the profile's data they are the buyer's own: logout drops them and a
// placed order refetches them (buyerDataFilters, features/account/session.ts).

export const ordersQuery = (userId: number) => trpc.orders.list.queryOptions({ userId });

/** One order with its lines and money (the profile's order view, "order again"). */
export const orderDetailQuery = (orderId: number) => trpc.orders.detail.queryOptions({ orderId });

/** "My usual items": products of this buyer's earlier orders, most often ordered first. */
export const usualItemsQuery = (userId: number) => trpc.orders.usualItems.queryOptions({ userId });

/** The buyer's standing orders (not ended), oldest first. */
export const standingQuery = () => trpc.orders.standing.list.queryOptions();
