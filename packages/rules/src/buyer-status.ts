// What a buyer is told of an order's status. Staff work an order through steps of their own
// ('contacted' the buyer, 'quote sent'): those are the warehouse's bookkeeping, and a buyer who
// reads "Quote sent" on an order they placed at a price shown to them is left asking which quote.
// Both steps come after staff took the order on (CONFIRMED_ORDER_STATUSES), so the buyer reads
// them as the order being placed; the second spelling of complete reads as the first. Pure: the
// services answer buyers through it and the web shows statuses through it.
import { REACHABLE_ORDER_STATUSES, type OrderStatus } from './order-constants';

const FOR_BUYER: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  contacted: 'order placed',
  'quote sent': 'order placed',
  completed: 'complete',
  completion: 'complete',
};

/** The status a buyer sees for an order with `status`: a staff step reads as its buyer-facing one. */
export function buyerOrderStatus(status: string): string {
  return (FOR_BUYER as Record<string, string | undefined>)[status] ?? status;
}

/**
 * The statuses a buyer's orders can show, in the order of an order's life (their status filter):
 * the reachable ones with the staff steps left out.
 */
export const BUYER_ORDER_STATUSES: readonly string[] = REACHABLE_ORDER_STATUSES.filter(
  (s) => buyerOrderStatus(s) === s,
);
