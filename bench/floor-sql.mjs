// The SQL of the catalogue service's storefront reads, mirrored by hand for the floor server.
// Source: packages/services/src/catalogue.ts (Kysely), guest actor: PUBLIC_COLUMNS (no
// discounted_price_cents), `visible()` = where show = true (a literal, not a parameter), listings
// ordered by sort_order, id.
// The texts below are what Kysely compiles those builders to. Keep the same columns, WHERE and
// ORDER BY; when the service's query changes, change it here, or the floor measures another query.
// api.mjs checks that floor and server return the same number of rows for the same request.

export const STYLES = ['marinated', 'processed', 'unprocessed', 'premium'];

/** The server's pg pool size: packages/db createDb's default `maxConnections`. */
export const FLOOR_POOL_SIZE = 10;

/**
 * packages/db/src/create-db.ts reads numeric and int8 as JS numbers (pg's default is a string):
 * the floor parses them the same way so both pay the same driver cost.
 */
const NUMBER_OIDS = new Set([20, 1700]);
export function floorTypes(pgTypes) {
  return {
    getTypeParser(oid, format) {
      if (format !== 'binary' && NUMBER_OIDS.has(oid)) return Number;
      return pgTypes.getTypeParser(oid, format);
    },
  };
}

const COLUMNS = [
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
]
  .map((c) =>
    c
      .split(' as ')
      .map((name) => `"${name}"`)
      .join(' as '),
  )
  .join(', ');

export const LIST_SQL = {
  text: `select ${COLUMNS} from "items" where "show" = true order by "sort_order", "id"`,
  values: () => [],
};

export const BY_STYLE_SQL = {
  text: `select ${COLUMNS} from "items" where "show" = true and "style" = $1 order by "sort_order", "id"`,
  values: (style) => [style],
};

export const BY_ID_SQL = {
  text: `select ${COLUMNS} from "items" where "show" = true and "id" = $1`,
  values: (id) => [id],
};
