// The lines of a changed order: what the change wants of them (kept, rewritten at today's price,
// or removed), the revision's record of that, and writing it. Lines the change leaves as they are
// keep their price; a changed or new line is priced at the buyer's price now, as a new checkout
// would price it.
import { lineAmount } from '@wholesale/rules';
import { unavailableError, ValidationError } from '@wholesale/contract';
import type { Db } from '../../kernel/common';
import type { CheckoutItem } from '../checkout-sql';
import { buyerUnitPriceCents } from '../pricing';
import { LINE_COLUMNS } from '../records';
import type { StoredChanges } from '../views';

/** What an order line stores of its item, price and quantity (the item's names and spec of the day). */
interface LineFields {
  item_id: number;
  quantity: number;
  unit_price_cents: number;
  item_name: string;
  item_name_ko: string;
  spec: string;
  avg_weight: number;
  line_total_cents: number;
}

export interface CurrentLine extends LineFields {
  id: number;
  weighed_lbs: number | null;
}

/** A line as the change leaves it: kept as it is, or (re)written at a price and quantity. */
export type PlannedLine =
  { kind: 'keep'; line: CurrentLine } | (LineFields & { kind: 'write'; from: CurrentLine | null; estimated: boolean });

/** The order's lines as they stand, in the order they were written. */
export function readCurrentLines(trx: Db, orderId: number): Promise<CurrentLine[]> {
  return trx.selectFrom('order_items').select(LINE_COLUMNS).where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order's lines as the change wants them; refuses a product that can no longer be ordered. */
export function planLines(
  current: readonly CurrentLine[],
  wanted: ReadonlyMap<number, number>,
  items: ReadonlyMap<number, CheckoutItem>,
  locale: 'en' | 'ko',
): { planned: PlannedLine[]; removed: CurrentLine[] } {
  const byItem = new Map(current.map((l) => [l.item_id, l]));
  const gone: string[] = [];
  const planned: PlannedLine[] = [];
  for (const [itemId, quantity] of wanted) {
    const line = byItem.get(itemId) ?? null;
    if (line && line.quantity === quantity) {
      planned.push({ kind: 'keep', line });
      continue;
    }
    const item = items.get(itemId);
    // Fewer of a product no longer on sale keeps the line's own price and description; more of
    // it, or a new line of it, is refused like a checkout would be.
    if (line && quantity < line.quantity && !item?.show) {
      const amount = lineAmount({
        unitPriceCents: line.unit_price_cents,
        spec: line.spec,
        avgWeight: line.avg_weight,
        quantity,
      });
      planned.push({
        kind: 'write',
        from: line,
        item_id: itemId,
        quantity,
        unit_price_cents: line.unit_price_cents,
        item_name: line.item_name,
        item_name_ko: line.item_name_ko,
        spec: line.spec,
        avg_weight: line.avg_weight,
        line_total_cents: amount.cents,
        estimated: amount.estimated,
      });
      continue;
    }
    if (!item?.show) {
      if (item) gone.push(locale === 'ko' ? item.name_ko : item.name);
      else gone.push(line ? (locale === 'ko' ? line.item_name_ko : line.item_name) : `#${itemId}`);
      continue;
    }
    const unitPriceCents = buyerUnitPriceCents(item, quantity, item.sources);
    const amount = lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
    planned.push({
      kind: 'write',
      from: line,
      item_id: itemId,
      quantity,
      unit_price_cents: unitPriceCents,
      item_name: item.name,
      item_name_ko: item.name_ko,
      spec: item.spec,
      avg_weight: item.avg_weight,
      line_total_cents: amount.cents,
      estimated: amount.estimated,
    });
  }
  if (gone.length > 0) throw new ValidationError(unavailableError(gone), { cart_items: unavailableError(gone) });
  return { planned, removed: current.filter((l) => !wanted.has(l.item_id)) };
}

/** The revision's record of the lines: removed, added, or another quantity. */
export function lineChanges(planned: readonly PlannedLine[], removed: readonly CurrentLine[]): StoredChanges['lines'] {
  const changes: StoredChanges['lines'] = [];
  for (const p of planned) {
    if (p.kind === 'keep') continue;
    changes.push({
      item_id: p.item_id,
      name: p.item_name,
      name_ko: p.item_name_ko,
      spec: p.spec,
      from_quantity: p.from?.quantity ?? null,
      to_quantity: p.quantity,
      from_unit_price_cents: p.from?.unit_price_cents ?? null,
      to_unit_price_cents: p.unit_price_cents,
    });
  }
  for (const l of removed) {
    changes.push({
      item_id: l.item_id,
      name: l.item_name,
      name_ko: l.item_name_ko,
      spec: l.spec,
      from_quantity: l.quantity,
      to_quantity: null,
      from_unit_price_cents: l.unit_price_cents,
      to_unit_price_cents: null,
    });
  }
  return changes;
}

/** Removes, rewrites and adds the order's lines as planned (a rewritten catch-weight line is weighed again). */
export async function writeLines(
  trx: Db,
  orderId: number,
  planned: readonly PlannedLine[],
  removed: readonly CurrentLine[],
): Promise<void> {
  if (removed.length > 0)
    await trx
      .deleteFrom('order_items')
      .where(
        'id',
        'in',
        removed.map((l) => l.id),
      )
      .execute();
  const fields = (p: Extract<PlannedLine, { kind: 'write' }>) => ({
    quantity: p.quantity,
    unit_price_cents: p.unit_price_cents,
    item_name: p.item_name,
    item_name_ko: p.item_name_ko,
    spec: p.spec,
    avg_weight: p.avg_weight,
    line_total_cents: p.line_total_cents,
    weighed_lbs: null,
  });
  const added = [];
  for (const p of planned) {
    if (p.kind === 'keep') continue;
    if (p.from) await trx.updateTable('order_items').set(fields(p)).where('id', '=', p.from.id).execute();
    else added.push({ ...fields(p), order_id: orderId, item_id: p.item_id });
  }
  if (added.length > 0) await trx.insertInto('order_items').values(added).execute();
}
