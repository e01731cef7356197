// A company's money entries as its account page and its monthly statement list them: the payments
// not voided, the refunds and the credit memos on its members' orders, in date order. The callers
// choose the columns and narrow them (the latest twenty, or one month's).
import { fromCents } from '@wholesale/rules';
import type { RawBuilder } from 'kysely';
import { iso, type Db } from '../kernel/common';

type Direction = 'asc' | 'desc';

/** The orders of `members` (companyUsers), which every entry below hangs on. */
function membersOrders(db: Db, members: RawBuilder<number>) {
  return db.selectFrom('orders as o').where('o.user_id', 'in', members);
}

/** The payments on the orders of `members`, voided ones left out. */
export function companyPayments(db: Db, members: RawBuilder<number>, direction: Direction) {
  return membersOrders(db, members)
    .innerJoin('order_payments as p', 'p.order_id', 'o.id')
    .where('p.voided_at', 'is', null)
    .orderBy('p.received_at', direction)
    .orderBy('p.id', direction);
}

/** The refunds on the orders of `members`. */
export function companyRefunds(db: Db, members: RawBuilder<number>, direction: Direction) {
  return membersOrders(db, members)
    .innerJoin('order_refunds as r', 'r.order_id', 'o.id')
    .orderBy('r.refunded_at', direction)
    .orderBy('r.id', direction);
}

/** The credit memos on the orders of `members`. */
export function companyCreditMemos(db: Db, members: RawBuilder<number>, direction: Direction) {
  return membersOrders(db, members)
    .innerJoin('credit_memos as cm', 'cm.order_id', 'o.id')
    .orderBy('cm.issued_at', direction)
    .orderBy('cm.id', direction);
}

/** A payment's sums in cents: its share of the order, the cash discount, the card tax, the money received. */
export const PAYMENT_CENTS = ['p.applied_cents', 'p.discount_cents', 'p.tax_cents', 'p.collected_cents'] as const;

/** What a refund line shows (refundLine). */
export const REFUND_COLUMNS = ['r.refunded_at', 'o.order_number', 'r.method', 'r.returned_cents'] as const;

/** A refund as both the account and the statement show it: the money given back. */
export function refundLine<M>(r: { refunded_at: Date; order_number: string; method: M; returned_cents: number }) {
  return {
    refunded_at: iso(r.refunded_at),
    order_number: r.order_number,
    method: r.method,
    returned: fromCents(r.returned_cents),
  };
}
