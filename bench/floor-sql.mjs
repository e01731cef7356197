// The SQL of the catalogue service's storefront reads, for the floor server: the service's own column
// list (packages/services/src/catalogue/columns.ts, PUBLIC_COLUMNS: a guest's, no
// discounted_price_cents), `visible()` = where show = true (a literal, not a parameter), listings
// ordered by sort_order, id. The texts below are what Kysely compiles those builders to: when the
// service's WHERE or ORDER BY changes, change it here, or the floor measures another query.
// api.mjs checks that floor and server return the same number of rows for the same request.
import { loadTs } from '../scripts/lib/load-ts.mjs';

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

const { PUBLIC_COLUMNS } = await loadTs(
  "export { PUBLIC_COLUMNS } from './packages/services/src/catalogue/columns.ts';",
);
const COLUMNS = PUBLIC_COLUMNS.map((c) =>
  c
    .split(' as ')
    .map((name) => `"${name}"`)
    .join(' as '),
).join(', ');

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
