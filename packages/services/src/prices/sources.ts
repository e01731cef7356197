// Where a buyer's prices come from, read from the database for the one price rule
// (rules/buyer-price.ts): the buyer's own price for an item and their price list's tiers for it.
// Prices belong to the buyer's company: `companyOf` is the one place that says whose prices a
// user buys at (a team member's are their owner's: migration 0020's users.owner_id).
import { sql, type RawBuilder } from 'kysely';
import type { PriceTier } from '@wholesale/rules';
import type { Db } from '../kernel/common';

/** The company (the user whose prices, list and orders count: its owner) a user id buys for, as SQL. */
export function companyOf(userId: RawBuilder<number> | number): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(m.owner_id, m.id) FROM users m WHERE m.id = ${userId}::int)`;
}

/** What a buyer's price for one item is made of beyond the item's own columns. */
export interface ItemPriceSources {
  own_price_cents: number | null;
  /** the buyer's list's prices for the item, smallest minimum first; empty without any */
  tiers: PriceTier[];
}

/**
 * The sources of every (user, item) pair asked for that has any (pairs without are left out),
 * as one SQL query. `pairs` is a JSON array of {user_id, item_id}.
 */
export function priceSourcesQuery(
  pairs: RawBuilder<unknown>,
): RawBuilder<{ user_id: number; item_id: number; own_price_cents: number | null; tiers: PriceTier[] | null }> {
  return sql`
    SELECT x.user_id, x.item_id, bp.price_cents AS own_price_cents,
      (SELECT jsonb_agg(jsonb_build_object('minQuantity', t.min_quantity, 'priceCents', t.price_cents) ORDER BY t.min_quantity)
        FROM price_list_items t WHERE t.price_list_id = c.price_list_id AND t.item_id = x.item_id) AS tiers
    FROM jsonb_to_recordset(${pairs}) AS x(user_id int, item_id int)
    JOIN users c ON c.id = ${companyOf(sql<number>`x.user_id`)}
    LEFT JOIN buyer_prices bp ON bp.user_id = c.id AND bp.item_id = x.item_id
    WHERE bp.price_cents IS NOT NULL
      OR (c.price_list_id IS NOT NULL AND EXISTS (SELECT 1 FROM price_list_items t WHERE t.price_list_id = c.price_list_id AND t.item_id = x.item_id))
  `;
}

/** `(user, item) → sources` as the map key the readers use. */
export const sourceKey = (userId: number, itemId: number) => `${userId}:${itemId}`;

/** The sources of these users' items, in one query (see priceSourcesQuery). */
export async function readPriceSources(
  db: Db,
  pairs: readonly { user_id: number; item_id: number }[],
): Promise<Map<string, ItemPriceSources>> {
  if (pairs.length === 0) return new Map();
  const { rows } = await priceSourcesQuery(sql`${JSON.stringify(pairs)}::jsonb`).execute(db);
  return new Map(
    rows.map((r) => [sourceKey(r.user_id, r.item_id), { own_price_cents: r.own_price_cents, tiers: r.tiers ?? [] }]),
  );
}

/** The same for one user's items. */
export async function readBuyerPriceSources(
  db: Db,
  userId: number,
  itemIds: readonly number[],
): Promise<Map<number, ItemPriceSources>> {
  const found = await readPriceSources(
    db,
    itemIds.map((item_id) => ({ user_id: userId, item_id })),
  );
  return new Map(
    itemIds.flatMap((id) => {
      const s = found.get(sourceKey(userId, id));
      return s ? [[id, s] as const] : [];
    }),
  );
}

/**
 * The one price rule as SQL, for the statement that writes an order's lines to check each line's
 * price against the prices at that instant (checkout-sql.ts): the same precedence as
 * rules/buyer-price.ts `buyerPrice` (the buyer's own price, else the list's tier with the largest
 * minimum the quantity reaches, else the member price when above 0, else the list price). Both are
 * held to the same cases by prices/rule-sql.int.test.ts.
 */
export function buyerPriceSql(
  userId: RawBuilder<number> | number,
  itemId: RawBuilder<number>,
  quantity: RawBuilder<number>,
): RawBuilder<number> {
  return sql<number>`(
    SELECT coalesce(
      (SELECT bp.price_cents FROM buyer_prices bp WHERE bp.user_id = c.id AND bp.item_id = i.id),
      (SELECT t.price_cents FROM price_list_items t
        WHERE t.price_list_id = c.price_list_id AND t.item_id = i.id AND t.min_quantity <= ${quantity}
        ORDER BY t.min_quantity DESC LIMIT 1),
      nullif(i.discounted_price_cents, 0),
      i.price_cents)
    FROM items i LEFT JOIN users c ON c.id = ${companyOf(userId)}
    WHERE i.id = ${itemId}
  )`;
}
