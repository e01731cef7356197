import { statementsMigration } from './statements';

// The credit hold: an order that would take its company past the credit limit staff set waits for
// staff (`credit_hold_since`), who release it (kept: when and by whom) or decline it. While held it
// is neither confirmed nor completed.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE orders ADD COLUMN credit_hold_since timestamptz`,
  `ALTER TABLE orders ADD COLUMN credit_hold_released_at timestamptz`,
  `ALTER TABLE orders ADD COLUMN credit_hold_released_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `CREATE INDEX orders_credit_hold_idx ON orders (credit_hold_since) WHERE credit_hold_since IS NOT NULL AND credit_hold_released_at IS NULL`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS orders_credit_hold_idx',
  'ALTER TABLE orders DROP COLUMN IF EXISTS credit_hold_released_by',
  'ALTER TABLE orders DROP COLUMN IF EXISTS credit_hold_released_at',
  'ALTER TABLE orders DROP COLUMN IF EXISTS credit_hold_since',
];

export const migration0030 = statementsMigration(up, down);
