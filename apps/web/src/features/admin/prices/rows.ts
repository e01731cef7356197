import { MAX_MIN_QUANTITY, parseMinQuantity, parsePrice, priceText } from './values';
import type { RowProduct } from './products';

// The price list editor's rows: a product's tiers, each a minimum quantity and its price as typed;
// the checks before saving, and a refusal's fields put back onto the rows that were sent.

export interface ListPrice {
  item_id: number;
  price: number;
  min_quantity: number;
}

/** A list's price as the server answers it: with its product's names, spec, list and member price. */
export interface ListEntry extends ListPrice, RowProduct {}

/** One row of the editor: a product's price from a minimum quantity, as typed. */
export interface PriceRow {
  /** stable across edits (React's key, the fields' ids) */
  key: string;
  item_id: number;
  /** from the list's answer, or from the search that found it (a row not saved yet) */
  product: RowProduct;
  min_quantity: string;
  price: string;
}

let lastKey = 0;
/** A key no other row of this page has. */
export function newRowKey(): string {
  lastKey += 1;
  return `r${lastKey}`;
}

/**
 * The editor's rows of a list's prices: each product's tiers together, by minimum quantity, the
 * products in the order the list first names them.
 */
export function rowsOf(prices: readonly ListEntry[], key: () => string = newRowKey): PriceRow[] {
  const order = new Map<number, number>();
  prices.forEach((p) => {
    if (!order.has(p.item_id)) order.set(p.item_id, order.size);
  });
  return [...prices]
    .sort((a, b) => (order.get(a.item_id) ?? 0) - (order.get(b.item_id) ?? 0) || a.min_quantity - b.min_quantity)
    .map((p) => ({
      key: key(),
      item_id: p.item_id,
      product: {
        name: p.name,
        name_ko: p.name_ko,
        spec: p.spec,
        list_price: p.list_price,
        member_price: p.member_price,
      },
      min_quantity: String(p.min_quantity),
      price: priceText(p.price),
    }));
}

/**
 * A product added from the search (with what the search showed of it): its first price, from any
 * quantity, at the end; a product the list has already gets a new tier instead (one price per
 * product and minimum quantity).
 */
export function addProduct(
  rows: readonly PriceRow[],
  itemId: number,
  product: RowProduct,
  key: string = newRowKey(),
): PriceRow[] {
  if (rows.some((r) => r.item_id === itemId)) return addTier(rows, itemId, key);
  return [...rows, { key, item_id: itemId, product, min_quantity: '1', price: '' }];
}

/**
 * A new quantity tier for a product, right after its last row (and showing its product as that
 * row does): from the next round quantity above its largest minimum (10 after 1, 20 after 10...),
 * for the admin to change; empty price. A product without a row is left to addProduct.
 */
export function addTier(rows: readonly PriceRow[], itemId: number, key: string = newRowKey()): PriceRow[] {
  const last = rows.findLastIndex((r) => r.item_id === itemId);
  const lastRow = rows[last];
  if (!lastRow) return [...rows];
  const mins = rows.filter((r) => r.item_id === itemId).map((r) => parseMinQuantity(r.min_quantity) ?? 1);
  const row: PriceRow = {
    key,
    item_id: itemId,
    product: lastRow.product,
    min_quantity: String(nextTier(Math.max(1, ...mins))),
    price: '',
  };
  return [...rows.slice(0, last + 1), row, ...rows.slice(last + 1)];
}

/** The next tier's suggested minimum: 10 after 1-9, then the next multiple of 10 (999 at most). */
export function nextTier(largest: number): number {
  if (largest < 10) return 10;
  return Math.min(MAX_MIN_QUANTITY, (Math.floor(largest / 10) + 1) * 10);
}

export function updateRow(
  rows: readonly PriceRow[],
  key: string,
  patch: Partial<Pick<PriceRow, 'min_quantity' | 'price'>>,
): PriceRow[] {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}

export function removeRow(rows: readonly PriceRow[], key: string): PriceRow[] {
  return rows.filter((r) => r.key !== key);
}

/** A row's tier number among its product's rows (1-based), for labels: "Price for Galbi, tier 2". */
export function tierOf(rows: readonly PriceRow[], key: string): number {
  const row = rows.find((r) => r.key === key);
  if (!row) return 0;
  return rows.filter((r) => r.item_id === row.item_id).findIndex((r) => r.key === key) + 1;
}

export type RowProblem = 'price' | 'minQuantity' | 'twice';

export interface RowProblems {
  price?: RowProblem;
  min_quantity?: RowProblem;
}

export type RowsCheck =
  | { ok: true; prices: ListPrice[] }
  | { ok: false; problems: Record<string, RowProblems>; first: { key: string; field: 'price' | 'min_quantity' } };

/**
 * The `prices` a save sends (every row, in the rows' order), or what is wrong with which row: a
 * price or minimum quantity the server would refuse, or a second price for a product from the
 * same quantity (marked on the later row).
 */
export function checkRows(rows: readonly PriceRow[]): RowsCheck {
  const problems: Record<string, RowProblems> = {};
  const prices: ListPrice[] = [];
  const seen = new Set<string>();
  let first: { key: string; field: 'price' | 'min_quantity' } | null = null;
  for (const row of rows) {
    const min = parseMinQuantity(row.min_quantity);
    const price = parsePrice(row.price);
    const p: RowProblems = {};
    if (min === null) p.min_quantity = 'minQuantity';
    else if (seen.has(`${row.item_id}:${min}`)) p.min_quantity = 'twice';
    if (price === null) p.price = 'price';
    if (min !== null) seen.add(`${row.item_id}:${min}`);
    if (p.min_quantity || p.price) {
      problems[row.key] = p;
      first ??= { key: row.key, field: p.min_quantity ? 'min_quantity' : 'price' };
    } else if (min !== null && price !== null) {
      prices.push({ item_id: row.item_id, price, min_quantity: min });
    }
  }
  return first ? { ok: false, problems, first } : { ok: true, prices };
}

/** A row's values as they would be saved (what was typed when it cannot be read), to compare. */
function rowSignature(r: PriceRow): string {
  const min = parseMinQuantity(r.min_quantity);
  const price = parsePrice(r.price);
  return `${r.item_id}:${min ?? `?${r.min_quantity.trim()}`}:${price !== null ? priceText(price) : `?${r.price.trim()}`}`;
}

/** Whether the editor differs from the saved list: its name, or its prices (in any order). */
export function isChanged(
  name: string,
  rows: readonly PriceRow[],
  saved: { name: string; prices: readonly ListPrice[] },
): boolean {
  if (name.trim() !== saved.name) return true;
  const now = rows.map(rowSignature).sort();
  const then = saved.prices.map((p) => `${p.item_id}:${p.min_quantity}:${priceText(p.price)}`).sort();
  return now.length !== then.length || now.some((s, i) => s !== then[i]);
}

/** How many products the rows price. */
export function productCount(rows: readonly { item_id: number }[]): number {
  return new Set(rows.map((r) => r.item_id)).size;
}

/**
 * A refusal's per-field errors (keyed by the input's path: 'prices.3.price',
 * 'prices.3.min_quantity') put back on the rows that were sent (the payload is the rows in order).
 */
export function rowErrorsFromFields<T>(
  fields: Readonly<Record<string, T>>,
  rows: readonly PriceRow[],
): Record<string, { price?: T; min_quantity?: T }> {
  const out: Record<string, { price?: T; min_quantity?: T }> = {};
  for (const [path, error] of Object.entries(fields)) {
    const m = /^prices\.(\d+)\.(price|min_quantity|item_id)$/.exec(path);
    const row = m ? rows[Number(m[1])] : undefined;
    if (!m || !row) continue;
    const field = m[2] === 'min_quantity' ? 'min_quantity' : 'price';
    out[row.key] = { ...out[row.key], [field]: error };
  }
  return out;
}
