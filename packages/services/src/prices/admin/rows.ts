// What the price calls share: their dependencies, the audit's way of writing cents, the check
// that priced products exist, the list a buyer is on, one price list as the back office reads it,
// and the one statement that makes a list's prices what they should be (recording each difference).
import { sql } from 'kysely';
import { fromCents, toCents } from '@wholesale/rules';
import { PRICE_ERRORS, ValidationError, type PriceList, type PriceListInput } from '@wholesale/contract';
import { iso, rowOrNotFound, type Db } from '../../kernel/common';

export interface PricesDeps {
  db: Db;
  /** called after every committed change: the catalogue's cached prices are dropped */
  onPricesChanged?: () => void;
}

/** Cents as the audit keeps them: dollars with two decimals ("12.50"), as SQL. */
export const AUDIT_DOLLARS = (column: string) => sql.raw(`to_char(${column} / 100.0, 'FM9999990.00')`);

/** Refuses prices for products that do not exist (a hidden product may still be priced). */
export async function requireItems(trx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await sql<{ missing: number }>`
    SELECT count(*)::int AS missing FROM (SELECT DISTINCT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int AS id) x
    WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = x.id)
  `.execute(trx);
  if ((rows[0]?.missing ?? 0) > 0)
    throw new ValidationError(PRICE_ERRORS.unknownItems, { prices: PRICE_ERRORS.unknownItems });
}

/** The price list a buyer is on, as read through a left join of price_lists (none: null). */
export function assignedList(row: {
  list_id: number | null;
  list_name: string | null;
}): { id: number; name: string } | null {
  return row.list_id !== null && row.list_name !== null ? { id: row.list_id, name: row.list_name } : null;
}

export async function readList(from: Db, id: number): Promise<PriceList> {
  const list = await rowOrNotFound(
    from.selectFrom('price_lists').selectAll().where('id', '=', id),
    PRICE_ERRORS.listNotFound,
  );
  // One after the other: `from` may be a transaction's single connection.
  const prices = await from
    .selectFrom('price_list_items as p')
    .innerJoin('items as i', 'i.id', 'p.item_id')
    .select([
      'p.item_id',
      'p.min_quantity',
      'p.price_cents',
      'i.name',
      'i.name_ko',
      'i.spec',
      'i.price_cents as list_cents',
      'i.discounted_price_cents',
    ])
    .where('p.price_list_id', '=', id)
    .orderBy('p.item_id')
    .orderBy('p.min_quantity')
    .execute();
  const customers = await from
    .selectFrom('users')
    .select(['id', 'name', 'company', 'email'])
    .where('price_list_id', '=', id)
    .orderBy('company')
    .orderBy('id')
    .execute();
  return {
    id: list.id,
    name: list.name,
    prices: prices.map((p) => ({
      item_id: p.item_id,
      price: fromCents(p.price_cents),
      min_quantity: p.min_quantity,
      name: p.name,
      name_ko: p.name_ko,
      spec: p.spec,
      list_price: fromCents(p.list_cents),
      member_price: fromCents(
        p.discounted_price_cents && p.discounted_price_cents > 0 ? p.discounted_price_cents : p.list_cents,
      ),
    })),
    customers,
    created_at: iso(list.created_at),
    updated_at: iso(list.updated_at),
  };
}

/**
 * Makes the list's prices exactly `prices`, in one statement that also records each difference
 * (a price added, changed or removed) with its value before and after.
 */
export async function replaceListPrices(
  trx: Db,
  listId: number,
  adminId: number,
  prices: PriceListInput['prices'],
): Promise<number> {
  const wanted = JSON.stringify(
    prices.map((p) => ({ item_id: p.item_id, min_quantity: p.min_quantity, price_cents: toCents(p.price) })),
  );
  const { rows } = await sql<{ changes: number }>`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS x(item_id int, min_quantity int, price_cents int)
    ),
    now_held AS (
      SELECT item_id, min_quantity, price_cents FROM price_list_items WHERE price_list_id = ${listId}
    ),
    diff AS (
      SELECT coalesce(w.item_id, h.item_id) AS item_id, coalesce(w.min_quantity, h.min_quantity) AS min_quantity, h.price_cents AS old_cents, w.price_cents AS new_cents
      FROM wanted w FULL JOIN now_held h ON h.item_id = w.item_id AND h.min_quantity = w.min_quantity
      WHERE h.price_cents IS DISTINCT FROM w.price_cents
    ),
    removed AS (
      DELETE FROM price_list_items p USING diff d
      WHERE p.price_list_id = ${listId} AND p.item_id = d.item_id AND p.min_quantity = d.min_quantity AND d.new_cents IS NULL
      RETURNING 1
    ),
    written AS (
      INSERT INTO price_list_items (price_list_id, item_id, min_quantity, price_cents)
      SELECT ${listId}, item_id, min_quantity, new_cents FROM diff WHERE new_cents IS NOT NULL
      ON CONFLICT (price_list_id, item_id, min_quantity) DO UPDATE SET price_cents = EXCLUDED.price_cents
      RETURNING 1
    ),
    recorded AS (
      INSERT INTO price_changes (admin_id, action, price_list_id, item_id, min_quantity, old_value, new_value)
      SELECT ${adminId}, 'list-price', ${listId}, item_id, min_quantity, ${AUDIT_DOLLARS('old_cents')}, ${AUDIT_DOLLARS('new_cents')} FROM diff
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM recorded)::int AS changes, (SELECT count(*) FROM removed) AS removed, (SELECT count(*) FROM written) AS written
  `.execute(trx);
  return rows[0]?.changes ?? 0;
}
