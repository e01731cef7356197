// Orders: their types, statuses and the groups the rules read. Apart from constants.ts, which the
// storefront's first load takes whole: the statuses are for the profile, checkout and back office.

export const ORDER_TYPES = ['pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PICKUP_FEE_CENTS = 0;
export const PICKUP_PREPAYMENT_RATIO = 0.5;
export const CASH_BALANCE_DISCOUNT_RATIO = 0.05;

/** Statuses an admin can pick from the status menu. */
export const ADMIN_ORDER_STATUSES = [
  'contacted',
  'quote sent',
  'order placed',
  'declined',
  'pending',
  'complete',
  'ready for pickup',
  'missed pickup',
] as const;

/**
 * Every order status either spec names (the admin menu, the admin badges and the buyer's
 * profile filter). The database accepts exactly these.
 */
export const ORDER_STATUSES = [
  ...ADMIN_ORDER_STATUSES,
  'incomplete',
  'completion',
  'new',
  'completed',
  'delivered',
  'approved',
  'processing',
  'cancelled',
  'shipped',
  'awaiting approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_ORDER_STATUS = 'pending' satisfies OrderStatus;

/**
 * The statuses an order can actually have: checkout writes DEFAULT_ORDER_STATUS, the admin's menu
 * sets its statuses and a cancellation (by the buyer before the cutoff, or by staff)
 * sets ORDER_CANCELLED_STATUS. The rest of ORDER_STATUSES are words the
 * specs' badges name but nothing here writes ('shipped' cannot happen to a pickup order). In the
 * order of an order's life, for the buyer's status filter.
 */
export const REACHABLE_ORDER_STATUSES = [
  'awaiting approval',
  'pending',
  'contacted',
  'quote sent',
  'order placed',
  'ready for pickup',
  'complete',
  'missed pickup',
  'declined',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** What a cancellation sets (POST /api/orders/:id/cancel); not on the admin's status menu. */
export const ORDER_CANCELLED_STATUS = 'cancelled' satisfies OrderStatus;

/** A pickup order packed and waiting at the warehouse: staff may mail the buyer ('order-ready'). */
export const ORDER_READY_STATUS = 'ready for pickup' satisfies OrderStatus;

/**
 * A pickup order whose buyer did not come in its window: not handed over, not a sale, not on the
 * pick list. Counted on the customer's page (the terms' "two or more missed pickups").
 */
export const ORDER_MISSED_STATUS = 'missed pickup' satisfies OrderStatus;

/** Setting this status the first time e-mails the buyer the order confirmation ('order-confirmed'). */
export const ORDER_CONFIRMED_STATUS = 'order placed' satisfies OrderStatus;

/** Statuses that mean the buyer got the goods (both spellings the specs use): they earn the order's points, once. */
export const COMPLETE_ORDER_STATUSES: readonly OrderStatus[] = ['complete', 'completed'];

/**
 * Settled orders: handed over ('complete', both spellings) or not going ahead ('declined',
 * 'cancelled', 'missed pickup': its window went by without the buyer). Their weights are final, a closed pickup day or special hours concern nobody, and
 * no deposit is due.
 */
export const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = [
  ...COMPLETE_ORDER_STATUSES,
  'declined',
  'cancelled',
  ORDER_MISSED_STATUS,
];

/**
 * Orders called off: declined by staff or cancelled. Nothing is handed over, nothing is left to pay,
 * and whatever they hold goes back to the buyer (or to another order of theirs).
 */
export const CALLED_OFF_ORDER_STATUSES: readonly string[] = ['declined', 'cancelled'] satisfies OrderStatus[];

/**
 * Orders whose money is owed: confirmed, ready to be picked up, or handed over. A pending
 * order is not owed yet (staff may still decline it); a missed pickup is not owed while it stands
 * (staff reopen it when the buyer comes after all). The dashboard's "owed" and a buyer's
 * monthly statement count what is left to pay on these.
 */
export const OWING_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_CONFIRMED_STATUS,
  ORDER_READY_STATUS,
  ...COMPLETE_ORDER_STATUSES,
];

export const CHECKOUT_AGREEMENTS = 3;
export const CHECKOUT_LOADING_MS = 500;
export const PROFILE_RECENT_ORDERS = 2;
