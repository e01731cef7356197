import { statementsMigration } from './statements';

// The back office at volume (bench/admin.mjs: 10,000 items, 100,000 orders). The dashboard's sales
// of the last two months read from the index alone (order_date with the status and the total), not
// from the table; the Item List's pages, in catalogue order without a filter, read in index order
// instead of sorting every item for each page. Frozen once released.

const up: string[] = [
  'CREATE INDEX orders_sales_idx ON orders (order_date) INCLUDE (order_status, total_amount_cents)',
  'CREATE INDEX items_order_idx ON items (sort_order, id)',
];

const down: string[] = ['DROP INDEX IF EXISTS items_order_idx', 'DROP INDEX IF EXISTS orders_sales_idx'];

export const migration0006 = statementsMigration(up, down);
