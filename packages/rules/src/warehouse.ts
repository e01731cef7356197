// The warehouse's sheets: times as a spreadsheet reads them on the Los Angeles
// clock, what a line's quantity counts and weighs, the day a pick list opens on, and the
// production sheet (boxes, packs and pounds per product across a day's orders). Pure, so the
// server's exports and pick list and the admin's page share one reading of an order line.
import type { Spec } from './constants';
import { businessDate } from './business-calendar';
import { isCatchWeight } from './order-money';
import { toPacific } from './pickup';

/**
 * An instant as Los Angeles wall time, 'YYYY-MM-DD HH:MM:SS': the form Excel, Google Sheets and
 * LibreOffice take for a date and time (an ISO 'T…Z' stays text in most of them, and in UTC it
 * puts an evening order on the next day). The zone goes in the column's header, not the value.
 */
export function pacificTimestamp(instant: Date): string {
  const { date, time } = toPacific(instant);
  // LA's offsets are whole hours, so the seconds are those of UTC.
  return `${date} ${time}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}

/** The nominal weight of a box of each box spec, in lb (the first figure of the spec). */
const BOX_LBS: Readonly<Record<Exclude<Spec, 'C.W. (Catch Weights)'>, number>> = {
  '30 lb - 5 lb x 6 packs': 30,
  '20 lb - 10 lb x 2 packs': 20,
  '50 lb - 50 lb x 1 box': 50,
};

/** What a line's quantity counts: packs for a catch-weight item, boxes for every other. */
export function quantityUnit(spec: string): 'pack' | 'box' {
  return isCatchWeight(spec) ? 'pack' : 'box';
}

/** One order line as the warehouse reads it. */
export interface WarehouseLine {
  item_id: number;
  name: string;
  name_ko: string;
  spec: string;
  /** boxes, or packs of a catch-weight item */
  quantity: number;
  /** lb per pack at checkout (catch weight) */
  avg_weight: number;
  weighed_lbs: number | null;
}

/**
 * The pounds a line is expected to weigh, in hundredths of a pound (an integer, so sums are
 * exact): boxes × the box's nominal weight, or packs × average lb for catch weight. Null for a
 * spec whose weight is not known (one an admin typed).
 */
function expectedHundredths(line: Pick<WarehouseLine, 'spec' | 'quantity' | 'avg_weight'>): number | null {
  if (isCatchWeight(line.spec)) return Math.round(line.avg_weight * 100) * line.quantity;
  const box = (BOX_LBS as Record<string, number | undefined>)[line.spec];
  return box === undefined ? null : box * 100 * line.quantity;
}

/** A line's expected pounds (2 decimals, exact), or null when its spec's weight is unknown. */
export function expectedLbs(line: Pick<WarehouseLine, 'spec' | 'quantity' | 'avg_weight'>): number | null {
  const h = expectedHundredths(line);
  return h === null ? null : h / 100;
}

/**
 * The day a pick list opens on: the Los Angeles day of the earliest pickup from today on (today
 * counts, even once its windows have passed: the day is not over for the warehouse), or today
 * when none is ahead. `pickupStarts` are the starts of the pickups to consider; earlier days are
 * ignored, so a caller may pass any of them.
 */
export function pickListDay(now: Date, pickupStarts: readonly Date[]): string {
  const today = businessDate(now);
  let first: string | null = null;
  for (const start of pickupStarts) {
    const day = businessDate(start);
    if (day >= today && (first === null || day < first)) first = day;
  }
  return first ?? today;
}

/** One product of the production sheet: what the day's orders take of it. */
export interface ProductionRow {
  item_id: number;
  name: string;
  name_ko: string;
  spec: string;
  unit: 'pack' | 'box';
  /** boxes, or packs of a catch-weight item, across the day's orders */
  quantity: number;
  /** how many orders take it */
  orders: number;
  /**
   * Pounds, 2 decimals: weighed pounds where a line is weighed, else its expected pounds (box
   * weight × boxes, or packs × average lb). Null when the spec's weight is unknown.
   */
  lbs: number | null;
  /** true while any catch-weight line in it is unweighed: `lbs` is (partly) an estimate */
  estimated: boolean;
}

export interface ProductionSheet {
  /** by product name, then spec */
  rows: ProductionRow[];
  /** boxes across every product */
  boxes: number;
  /** catch-weight packs across every product */
  packs: number;
  /** pounds across every row that has pounds */
  lbs: number;
  estimated: boolean;
}

/**
 * The production sheet of a day: its order lines totalled per product (an item in one spec; an
 * item whose spec changed between orders is two rows, as the two are packed differently). Pounds
 * are summed in hundredths, so the totals are exact.
 */
export function productionSheet(lines: readonly (WarehouseLine & { order_id: number })[]): ProductionSheet {
  const rows = new Map<string, { row: ProductionRow; hundredths: number | null; orders: Set<number> }>();
  for (const line of lines) {
    const key = `${line.item_id}|${line.spec}`;
    let entry = rows.get(key);
    if (!entry) {
      entry = {
        row: {
          item_id: line.item_id,
          name: line.name,
          name_ko: line.name_ko,
          spec: line.spec,
          unit: quantityUnit(line.spec),
          quantity: 0,
          orders: 0,
          lbs: null,
          estimated: false,
        },
        hundredths: 0,
        orders: new Set(),
      };
      rows.set(key, entry);
    }
    entry.row.quantity += line.quantity;
    entry.orders.add(line.order_id);
    const weighed = isCatchWeight(line.spec) && line.weighed_lbs !== null;
    if (isCatchWeight(line.spec) && !weighed) entry.row.estimated = true;
    const h = weighed ? Math.round((line.weighed_lbs ?? 0) * 100) : expectedHundredths(line);
    entry.hundredths = h === null || entry.hundredths === null ? null : entry.hundredths + h;
  }
  const sheet: ProductionSheet = { rows: [], boxes: 0, packs: 0, lbs: 0, estimated: false };
  let totalHundredths = 0;
  for (const { row, hundredths, orders } of rows.values()) {
    row.orders = orders.size;
    row.lbs = hundredths === null ? null : hundredths / 100;
    if (row.unit === 'pack') sheet.packs += row.quantity;
    else sheet.boxes += row.quantity;
    if (hundredths !== null) totalHundredths += hundredths;
    if (row.estimated) sheet.estimated = true;
    sheet.rows.push(row);
  }
  sheet.lbs = totalHundredths / 100;
  sheet.rows.sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.spec.localeCompare(b.spec, 'en') || a.item_id - b.item_id,
  );
  return sheet;
}
