import { statementsMigration } from './statements';

// Every change to the items table, by any process or by hand, notifies channel
// 'catalogue_changed' when its transaction commits (one notification per statement), with the
// table's schema as the payload, so listeners on other schemas of the same database (isolated
// test runs) can ignore it. Servers cache catalogue reads and drop them on this signal.
// Frozen once released.

export const CATALOGUE_CHANNEL = 'catalogue_changed';

const up: string[] = [
  `CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${CATALOGUE_CHANNEL}', TG_TABLE_SCHEMA);
    RETURN NULL;
  END
  $$`,
  `CREATE TRIGGER items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
];

const down: string[] = [
  'DROP TRIGGER IF EXISTS items_changed ON items',
  'DROP FUNCTION IF EXISTS notify_catalogue_changed()',
];

export const migration0004 = statementsMigration(up, down);
