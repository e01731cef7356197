// The CSV exports of the Orders page's filter: the orders, and their lines.
import { expectedLbs, isCatchWeight, nameWithSpec, pacificTimestamp, quantityUnit, toPacific } from '@wholesale/rules';
import { sql } from 'kysely';
import {
  requireAdmin,
  type AdminOrder,
  type AdminOrderExportFilter,
  type AdminOrdersService,
  type OrderLine,
} from '@wholesale/contract';
import { BOM, csvRow } from '../../kernel/csv';
import type { AdminOrderReads } from './rows';

/** Orders per read of the CSV export: each is one short query, so other requests are not held up. */
const EXPORT_BATCH = 1000;
/** Orders per read of the lines export: up to 100 lines each, so a read stays a few thousand rows. */
const LINES_EXPORT_BATCH = 200;
// Times are Los Angeles wall time (pacificTimestamp), and the headers say so.
const CSV_HEADER = [
  'order_number',
  'order_date_pacific',
  'status',
  'type',
  'buyer',
  'company',
  'email',
  'phone',
  'pickup_start_pacific',
  'pickup_end_pacific',
  'total_usd',
  'estimated',
  'note',
];
const LINES_CSV_HEADER = [
  'order_number',
  'status',
  'buyer',
  'email',
  'pickup_date_pacific',
  'pickup_window_pacific',
  'item_id',
  'product',
  'product_ko',
  'quantity',
  'unit',
  'expected_lbs',
  'weighed_lbs',
];

/** An ISO instant as LA wall time for a spreadsheet; null stays an empty field. */
const pacificCell = (instant: string | null): string | null =>
  instant === null ? null : pacificTimestamp(new Date(instant));

/** One order as a CSV line (CRLF included). */
function csvLine(r: AdminOrder): string {
  const fields = [
    r.order_number,
    pacificCell(r.order_date),
    r.order_status,
    r.order_type,
    r.buyer_name,
    r.company,
    r.email,
    r.phone_number,
    pacificCell(r.pickup_start),
    pacificCell(r.pickup_end),
    r.total_amount.toFixed(2),
    r.estimated ? 'yes' : 'no',
    r.note,
  ];
  return csvRow(fields);
}

/** The pickup of an order as the warehouse reads it: its LA day and its window ('08:00-10:00'). */
function pickupCells(start: string | null, end: string | null): [string | null, string | null] {
  if (start === null) return [null, null];
  const from = toPacific(new Date(start));
  return [from.date, end === null ? from.time : `${from.time}-${toPacific(new Date(end)).time}`];
}

/** One order line as a CSV line (CRLF included): what to pull for whom, and what it weighed. */
function csvLineOfLine(o: AdminOrder, l: OrderLine): string {
  const expected = expectedLbs(l);
  const fields = [
    o.order_number,
    o.order_status,
    o.company?.trim() || o.buyer_name,
    o.email,
    ...pickupCells(o.pickup_start, o.pickup_end),
    l.item_id,
    nameWithSpec(l.name, l.spec),
    l.name_ko,
    l.quantity,
    quantityUnit(l.spec),
    expected === null ? null : expected.toFixed(2),
    // blank until weighed (and for box lines, which are not weighed)
    isCatchWeight(l.spec) && l.weighed_lbs !== null ? l.weighed_lbs.toFixed(2) : null,
  ];
  return csvRow(fields);
}

export function createCsvExports(reads: AdminOrderReads): Pick<AdminOrdersService, 'exportCsv' | 'exportLinesCsv'> {
  const { filtered, toAdminOrder, linesOfOrders } = reads;

  /**
   * Every filtered order in keyset batches (newest first, each batch read after the last one's
   * (order_date, id), straight from the newest-first index), one query per batch and only when the
   * consumer wants more. The cursor's date is PostgreSQL's own text of it: a JS Date would drop
   * the microseconds and skip or repeat orders at a batch's edge.
   */
  async function* orderBatches(f: AdminOrderExportFilter, size: number): AsyncGenerator<AdminOrder[], void, undefined> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      let q = filtered(f).select(sql<string>`orders.order_date::text`.as('cursor_at'));
      if (after) q = q.where(sql<boolean>`(orders.order_date, orders.id) < (${after.at}::timestamptz, ${after.id})`);
      const rows = await q.limit(size).execute();
      if (rows.length > 0) yield rows.map(toAdminOrder);
      const last = rows.at(-1);
      if (!last || rows.length < size) return;
      after = { at: last.cursor_at, id: last.id };
    }
  }

  /** The orders CSV's text: the header, then a chunk per batch of orders. */
  async function* exportChunks(f: AdminOrderExportFilter): AsyncGenerator<string, void, undefined> {
    yield `${BOM}${CSV_HEADER.join(',')}\r\n`;
    for await (const orders of orderBatches(f, EXPORT_BATCH)) yield orders.map(csvLine).join('');
  }

  /** The lines CSV's text: the header, then the lines of each batch of orders (one more query per batch). */
  async function* lineChunks(f: AdminOrderExportFilter): AsyncGenerator<string, void, undefined> {
    yield `${BOM}${LINES_CSV_HEADER.join(',')}\r\n`;
    for await (const orders of orderBatches(f, LINES_EXPORT_BATCH)) {
      const byOrder = await linesOfOrders(orders.map((o) => o.id));
      const text = orders.flatMap((o) => (byOrder.get(o.id) ?? []).map((l) => csvLineOfLine(o, l))).join('');
      if (text) yield text;
    }
  }

  return {
    async exportCsv(actor, f) {
      requireAdmin(actor);
      return exportChunks(f);
    },

    async exportLinesCsv(actor, f) {
      requireAdmin(actor);
      return lineChunks(f);
    },
  };
}
