// What the admin's order operations share: their dependencies, and the orders with their buyer as
// the lists, the detail, the pick list and the exports read them.
import {
  addDays,
  COMPLETE_ORDER_STATUSES,
  ORDER_DECLINED_STATUS,
  type PaymentTerms,
  startOfBusinessDay,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import type { AdminOrder, AdminOrderFilter, AdminOrderSummary } from '@wholesale/contract';
import { containing } from '../../kernel/text-search';
import type { Clock, Db, MailQueued } from '../../kernel/common';
import type { ReadCache } from '../../kernel/read-cache';
import type { PdfRenderer } from '../../pdf/renderer';
import { orderReads, type SummaryRow } from '../records';

export interface AdminOrderDeps {
  db: Db;
  /** PUBLIC_URL, for the link in the buyer's mails */
  publicUrl: string;
  /** the business inbox: the Reply-To of the buyer's mails on a status change, so an answer reaches sales */
  businessEmail: string;
  onMailQueued?: MailQueued;
  /** Told after a status change or a weighing (the dashboard's figures follow). */
  onOrdersChanged?: () => void;
  /** Where the Orders page's pages are shared between admins (the order book's cache); none: always read. */
  cache?: ReadCache;
  /** "today" of the pick list that opens on the next day with pickups */
  clock?: Clock;
  /** the warehouse calendar an order's cutoff is read on */
  calendar: { calendarWith(staff: readonly string[]): PickupCalendar };
  /** the cutoff's wall time ('HH:MM', Los Angeles) */
  cutoffTime: string;
  /** days before pickup a standing order's cycle is made (the forecast reads the job's rule) */
  standingLeadDays?: number;
  /** the cash discount and the card tax */
  paymentTerms: PaymentTerms;
  /** where statements are drawn (the server's worker threads); this thread by default */
  renderPdf?: PdfRenderer;
}

/**
 * Whether the order's history has it set to one of `statuses`: a scalar subquery with LIMIT 1,
 * looked up per order in the history's (order_id, changed_at) index (records.ts says why not EXISTS).
 * An order's buyer mails on 'declined' and 'complete' go the first time only: its history says
 * whether this is the first time, so no column records them.
 */
const everSetTo = (statuses: readonly string[]) =>
  sql<boolean>`coalesce((select true from order_status_history h where h.order_id = orders.id and h.to_status in (${sql.join([...statuses])}) limit 1), false)`;

export type AdminOrderRow = SummaryRow & {
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  confirmed_at: Date | null;
};
type RowWithPast = AdminOrderRow & { ever_declined: boolean; ever_completed: boolean };

/** The order book's reads (records.ts) and the admin's own on top of them. */
export function adminOrderReads(db: Db) {
  const reads = orderReads(db);
  const { summaries, toSummary } = reads;

  /** Summaries with the buyer's name, company and contact. */
  const withBuyer = () =>
    summaries()
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'users.name as buyer_name',
        'users.company',
        'users.email',
        'users.phone_number',
        'orders.confirmed_at',
      ]);
  /**
   * What the status menu needs to know beside it (whether a decline or a completion would mail the
   * buyer): two history look-ups per order, so only the lists that show the menu select them, not
   * the exports or the pick list.
   */
  const pastFlags = () =>
    [
      everSetTo([ORDER_DECLINED_STATUS]).as('ever_declined'),
      everSetTo(COMPLETE_ORDER_STATUSES).as('ever_completed'),
    ] as const;
  const toAdminOrder = (r: AdminOrderRow): AdminOrder => ({
    ...toSummary(r),
    user_id: r.user_id,
    buyer_name: r.buyer_name,
    company: r.company,
    email: r.email,
    phone_number: r.phone_number,
    // The admin's status menu asks before a change that mails the buyer: it needs to know whether one would.
    confirmed: r.confirmed_at !== null,
  });
  const toAdmin = (r: RowWithPast): AdminOrderSummary => ({
    ...toAdminOrder(r),
    ever_declined: Boolean(r.ever_declined),
    ever_completed: Boolean(r.ever_completed),
  });

  /**
   * The filtered list, newest first (the chosen orders, type, status, a search of number, company, buyer, and the
   * pickup's Los Angeles days: from the first day's midnight to the midnight after the last, so a
   * DST change in between moves no order to the wrong day).
   */
  function filtered(
    f: Pick<AdminOrderFilter, 'type' | 'status' | 'q' | 'pickup_from' | 'pickup_to'> & { ids?: readonly number[] },
  ) {
    let q = withBuyer();
    // a selection of the Orders page (its export): only those orders, within the other filters
    if (f.ids) q = q.where('orders.id', 'in', f.ids);
    if (f.type) q = q.where('orders.order_type', '=', f.type);
    if (f.status) q = q.where('orders.order_status', '=', f.status);
    if (f.pickup_from) q = q.where('orders.pickup_start', '>=', startOfBusinessDay(f.pickup_from));
    if (f.pickup_to) q = q.where('orders.pickup_start', '<', startOfBusinessDay(addDays(f.pickup_to, 1)));
    const text = f.q;
    if (text) {
      q = q.where((eb) =>
        eb.or(containing(eb, ['orders.order_number', 'users.company', 'users.name', 'users.email'], text)),
      );
    }
    return q.orderBy('orders.order_date', 'desc').orderBy('orders.id', 'desc');
  }

  return { ...reads, withBuyer, pastFlags, toAdminOrder, toAdmin, filtered };
}

export type AdminOrderReads = ReturnType<typeof adminOrderReads>;
