// The order a change or a cancellation works on: locked for its transaction, checked against the
// actor (whose order, which company, what role) and against the rules (status, cutoff, revision).
import { encodeUserId, orderChangeRefusal, type OrderStatus, type PickupCalendar } from '@wholesale/rules';
import {
  ForbiddenError,
  ConflictError,
  cutoffPassedError,
  NotFoundError,
  ORDER_ERRORS,
  type SignedInActor,
} from '@wholesale/contract';
import type { OrdersTable, Selectable } from '@wholesale/db';
import { accessOf, changesOrderOf, readsCompany } from '../../kernel/company-access';
import type { WarehouseCalendar } from '../calendar';
import type { OrderView } from '../views';
import { rowOrNotFound, type Clock, type Db, type MailQueued } from '../../kernel/common';

export interface OrderChangeDeps {
  db: Db;
  /** the business inbox: told of each change and cancellation a buyer makes */
  businessEmail: string;
  /** PUBLIC_URL, for the links in the mails */
  publicUrl: string;
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  /** the cutoff's wall time ('HH:MM', Los Angeles; ORDER_CUTOFF_TIME) */
  cutoffTime: string;
  /** the order as its reader sees it, read in the change's own transaction */
  view: OrderView;
  clock?: Clock;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

/** The locked order, with what the checks and the mails need of it and its buyer. */
export interface LockedOrder {
  id: number;
  user_id: number;
  /** the placer's company owner (null: the placer owns it) */
  owner_id: number | null;
  order_number: string;
  order_type: Selectable<OrdersTable>['order_type'];
  order_status: Selectable<OrdersTable>['order_status'];
  /** when staff first confirmed it (null: not yet) */
  confirmed_at: Date | null;
  pickup_start: Date | null;
  pickup_end: Date | null;
  note: string | null;
  revision: number;
  total_amount_cents: number;
  fee_cents: number;
  /** what the order holds: its payments, less refunds and credit moved off it, plus credit moved onto it */
  paid_cents: number;
  locale: 'en' | 'ko';
  email: string;
  name: string;
  company: string | null;
  phone_number: string | null;
  license_number: string | null;
  /** the placer's role and, for an orderer, the limit above which their orders wait for the owner */
  company_role: 'owner' | 'orderer' | 'viewer';
  order_limit_cents: number | null;
}

/**
 * The order with what the checks and the mails need of its buyer, locked for this transaction so
 * that changes to one order (a buyer's, staff's, a status change, a payment, a case, a weighing)
 * take turns; 404 when there is none.
 */
export async function lockOrderRow(trx: Db, orderId: number): Promise<LockedOrder> {
  return rowOrNotFound(
    trx
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.user_id',
        'users.owner_id',
        'orders.order_number',
        'orders.order_type',
        'orders.order_status',
        'orders.confirmed_at',
        'orders.pickup_start',
        'orders.pickup_end',
        'orders.note',
        'orders.revision',
        'orders.total_amount_cents',
        'orders.fee_cents',
        'orders.paid_cents',
        'users.locale',
        'users.email',
        'users.name',
        'users.company',
        'users.phone_number',
        'users.license_number',
        'users.company_role',
        'users.order_limit_cents',
      ])
      .where('orders.id', '=', orderId)
      .forUpdate('orders'),
    ORDER_ERRORS.orderNotFound,
  );
}

/** The company the order belongs to: its placer's owner, or the placer when they own it. */
export const companyOfOrder = (order: Pick<LockedOrder, 'user_id' | 'owner_id'>): number =>
  order.owner_id ?? order.user_id;

/** The order, locked for this transaction, if the actor may see it (another buyer's reads as missing). */
export async function lockOrder(trx: Db, me: SignedInActor, orderId: number): Promise<LockedOrder> {
  const order = await lockOrderRow(trx, orderId);
  // The company's owner changes any of its orders, an orderer the ones they placed; another
  // company's order reads like a missing one, and a colleague's (or a viewer's) is refused.
  const access = await accessOf(trx, me);
  const companyId = companyOfOrder(order);
  if (!readsCompany(access, companyId)) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
  if (!changesOrderOf(access, companyId, order.user_id)) throw new ForbiddenError(ORDER_ERRORS.notYours);
  return order;
}

/** Refuses a change (or cancellation) this actor may not make now, with the reason (409). */
export function requireChangeable(
  order: LockedOrder,
  me: SignedInActor,
  now: Date,
  closed: PickupCalendar,
  revision: number | undefined,
  cutoffTime: string,
): void {
  const refusal = orderChangeRefusal(me.kind === 'admin' ? 'admin' : 'buyer', order, now, closed, cutoffTime);
  if (refusal)
    throw new ConflictError(
      refusal.reason === 'cutoffPassed'
        ? cutoffPassedError(refusal.cutoff.toISOString())
        : ORDER_ERRORS[refusal.reason],
    );
  if (revision !== undefined && revision !== order.revision) throw new ConflictError(ORDER_ERRORS.changedMeanwhile);
}

/**
 * The order's new status in its history, where the back office and the dashboard read its life;
 * `reason` is what staff gave for it (reopening an order asks for one).
 */
export async function recordStatus(
  trx: Db,
  order: LockedOrder,
  to: OrderStatus,
  by: number,
  reason: string | null = null,
): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({ order_id: order.id, from_status: order.order_status, to_status: to, changed_by: by, reason })
    .execute();
}

/** Who made the change, as the business inbox reads it. */
export async function actorName(trx: Db, me: SignedInActor, order: LockedOrder): Promise<string> {
  if (me.kind !== 'admin') return order.name || order.email;
  const admin = await trx.selectFrom('users').select(['name', 'email']).where('id', '=', me.userId).executeTakeFirst();
  return admin?.name || admin?.email || 'staff';
}

/** The order's pickup window as the revisions and the mails store it (none before one is chosen). */
export const pickupWindow = (start: Date | null, end: Date | null) =>
  start && end ? { start: start.toISOString(), end: end.toISOString() } : null;

/** The buyer's page of their orders, opened on this one. */
export const ordersUrl = (publicUrl: string, order: LockedOrder) =>
  `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=order&order=${order.id}`;

/** The back office's page of this order. */
export const adminUrl = (publicUrl: string, order: LockedOrder) =>
  `${publicUrl}/admin/dashboard?page=orders&order=${order.id}`;
