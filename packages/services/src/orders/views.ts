// What every reading of one order adds to its lines and money: until when it takes
// changes (its cutoff), whether the reader may change it now, and its revisions. The buyer's
// order view, the back office's order detail and the answer of a change all read them here.
import {
  AWAITING_APPROVAL_STATUS,
  buyerOrderStatus,
  depositDueFor,
  fromCents,
  openedForChanges,
  orderChangeRefusal,
  orderCutoff,
  SETTLED_ORDER_STATUSES,
  toPacific,
  type PaymentTerms,
  type PickupCalendar,
} from '@wholesale/rules';
import {
  NotFoundError,
  ORDER_ERRORS,
  type BuyerOrderDetail,
  type OrderChangeWindow,
  type OrderRevision,
  type RevisionChanges,
  type RevisionLine,
  type SignedInActor,
} from '@wholesale/contract';
import { iso, type Db } from '../kernel/common';
import { accessOf, changesOrderOf, readsCompany, type Access } from '../kernel/company-access';
import { staffDaysFrom } from './calendar';
import { paymentsOf } from './payment-view';
import { orderReads, type SummaryRow } from './records';

/**
 * A revision's line as stored: the answer's line (`revisionsOf` spreads it into one) with its
 * prices in cents, as every column.
 */
type StoredRevisionLine = Omit<RevisionLine, 'from_unit_price' | 'to_unit_price'> & {
  from_unit_price_cents: number | null;
  to_unit_price_cents: number | null;
};

/** A revision's changes as stored (order_revisions.changes): money in cents, as every column. */
export interface StoredChanges {
  lines: StoredRevisionLine[];
  pickup: RevisionChanges['pickup'];
  note: RevisionChanges['note'];
  /** set when staff kept the buyer's mail back */
  buyer_not_mailed?: true;
}

/** The calendar a cutoff is read on: the settings' rules and the days staff closed from `from` on. */
export async function cutoffCalendar(
  db: Db,
  calendar: { calendarWith(staff: readonly string[]): PickupCalendar },
  from: Date | string,
): Promise<PickupCalendar> {
  return calendar.calendarWith(await staffDaysFrom(db, toPacific(new Date(from)).date));
}

/** The order's cutoff, and whether this reader (its buyer, or an admin) may change it at `now`. */
export function changeWindow(
  order: { order_status: string; pickup_start: Date | string | null; order_date: Date | string },
  who: Changer,
  now: Date,
  closed: PickupCalendar,
  cutoffTime: string,
): OrderChangeWindow {
  const cutoff = order.pickup_start === null ? null : orderCutoff(new Date(order.pickup_start), closed, cutoffTime);
  const changeable =
    who !== 'none' && orderChangeRefusal(who === 'admin' ? 'admin' : 'buyer', order, now, closed, cutoffTime) === null;
  return {
    cutoff_at: cutoff ? cutoff.toISOString() : null,
    locked_when_placed: cutoff !== null && !openedForChanges(order.order_date, cutoff),
    changeable,
    approvable: who === 'owner' && order.order_status === AWAITING_APPROVAL_STATUS,
  };
}

/**
 * Who the reader is to an order: 'admin' (staff rules), 'owner' (the company's owner: the buyer's
 * cutoff, and approves what awaits approval), 'buyer' (the orderer who placed it: the buyer's
 * cutoff), or 'none' (a viewer, a colleague's order).
 */
export type Changer = 'admin' | 'owner' | 'buyer' | 'none';

export function changerOf(access: Access, order: { company_id: number | string; user_id: number }): Changer {
  if (access.kind === 'admin') return 'admin';
  if (!changesOrderOf(access, Number(order.company_id), order.user_id)) return 'none';
  return access.role === 'owner' ? 'owner' : 'buyer';
}

/** The order's revisions, oldest first, with the names of who made them. */
async function revisionsOf(db: Db, orderId: number): Promise<OrderRevision[]> {
  const rows = await db
    .selectFrom('order_revisions')
    .leftJoin('users', 'users.id', 'order_revisions.changed_by')
    .select([
      'order_revisions.revision',
      'order_revisions.kind',
      'order_revisions.by_admin',
      'order_revisions.changed_at',
      'order_revisions.changes',
      'order_revisions.reason',
      'order_revisions.total_before_cents',
      'order_revisions.total_after_cents',
      'users.name',
    ])
    .where('order_revisions.order_id', '=', orderId)
    .orderBy('order_revisions.revision')
    .execute();
  return rows.map((r) => {
    const changes = r.changes as StoredChanges;
    const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));
    return {
      revision: r.revision,
      kind: r.kind,
      by: r.by_admin ? 'admin' : 'buyer',
      changed_by: r.name,
      changed_at: iso(r.changed_at),
      reason: r.reason,
      buyer_mailed: changes.buyer_not_mailed !== true,
      total_before: fromCents(r.total_before_cents),
      total_after: fromCents(r.total_after_cents),
      lines: changes.lines.map(({ from_unit_price_cents, to_unit_price_cents, ...line }) => ({
        ...line,
        from_unit_price: dollars(from_unit_price_cents),
        to_unit_price: dollars(to_unit_price_cents),
      })),
      pickup: changes.pickup,
      note: changes.note,
    };
  });
}

/** One order as its reader sees it, read through `db` (a transaction's, or the pool). */
export type OrderView = (db: Db, actor: SignedInActor, orderId: number, now: Date) => Promise<BuyerOrderDetail>;

/** What reading an order needs besides the database: the calendar, the cutoff's time, the payment terms. */
export interface OrderViewDeps {
  calendar: { calendarWith(staff: readonly string[]): PickupCalendar };
  cutoffTime: string;
  paymentTerms: PaymentTerms;
}

/**
 * What the buyer's order view and the back office's order detail both add to an order's row: its
 * cutoff and whether this reader may change it, its revisions and its payments (and the calendar
 * they were read on). One after the other: in a transaction the reads share one connection.
 */
export async function changeFacts(db: Db, deps: OrderViewDeps, who: Changer, row: SummaryRow, now: Date) {
  const closed = await cutoffCalendar(db, deps.calendar, row.order_date);
  const revisions = await revisionsOf(db, row.id);
  const payment = await paymentsOf(db, row, deps.paymentTerms);
  return { closed, facts: { ...changeWindow(row, who, now, closed, deps.cutoffTime), revisions, payment } };
}

/**
 * The order view: the lines and money (records.ts), the day its deposit is due, its cutoff and
 * whether the reader may change it, its revisions and payments. The owner or an admin only.
 */
export function createOrderView(deps: OrderViewDeps): OrderView {
  return async (db, actor, orderId, now) => {
    const reads = orderReads(db);
    const access = await accessOf(db, actor);
    const row: SummaryRow | undefined = await reads.summaries().where('orders.id', '=', orderId).executeTakeFirst();
    // Another company's order reads like a missing one (ids are guessable).
    if (!row || !readsCompany(access, Number(row.company_id))) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    const detail = await reads.detailOf(row);
    const { closed, facts } = await changeFacts(db, deps, changerOf(access, row), row, now);
    // Nothing is due on a settled order, nor on one its company's owner has not approved yet.
    const noDeposit =
      (SETTLED_ORDER_STATUSES as readonly string[]).includes(row.order_status) ||
      row.order_status === AWAITING_APPROVAL_STATUS;
    const deposit_due =
      !detail.pickup_start || noDeposit ? null : depositDueFor(detail.order_date, detail.pickup_start, closed);
    // A buyer is told the buyer-facing status, never a staff step (rules/buyer-status.ts); every
    // rule above read the stored one.
    const order_status = actor.kind === 'buyer' ? buyerOrderStatus(detail.order_status) : detail.order_status;
    return { ...detail, order_status, deposit_due, ...facts };
  };
}
