// The owner's answer to an order awaiting approval: POST /api/orders/:id/approve
// and /decline, and their tRPC twins. An orderer's order above the owner's limit is written as
// 'awaiting approval' by checkout (place-order.ts); here the company's owner makes it pending (the
// warehouse's order from then on: its cutoff runs, its deposit is due, the business inbox is told)
// or declines it with a reason. Either way the orderer is mailed, in their language.
//
// One transaction on the order's row lock, as a change or a status change takes it: an approval
// and a staff status change, or two owners' clicks, take turns, and each sees what the other wrote.
import {
  AWAITING_APPROVAL_STATUS,
  DEFAULT_ORDER_STATUS,
  depositDueFor,
  ORDER_DECLINED_STATUS,
  pickupWindowFor,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_ERRORS,
  requireSignedIn,
  type Actor,
  type BuyerOrderDetail,
  type DeclineOrderInput,
  type SignedInActor,
} from '@wholesale/contract';
import { noMailHook, systemClock, type Db } from '../kernel/common';
import { accessOf, readsCompany } from '../kernel/company-access';
import { allowExpiredResaleSql, requireResaleCertificate, resaleExpirySql } from '../accounts/document-expiry';
import { enqueueMails, type EnqueueMailInput } from '../mail/outbox';
import { calendarNow } from './calendar';
import { mailLines, mailMoney } from './mail-data';
import { newOrderFacts, orderLink, orderNoticeMail } from './new-order-mails';
import { slotOf } from './slots';
import type { PlaceOrderDeps } from './place-order';
import type { OrderView } from './views';

/**
 * What checkout takes: an approved order is told to the business inbox as any new one, and its
 * mail says how the deposit is collected.
 */
export interface OrderApprovalDeps extends PlaceOrderDeps {
  /** the order as its reader sees it, read in the answer's own transaction */
  view: OrderView;
}

/** The locked order, its orderer and the company's owner. */
interface AwaitingOrder {
  id: number;
  user_id: number;
  order_status: string;
  pickup_start: Date | null;
  placer_name: string;
  placer_email: string;
  placer_locale: 'en' | 'ko';
  placer_company: string | null;
  placer_phone: string | null;
  placer_license: string | null;
  owner_id: number;
  owner_name: string;
  owner_email: string;
}

export function createOrderApprovals(deps: OrderApprovalDeps) {
  const { db, businessEmail, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  /**
   * Locks the order for its company's owner: another company's order (or a missing one) reads as
   * missing; a member who is not the owner, or staff, is refused: the approval is the owner's.
   */
  async function lockForOwner(trx: Db, me: SignedInActor, orderId: number): Promise<AwaitingOrder> {
    const order = await trx
      .selectFrom('orders')
      .innerJoin('users as placer', 'placer.id', 'orders.user_id')
      .innerJoin('users as owner', (join) =>
        join.on('owner.id', '=', sql<number>`coalesce(placer.owner_id, placer.id)`),
      )
      .select([
        'orders.id',
        'orders.user_id',
        'orders.order_status',
        'orders.pickup_start',
        'placer.name as placer_name',
        'placer.email as placer_email',
        'placer.locale as placer_locale',
        'placer.company as placer_company',
        'placer.phone_number as placer_phone',
        'placer.license_number as placer_license',
        'owner.id as owner_id',
        'owner.name as owner_name',
        'owner.email as owner_email',
      ])
      .where('orders.id', '=', orderId)
      .forUpdate('orders')
      .executeTakeFirst();
    const access = await accessOf(trx, me);
    if (!order || (access.kind === 'member' && !readsCompany(access, order.owner_id)))
      throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    if (access.kind !== 'member' || access.role !== 'owner') throw new ForbiddenError(ORDER_ERRORS.ownerApproves);
    return order;
  }

  /** Records the owner's answer: the status, its history row and (declined) the reason. */
  async function decide(
    trx: Db,
    me: SignedInActor,
    order: AwaitingOrder,
    to: typeof DEFAULT_ORDER_STATUS | typeof ORDER_DECLINED_STATUS,
    reason: string | null,
  ): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ order_status: to, decline_reason: reason, updated_at: sql<Date>`now()` })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('order_status_history')
      .values({ order_id: order.id, from_status: AWAITING_APPROVAL_STATUS, to_status: to, changed_by: me.userId })
      .execute();
  }

  /** The orderer's mail of the owner's answer, from the order as it now reads. */
  function answerMail(
    order: AwaitingOrder,
    view: BuyerOrderDetail,
    kind: 'approved' | 'declined',
    extra: { deposit?: { text: string; due: string }; reason?: string },
  ): EnqueueMailInput {
    return {
      to: order.placer_email,
      replyTo: order.owner_email,
      template: 'order-approval',
      locale: order.placer_locale,
      data: {
        kind,
        orderNumber: view.order_number,
        readerName: order.placer_name || order.placer_email,
        orderer: order.placer_name || order.placer_email,
        owner: order.owner_name || order.owner_email,
        pickup: { start: view.pickup_start!, end: view.pickup_end! },
        ...(view.note ? { note: view.note } : {}),
        lines: mailLines(view.lines, order.placer_locale),
        ...mailMoney(view.amounts),
        ...extra,
        orderUrl: orderLink(publicUrl, order.user_id, order.id),
      },
    };
  }

  /** The new-order notice to the business inbox, as checkout sends it for a pending order. */
  function noticeMail(order: AwaitingOrder, view: BuyerOrderDetail): EnqueueMailInput {
    const placer = {
      name: order.placer_name,
      email: order.placer_email,
      company: order.placer_company,
      phone_number: order.placer_phone,
      license_number: order.placer_license,
    };
    const facts = newOrderFacts(
      placer,
      mailMoney(view.amounts),
      { ...view, pickup_start: view.pickup_start!, pickup_end: view.pickup_end! },
      view.note ?? undefined,
    );
    return orderNoticeMail(
      placer,
      mailLines(view.lines, 'en'),
      facts,
      businessEmail,
      `${publicUrl}/admin/dashboard?page=orders&order=${order.id}`,
    );
  }

  /**
   * The owner's answer to an order awaiting approval, in one transaction: a second click (or a
   * retry) answers the order as the first left it, so nothing is mailed twice; an order no longer
   * waiting is refused; else `answer` records the decision, queues its mails and reads the order.
   */
  async function answerAwaiting(
    me: SignedInActor,
    orderId: number,
    to: typeof DEFAULT_ORDER_STATUS | typeof ORDER_DECLINED_STATUS,
    answer: (
      trx: Db,
      me: SignedInActor,
      order: AwaitingOrder & { pickup_start: Date },
      now: Date,
    ) => Promise<BuyerOrderDetail>,
  ): Promise<BuyerOrderDetail> {
    const now = clock();
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockForOwner(trx, me, orderId);
      if (order.order_status === to) return { order: await deps.view(trx, me, order.id, now), mailed: false };
      if (order.order_status !== AWAITING_APPROVAL_STATUS || order.pickup_start === null)
        throw new ConflictError(ORDER_ERRORS.notAwaitingApproval);
      return { order: await answer(trx, me, { ...order, pickup_start: order.pickup_start }, now), mailed: true };
    });
    if (result.mailed) {
      mailQueued();
      deps.onOrdersChanged?.();
    }
    return result.order;
  }

  async function approveOrder(actor: Actor, orderId: number): Promise<BuyerOrderDetail> {
    // Who asks first: a guest is told to sign in before anything is read.
    const signedIn = requireSignedIn(actor);
    const depositTerms = await deps.deposit.terms();
    return answerAwaiting(signedIn, orderId, DEFAULT_ORDER_STATUS, async (trx, me, order, now) => {
      // The warehouse needs its lead time: a pickup no longer on offer (too close now, or a day
      // closed since) cannot be approved as it is.
      const closed = await calendarNow(trx, deps.calendar, now);
      if (!pickupWindowFor(slotOf(order.pickup_start), now, closed))
        throw new ConflictError(ORDER_ERRORS.approvalTooLate);
      // The resale certificate is checked again: it may have expired while the order waited.
      const resale = await sql<{
        expires_on: string | null;
        allow: boolean;
      }>`SELECT ${resaleExpirySql(order.owner_id)} AS expires_on, ${allowExpiredResaleSql()} AS allow`.execute(trx);
      requireResaleCertificate(resale.rows[0]?.expires_on ?? null, resale.rows[0]?.allow ?? false, now);
      await decide(trx, me, order, DEFAULT_ORDER_STATUS, null);
      const view = await deps.view(trx, me, order.id, now);
      const due = depositDueFor(now, view.pickup_start!, closed);
      await enqueueMails(trx, [
        answerMail(order, view, 'approved', { deposit: { text: depositTerms[order.placer_locale], due } }),
        noticeMail(order, view),
      ]);
      return view;
    });
  }

  async function declineOrder(actor: Actor, orderId: number, input: DeclineOrderInput): Promise<BuyerOrderDetail> {
    const reason = input.reason || null;
    return answerAwaiting(requireSignedIn(actor), orderId, ORDER_DECLINED_STATUS, async (trx, me, order, now) => {
      await decide(trx, me, order, ORDER_DECLINED_STATUS, reason);
      const view = await deps.view(trx, me, order.id, now);
      await enqueueMails(trx, [answerMail(order, view, 'declined', reason ? { reason } : {})]);
      return view;
    });
  }

  return { approveOrder, declineOrder };
}
