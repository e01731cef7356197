// The mails of a new order, shared by checkout and a standing order's cycle: its priced lines as
// the mails take them, the figures every new-order mail carries, and the new-order notice to the
// business inbox (in English, the names staff read).
import { encodeUserId, type orderAmounts } from '@wholesale/rules';
import type { EnqueueMailInput } from '../mail/outbox';
import type { OrderLine as MailLine } from '../mail/templates/order-common';
import type { CheckoutBuyer, CheckoutItem } from './checkout-sql';

/** A line priced for a new order. */
export interface PricedLine {
  item: CheckoutItem;
  quantity: number;
  unitPriceCents: number;
  amount: { cents: number; estimated: boolean };
}

/** The lines as the order mails take them, named in `locale`. */
export function pricedMailLines(priced: readonly PricedLine[], locale: 'en' | 'ko') {
  return priced.map((p) => ({
    name: locale === 'ko' ? p.item.name_ko : p.item.name,
    spec: p.item.spec,
    quantity: p.quantity,
    unitPriceCents: p.unitPriceCents,
    lineTotalCents: p.amount.cents,
    estimated: p.amount.estimated,
    avgWeight: p.item.avg_weight,
  }));
}

/** What every new-order mail says of the order: its number, day, buyer, pickup, note and figures. */
export function newOrderFacts(
  user: Pick<CheckoutBuyer, 'name' | 'email' | 'company'>,
  money: ReturnType<typeof orderAmounts>,
  order: { order_number: string; order_date: string; pickup_start: string; pickup_end: string },
  note: string | undefined,
) {
  return {
    orderNumber: order.order_number,
    orderDate: order.order_date,
    buyerName: user.name || user.email,
    ...(user.company ? { company: user.company } : {}),
    pickup: { start: order.pickup_start, end: order.pickup_end },
    ...(note ? { note } : {}),
    // orderAmounts' figures carry the names the order mails' orderMoney reads
    ...money,
  };
}

/**
 * The new-order notice to the business inbox; answering it reaches the buyer. `lines` are the
 * order's lines in English (pricedMailLines at checkout, mailLines of an approved order).
 */
export function orderNoticeMail(
  user: Pick<CheckoutBuyer, 'email' | 'phone_number' | 'license_number'>,
  lines: MailLine[],
  facts: ReturnType<typeof newOrderFacts>,
  businessEmail: string,
  adminUrl: string,
): EnqueueMailInput {
  return {
    to: businessEmail,
    replyTo: user.email,
    template: 'order-notice',
    locale: 'en',
    data: {
      ...facts,
      lines,
      buyerEmail: user.email,
      ...(user.phone_number ? { phone: user.phone_number } : {}),
      ...(user.license_number ? { licenseNumber: user.license_number } : {}),
      adminUrl,
    },
  };
}

/** The order on a reader's profile (the order view of `/profile/user/:id`). */
export function orderLink(publicUrl: string, readerId: number, orderId: number): string {
  return `${publicUrl}/profile/user/${encodeUserId(readerId)}?view=order&order=${orderId}`;
}

/**
 * A new order waiting for the company owner's approval: "it waits for the
 * owner" to the orderer, and the request with the order's lines and a link to approve or decline
 * to the owner, each in their language. The business inbox hears of it once the owner approves it
 * (approval.ts). Checkout and a standing order's cycle send these instead of their usual mails, and
 * an orderer's change that takes their order above the limit sends them again (changes.ts).
 */
export function approvalRequestMails(
  user: CheckoutBuyer,
  lines: (locale: 'en' | 'ko') => MailLine[],
  money: ReturnType<typeof orderAmounts>,
  order: { id: number; order_number: string; pickup_start: string; pickup_end: string },
  note: string | undefined,
  publicUrl: string,
): EnqueueMailInput[] {
  const owner = user.owner;
  // needsOwnerApproval holds for orderers only, and every orderer has an owner (users_company_shape).
  if (!owner)
    throw new Error(`order ${order.order_number}: an order awaiting approval needs the orderer's company owner`);
  const common = {
    orderNumber: order.order_number,
    orderer: user.name || user.email,
    owner: owner.name || owner.email,
    pickup: { start: order.pickup_start, end: order.pickup_end },
    ...(note ? { note } : {}),
    ...money,
  };
  return [
    {
      to: user.email,
      template: 'order-approval',
      locale: user.locale,
      data: {
        ...common,
        kind: 'awaiting',
        readerName: user.name || user.email,
        lines: lines(user.locale),
        orderUrl: orderLink(publicUrl, user.id, order.id),
      },
    },
    {
      to: owner.email,
      replyTo: user.email,
      template: 'order-approval',
      locale: owner.locale,
      data: {
        ...common,
        kind: 'requested',
        readerName: owner.name || owner.email,
        limitCents: user.order_limit_cents ?? 0,
        lines: lines(owner.locale),
        orderUrl: orderLink(publicUrl, owner.id, order.id),
      },
    },
  ];
}

/** The launch deal's free line as the new-order mails say it, named in `locale`; nothing without one. */
export function freeItemMailData(
  free: { name: string; name_ko: string; spec: string } | null,
  locale: 'en' | 'ko',
): { freeItem?: { name: string; spec: string } } {
  return free ? { freeItem: { name: locale === 'ko' ? free.name_ko : free.name, spec: free.spec } } : {};
}
