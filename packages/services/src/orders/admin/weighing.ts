// Weighing catch-weight lines: each line's amount and the order's total follow the weighed lbs,
// and each change joins the order's history.
import {
  CATCH_WEIGHT_SPEC,
  estimatedLbs,
  isCatchWeight,
  isUnusualWeight,
  isWeighingClosed,
  lineAmount,
  withinOrderTotal,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  unusualWeightError,
  ValidationError,
  type AdminOrdersService,
  type CodedMessage,
} from '@wholesale/contract';
import type { AdminOrderDeps } from './rows';

/** A catch-weight line's amount in cents: weighed lbs × price per lb, or (cleared) packs × avg lbs × price. */
function weighedLineCents(
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

export function createWeighing(
  deps: AdminOrderDeps,
  detail: AdminOrdersService['detail'],
): Pick<AdminOrdersService, 'weigh'> {
  const { db } = deps;

  return {
    async weigh(actor, orderId, weights) {
      const admin = requireAdmin(actor);
      await db.transaction().execute(async (trx) => {
        // Locked: a weighing and a status change (say, to 'complete') of one order take turns.
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'fee_cents', 'order_status'])
          .where('id', '=', orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
        // Points were awarded on the total as it stood at 'complete'; a declined or cancelled
        // order hands nothing over. Their weights stay as they are.
        if (isWeighingClosed(order.order_status)) throw new ConflictError(ORDER_ERRORS.weighingClosed);
        const lines = await trx
          .selectFrom('order_items')
          .select([
            'id',
            'spec',
            'quantity',
            'avg_weight',
            'unit_price_cents',
            'weighed_lbs',
            'item_name',
            'line_total_cents',
          ])
          .where('order_id', '=', order.id)
          .execute();
        const byId = new Map(lines.map((l) => [l.id, l]));
        // Every entry is checked before anything is written.
        const unusual: Record<string, CodedMessage> = {};
        const changes = weights.map((w, i) => {
          const line = byId.get(w.line_id);
          if (!line) throw new NotFoundError(ORDER_ERRORS.lineNotFound);
          if (!isCatchWeight(line.spec)) throw new ValidationError(ORDER_ERRORS.notCatchWeight);
          const lbs = w.weighed_lbs === null ? null : Math.round(w.weighed_lbs * 100) / 100;
          // A typo (4500 for 45.00) is refused unless the admin said the weight is right.
          if (w.confirm_unusual !== true && isUnusualWeight(lbs, line.quantity, line.avg_weight)) {
            unusual[`${i}.weighed_lbs`] = unusualWeightError(
              line.item_name,
              lbs ?? 0,
              estimatedLbs(line.quantity, line.avg_weight),
            );
          }
          return { line, lbs };
        });
        if (Object.keys(unusual).length > 0) throw new ValidationError(ORDER_ERRORS.unusualWeight, unusual);
        // The order's total with these weights must stay within what one order may total (and so
        // within its integer column): refused before anything is written.
        const cents = new Map(lines.map((l) => [l.id, l.line_total_cents]));
        for (const { line, lbs } of changes) cents.set(line.id, weighedLineCents(line, lbs));
        const weighedTotal = [...cents.values()].reduce((sum, c) => sum + c, order.fee_cents);
        if (!withinOrderTotal(weighedTotal)) throw new ValidationError(ORDER_ERRORS.weighedTotal);
        for (const { line, lbs } of changes) {
          if (lbs === line.weighed_lbs) continue; // not a change: nothing to write or record
          // weighed: lbs × price per lb; cleared: back to the estimate (packs × avg lbs × price)
          await trx
            .updateTable('order_items')
            .set({ weighed_lbs: lbs, line_total_cents: weighedLineCents(line, lbs) })
            .where('id', '=', line.id)
            .execute();
          await trx
            .insertInto('order_status_history')
            .values({
              order_id: order.id,
              kind: 'weight',
              order_item_id: line.id,
              from_lbs: line.weighed_lbs,
              to_lbs: lbs,
              changed_by: admin.userId,
            })
            .execute();
          line.weighed_lbs = lbs; // the same line twice in one batch: the second starts from the first
        }
        // The order's total is the sum of its lines as they now stand, plus the fee.
        await trx
          .updateTable('orders')
          .set({
            total_amount_cents: sql<number>`(SELECT coalesce(sum(line_total_cents), 0) FROM order_items WHERE order_id = ${order.id}) + ${order.fee_cents}`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', order.id)
          .execute();
      });
      deps.onOrdersChanged?.();
      return detail(actor, orderId);
    },
  };
}
