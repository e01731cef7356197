// The shipment record for a range of days (staff, for the inspector): one row per order line and
// lot of every current (not voided) shipment, the buyer as recorded on the day. A line weighed
// without cases (a product without labels) is one row without a lot: its quantity as cases, its
// weighed pounds, or its expected pounds marked estimated.
//
// Read in keyset batches of shipments, (shipped_on, id) after the last batch's, each batch with two
// more queries (its lines, its lines' lots), and only when the consumer asks for more: two years of
// a million cases stream through in constant memory, and no read holds the database for long.
import { expectedLbs, nameWithSpec } from '@wholesale/rules';
import { sql } from 'kysely';
import type { ShipmentRecordQuery } from '@wholesale/contract';
import { lineLots } from '../cases/line-lots';
import type { Db } from '../kernel/common';
import { BOM, csvRow } from '../kernel/csv';

/** Shipments per read: each up to 100 lines and their lots, so a batch stays a few thousand rows. */
export const SHIPMENT_BATCH = 200;

/** One row of the record: a line's cases of one lot, or a line without cases. */
export interface ShipmentRow {
  shipped_on: string;
  company: string;
  address: string;
  order_number: string;
  product: string;
  product_ko: string;
  /** null: a line without cases */
  lot_code: string | null;
  establishment: string | null;
  cases: number;
  net_lbs: number | null;
  /** the pounds are expected (not weighed): a line without cases nor a weighed total */
  estimated: boolean;
}

export const SHIPMENT_CSV_HEADER = [
  'shipped_on',
  'company',
  'address',
  'order_number',
  'product',
  'product_ko',
  'lot',
  'establishment',
  'cases',
  'net_lbs',
  'lbs_estimated',
];

interface ShipmentHead {
  id: number;
  order_id: number;
  shipped_on: string;
  company: string;
  address: string;
  order_number: string;
}

/** The current shipments of the range, a batch at a time, in (shipped_on, id) order. */
async function* shipmentBatches(db: Db, range: ShipmentRecordQuery, size: number): AsyncGenerator<ShipmentHead[]> {
  let after: { on: string; id: number } | null = null;
  for (;;) {
    let q = db
      .selectFrom('shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['s.id', 's.order_id', sql<string>`s.shipped_on::text`.as('shipped_on'), 's.company', 's.address'])
      .select('o.order_number')
      .where('s.voided_at', 'is', null)
      .where('s.shipped_on', '>=', range.from)
      .where('s.shipped_on', '<=', range.to);
    if (after) q = q.where(sql<boolean>`(s.shipped_on, s.id) > (${after.on}::date, ${after.id})`);
    const rows = await q.orderBy('s.shipped_on').orderBy('s.id').limit(size).execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { on: last.shipped_on, id: last.id };
  }
}

/** The rows of one batch of shipments: their lines (in line order), each split by lot. */
async function rowsOf(db: Db, shipments: readonly ShipmentHead[]): Promise<ShipmentRow[]> {
  const orderIds = shipments.map((s) => s.order_id);
  const [lines, lots] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['id', 'order_id', 'item_name', 'item_name_ko', 'spec', 'quantity', 'avg_weight', 'weighed_lbs'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('id')
      .execute(),
    lineLots(db, orderIds),
  ]);
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) {
    const list = linesOf.get(l.order_id);
    if (list) list.push(l);
    else linesOf.set(l.order_id, [l]);
  }
  return shipments.flatMap((s) =>
    (linesOf.get(s.order_id) ?? []).flatMap((l): ShipmentRow[] => {
      const common = {
        shipped_on: s.shipped_on,
        company: s.company,
        address: s.address,
        order_number: s.order_number,
        product: nameWithSpec(l.item_name, l.spec),
        product_ko: l.item_name_ko,
      };
      const ofLine = lots.get(l.id);
      if (ofLine)
        return ofLine.map((lot) => ({
          ...common,
          lot_code: lot.lot_code,
          establishment: lot.establishment,
          cases: lot.cases,
          net_lbs: lot.net_lbs,
          estimated: false,
        }));
      const expected = l.weighed_lbs === null ? expectedLbs(l) : null;
      return [
        {
          ...common,
          lot_code: null,
          establishment: null,
          cases: l.quantity,
          net_lbs: l.weighed_lbs ?? expected,
          estimated: l.weighed_lbs === null && expected !== null,
        },
      ];
    }),
  );
}

/** Every row of the range, a batch of shipments at a time (read when the consumer asks). */
export async function* shipmentRows(
  db: Db,
  range: ShipmentRecordQuery,
  size = SHIPMENT_BATCH,
): AsyncGenerator<ShipmentRow[], void, undefined> {
  for await (const batch of shipmentBatches(db, range, size)) {
    const rows = await rowsOf(db, batch);
    if (rows.length > 0) yield rows;
  }
}

const csvLine = (r: ShipmentRow): string =>
  csvRow([
    r.shipped_on,
    r.company,
    r.address,
    r.order_number,
    r.product,
    r.product_ko,
    r.lot_code,
    r.establishment,
    r.cases,
    r.net_lbs === null ? null : r.net_lbs.toFixed(2),
    r.estimated ? 'yes' : 'no',
  ]);

/** The CSV's text: a byte order mark and the header, then a chunk per batch of shipments. */
export async function* shipmentCsvChunks(
  db: Db,
  range: ShipmentRecordQuery,
  size = SHIPMENT_BATCH,
): AsyncGenerator<string, void, undefined> {
  yield `${BOM}${SHIPMENT_CSV_HEADER.join(',')}\r\n`;
  for await (const rows of shipmentRows(db, range, size)) yield rows.map(csvLine).join('');
}
