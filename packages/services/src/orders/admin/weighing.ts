// Weighing catch-weight lines: each line's amount and the order's total follow the weighed lbs,
// and each change joins the order's history.
import { estimatedLbs, isCatchWeight, isUnusualWeight, isWeighingClosed, withinOrderTotal } from '@wholesale/rules';
import {
  CASE_ERRORS,
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  unusualWeightError,
  ValidationError,
  type AdminOrdersService,
  type CodedMessage,
} from '@wholesale/contract';
import { refreshOrderTotal, weighedLineCents, writeLineWeight } from './line-weight';
import type { AdminOrderDeps } from './rows';
import { lockOrderRow } from '../changes/locked-order';

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
        const order = await lockOrderRow(trx, orderId);
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
        // A line with scanned cases weighs what they weigh: its total is changed case by case.
        const withCases = await trx
          .selectFrom('order_cases')
          .select('order_item_id')
          .distinct()
          .where('order_id', '=', order.id)
          .execute();
        const weighedByCases = new Set(withCases.map((c) => c.order_item_id));
        // Every entry is checked before anything is written.
        const unusual: Record<string, CodedMessage> = {};
        const changes = weights.map((w, i) => {
          const line = byId.get(w.line_id);
          if (!line) throw new NotFoundError(ORDER_ERRORS.lineNotFound);
          if (!isCatchWeight(line.spec)) throw new ValidationError(ORDER_ERRORS.notCatchWeight);
          if (weighedByCases.has(line.id)) throw new ConflictError(CASE_ERRORS.weighedByCases);
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
          await writeLineWeight(trx, order.id, line, lbs, admin.userId);
          line.weighed_lbs = lbs; // the same line twice in one batch: the second starts from the first
        }
        await refreshOrderTotal(trx, order.id, order.fee_cents);
      });
      deps.onOrdersChanged?.();
      return detail(actor, orderId);
    },
  };
}
