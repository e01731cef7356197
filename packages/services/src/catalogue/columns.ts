// The storefront's item columns. Selected explicitly (never `selectAll`): the listing is the hot
// path, and a column added to the table later must not leak into the storefront by accident. The
// list is in the contract's key order, with the contract's names: each row comes out of the driver
// already shaped as the item it becomes (see `finishItem` in reads.ts). A module of its own, with no
// imports: bench/floor-sql.mjs reads the same list for the floor server's SQL.
export const PUBLIC_COLUMNS = [
  'id',
  'slug',
  'name',
  'name_ko',
  'type',
  'type_ko',
  'description',
  'description_ko',
  'species',
  'style',
  'price_cents as price',
  'brand',
  'grade',
  'origin',
  'spec',
  'avg_weight',
  'images',
  'show',
  'ingredients',
  'ingredients_ko',
  'allergens',
  'allergens_ko',
] as const;
/** A signed-in buyer's columns: the public ones and the discounted price. */
export const BUYER_COLUMNS = [...PUBLIC_COLUMNS, 'discounted_price_cents as discounted_price'] as const;
