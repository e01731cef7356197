// The lots of order lines, as the documents print them: each line's cases grouped by lot (how many,
// their net pounds summed) with the lot's code, establishment and pack date. One query for any
// number of orders, from order_cases' (order_id, order_item_id) index; the reader shows them, so
// no actor is checked here (the caller has read the orders for its actor).
import type { LineLot, OrderLine } from '@wholesale/contract';
import { sql } from 'kysely';
import type { Db } from '../kernel/common';
import { listsBy } from '../kernel/lists-by';

/** Each line's lots by line id (order_items.id), in lot code order; a line without cases is absent. */
export async function lineLots(db: Db, orderIds: readonly number[]): Promise<Map<number, LineLot[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_cases as c')
    .innerJoin('lots as l', 'l.id', 'c.lot_id')
    .select([
      'c.order_item_id',
      'l.id as lot_id',
      'l.lot_code',
      'l.establishment',
      'l.packed_on',
      sql<number>`count(*)::int`.as('cases'),
      // Summed in the database as numeric: hundredths exact, however many cases.
      sql<number>`sum(c.net_lbs)`.as('net_lbs'),
    ])
    .where('c.order_id', 'in', [...new Set(orderIds)])
    .groupBy(['c.order_item_id', 'l.id', 'l.lot_code', 'l.establishment', 'l.packed_on'])
    .orderBy('c.order_item_id')
    .orderBy('l.lot_code')
    .orderBy('l.id')
    .execute();
  return listsBy(
    rows,
    (r) => r.order_item_id,
    (r): LineLot => ({
      lot_id: r.lot_id,
      lot_code: r.lot_code,
      establishment: r.establishment,
      packed_on: r.packed_on,
      cases: Number(r.cases),
      net_lbs: Number(r.net_lbs),
    }),
  );
}

/**
 * The lines with their lots, read in one query for all their orders. A line without cases carries
 * no `lots` field: its weight was typed, and the documents print it as before.
 */
export async function withLineLots<L extends Pick<OrderLine, 'id'>>(
  db: Db,
  orderIds: readonly number[],
  linesByOrder: Map<number, L[]>,
): Promise<Map<number, (L & { lots?: LineLot[] })[]>> {
  const lots = await lineLots(db, orderIds);
  const attach = (l: L): L & { lots?: LineLot[] } => {
    const found = lots.get(l.id);
    return found ? { ...l, lots: found } : l;
  };
  return new Map([...linesByOrder].map(([orderId, lines]) => [orderId, lines.map(attach)]));
}
