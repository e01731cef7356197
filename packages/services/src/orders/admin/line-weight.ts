// A catch-weight line's weighed pounds written with what follows from them: the line's amount,
// the weighing in the order's history, and the order's total. Typed weights (weighing.ts) and
// scanned cases (cases/) both write through here, inside the caller's transaction and lock.
import { CATCH_WEIGHT_SPEC, lineAmount } from '@wholesale/rules';
import { sql } from 'kysely';
import type { Db } from '../../kernel/common';

/** A catch-weight line's amount in cents: weighed lbs × price per lb, or (cleared) packs × avg lbs × price. */
export function weighedLineCents(
  line: { unit_price_cents: number; avg_weight: number; quantity: number },
  lbs: number | null,
): number {
  return lineAmount(
    {
      unitPriceCents: line.unit_price_cents,
      spec: CATCH_WEIGHT_SPEC,
      avgWeight: line.avg_weight,
      quantity: line.quantity,
    },
    lbs,
  ).cents;
}

export type WeighedLine = {
  id: number;
  unit_price_cents: number;
  avg_weight: number;
  quantity: number;
  weighed_lbs: number | null;
};

/** The weighing's entry in the order's history: from what, to what, by whom. */
export const historyEntry = (orderId: number, line: WeighedLine, lbs: number | null, adminId: number) => ({
  order_id: orderId,
  kind: 'weight' as const,
  order_item_id: line.id,
  from_lbs: line.weighed_lbs,
  to_lbs: lbs,
  changed_by: adminId,
});

/** Writes one line's weight, its amount and its history entry (nothing when the weight is unchanged). */
export async function writeLineWeight(
  trx: Db,
  orderId: number,
  line: WeighedLine,
  lbs: number | null,
  adminId: number,
): Promise<void> {
  if (lbs === line.weighed_lbs) return;
  await trx
    .updateTable('order_items')
    .set({ weighed_lbs: lbs, line_total_cents: weighedLineCents(line, lbs) })
    .where('id', '=', line.id)
    .execute();
  await trx
    .insertInto('order_status_history')
    .values(historyEntry(orderId, line, lbs, adminId))
    .execute();
}

/** The order's total is the sum of its lines as they now stand, plus the fee. */
export async function refreshOrderTotal(trx: Db, orderId: number, feeCents: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      total_amount_cents: sql<number>`(SELECT coalesce(sum(line_total_cents), 0) FROM order_items WHERE order_id = ${orderId}) + ${feeCents}`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', orderId)
    .execute();
}
