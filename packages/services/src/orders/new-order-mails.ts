// The mails of a new order, shared by checkout and a standing order's cycle: its priced lines as
// the mails take them, the figures every new-order mail carries, and the new-order notice to the
// business inbox (in English, the names staff read).
import type { orderAmounts } from '@wholesale/rules';
import type { EnqueueMailInput } from '../mail/outbox';
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
  user: CheckoutBuyer,
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

/** The new-order notice to the business inbox; answering it reaches the buyer. */
export function orderNoticeMail(user: CheckoutBuyer, priced: readonly PricedLine[], facts: ReturnType<typeof newOrderFacts>, businessEmail: string, publicUrl: string): EnqueueMailInput {
  return {
    to: businessEmail,
    replyTo: user.email,
    template: 'order-notice',
    locale: 'en',
    data: {
      ...facts,
      lines: pricedMailLines(priced, 'en'),
      buyerEmail: user.email,
      ...(user.phone_number ? { phone: user.phone_number } : {}),
      ...(user.license_number ? { licenseNumber: user.license_number } : {}),
      adminUrl: `${publicUrl}/admin/dashboard`,
    },
  };
}
