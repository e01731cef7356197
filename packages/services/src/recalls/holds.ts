// What an open recall holds back: an order not yet handed over that carries a case of a recalled
// lot is flagged on the pick list and cannot be completed until the case is replaced. One read per
// call, through order_cases (order_id) and recall_lots (lot_id).
import { ConflictError, RECALL_ERRORS, withParams } from '@wholesale/contract';
import { sql } from 'kysely';
import type { Db } from '../kernel/common';

/** The lot codes under an open recall that each of these orders holds a case of (orders holding none are left out). */
export async function recalledLotsOnOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await sql<{ order_id: number; lots: string[] }>`
    SELECT oc.order_id, array_agg(DISTINCT l.lot_code ORDER BY l.lot_code) AS lots
    FROM order_cases oc
    JOIN lots l ON l.id = oc.lot_id
    WHERE oc.order_id IN (${sql.join([...orderIds])})
      AND EXISTS (SELECT 1 FROM recall_lots rl JOIN recalls r ON r.id = rl.recall_id
                  WHERE rl.lot_id = oc.lot_id AND r.closed_at IS NULL)
    GROUP BY oc.order_id`.execute(db);
  return new Map(rows.map((r) => [r.order_id, r.lots]));
}

/**
 * Refuses completing an order that holds a case of a recalled lot (409 recalls.recalledCase naming
 * the lot): the order status change calls it, in its transaction, before an order becomes complete.
 */
export async function refuseRecalledCases(db: Db, orderId: number): Promise<void> {
  const held = await recalledLotsOnOrders(db, [orderId]);
  const lot = held.get(orderId)?.[0];
  if (lot !== undefined) throw new ConflictError(withParams(RECALL_ERRORS.recalledCase, { lot }));
}
