import { statementsMigration } from './statements';

// Change notices of the order book: "order changes" in the file's name are these notices, not a
// buyer's changes to an order (those are 0014_order_revisions). Every change to orders or their
// lines (a checkout, a status, a weighing; by any process or by hand) notifies channel
// 'orders_changed' when its transaction commits, with the schema as the payload (as migration 0004
// does for the catalogue): servers keep the dashboard's figures and the Orders page's pages in
// memory and drop them on this signal. Two indexes for the same reads at volume: the Orders page
// reads newest first with the id as tie-breaker straight from one index, and an order's
// "estimated" flag (a catch-weight line not weighed yet) is answered from a small partial index
// instead of the order's lines.
// Frozen once released.

export const ORDERS_CHANNEL = 'orders_changed';

const up: string[] = [
  `CREATE FUNCTION notify_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${ORDERS_CHANNEL}', TG_TABLE_SCHEMA);
    RETURN NULL;
  END
  $$`,
  `CREATE TRIGGER orders_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
    FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`,
  `CREATE TRIGGER order_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
    FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`,
  'CREATE INDEX orders_newest_idx ON orders (order_date DESC, id DESC)',
  'DROP INDEX orders_date_idx',
  `CREATE INDEX order_items_unweighed_idx ON order_items (order_id) WHERE spec = 'C.W. (Catch Weights)' AND weighed_lbs IS NULL`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS order_items_unweighed_idx',
  'CREATE INDEX IF NOT EXISTS orders_date_idx ON orders (order_date DESC)',
  'DROP INDEX IF EXISTS orders_newest_idx',
  'DROP TRIGGER IF EXISTS order_items_changed ON order_items',
  'DROP TRIGGER IF EXISTS orders_changed ON orders',
  'DROP FUNCTION IF EXISTS notify_orders_changed()',
];

export const migration0009 = statementsMigration(up, down);
