// The status groups of placed orders: which ones wait for the owner, are not sales, or are taken
// on by the warehouse. A module of their own, not constants.ts: constants.ts is in the storefront's
// first load (apps/web/vite.config.ts), and only the pages of a placed order and the server need these.
import { ORDER_CONFIRMED_STATUS, ORDER_MISSED_STATUS, ORDER_READY_STATUS, type OrderStatus } from './order-constants';

/**
 * An orderer's order above the limit the company's owner set: it waits for the
 * owner. Not yet an order the warehouse works on: no cutoff clock, no deposit, not a sale, not on
 * the pick list, not "new" on the dashboard. The owner's approval makes it DEFAULT_ORDER_STATUS;
 * a decline makes it 'declined' (ORDER_DECLINED_STATUS), the word staff use for an order that
 * will not go ahead.
 */
export const AWAITING_APPROVAL_STATUS = 'awaiting approval' satisfies OrderStatus;

/**
 * Orders that are not sales (the dashboard's figures) and not on the pick list. A missed pickup
 * is one while it stands: nothing was handed over, and staff reopen it if the buyer comes after all.
 */
export const NOT_SALES_ORDER_STATUSES: readonly OrderStatus[] = [
  'declined',
  'cancelled',
  AWAITING_APPROVAL_STATUS,
  ORDER_MISSED_STATUS,
];

/**
 * Confirmed orders: the warehouse has taken them on (contacted, quote sent, order placed, packed
 * and ready for pickup) and they are not handed over yet: on the pick list, owing. The buyer no
 * longer changes them online (confirmedLocked).
 */
export const CONFIRMED_ORDER_STATUSES: readonly OrderStatus[] = [
  'contacted',
  'quote sent',
  ORDER_CONFIRMED_STATUS,
  ORDER_READY_STATUS,
];
