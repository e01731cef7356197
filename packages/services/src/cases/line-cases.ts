// What adding and removing a case share: the order locked and open, the line read with its cases'
// count and pounds, and a catch-weight line's weight set to what its cases weigh (none: unweighed).
import { isCatchWeight, isWeighingClosed } from '@wholesale/rules';
import { sql } from 'kysely';
import { CASE_ERRORS, ConflictError, NotFoundError, ORDER_ERRORS } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { writeOneLineWeight } from '../orders/admin/line-weight';

export interface CaseOrder {
  id: number;
  fee_cents: number;
  total_amount_cents: number;
}

/** The order, locked (a case and a status change take turns); refused once it is settled. */
export async function lockCaseOrder(trx: Db, orderId: number): Promise<CaseOrder> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'fee_cents', 'total_amount_cents', 'order_status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
  if (isWeighingClosed(order.order_status)) throw new ConflictError(CASE_ERRORS.orderClosed);
  return order;
}

/** A line of the order with its cases so far (count and pounds). */
export async function lockedLine(trx: Db, orderId: number, lineId: number) {
  const line = await trx
    .selectFrom('order_items')
    .select(['id', 'item_id', 'spec', 'quantity', 'avg_weight', 'unit_price_cents', 'weighed_lbs', 'line_total_cents'])
    .select((eb) => [
      eb
        .selectFrom('order_cases')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('order_cases.order_item_id', '=', 'order_items.id')
        .as('cases'),
      eb
        .selectFrom('order_cases')
        .select(sql<string>`coalesce(sum(net_lbs), 0)`.as('lbs'))
        .whereRef('order_cases.order_item_id', '=', 'order_items.id')
        .as('case_lbs'),
    ])
    .where('order_id', '=', orderId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw new NotFoundError(ORDER_ERRORS.lineNotFound);
  return {
    ...line,
    weighed_lbs: line.weighed_lbs === null ? null : Number(line.weighed_lbs),
    avg_weight: Number(line.avg_weight),
    cases: Number(line.cases ?? 0),
    case_lbs: Number(line.case_lbs ?? 0),
  };
}

type Line = Awaited<ReturnType<typeof lockedLine>>;

/**
 * A catch-weight line weighs its cases' sum, `lbs` (null: no case left, unweighed); the order's
 * total follows.
 */
export async function settleLineWeight(
  trx: Db,
  order: CaseOrder,
  line: Line,
  lbs: number | null,
  adminId: number,
): Promise<void> {
  if (!isCatchWeight(line.spec)) return;
  await writeOneLineWeight(trx, order, line, lbs, adminId);
}
