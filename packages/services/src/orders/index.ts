// The orders context: checkout, a buyer's orders and their lines, "my usual items", pickup
// windows and reward points.
import { pickupDays } from '@wholesale/rules';
import { requireSignedIn } from '../actor';
import { systemClock, type Clock, type Db, type MailQueued } from '../accounts/common';
import type { ReadCache } from '../read-cache';
import type { OrdersService } from './contract';
import { createAdminOrders } from './admin';
import { createPlaceOrder } from './place-order';
import { createPointsReads } from './points';
import { createOrderRecords } from './records';

export interface OrderDeps {
  db: Db;
  /** the business inbox that gets a notice of each new order */
  businessEmail: string;
  /** PUBLIC_URL, for links in e-mails */
  publicUrl: string;
  /** dates the warehouse is closed ('YYYY-MM-DD', or 'MM-DD' every year) */
  closedDates?: readonly string[];
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** Told after an order is placed, changes status or is weighed (the dashboard's figures follow). */
  onOrdersChanged?: () => void;
  /** Where the Orders page's pages are shared between admins (see order-book-cache.ts). */
  cache?: ReadCache;
}

export function createOrderServices(deps: OrderDeps): OrdersService {
  const clock = deps.clock ?? systemClock;
  const closedDates = deps.closedDates ?? [];
  const { placeOrder, addOrderLine } = createPlaceOrder({ ...deps, closedDates, clock });
  return {
    async pickupSlots(actor) {
      requireSignedIn(actor);
      return pickupDays(clock(), closedDates);
    },
    placeOrder,
    addOrderLine,
    ...createOrderRecords(deps.db),
    ...createPointsReads(deps.db, clock),
    admin: createAdminOrders(deps),
  };
}

export * from './contract';
export { awardPointsForCompletedOrder, COMPLETE_STATUSES, oneMonthBefore } from './points';
export { IDEMPOTENCY_TTL_HOURS } from './place-order';
