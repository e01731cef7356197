// An order's lines and amounts as the order mails take them (cents, the buyer's language's names):
// read from an order as the pages show it (dollars), so every mail sent after checkout words the
// order the way its buyer sees it.
import { toCents } from '@wholesale/rules';
import type { OrderDetail, OrderLine } from '@wholesale/contract';

export function mailLines(lines: readonly OrderLine[], locale: 'en' | 'ko') {
  return lines.map((l) => ({
    name: locale === 'ko' ? l.name_ko || l.name : l.name,
    spec: l.spec,
    quantity: l.quantity,
    unitPriceCents: toCents(l.unit_price),
    lineTotalCents: toCents(l.line_total),
    estimated: l.estimated,
    avgWeight: l.avg_weight,
    weighedLbs: l.weighed_lbs,
  }));
}

/** The order's money in cents, as the order mails' `orderMoney` takes it. */
export function mailMoney(amounts: OrderDetail['amounts']) {
  return {
    subtotalCents: toCents(amounts.subtotal),
    feeCents: toCents(amounts.fee),
    totalCents: toCents(amounts.total),
    prepaymentCents: toCents(amounts.prepayment),
    balanceCents: toCents(amounts.balance),
    cashDiscountMaxCents: toCents(amounts.cash_discount_max),
    estimated: amounts.estimated,
  };
}
