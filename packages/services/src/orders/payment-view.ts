// Where an order's money stands, read through `db` (a transaction's, or the pool): its payments
// (the voided ones listed, not counted), the refunds, the company's credit moved in and out, the
// credit memos of approved claims, and from them what the order holds, what is left to pay and its
// credit. A declined or cancelled order owes nothing: all it holds is credit (a deposit to refund).
import { fromCents, paymentPosition, type PaymentTerms } from '@wholesale/rules';
import type { OrderPayments } from '@wholesale/contract';
import { sql } from 'kysely';
import { iso, type Db } from '../kernel/common';
import { creditMemoUrl } from '../claims/rows';

/** Orders that owe nothing: nothing is handed over. */
export const CLOSED_ORDER_STATUSES: readonly string[] = ['declined', 'cancelled'];

/** What an order owes: its total, or nothing once declined or cancelled. */
export function owedCents(order: { total_amount_cents: number; order_status: string }): number {
  return CLOSED_ORDER_STATUSES.includes(order.order_status) ? 0 : order.total_amount_cents;
}

export async function paymentsOf(
  db: Db,
  order: { id: number; total_amount_cents: number; order_status: string },
  terms: PaymentTerms,
): Promise<OrderPayments> {
  // One after the other: in a transaction the reads share one connection.
  const rows = await db
    .selectFrom('order_payments')
    .leftJoin('users', 'users.id', 'order_payments.recorded_by')
    .leftJoin('users as voider', 'voider.id', 'order_payments.voided_by')
    .select([
      'order_payments.id',
      'order_payments.kind',
      'order_payments.method',
      'order_payments.applied_cents',
      'order_payments.discount_cents',
      'order_payments.tax_cents',
      'order_payments.collected_cents',
      'order_payments.received_at',
      'order_payments.voided_at',
      'order_payments.void_reason',
      'users.name',
      'voider.name as voided_by_name',
    ])
    .where('order_payments.order_id', '=', order.id)
    .orderBy('order_payments.received_at')
    .orderBy('order_payments.id')
    .execute();
  const refunds = await db
    .selectFrom('order_refunds')
    .leftJoin('users', 'users.id', 'order_refunds.refunded_by')
    .select([
      'order_refunds.id',
      'order_refunds.method',
      'order_refunds.amount_cents',
      'order_refunds.tax_cents',
      'order_refunds.returned_cents',
      'order_refunds.reason',
      'order_refunds.refunded_at',
      'users.name',
    ])
    .where('order_refunds.order_id', '=', order.id)
    .orderBy('order_refunds.refunded_at')
    .orderBy('order_refunds.id')
    .execute();
  const moves = await db
    .selectFrom('credit_moves')
    .innerJoin('orders as other', (join) =>
      join.on(
        sql<boolean>`other.id = CASE WHEN credit_moves.from_order_id = ${order.id} THEN credit_moves.to_order_id ELSE credit_moves.from_order_id END`,
      ),
    )
    .select([
      'credit_moves.id',
      'credit_moves.from_order_id',
      'credit_moves.amount_cents',
      'credit_moves.moved_at',
      'other.id as other_id',
      'other.order_number',
    ])
    .where((eb) =>
      eb.or([eb('credit_moves.from_order_id', '=', order.id), eb('credit_moves.to_order_id', '=', order.id)]),
    )
    .orderBy('credit_moves.moved_at')
    .orderBy('credit_moves.id')
    .execute();

  const memos = await db
    .selectFrom('credit_memos')
    .select(['id', 'number', 'amount_cents', 'issued_at'])
    .where('order_id', '=', order.id)
    .orderBy('issued_at')
    .orderBy('id')
    .execute();

  const counted = rows.filter((r) => r.voided_at === null);
  let heldCents = 0;
  let collectedCents = 0;
  for (const p of counted) {
    heldCents += p.applied_cents;
    collectedCents += p.collected_cents;
  }
  for (const r of refunds) {
    heldCents -= r.amount_cents;
    collectedCents -= r.returned_cents;
  }
  for (const m of moves) heldCents += m.from_order_id === order.id ? -m.amount_cents : m.amount_cents;
  // A credit memo settles as a payment does, with no money changing hands.
  for (const m of memos) heldCents += m.amount_cents;
  const owed = owedCents(order);
  const position = paymentPosition(owed, [{ appliedCents: heldCents, collectedCents }]);
  return {
    state: position.state,
    paid: fromCents(heldCents),
    collected: fromCents(collectedCents),
    prepayment_due: fromCents(position.prepaymentDueCents),
    due: fromCents(position.dueCents),
    payments: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      method: r.method,
      applied: fromCents(r.applied_cents),
      discount: fromCents(r.discount_cents),
      tax: fromCents(r.tax_cents),
      collected: fromCents(r.collected_cents),
      received_at: iso(r.received_at),
      recorded_by: r.name,
      voided: r.voided_at === null ? null : { at: iso(r.voided_at), reason: r.void_reason ?? '', by: r.voided_by_name },
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      method: r.method,
      amount: fromCents(r.amount_cents),
      tax: fromCents(r.tax_cents),
      returned: fromCents(r.returned_cents),
      reason: r.reason,
      refunded_at: iso(r.refunded_at),
      refunded_by: r.name,
    })),
    credit_moves: moves.map((m) => ({
      id: m.id,
      direction: m.from_order_id === order.id ? 'out' : 'in',
      order_id: m.other_id,
      order_number: m.order_number,
      amount: fromCents(m.amount_cents),
      moved_at: iso(m.moved_at),
    })),
    credit_memos: memos.map((m) => ({
      id: m.id,
      number: m.number,
      amount: fromCents(m.amount_cents),
      issued_at: iso(m.issued_at),
      url: creditMemoUrl(m.id),
    })),
    credit: fromCents(Math.max(0, heldCents - owed)),
    cash_discount_percent: terms.cashDiscountBp / 100,
    card_tax_percent: terms.cardTaxBp / 100,
  };
}
