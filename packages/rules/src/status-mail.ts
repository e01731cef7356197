import {
  COMPLETE_ORDER_STATUSES,
  ORDER_CONFIRMED_STATUS,
  ORDER_MISSED_STATUS,
  ORDER_READY_STATUS,
  type OrderStatus,
} from './order-constants';

// Which status changes e-mail the buyer: the first 'order placed' (the confirmation),
// the first 'declined' (we cannot fill the order) and the first 'complete' (thank you, the final
// total and the points). One rule for the server, which sends the mail, and the admin's status
// menu, which names it before the change.

/** The buyer's mails a status change sends, by their outbox template names. */
export type BuyerStatusMail = 'order-confirmed' | 'order-declined' | 'order-complete';

/** Setting this status the first time e-mails the buyer that we cannot fill the order ('order-declined'). */
export const ORDER_DECLINED_STATUS = 'declined' satisfies OrderStatus;

/** What an order has been through, as far as its buyer's mails go. */
export interface OrderMailPast {
  /** the confirmation has gone (the order was 'order placed' before) */
  confirmed: boolean;
  /** the order's history has it set to 'declined' before */
  ever_declined: boolean;
  /** the order's history has it set to 'complete' (or 'completed') before */
  ever_completed: boolean;
}

/**
 * The mail the buyer gets when an order with this past is set to `to`; null for none. Each goes
 * once per order. A decline after the order was completed mails nothing: the buyer had the goods,
 * so "we cannot fill this order" would be wrong (staff are correcting the books).
 * A change to the order's current status is no change: callers ask only about real changes.
 */
export function buyerMailOnStatus(past: OrderMailPast, to: string): BuyerStatusMail | null {
  if (to === ORDER_CONFIRMED_STATUS) return past.confirmed ? null : 'order-confirmed';
  if (to === ORDER_DECLINED_STATUS) return past.ever_declined || past.ever_completed ? null : 'order-declined';
  if ((COMPLETE_ORDER_STATUSES as readonly string[]).includes(to)) return past.ever_completed ? null : 'order-complete';
  return null;
}

/** The mails staff choose to send with a status change ("E-mail the buyer"), by template name. */
export type OptionalStatusMail = 'order-ready' | 'order-missed-pickup';

/**
 * The mail a change to `to` may send when staff tick "E-mail the buyer": the order is ready (with
 * its pickup window), or its pickup was missed. Unlike buyerMailOnStatus these go only when asked,
 * as often as asked (staff may mark an order ready again after packing it anew).
 */
export function optionalStatusMail(to: string): OptionalStatusMail | null {
  if (to === ORDER_READY_STATUS) return 'order-ready';
  if (to === ORDER_MISSED_STATUS) return 'order-missed-pickup';
  return null;
}
