import { statementsMigration } from './statements';

// Weighings in the order's history. An order's history already records every
// status change (who, when, from, to); it now records every weighing of a catch-weight line as
// well, in the same timeline: kind 'weight', the line, and its weight before and after (null: not
// weighed / cleared), by whom and when. A weight row has no status; a status row no weights.
// The line reference survives the line (SET NULL), so the record of who weighed stays.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE order_status_history ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'weight'))`,
  `ALTER TABLE order_status_history ALTER COLUMN to_status DROP NOT NULL`,
  `ALTER TABLE order_status_history ADD COLUMN order_item_id integer REFERENCES order_items (id) ON DELETE SET NULL`,
  `ALTER TABLE order_status_history ADD COLUMN from_lbs numeric(8, 2) CHECK (from_lbs >= 0)`,
  `ALTER TABLE order_status_history ADD COLUMN to_lbs numeric(8, 2) CHECK (to_lbs >= 0)`,
  `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_kind_shape CHECK (
    (kind = 'status' AND to_status IS NOT NULL AND from_lbs IS NULL AND to_lbs IS NULL)
    OR (kind = 'weight' AND from_status IS NULL AND to_status IS NULL)
  )`,
  `CREATE INDEX order_status_history_item_idx ON order_status_history (order_item_id) WHERE order_item_id IS NOT NULL`,
];

const down: string[] = [
  `DELETE FROM order_status_history WHERE kind = 'weight'`,
  'DROP INDEX IF EXISTS order_status_history_item_idx',
  'ALTER TABLE order_status_history DROP CONSTRAINT IF EXISTS order_status_history_kind_shape',
  'ALTER TABLE order_status_history DROP COLUMN IF EXISTS to_lbs',
  'ALTER TABLE order_status_history DROP COLUMN IF EXISTS from_lbs',
  'ALTER TABLE order_status_history DROP COLUMN IF EXISTS order_item_id',
  'ALTER TABLE order_status_history ALTER COLUMN to_status SET NOT NULL',
  'ALTER TABLE order_status_history DROP COLUMN IF EXISTS kind',
];

export const migration0010 = statementsMigration(up, down);
