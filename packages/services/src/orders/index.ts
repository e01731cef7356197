// The orders context: checkout, a buyer's orders and their lines, "my usual items", pickup
// windows and reward points.
import { depositDueDate, depositDueFor, pickupDays, SETTLED_ORDER_STATUSES, toPacific, type HolidayRule } from '@wholesale/rules';
import { requireSignedIn } from '@wholesale/contract';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';
import type { BuyerOrderDetail, OrderDetail, OrdersService } from '@wholesale/contract';
import { createAdminOrders } from './admin';
import { createCalendar, staffDaysFrom } from './calendar';
import { createDeposit } from './deposit';
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
  /** Where the Orders page's pages are shared between admins (see book-cache.ts). */
  cache?: ReadCache;
}

export function createOrderServices(deps: OrderDeps): OrdersService {
  const clock = deps.clock ?? systemClock;
  const closedDates = deps.closedDates ?? [];
  const calendar = createCalendar({ ...deps, closedDates, clock });
  // Its own short-lived cache, not the order book's (deps.cache): the texts change on a save, not with orders.
  const deposit = createDeposit({ db: deps.db });
  const { placeOrder, addOrderLine } = createPlaceOrder({ ...deps, calendar, deposit, clock });
  const records = createOrderRecords(deps.db);

  /** When the order's deposit is due, on the calendar as it stands (closures staff add later count). */
  async function depositDue(order: OrderDetail): Promise<string | null> {
    if (!order.pickup_start || (SETTLED_ORDER_STATUSES as readonly string[]).includes(order.order_status)) return null;
    const staff = await staffDaysFrom(deps.db, toPacific(new Date(order.order_date)).date);
    return depositDueFor(order.order_date, order.pickup_start, calendar.calendarWith(staff));
  }

  return {
    async pickupSlots(actor) {
      requireSignedIn(actor);
      const now = clock();
      const today = toPacific(now).date;
      const current = await calendar.current(now);
      return pickupDays(now, current).map((day) => ({ ...day, deposit_due: depositDueDate(today, day.date, current) }));
    },
    placeOrder,
    addOrderLine,
    ...records,
    async order(actor, orderId): Promise<BuyerOrderDetail> {
      const detail = await records.order(actor, orderId);
      return { ...detail, deposit_due: await depositDue(detail) };
    },
    ...createPointsReads(deps.db, clock),
    admin: createAdminOrders(deps),
    calendar,
    deposit,
  };
}

export { DEPOSIT_CACHE_MS } from './deposit';
export { awardPointsForCompletedOrder, COMPLETE_STATUSES, oneMonthBefore } from './points';
export { IDEMPOTENCY_TTL_HOURS } from './place-order';
