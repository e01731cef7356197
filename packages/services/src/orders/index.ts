// The orders context: checkout, a buyer's orders and their lines, "my usual items", pickup
// windows and reward points.
import { pickupDays, type HolidayRule } from '@wholesale/rules';
import { requireSignedIn } from '../actor';
import { systemClock, type Clock, type Db, type MailQueued } from '../accounts/common';
import type { ReadCache } from '../read-cache';
import type { OrdersService } from './contract';
import { createAdminOrders } from './admin';
import { createCalendar } from './calendar';
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
  /** holiday rules the warehouse closes for (PICKUP_HOLIDAYS); none unless given */
  holidays?: readonly HolidayRule[];
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
  const calendar = createCalendar({ ...deps, closedDates, clock });
  const { placeOrder, addOrderLine } = createPlaceOrder({ ...deps, calendar, clock });
  return {
    async pickupSlots(actor) {
      requireSignedIn(actor);
      const now = clock();
      return pickupDays(now, await calendar.current(now));
    },
    placeOrder,
    addOrderLine,
    ...createOrderRecords(deps.db),
    ...createPointsReads(deps.db, clock),
    admin: createAdminOrders(deps),
    calendar,
  };
}

export * from './contract';
export * from './calendar-contract';
export { awardPointsForCompletedOrder, COMPLETE_STATUSES, oneMonthBefore } from './points';
export { IDEMPOTENCY_TTL_HOURS } from './place-order';
