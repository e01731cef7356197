// What orders (checkout, a buyer's records, the Orders page, weighing, the pick list) answers
// (output types) and the service interface @wholesale/services implements. The back office's
// side is in admin-service.ts, standing orders in standing-service.ts.
import type { PaymentState, PickupDay } from '@wholesale/rules';
import type { OrderPayments } from './payments-types';
import type { Actor } from '../actor';
import type { CalendarService } from '../calendar/service';
import type { DepositService } from '../deposit/service';
import type { AdminOrdersService } from './admin-service';
import type { OrderTextService } from './text-entry';
import type { StandingOrdersService } from './standing-service';
import type {
  AddOrderLineInput,
  CancelOrderInput,
  ChangeOrderInput,
  DeclineOrderInput,
  PlaceOrderInput,
} from './inputs';
import type { LaunchDealLine } from '../deals/service';

/** An order as the buyer's profile lists it (the storefront spec's Order, plus what we show). */
export interface OrderSummary {
  id: number;
  order_number: string;
  /** ISO 8601 */
  order_date: string;
  order_status: string;
  order_type: string;
  /** US dollars, as computed by the server at checkout (an estimate while C.W. lines are unweighed) */
  total_amount: number;
  /** ISO 8601 instants of the chosen pickup window; null for orders without one */
  pickup_start: string | null;
  pickup_end: string | null;
  note: string | null;
  /** true while any catch-weight line is not weighed yet */
  estimated: boolean;
  /** how many times the order was changed (or cancelled): send it back with a change or a status change */
  revision: number;
  /** the standing order whose cycle made it, if any */
  standing_order_id: number | null;
  /** who placed it: the company's owner or one of its members */
  placed_by: { id: number; name: string };
  /** why the company's owner declined it while it awaited approval; null otherwise */
  decline_reason: string | null;
  /** placed past the company's credit limit and not yet released by staff: it waits for them */
  credit_hold: boolean;
  /** staff entered it for the buyer (an order taken by phone or text) */
  entered_by_staff: boolean;
}

/** A line of an order (the spec's Order item, plus what the buyer saw at checkout). */
export interface OrderLine {
  id: number;
  item_id: number;
  quantity: number;
  /** US dollars per box, or per lb for a catch-weight line */
  unit_price: number;
  name: string;
  name_ko: string;
  spec: string;
  /** lbs per pack at checkout */
  avg_weight: number;
  /** US dollars: exact for boxes, an estimate for catch weight until weighed */
  line_total: number;
  estimated: boolean;
  weighed_lbs: number | null;
  /**
   * The lots of the cases weighed into the line (by lot code), where the reader asks for them (an
   * order's page, the pick list, the documents); an invoice issued before lots existed has none.
   */
  lots?: LineLot[];
}

/** The cases of one lot in an order line: what the documents print ("Lot A123 · packed Nov 20 · 3 cases"). */
export interface LineLot {
  lot_id: number;
  lot_code: string;
  /** the inspection mark's establishment number */
  establishment: string;
  /** 'YYYY-MM-DD' */
  packed_on: string;
  cases: number;
  /** the cases' net pounds, summed */
  net_lbs: number;
}

/** Dollars, from the order's own lines and fee. */
export interface OrderMoney {
  subtotal: number;
  fee: number;
  total: number;
  /** 50% due now for pickup */
  prepayment: number;
  /** due at pickup */
  balance: number;
  /** the most cash on the balance saves (up to 5%) */
  cash_discount_max: number;
  estimated: boolean;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  amounts: OrderMoney;
  /** the launch deal's free line (one unit at $0, beside the lines and outside the amounts); null for most orders */
  launch_deal?: LaunchDealLine | null;
}

/** A pickup window, as ISO 8601 instants. */
export interface PickupWindowTimes {
  start: string;
  end: string;
}

/** A line of a revision: added (from null), removed (to null) or another quantity or price. */
export interface RevisionLine {
  item_id: number;
  /** the product's names and spec as the order carries them */
  name: string;
  name_ko: string;
  spec: string;
  from_quantity: number | null;
  to_quantity: number | null;
  /** US dollars per box, or per lb for catch weight */
  from_unit_price: number | null;
  to_unit_price: number | null;
}

/** What one change did to an order (a cancellation changes none of these). */
export interface RevisionChanges {
  lines: RevisionLine[];
  pickup: { from: PickupWindowTimes | null; to: PickupWindowTimes } | null;
  note: { from: string | null; to: string | null } | null;
}

/** A change or the cancellation of an order: who, when, what, and the total before and after. */
export interface OrderRevision extends RevisionChanges {
  revision: number;
  kind: 'change' | 'cancel';
  by: 'buyer' | 'admin';
  /** the person's name, or null once that account is gone */
  changed_by: string | null;
  /** ISO 8601 */
  changed_at: string;
  /** a cancellation's reason */
  reason: string | null;
  /** false when staff kept the buyer's mail back (a change agreed on the phone) */
  buyer_mailed: boolean;
  /** US dollars */
  total_before: number;
  total_after: number;
}

/** When the order stops taking changes, and whether the reader may change it now. */
export interface OrderChangeWindow {
  /**
   * ISO 8601: the buyer may change or cancel the order until this instant (5:00 PM Los Angeles on
   * the last open warehouse day before pickup, by default), while it is pending; null without a
   * pickup window
   */
  cutoff_at: string | null;
  /**
   * true when the cutoff had already passed when the order was placed (rules' openedForChanges):
   * its buyer never could change it online, so it "cannot be changed online" rather than "closed"
   */
  locked_when_placed: boolean;
  /**
   * whether the reader may change or cancel it now: a buyer while it is pending and before the
   * cutoff, an admin until it is complete, declined or cancelled
   */
  changeable: boolean;
  /** whether the reader may approve or decline it now: the company's owner, while it awaits approval */
  approvable: boolean;
}

/** An order in the buyer's list: with its cutoff and where its payments stand. */
export interface BuyerOrderSummary extends OrderSummary, OrderChangeWindow {
  /** as the order's `payment.state` ('prepayment_due', 'prepaid', 'paid') */
  payment_state: PaymentState;
  /**
   * dollars a declined or cancelled order holds, which go back to the buyer (its page's "Deposit
   * to refund"); 0 for any other order, and for one that holds nothing
   */
  refund_due: number;
}

/** One order as its buyer reads it: with the day its deposit is due, its cutoff and its changes. */
export interface BuyerOrderDetail extends OrderDetail, OrderChangeWindow {
  revisions: OrderRevision[];
  payment: OrderPayments;
  /**
   * 'YYYY-MM-DD' (Los Angeles): the last open warehouse day before pickup, never before the order
   * day (rules' depositDueDate); null once the order is settled (complete, declined, cancelled)
   * or when it has no pickup window.
   */
  deposit_due: string | null;
}

/** A pickup day on offer, with the day the deposit would be due for an order placed now. */
export interface PickupDayOffer extends PickupDay {
  /** 'YYYY-MM-DD' (Los Angeles): an open warehouse day at or after today, in open hours (rules' depositDueFor) */
  deposit_due: string;
  /**
   * ISO 8601: until when an order for this day can be changed online (rules' orderCutoff); checkout
   * reads it with rules' changesOnline, on the page's clock
   */
  change_deadline: string;
}

/** What checkout answers: the spec's {id, order_number, order_date} and what the thank-you page shows. */
export interface PlacedOrder {
  id: number;
  order_number: string;
  /** ISO 8601 */
  order_date: string;
  pickup_start: string;
  pickup_end: string;
  total_amount: number;
  estimated: boolean;
  /** 'YYYY-MM-DD' (Los Angeles): when the 50% deposit is due (see BuyerOrderDetail) */
  deposit_due: string;
  /**
   * 'pending', or 'awaiting approval' when an orderer's order is above the limit the company's
   * owner set: it waits for the owner's approval
   */
  order_status: 'pending' | 'awaiting approval';
  /** placed past the company's credit limit: it waits for staff to release it (or decline it) */
  credit_hold: boolean;
}

export interface PointsRecord {
  id: number;
  amount: number;
  /** ISO 8601 */
  created_on: string;
  /** the order that earned them, if any */
  order_number: string | null;
}

/** An item this buyer ordered before, with the quantity of the last order that had it. */
export interface UsualItem {
  item_id: number;
  last_quantity: number;
  /** ISO 8601 */
  last_ordered: string;
  times_ordered: number;
}

export interface OrdersService {
  /** The day's choice of pickup windows for a buyer ordering now, each day with its deposit's due day. */
  pickupSlots(actor: Actor): Promise<PickupDayOffer[]>;
  /**
   * Prices the cart from the items table and records the order, its lines and its mails in one
   * transaction. With an idempotency key, a retry returns the first order (`replayed: true`).
   */
  placeOrder(actor: Actor, input: PlaceOrderInput): Promise<PlacedOrder & { replayed: boolean }>;
  /** POST /api/order-items: replaying a line the order already holds changes nothing. */
  addOrderLine(actor: Actor, input: AddOrderLineInput): Promise<{ changed: false }>;
  orders(actor: Actor, userId: number): Promise<BuyerOrderSummary[]>;
  order(actor: Actor, orderId: number): Promise<BuyerOrderDetail>;
  /**
   * Sets the order's lines (and optionally its pickup window and note): the owner while it is
   * pending and before its cutoff, an admin until it is complete, declined or cancelled. Changed
   * and new lines are priced at the buyer's price now; the order, its revision, its key and its
   * mails are written in one transaction. A retry with the same key answers the first change
   * (`replayed: true`); `changed: false` when nothing differed (no revision, no mail).
   */
  changeOrder(
    actor: Actor,
    orderId: number,
    input: ChangeOrderInput,
  ): Promise<{ order: BuyerOrderDetail; changed: boolean; replayed: boolean }>;
  /**
   * The order's invoice in `lang` (the placer's language without one), for its company's members
   * and staff: issued when the order is complete with every weight final, and the same on every
   * download; refused (409) before that and for a declined or cancelled order.
   */
  invoice(actor: Actor, orderId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile>;
  /**
   * The order's confirmation (the order as it stands, no invoice number, marked as an estimate
   * while a catch-weight line is unweighed), for the same readers; refused (409) for a declined or
   * cancelled order.
   */
  confirmation(actor: Actor, orderId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile>;
  /** Cancels the order (same rules as a change); cancelling a cancelled order answers it unchanged. */
  cancelOrder(actor: Actor, orderId: number, input: CancelOrderInput): Promise<BuyerOrderDetail>;
  /**
   * The company's owner approves an order awaiting approval: it becomes pending (the warehouse's,
   * with its cutoff and deposit) and its orderer is mailed. Approving an approved order answers it
   * unchanged; another company's order reads as missing (404); anyone but the owner: 403.
   */
  approveOrder(actor: Actor, orderId: number): Promise<BuyerOrderDetail>;
  /** The owner declines an order awaiting approval, with an optional reason mailed to its orderer. */
  declineOrder(actor: Actor, orderId: number, input: DeclineOrderInput): Promise<BuyerOrderDetail>;
  orderLines(actor: Actor, orderId: number): Promise<OrderLine[]>;
  usualItems(actor: Actor, userId: number): Promise<UsualItem[]>;
  points(actor: Actor, userId: number): Promise<PointsRecord[]>;
  pointsTotal(actor: Actor, userId: number): Promise<{ total_points: number }>;
  admin: AdminOrdersService;
  /** "Repeat this order every week". */
  standing: StandingOrdersService;
  /** The warehouse calendar: closed days and the orders on them (admins). */
  calendar: CalendarService;
  /** How the deposit is collected (read by anyone, written by admins). */
  deposit: DepositService;
  /** An order sent as text (KakaoTalk, SMS) read into proposed lines (admins). */
  fromText: OrderTextService;
}

/** An order's document (its invoice, or its confirmation before it), as a PDF read as it is made. */
export interface InvoiceFile {
  /** the invoice's 'INV-001001', never given to another; null for a confirmation */
  number: string | null;
  /** 'invoice-INV-001001-ko.pdf', 'order-confirmation-WS-1042-en.pdf' */
  filename: string;
  /** the PDF's bytes, made as they are read */
  content: AsyncIterable<Uint8Array>;
}

/** What DomainServices gains from this context. */
export interface OrdersDomain {
  orders: OrdersService;
}
