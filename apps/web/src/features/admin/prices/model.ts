import { fromCents, ITEM_MAX_PRICE_CENTS, ORDER_LINE_MAX_QUANTITY, toCents } from '@wholesale/rules';
import { adminPageHref } from '../pages';

// Pure logic of the Price lists page and of the prices on a customer's page: what the URL says,
// reading the prices and minimum quantities the admin types (the server's rules: above $0, at most
// $10,000.00, to the cent; a minimum quantity from 1 to 999), the editor's rows and the `prices` they
// save, a refusal's fields mapped back onto the rows, an import's refused lines, and a recorded
// change in words (as a kind and its values; the page words them in its language). Products are
// named from the server's answers (a list's prices and a change carry their product's names), or
// from the product search for a row not saved yet: the page never loads the whole catalogue.

/** The dearest price the server takes (an item's own bound): $10,000.00. */
export const MAX_PRICE = fromCents(ITEM_MAX_PRICE_CENTS);
/** The largest minimum quantity (an order line's largest quantity). */
export const MAX_MIN_QUANTITY = ORDER_LINE_MAX_QUANTITY;
/** A price list's name: 1 to this many characters (the contract's PRICE_LIST_NAME_MAX). */
export const NAME_MAX = 80;

// ---------------------------------------------------------------- the URL

export interface PriceListsView {
  /** one list's editor (?list=ID) */
  listId?: number;
}

/** The page's state from its URL (?page=price-lists&list=12); anything unknown is left out. */
export function parsePriceListsView(search: string | URLSearchParams): PriceListsView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const list = p.get('list');
  return list && /^[1-9]\d{0,9}$/.test(list) && Number(list) <= 2_147_483_647 ? { listId: Number(list) } : {};
}

/** The URL of the page's state: the lists, or one list. */
export function priceListsHref(view: PriceListsView = {}): string {
  const p = new URLSearchParams({ page: 'price-lists' });
  if (view.listId) p.set('list', String(view.listId));
  return `${adminPageHref('price-lists').split('?')[0]}?${p.toString()}`;
}

/** Where the server sends the list as a CSV file (a download with the session cookie). */
export function exportCsvHref(listId: number): string {
  return `/api/price-lists/${listId}/export.csv`;
}

/** Where a CSV file's text is posted to replace the list's prices. */
export function importCsvPath(listId: number): string {
  return `/api/price-lists/${listId}/import`;
}

// ---------------------------------------------------------------- typed values

/**
 * A price as typed, in dollars: "12.5", "12.50", "$12.50", "1,250.00" (thousands commas in their
 * place) read as dollars; null for anything else, for $0 and below, above $10,000.00 or finer
 * than a cent.
 */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, '');
  if (t.length > 12) return null;
  const plain = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(t) ? t.replaceAll(',', '') : t;
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  const cents = toCents(Number(plain));
  if (!(cents > 0 && cents <= ITEM_MAX_PRICE_CENTS)) return null;
  return fromCents(cents);
}

/** A minimum quantity as typed: a whole number from 1 to 999; null otherwise. */
export function parseMinQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_MIN_QUANTITY ? n : null;
}

/** A price as the editor shows it: "12.50". */
export function priceText(dollars: number): string {
  return dollars.toFixed(2);
}

/** A list's name as saved (trimmed), or null when the server would refuse it. */
export function checkName(name: string): string | null {
  const t = name.trim();
  return t.length >= 1 && t.length <= NAME_MAX ? t : null;
}

// ---------------------------------------------------------------- products

/** A product's name in the page's language: its Korean name on a Korean page when it has one. */
export function localName(p: { name: string; name_ko: string | null }, locale: string): string {
  return locale === 'ko' && p.name_ko ? p.name_ko : p.name;
}

/** The member price: the discounted price when there is one (above $0), else the list price. */
export function memberPriceOf(item: { price: number; discounted_price?: number | null }): number {
  return item.discounted_price && item.discounted_price > 0 ? item.discounted_price : item.price;
}

/** What a row shows of its product (names, spec, list and member price), as a list's answer gives it. */
export interface RowProduct {
  name: string;
  name_ko: string;
  spec: string;
  list_price: number;
  member_price: number;
}

/** A product found by the product search (an Item List row), as a row shows it. */
export function rowProductOf(item: {
  name: string;
  name_ko: string;
  spec: string;
  price: number;
  discounted_price?: number | null;
}): RowProduct {
  return {
    name: item.name,
    name_ko: item.name_ko,
    spec: item.spec,
    list_price: item.price,
    member_price: memberPriceOf(item),
  };
}

// ---------------------------------------------------------------- the editor's rows

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

// ---------------------------------------------------------------- the CSV import

/** The refused lines of an import ('line 3' → its reason), by line number. */
export function importLines<T>(fields: Readonly<Record<string, T>>): { line: number; error: T }[] {
  return Object.entries(fields)
    .flatMap(([key, error]) => {
      const m = /^line (\d+)$/.exec(key);
      return m ? [{ line: Number(m[1]), error }] : [];
    })
    .sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------- a recorded change

export interface RecordedChange {
  action: string;
  user_id: number | null;
  /** the list the change is about; for 'list-assigned', the buyer's list after it (null: none) */
  price_list_id: number | null;
  /** for 'list-assigned', the buyer's list before it (null: none) */
  old_price_list_id: number | null;
  item_id: number | null;
  min_quantity: number | null;
  old_value: string | null;
  new_value: string | null;
}

/**
 * The product a change names, in the page's language, from the change's own answer; null when the
 * change names none, or its product no longer exists (the page then says "product #12").
 */
export function changeProductName(
  c: { item_id: number | null; item_name: string | null; item_name_ko: string | null },
  locale: string,
): string | null {
  if (c.item_id === null || c.item_name === null) return null;
  return localName({ name: c.item_name, name_ko: c.item_name_ko }, locale);
}

/** A recorded change, as a kind and its values (prices in dollars). */
export type ChangeWords =
  | { kind: 'ownAdded' | 'ownRemoved'; item: number; price: number }
  | { kind: 'ownChanged'; item: number; from: number; to: number }
  | { kind: 'tierAdded' | 'tierRemoved'; item: number; min: number; price: number }
  | { kind: 'tierChanged'; item: number; min: number; from: number; to: number }
  // a buyer's list, as their history says it
  | { kind: 'assigned' | 'unassigned'; list: string; customer: number | null }
  | { kind: 'reassigned'; from: string; to: string; customer: number | null }
  // a buyer given this list, or taken from it (to another list, or to none), as the list's history says it
  | { kind: 'customerJoined'; customer: number }
  | { kind: 'customerLeft'; customer: number; to: string | null }
  | { kind: 'created' | 'deleted'; name: string }
  | { kind: 'renamed'; from: string; to: string }
  | { kind: 'imported'; prices: number; changed: number }
  | { kind: 'importedOther'; text: string }
  | { kind: 'other'; text: string };

const dollars = (value: string | null): number | null => {
  if (value === null || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
};

const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** An import's record: JSON `{ "prices": n, "changed": n }`; null when it is anything else. */
export function importCounts(value: string | null): { prices: number; changed: number } | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { prices, changed } = parsed as { prices?: unknown; changed?: unknown };
  return count(prices) && count(changed) ? { prices, changed } : null;
}

/**
 * The words of a change the server recorded (a value it cannot read is shown as it was recorded).
 * `listId`: the list whose history shows it, where a buyer's change of list reads as one joining
 * or leaving this list; without it (a buyer's history), as the buyer's list before and after.
 */
export function describeChange(c: RecordedChange, listId?: number): ChangeWords {
  const before = dollars(c.old_value);
  const after = dollars(c.new_value);
  const other = (): ChangeWords => ({
    kind: 'other',
    text: [c.action, c.old_value, c.new_value].filter((v) => v !== null && v !== '').join(' · '),
  });
  switch (c.action) {
    case 'own-price': {
      if (c.item_id === null) return other();
      if (before === null && after !== null) return { kind: 'ownAdded', item: c.item_id, price: after };
      if (before !== null && after === null && c.new_value === null)
        return { kind: 'ownRemoved', item: c.item_id, price: before };
      if (before !== null && after !== null) return { kind: 'ownChanged', item: c.item_id, from: before, to: after };
      return other();
    }
    case 'list-price': {
      if (c.item_id === null) return other();
      const min = c.min_quantity ?? 1;
      if (before === null && after !== null && c.old_value === null)
        return { kind: 'tierAdded', item: c.item_id, min, price: after };
      if (before !== null && c.new_value === null) return { kind: 'tierRemoved', item: c.item_id, min, price: before };
      if (before !== null && after !== null)
        return { kind: 'tierChanged', item: c.item_id, min, from: before, to: after };
      return other();
    }
    case 'list-assigned':
      if (listId !== undefined && c.user_id !== null) {
        // In a list's history: a buyer given this list, or taken from it (their list is now another, or none).
        if (c.price_list_id === listId) return { kind: 'customerJoined', customer: c.user_id };
        if (c.old_price_list_id === listId)
          return { kind: 'customerLeft', customer: c.user_id, to: c.price_list_id === null ? null : c.new_value };
      }
      if (c.old_value !== null && c.new_value !== null)
        return { kind: 'reassigned', from: c.old_value, to: c.new_value, customer: c.user_id };
      if (c.new_value !== null) return { kind: 'assigned', list: c.new_value, customer: c.user_id };
      if (c.old_value !== null) return { kind: 'unassigned', list: c.old_value, customer: c.user_id };
      return other();
    case 'list-created':
      return c.new_value !== null ? { kind: 'created', name: c.new_value } : other();
    case 'list-renamed':
      return c.old_value !== null && c.new_value !== null
        ? { kind: 'renamed', from: c.old_value, to: c.new_value }
        : other();
    case 'list-deleted':
      return c.old_value !== null ? { kind: 'deleted', name: c.old_value } : other();
    case 'list-imported': {
      // recorded as JSON {"prices": 120, "changed": 4}; anything else is shown as it was recorded
      const counts = importCounts(c.new_value);
      if (counts) return { kind: 'imported', prices: counts.prices, changed: counts.changed };
      return c.new_value !== null && c.new_value.trim() !== '' ? { kind: 'importedOther', text: c.new_value } : other();
    }
    default:
      return other();
  }
}
