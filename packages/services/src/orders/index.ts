// The orders context: checkout, a buyer's orders and their lines, "my usual items", pickup
// windows and reward points.
import {
  buyerOrderStatus,
  DEFAULT_PAYMENT_TERMS,
  depositDueFor,
  ORDER_CUTOFF_TIME,
  orderCutoff,
  pickupDays,
  type HolidayRule,
  type PaymentTerms,
} from '@wholesale/rules';
import { requireSignedIn } from '@wholesale/contract';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';
import type { BuyerOrderSummary, OrdersService } from '@wholesale/contract';
import { createAdminOrders } from './admin';
import { createOrderApprovals } from './approval';
import { createCalendar } from './calendar';
import { createOrderChanges } from './changes';
import { createMoveOffClosedDays } from './changes/move-off-closed';
import { createDeposit } from './deposit';
import { createInvoices } from './invoice';
import type { PdfRenderer } from '../pdf/renderer';
import { createPlaceOrder } from './place-order';
import { createPointsReads } from './points';
import { createOrderRecords } from './records';
import { createStandingOrders } from './standing';
import { createOrderText } from './staff-entry';
import { changerOf, changeWindow, createOrderView, cutoffCalendar } from './views';
import { companyToRead } from '../kernel/company-access';

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
  /** the cutoff's wall time on the open day before pickup ('HH:MM', Los Angeles; ORDER_CUTOFF_TIME) */
  cutoffTime?: string;
  /** days before pickup a standing order's cycle is made (STANDING_ORDER_LEAD_DAYS) */
  standingLeadDays?: number;
  /** where invoices and statements are drawn (the server's worker threads); this thread by default */
  renderPdf?: PdfRenderer;
  /** the cash discount off the balance and the card sales tax (CASH_DISCOUNT_PERCENT, CARD_TAX_PERCENT) */
  paymentTerms?: PaymentTerms;
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** Told after an order is placed, changes status or is weighed (the dashboard's figures follow). */
  onOrdersChanged?: () => void;
  /** Where the Orders page's pages are shared between admins (see book-cache.ts). */
  cache?: ReadCache;
  /** The catalogue's cache, which keeps the order-message reader's index of items (staff-entry). */
  catalogueCache?: ReadCache;
}

export function createOrderServices(deps: OrderDeps): OrdersService {
  const clock = deps.clock ?? systemClock;
  const closedDates = deps.closedDates ?? [];
  const calendar = createCalendar({ ...deps, closedDates, clock });
  // Its own short-lived cache, not the order book's (deps.cache): the texts change on a save, not with orders.
  const deposit = createDeposit({ db: deps.db });
  const { placeOrder, placeForCustomer, addOrderLine } = createPlaceOrder({ ...deps, calendar, deposit, clock });
  // companyOrders checks nobody: it is this file's, never a use case of the service.
  const { companyOrders, ...records } = createOrderRecords(deps.db);
  const cutoffTime = deps.cutoffTime ?? ORDER_CUTOFF_TIME;
  // The deposit's day and the cutoff are read on the calendar as it stands (closures staff add later count).
  const paymentTerms = deps.paymentTerms ?? DEFAULT_PAYMENT_TERMS;
  const view = createOrderView({ calendar, cutoffTime, paymentTerms });
  const { changeOrder, cancelOrder } = createOrderChanges({ ...deps, calendar, cutoffTime, view, clock });
  const { approveOrder, declineOrder } = createOrderApprovals({ ...deps, calendar, deposit, view, clock });

  return {
    async pickupSlots(actor) {
      requireSignedIn(actor);
      const now = clock();
      const current = await calendar.current(now);
      return pickupDays(now, current).map((day) => {
        // every window of a day starts that day: the first one names it
        const start = new Date(day.windows[0]!.start);
        return {
          ...day,
          deposit_due: depositDueFor(now, start, current),
          change_deadline: orderCutoff(start, current, cutoffTime).toISOString(),
        };
      });
    },
    placeOrder,
    addOrderLine,
    ...records,
    async orders(actor, userId): Promise<BuyerOrderSummary[]> {
      const { access, companyId } = await companyToRead(deps.db, actor, userId);
      const list = await companyOrders(companyId);
      if (list.length === 0) return [];
      // One calendar for the list, from its oldest order's day.
      const closed = await cutoffCalendar(deps.db, calendar, list.at(-1)!.order_date);
      const now = clock();
      return list.map((o) => ({
        ...o,
        // the buyer-facing status (rules/buyer-status.ts); the change window read the stored one
        order_status: actor.kind === 'buyer' ? buyerOrderStatus(o.order_status) : o.order_status,
        ...changeWindow(
          o,
          changerOf(access, { company_id: companyId, user_id: o.placed_by.id }),
          now,
          closed,
          cutoffTime,
        ),
      }));
    },
    async order(actor, orderId) {
      return view(deps.db, requireSignedIn(actor), orderId, clock());
    },
    changeOrder,
    cancelOrder,
    approveOrder,
    declineOrder,
    ...createInvoices({ db: deps.db, paymentTerms, renderPdf: deps.renderPdf }),
    standing: createStandingOrders({ ...deps, calendar, cutoffTime, clock, leadDays: deps.standingLeadDays }),
    ...createPointsReads(deps.db, clock),
    admin: { ...createAdminOrders({ ...deps, calendar, cutoffTime, paymentTerms }), placeForCustomer },
    calendar: {
      ...calendar,
      moveToNextOpenDay: createMoveOffClosedDays({ db: deps.db, calendar, changeOrder, clock }),
    },
    deposit,
    fromText: createOrderText({ db: deps.db, catalogueCache: deps.catalogueCache }),
  };
}

export { DEPOSIT_CACHE_MS } from './deposit';
export { awardPointsForCompletedOrder, COMPLETE_STATUSES, oneMonthBefore } from './points';
export { IDEMPOTENCY_TTL_HOURS } from './place-order';
