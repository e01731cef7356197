// What the back office's orders (the Orders page, an order's page, weighing, the pick list and the
// production sheet, the CSV export) answer, and their service interface.
import type { BuyerStatusMail, OptionalStatusMail, ProductionSheet } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { LaunchDealLine } from '../deals/service';
import type {
  AdminOrderExportFilter,
  AdminOrderFilter,
  AdminOrderPageQuery,
  AdminStatus,
  ForecastQuery,
  PickupRange,
  PaymentInput,
  Weights,
} from './inputs';
import type { Forecast } from './forecast';
import type { StaffNote } from '../notes/service';
import type { ClosedDay } from '../calendar/service';
import type { BulkStatusInput, BulkStatusResult, PackingSlipsQuery } from './bulk';
import type {
  InvoiceFile,
  OrderChangeWindow,
  OrderDetail,
  OrderLine,
  OrderRevision,
  OrderSummary,
  PlacedOrder,
} from './service';
import type { OrderPayments } from './payments-types';
import type { StaffOrderInput } from './staff-order';

/** One Los Angeles day of the week view: the warehouse's calendar and the day's sales orders. */
export interface PickupDaySummary {
  /** 'YYYY-MM-DD' */
  date: string;
  /** whether the warehouse hands out pickups that day (a weekday nothing closes) */
  open: boolean;
  /** what closes the weekday (a holiday, a configured date, staff), or null (open, or a weekend) */
  closure: ClosedDay | null;
  /** sales orders picked up that day (not declined, cancelled or awaiting approval) */
  orders: number;
  /** boxes across their lines (catch-weight packs are counted apart) */
  boxes: number;
  /** catch-weight packs across their lines */
  packs: number;
  /** pounds: weighed where weighed, else expected; lines of a spec of unknown weight count none */
  estimated_lbs: number;
  /** the day's orders per status */
  by_status: Record<string, number>;
}

/** One page of the Orders page's list, newest first. */
export interface AdminOrderPage {
  orders: AdminOrderSummary[];
  page: number;
  page_size: number;
  /** whether a next page exists (counting 100,000 orders for a page number costs more than it tells) */
  has_more: boolean;
}

/** An order in the back office's exports and pick list: the summary and who ordered it. */
export interface AdminOrder extends OrderSummary {
  user_id: number;
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  /** whether the buyer has been e-mailed the order confirmation (it goes once, on the first 'order placed') */
  confirmed: boolean;
}

/** An order in the back office's list, with what its status menu needs to know. */
export interface AdminOrderSummary extends AdminOrder {
  /**
   * whether the order has ever been set to 'declined' (its history says so): the decline mail goes
   * on the first 'declined' only, so the admin's menu knows whether a decline would mail
   */
  ever_declined: boolean;
  /** whether the order has ever been set to 'complete': the completion mail goes on the first only */
  ever_completed: boolean;
}

export interface StatusChange {
  kind: 'status';
  from_status: string | null;
  to_status: string;
  /** the admin's name, or null once that account is gone */
  changed_by: string | null;
  /** ISO 8601 */
  changed_at: string;
  /** why staff made it (a reopening, a decline); null when none was given */
  reason: string | null;
}

/** A weighing of a catch-weight line: its pounds before and after (null: not weighed, or cleared). */
export interface WeightChange {
  kind: 'weight';
  /** the line, with its names at checkout; null once the line is gone */
  line: { id: number; name: string; name_ko: string } | null;
  from_lbs: number | null;
  to_lbs: number | null;
  /** the admin's name, or null once that account is gone */
  changed_by: string | null;
  /** ISO 8601 */
  changed_at: string;
}

/** An order's history, oldest first: its status changes and its weighings. */
export type OrderHistoryEntry = StatusChange | WeightChange;

export interface AdminOrderDetail extends OrderDetail, OrderChangeWindow {
  /** the order's changes and cancellation, oldest first */
  revisions: OrderRevision[];
  payment: OrderPayments;
  /** as on the list: whether the order confirmation has gone to the buyer */
  confirmed: boolean;
  /** as on the list: whether the order has ever been declined, or completed */
  ever_declined: boolean;
  ever_completed: boolean;
  /** the admin who entered it for the buyer (taken by phone or text); null otherwise or once that account is gone */
  entered_by: string | null;
  buyer: {
    id: number;
    name: string;
    company: string | null;
    email: string;
    phone_number: string | null;
    locale: 'en' | 'ko';
  };
  history: OrderHistoryEntry[];
}

/** What a status change may carry beyond the status (statusChangeInput's reason and notify). */
export interface StatusChangeOptions {
  /** why: required to reopen a closed order; a decline's reaches the buyer's mail */
  reason?: string | undefined;
  /** send the change's optional mail (ready for pickup, missed pickup) */
  notify?: boolean | undefined;
}

export interface StatusChangeResult {
  id: number;
  order_status: string;
  /** points given to the buyer by this change ('complete', the first time) */
  points_awarded: number;
  /** whether this change queued the buyer's confirmation mail ('order placed', the first time) */
  confirmation_sent: boolean;
  /**
   * the buyer's mail this change queued, by its template: the confirmation ('order placed'), the
   * decline ('declined') or the thank-you ('complete'), each the first time only; or the mail
   * staff asked for (ready for pickup, missed pickup); null for none
   */
  mail_sent: BuyerStatusMail | OptionalStatusMail | null;
}

/** The warehouse's day: its orders by pickup window, with their lines, and what they take per product. */
export interface PickList {
  date: string;
  /** the last day of the production sheet's range ('YYYY-MM-DD'); `date` for one day */
  to: string;
  /** each with the launch deal's free line (one unit at $0, to hand over with it), null for most */
  orders: (AdminOrder & { lines: OrderLine[]; launch_deal: LaunchDealLine | null })[];
  /** the production sheet: boxes, packs and pounds per product across the day's orders (free lines too) */
  production: ProductionSheet;
  /**
   * Asked with `notes`: the staff's notes on these orders and on their customers, newest first
   * (one read for the whole range); null when not asked.
   */
  notes: StaffNote[] | null;
  /** the orders holding a case of a lot under an open recall, with those lots' codes: flagged, not to be completed */
  recalled: { order_id: number; lots: string[] }[];
}

/** The back office's order work (admins only). */
export interface AdminOrdersService {
  list(actor: Actor, filter: AdminOrderFilter): Promise<AdminOrderSummary[]>;
  /** The Orders page: the same filters, one page at a time. */
  page(actor: Actor, query: AdminOrderPageQuery): Promise<AdminOrderPage>;
  detail(actor: Actor, orderId: number): Promise<AdminOrderDetail>;
  /**
   * The one way an order's status changes: recorded, and its effects (points, mail) exactly once.
   * With `revision`, refused (409) when the order has changed since that revision.
   */
  setStatus(
    actor: Actor,
    orderId: number,
    status: AdminStatus,
    revision?: number,
    options?: StatusChangeOptions,
  ): Promise<StatusChangeResult>;
  /**
   * The weighed pounds of catch-weight lines (null clears); the order's total follows and each
   * changed weight is recorded in the order's history. Refused once the order is complete,
   * declined or cancelled (409), and for a weight outside a third to three times the line's
   * estimate unless that entry says `confirm_unusual: true` (400).
   */
  weigh(actor: Actor, orderId: number, weights: Weights): Promise<AdminOrderDetail>;
  /**
   * The pick list of a Los Angeles day ('YYYY-MM-DD'); without one, of the next day (today or
   * later) with a pickup still to hand over, or today when there is none.
   */
  pickList(actor: Actor, date?: string, to?: string, options?: { notes?: boolean }): Promise<PickList>;
  /**
   * The week view: each Los Angeles day from `from` to `to` with its calendar and its sales
   * orders' figures, read in one grouped query.
   */
  week(actor: Actor, range: PickupRange): Promise<PickupDaySummary[]>;
  /**
   * The cycles of active standing orders picked up from `from` to `to` whose orders the job has not
   * made yet (never a made, skipped, paused or ended one): what they ask for per day and product,
   * and, asked with `cycles_on`, each cycle of that day.
   */
  forecast(actor: Actor, query: ForecastQuery): Promise<Forecast>;
  /**
   * Every order of the filtered list, newest first, as CSV (UTF-8, a header row, CRLF lines):
   * chunks of text read from the database a batch at a time, as the consumer asks for them (an
   * HTTP response streams them). Refuses (throws) before the first chunk: a non-admin, a bad filter.
   */
  exportCsv(actor: Actor, filter: AdminOrderExportFilter): Promise<AsyncIterable<string>>;
  /**
   * The lines of the same orders, one row per line (the order's number, buyer and pickup, the
   * product, its quantity and unit, expected and weighed pounds), streamed the same way.
   */
  exportLinesCsv(actor: Actor, filter: AdminOrderExportFilter): Promise<AsyncIterable<string>>;
  /**
   * Records money received on an order (not a declined or cancelled one), at most what is left to
   * pay; answers where its payments now stand.
   */
  recordPayment(actor: Actor, orderId: number, payment: PaymentInput): Promise<OrderPayments>;
  /**
   * A buyer's monthly statement (a PDF): the month's orders (Los Angeles month 'YYYY-MM'), the
   * payments received in it, and what the buyer owes now. In the buyer's language unless `lang`.
   */
  statement(actor: Actor, userId: number, month: string, lang?: 'en' | 'ko'): Promise<InvoiceFile>;
  /**
   * One status for many orders: each through setStatus (its rules, history and mails), each in its
   * own transaction, so one refusal undoes none of the others; answers every order's outcome in
   * the order asked (an unknown id: not found).
   */
  bulkStatus(actor: Actor, input: BulkStatusInput): Promise<BulkStatusResult>;
  /** "Select all in this filter": the filtered orders, newest first; refused (400) past BULK_MAX_ORDERS. */
  selectAll(actor: Actor, filter: AdminOrderExportFilter): Promise<AdminOrderSummary[]>;
  /** An order's packing slip (a PDF in its buyer's language, no prices); none for a closed order (409). */
  packingSlip(actor: Actor, orderId: number): Promise<InvoiceFile>;
  /** One PDF of packing slips, a page per order, each in its buyer's language: a day's or the chosen. */
  packingSlips(actor: Actor, query: PackingSlipsQuery): Promise<InvoiceFile>;
  /** Every order line (GET /api/order-items), newest orders first. */
  allLines(actor: Actor): Promise<(OrderLine & { order_id: number })[]>;
  /**
   * An order staff enter for a customer (taken by phone or text): placed as the customer's own
   * checkout is (their prices, limits, terms and mails), recorded as entered by staff. A retry with
   * the same key answers the first order (`replayed: true`).
   */
  placeForCustomer(actor: Actor, input: StaffOrderInput): Promise<PlacedOrder & { replayed: boolean }>;
}
