// What adding and removing a case share: the order locked and open, the line read with its cases'
// count and pounds, and a catch-weight line's weight set to what its cases weigh (none: unweighed).
import { isCatchWeight, isWeighingClosed } from '@wholesale/rules';
import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { Database } from '@wholesale/db';
import { CASE_ERRORS, ConflictError, ORDER_ERRORS } from '@wholesale/contract';
import { historyEntry, weighedLineCents } from '../orders/admin/line-weight';
import { lockOrderRow, type LockedOrder } from '../orders/changes/locked-order';
import { rowOrNotFound, type Db } from '../kernel/common';

export type CaseOrder = Pick<LockedOrder, 'id' | 'fee_cents' | 'total_amount_cents'>;

/** The order, locked (a case and a status change take turns); refused once it is settled. */
export async function lockCaseOrder(trx: Db, orderId: number): Promise<CaseOrder> {
  const order = await lockOrderRow(trx, orderId);
  if (isWeighingClosed(order.order_status)) throw new ConflictError(CASE_ERRORS.orderClosed);
  return order;
}

/** A line of the order with its cases so far (count and pounds). */
export async function lockedLine(trx: Db, orderId: number, lineId: number) {
  const line = await rowOrNotFound(
    trx
      .selectFrom('order_items')
      .select([
        'id',
        'item_id',
        'spec',
        'quantity',
        'avg_weight',
        'unit_price_cents',
        'weighed_lbs',
        'line_total_cents',
      ])
      .select((eb) => [
        eb
          .selectFrom('order_cases')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('order_cases.order_item_id', '=', 'order_items.id')
          .where('order_cases.order_id', '=', orderId) // the (order_id, order_item_id) index
          .as('cases'),
        eb
          .selectFrom('order_cases')
          .select(sql<string>`coalesce(sum(net_lbs), 0)`.as('lbs'))
          .whereRef('order_cases.order_item_id', '=', 'order_items.id')
          .where('order_cases.order_id', '=', orderId)
          .as('case_lbs'),
      ])
      .where('order_id', '=', orderId)
      .where('id', '=', lineId),
    ORDER_ERRORS.lineNotFound,
  );
  return {
    ...line,
    weighed_lbs: line.weighed_lbs === null ? null : Number(line.weighed_lbs),
    avg_weight: Number(line.avg_weight),
    cases: Number(line.cases ?? 0),
    case_lbs: Number(line.case_lbs ?? 0),
  };
}

type Line = Awaited<ReturnType<typeof lockedLine>>;

/** A case written to the line, or one taken off it. */
export type CaseChange = { add: Insertable<Database['order_cases']> } | { remove: number };

/**
 * The case change and what follows from it, in one statement (a scale writes a case every few
 * seconds, and each round trip is felt there): a catch-weight line weighs its cases' sum, `lbs`
 * (null: no case left, unweighed), with its amount, its history entry and the order's total. The
 * statement's reads see the order as it stood before it, so the total is the other lines' sum
 * plus this line's new amount. Answers the id of the case added or removed.
 */
export async function writeCaseChange(
  trx: Db,
  order: CaseOrder,
  line: Line,
  lbs: number | null,
  adminId: number,
  change: CaseChange,
): Promise<number> {
  const changed = (db: QueryCreator<Database>) =>
    'add' in change
      ? db.insertInto('order_cases').values(change.add).returning('id')
      : db.deleteFrom('order_cases').where('id', '=', change.remove).returning('id');
  if (!isCatchWeight(line.spec) || lbs === line.weighed_lbs) {
    return (await changed(trx).executeTakeFirstOrThrow()).id;
  }
  const cents = weighedLineCents(line, lbs);
  const row = await trx
    .with('changed', changed)
    .with('line', (db) =>
      db
        .updateTable('order_items')
        .set({ weighed_lbs: lbs, line_total_cents: cents })
        .where('id', '=', line.id)
        .returning('id'),
    )
    .with('entry', (db) =>
      db
        .insertInto('order_status_history')
        .values(historyEntry(order.id, line, lbs, adminId))
        .returning('id'),
    )
    .updateTable('orders')
    .set({
      total_amount_cents: sql<number>`(SELECT coalesce(sum(line_total_cents), 0) FROM order_items
        WHERE order_id = ${order.id} AND id <> ${line.id}) + ${cents} + ${order.fee_cents}`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', order.id)
    .returning(sql<number>`(SELECT id FROM changed)`.as('case_id'))
    .executeTakeFirstOrThrow();
  return row.case_id;
}
