import { statementsMigration } from './statements';

// Prices per buyer: price lists (a name and item prices, each from a minimum quantity),
// a buyer's list (users.price_list_id) and a buyer's own prices. A price is whole cents above 0,
// at most $10,000.00 (the items' bound, rules' ITEM_MAX_PRICE_CENTS). Every change the back office
// makes is kept in price_changes (who, when, the value before and after). A change to any of them
// notifies the catalogue's channel (migration 0004's function) so every process drops the prices it
// keeps in memory. Frozen once released.

const PRICE_CHECK = 'CHECK (price_cents > 0 AND price_cents <= 1000000)';

const up: string[] = [
  `CREATE TABLE price_lists (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX price_lists_name_key ON price_lists (lower(name))`,
  `CREATE TABLE price_list_items (
    price_list_id integer NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
    item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity BETWEEN 1 AND 999),
    price_cents integer NOT NULL ${PRICE_CHECK},
    PRIMARY KEY (price_list_id, item_id, min_quantity)
  )`,
  `CREATE INDEX price_list_items_item_idx ON price_list_items (item_id)`,
  `CREATE TABLE buyer_prices (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    price_cents integer NOT NULL ${PRICE_CHECK},
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, item_id)
  )`,
  `CREATE INDEX buyer_prices_item_idx ON buyer_prices (item_id)`,
  `ALTER TABLE users ADD COLUMN price_list_id integer REFERENCES price_lists (id) ON DELETE SET NULL`,
  `CREATE INDEX users_price_list_idx ON users (price_list_id) WHERE price_list_id IS NOT NULL`,
  `CREATE TABLE price_changes (
    id serial PRIMARY KEY,
    changed_at timestamptz NOT NULL DEFAULT now(),
    admin_id integer REFERENCES users (id) ON DELETE SET NULL,
    action text NOT NULL CHECK (action IN ('own-price', 'list-price', 'list-assigned', 'list-created', 'list-renamed', 'list-deleted', 'list-imported')),
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    price_list_id integer,
    old_price_list_id integer,
    item_id integer,
    min_quantity integer,
    old_value text,
    new_value text
  )`,
  `CREATE INDEX price_changes_user_idx ON price_changes (user_id, changed_at) WHERE user_id IS NOT NULL`,
  `CREATE INDEX price_changes_list_idx ON price_changes (price_list_id, changed_at) WHERE price_list_id IS NOT NULL`,
  `CREATE INDEX price_changes_old_list_idx ON price_changes (old_price_list_id, changed_at) WHERE old_price_list_id IS NOT NULL`,
  `CREATE TRIGGER price_list_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_items
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
  `CREATE TRIGGER buyer_prices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buyer_prices
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
  `CREATE TRIGGER users_price_list_changed AFTER UPDATE OF price_list_id ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
];

const down: string[] = [
  'DROP TRIGGER IF EXISTS users_price_list_changed ON users',
  'DROP TABLE IF EXISTS price_changes',
  'DROP INDEX IF EXISTS users_price_list_idx',
  'ALTER TABLE users DROP COLUMN IF EXISTS price_list_id',
  'DROP TABLE IF EXISTS buyer_prices',
  'DROP TABLE IF EXISTS price_list_items',
  'DROP TABLE IF EXISTS price_lists',
];

export const migration0018 = statementsMigration(up, down);
