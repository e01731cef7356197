// The mails of a change or a cancellation: the buyer's (in their language), the business inbox's
// notice of what a buyer did, and, when an orderer's change goes above their limit, the owner's
// request to approve it again.
import { orderCutoff, toCents, type PickupCalendar } from '@wholesale/rules';
import type { BuyerOrderDetail, SignedInActor } from '@wholesale/contract';
import type { Db } from '../../kernel/common';
import type { EnqueueMailInput } from '../../mail/outbox';
import { mailLines, mailMoney } from '../mail-data';
import { approvalRequestMails } from '../new-order-mails';
import type { StoredChanges } from '../views';
import { adminUrl, ordersUrl, type LockedOrder, type OrderChangeDeps } from './locked-order';

type MailDeps = Pick<OrderChangeDeps, 'businessEmail' | 'publicUrl' | 'cutoffTime'>;

/** A change as the order mails word it, with the products' names in `locale`. */
function mailChangesOf(changes: StoredChanges, locale: 'en' | 'ko') {
  return {
    lines: changes.lines.map((l) => ({
      name: locale === 'ko' ? l.name_ko || l.name : l.name,
      spec: l.spec,
      fromQuantity: l.from_quantity,
      toQuantity: l.to_quantity,
    })),
    ...(changes.pickup?.from ? { pickup: { from: changes.pickup.from, to: changes.pickup.to } } : {}),
    ...(changes.note ? { note: changes.note } : {}),
  };
}

/** The business inbox's notice of a change or cancellation. */
export function noticeMail(
  deps: MailDeps,
  order: LockedOrder,
  kind: 'change' | 'cancel',
  who: string,
  changes: { lines: { name: string; spec: string; fromQuantity: number | null; toQuantity: number | null }[] },
  pickup: { start: string; end: string } | undefined,
  totalAfterCents: number,
  reason: string | undefined,
): EnqueueMailInput {
  return {
    to: deps.businessEmail,
    replyTo: order.email,
    locale: 'en',
    template: 'order-change-notice',
    data: {
      orderNumber: order.order_number,
      kind,
      byStaff: false,
      changedBy: who,
      buyerName: order.name || order.email,
      ...(order.company ? { company: order.company } : {}),
      buyerEmail: order.email,
      ...(order.phone_number ? { phone: order.phone_number } : {}),
      changes,
      ...(reason ? { reason } : {}),
      ...(pickup ? { pickup } : {}),
      totalBeforeCents: order.total_amount_cents,
      totalAfterCents,
      adminUrl: adminUrl(deps.publicUrl, order),
    },
  };
}

/**
 * An orderer's change above their limit: the owner is asked again and the orderer told it waits
 * (the mails of an order awaiting approval at checkout), and the business inbox hears of the
 * change, since the order it had is off the pick list until the owner answers.
 */
export async function reapprovalMails(
  deps: MailDeps,
  trx: Db,
  order: LockedOrder,
  view: BuyerOrderDetail,
  changes: StoredChanges,
  who: string,
): Promise<EnqueueMailInput[]> {
  const placer = await trx
    .selectFrom('users as placer')
    .innerJoin('users as owner', 'owner.id', 'placer.owner_id')
    .select(['owner.id', 'owner.email', 'owner.name', 'owner.locale'])
    .where('placer.id', '=', order.user_id)
    .executeTakeFirst();
  const buyer = {
    id: order.user_id,
    name: order.name,
    email: order.email,
    company: order.company,
    phone_number: order.phone_number,
    license_number: order.license_number,
    locale: order.locale,
    is_admin: false,
    company_role: order.company_role,
    order_limit_cents: order.order_limit_cents,
    owner: placer ?? null,
  };
  const pickup = {
    id: order.id,
    order_number: order.order_number,
    pickup_start: view.pickup_start!,
    pickup_end: view.pickup_end!,
  };
  return [
    ...approvalRequestMails(
      buyer,
      (locale) => mailLines(view.lines, locale),
      mailMoney(view.amounts),
      pickup,
      view.note ?? undefined,
      deps.publicUrl,
    ),
    noticeMail(
      deps,
      order,
      'change',
      who,
      { lines: mailChangesOf(changes, 'en').lines },
      { start: pickup.pickup_start, end: pickup.pickup_end },
      toCents(view.amounts.total),
      undefined,
    ),
  ];
}

/** "Your order changed" to the buyer (their language), and a buyer's change told to the business inbox. */
export function changeMails(
  deps: MailDeps,
  order: LockedOrder,
  me: SignedInActor,
  view: BuyerOrderDetail,
  changes: StoredChanges,
  who: string,
  closed: PickupCalendar,
  now: Date,
): EnqueueMailInput[] {
  const byStaff = me.kind === 'admin';
  const pickup = view.pickup_start && view.pickup_end ? { start: view.pickup_start, end: view.pickup_end } : undefined;
  // The buyer may still change it (a pending order before its cutoff): the mail says until when.
  const cutoff =
    pickup && order.order_status === 'pending' ? orderCutoff(new Date(pickup.start), closed, deps.cutoffTime) : null;
  const mails: EnqueueMailInput[] = [
    {
      to: order.email,
      replyTo: deps.businessEmail,
      locale: order.locale,
      template: 'order-changed',
      data: {
        orderNumber: order.order_number,
        buyerName: order.name || order.email,
        byStaff,
        changes: mailChangesOf(changes, order.locale),
        ...(pickup ? { pickup } : {}),
        ...(cutoff && cutoff.getTime() > now.getTime() ? { cutoff: cutoff.toISOString() } : {}),
        lines: mailLines(view.lines, order.locale),
        ...mailMoney(view.amounts),
        ordersUrl: ordersUrl(deps.publicUrl, order),
      },
    },
  ];
  if (!byStaff)
    mails.push(
      noticeMail(
        deps,
        order,
        'change',
        who,
        mailChangesOf(changes, 'en'),
        pickup,
        toCents(view.amounts.total),
        undefined,
      ),
    );
  return mails;
}
