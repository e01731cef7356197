import { statementsMigration } from './statements';

// Orders staff enter for a customer (taken by phone or text): the order says so for good, and
// names the admin who entered it while that account exists. `entered_by_staff` outlives the admin's
// account, so an entered order never reads as the buyer's own when staff leave.

const up: string[] = [
  `ALTER TABLE orders ADD COLUMN entered_by_staff boolean NOT NULL DEFAULT false`,
  `ALTER TABLE orders ADD COLUMN entered_by integer REFERENCES users (id) ON DELETE SET NULL`,
];

const down: string[] = [
  'ALTER TABLE orders DROP COLUMN IF EXISTS entered_by',
  'ALTER TABLE orders DROP COLUMN IF EXISTS entered_by_staff',
];

export const migration0038 = statementsMigration(up, down);
