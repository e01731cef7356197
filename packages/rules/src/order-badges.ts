// The colours of an order's status badge: the buyer's profile and the back office, never the
// storefront's first load (apart from constants.ts, which the first load's chunk takes whole).
import type { OrderStatus } from './order-constants';

export type BadgeColour = 'yellow' | 'green' | 'blue' | 'red' | 'purple' | 'orange' | 'gray';

/** Badge colours on the buyer's profile order list; anything else is gray. */
const BUYER_ORDER_BADGE_COLOURS: Readonly<Partial<Record<OrderStatus, BadgeColour>>> = {
  pending: 'yellow',
  complete: 'green',
  processing: 'blue',
  cancelled: 'red',
  shipped: 'purple',
  'awaiting approval': 'orange',
  'ready for pickup': 'blue',
  'missed pickup': 'red',
};

/** Badge colours on the admin dashboard (the spec gives different ones there); else gray. */
const ADMIN_ORDER_BADGE_COLOURS: Readonly<Partial<Record<OrderStatus, BadgeColour>>> = {
  complete: 'green',
  incomplete: 'yellow',
  pending: 'red',
  contacted: 'orange',
  'quote sent': 'purple',
  'order placed': 'blue',
  declined: 'red',
  'awaiting approval': 'gray',
  'ready for pickup': 'green',
  'missed pickup': 'orange',
};

export function orderBadgeColour(status: string, view: 'buyer' | 'admin'): BadgeColour {
  const table = view === 'buyer' ? BUYER_ORDER_BADGE_COLOURS : ADMIN_ORDER_BADGE_COLOURS;
  return (table as Record<string, BadgeColour | undefined>)[status] ?? 'gray';
}
